import PushContract
import PushSimulator

/// Why a step could not run, in terms of what the adapter did, and which rules the scenario
/// holds it to: "no shown notification has id push-1" names a step; the adapter's team needs to
/// know that its will-present answer showed nothing, and that the scenario cites R18.
enum StepFailureDiagnosis {
    /// The sentence to add to an execution error, or nil when there is nothing more to say.
    static func explain(_ error: ExecutionError, records: [TranscriptRecord], scenario: Scenario) -> String? {
        guard let id = notificationID(in: error.message) else { return nil }
        let cause = cause(of: id, in: records)
        let cited = scenario.requirements.map(\.rawValue)
        let rules = cited.isEmpty ? "" : "; the scenario holds the adapter to \(cited.joined(separator: ", "))"
        return "the scenario expects \(id) on screen, but \(cause)\(rules)"
    }

    /// `push-3` from "no shown notification has id push-3".
    static func notificationID(in message: String) -> String? {
        let marker = "no shown notification has id "
        guard let range = message.firstRange(of: marker) else {
            return message.contains("no notification is shown") ? "a notification" : nil
        }
        return String(message[range.upperBound...].prefix { !$0.isWhitespace })
    }

    /// What the transcript says happened to the notification.
    static func cause(of id: String, in records: [TranscriptRecord]) -> String {
        func system(_ name: SimulatorRecordName) -> [TranscriptRecord] {
            records.filter { $0.kind == .system && $0.body["name"]?.stringValue == name.rawValue }
        }
        if id != "a notification", system(.notificationShown).contains(where: { $0.body["id"]?.stringValue == id }) {
            return "it was removed before this step (the adapter or the user cleared it)"
        }
        let number = Int(id.split(separator: "-").last ?? "")
        let arrived = system(.pushArrived).contains { number != nil && $0.body["push"]?.integerValue == number }
        if !arrived, number != nil {
            if let refused = system(.wireFormatRefused).last {
                return "the wire format refused the message: \(refused.body["error"]?["message"]?.stringValue ?? "?")"
            }
            if let rejected = system(.apnsRejected).last {
                return "APNs refused the payload: \(rejected.body["error"]?["message"]?.stringValue ?? "?")"
            }
            return "no push with that number reached the device"
        }
        let presentations = records.filter { $0.kind == .completion && $0.body["kind"]?.stringValue == "will-present" }
        if let empty = presentations.last(where: { $0.body["value"]?.arrayValue?.isEmpty == true }) {
            return
                "the adapter answered will-present with no presentation options at \(empty.time), so the system showed nothing"
        }
        let leftovers = records.last { $0.kind == .leftovers }
        if presentations.isEmpty,
            records.contains(where: { $0.kind == .completion && $0.body["kind"]?.stringValue == "nse-content" })
                == false,
            system(.serviceExtensionStarted).isEmpty == false
        {
            return "its service extension never called the content handler, so nothing was shown yet"
        }
        if presentations.isEmpty, leftovers == nil, system(.appAskedPresentation).isEmpty == false {
            return "the app was asked how to present it and has not answered"
        }
        return
            "the system did not show it (a background push without an alert, or a will-present completion never called)"
    }
}
