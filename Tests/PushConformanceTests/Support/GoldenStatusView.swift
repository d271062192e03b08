import PushConformance
import PushTestKit

/// A case's golden fields as one value, so tests can match on them.
enum TestGoldenStatus: Equatable {
    case matched
    case recorded(created: Bool)
    case missing
    case mismatch(diff: String, firstDivergence: String)
    case unreadable(reason: String)
    case notCompared
}

extension RunReport.Case {
    /// ``golden`` with its diff, first divergence or reason.
    var status: TestGoldenStatus {
        switch golden {
        case Golden.matched: .matched
        case Golden.recorded: .recorded(created: true)
        case Golden.rerecorded: .recorded(created: false)
        case Golden.missing: .missing
        case Golden.mismatch: .mismatch(diff: diff ?? "", firstDivergence: firstDivergence ?? "")
        case Golden.unreadable: .unreadable(reason: firstDivergence ?? "")
        default: .notCompared
        }
    }
}
