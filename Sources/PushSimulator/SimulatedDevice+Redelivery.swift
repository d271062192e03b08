import PushContract

extension SimulatedDevice {
    /// Hands every response delivered so far to the app again, in order, each as a freshly
    /// decoded copy with its own completion: what happens when another SDK forwards the same
    /// tap, or the system replays it (P3). Records `notification.response-redelivered` for each;
    /// launches the app if it is not running.
    public func redeliverResponses() {
        guard !deliveredResponses.isEmpty else {
            recorder.system(.noResponseToRedeliver)
            return
        }
        if adapter == nil { launch(state: .inactive) } else { wake("response") }
        handingCompletions { redeliver() }
    }

    private func redeliver() {
        for (response, mark) in deliveredResponses {
            var copy = response
            if let reparsed = try? PushPayload(bytes: JSONValue.object(response.request.payload.root).canonicalBytes) {
                copy.request.content.userInfo = reparsed.root
            }
            recorder.system(.responseRedelivered, ["id": .string(copy.request.identifier),
                                                                  "action": .string(copy.actionIdentifier)])
            guard let adapter else { return }
            recorder.countAppCall()
            clock.withOrigin(ExecutionOrigin(push: mark)) {
                adapter.didReceive(copy, completion: ledger.track("response"))
            }
        }
    }
}
