import PushContract

extension SimulatedDevice {
    /// Hands every response delivered since the last redelivery (the first time: every response
    /// so far) to the app again, in order, each as a freshly decoded copy with its own
    /// completion: what happens when another SDK forwards the same tap, or the system replays it
    /// (P3). Records `notification.response-redelivered` for each; launches the app if it is
    /// not running, and wakes it once for all of them otherwise. Each response is redelivered
    /// once at most, so a case's redelivery work grows with its taps, never with taps ×
    /// redelivery steps.
    public func redeliverResponses() {
        let fresh = Array(deliveredResponses[redeliveredCount...])
        redeliveredCount = deliveredResponses.count
        guard !fresh.isEmpty else {
            recorder.system(.noResponseToRedeliver)
            return
        }
        if adapter == nil { launch(state: .inactive) } else { wake("response") }
        handingCompletions { redeliver(fresh) }
    }

    private func redeliver(_ responses: [(response: NotificationResponse, mark: PushMark?)]) {
        for (response, mark) in responses {
            var copy = response
            if let reparsed = try? PushPayload(bytes: JSONValue.object(response.request.payload.root).canonicalBytes) {
                copy.request.content.userInfo = reparsed.root
            }
            recorder.system(
                .responseRedelivered,
                [
                    "id": .string(copy.request.identifier),
                    "action": .string(copy.actionIdentifier),
                ])
            guard let adapter else { return }
            clock.withOrigin(ExecutionOrigin(push: mark)) {
                adapter.didReceive(copy, completion: ledger.track("response"))
            }
        }
    }
}
