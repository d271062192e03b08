import PushContract
import Testing

/// One cell of the legal-move table in `SubscriptionState`'s doc comment.
struct SubscriptionMove: Sendable, CustomTestStringConvertible {
    let from: SubscriptionStatus?
    let to: SubscriptionStatus
    let legal: Bool

    var testDescription: String { "\(from?.rawValue ?? "unknown") → \(to.rawValue): \(legal ? "legal" : "illegal")" }

    /// The table, row by row, exactly as documented (SUB-001).
    static let table: [SubscriptionMove] = [
        .init(from: nil, to: .subscribed, legal: true),
        .init(from: nil, to: .unsubscribed, legal: true),
        .init(from: nil, to: .suspended, legal: true),
        .init(from: .subscribed, to: .subscribed, legal: true),
        .init(from: .subscribed, to: .unsubscribed, legal: true),
        .init(from: .subscribed, to: .suspended, legal: true),
        .init(from: .unsubscribed, to: .subscribed, legal: true),
        .init(from: .unsubscribed, to: .unsubscribed, legal: true),
        .init(from: .unsubscribed, to: .suspended, legal: false),
        .init(from: .suspended, to: .subscribed, legal: true),
        .init(from: .suspended, to: .unsubscribed, legal: false),
        .init(from: .suspended, to: .suspended, legal: true),
    ]
}

@Suite("Subscription state machine (SUB-001)")
struct SubscriptionStateTests {
    @Test("The table covers every from/to pair once")
    func tableIsComplete() {
        let pairs = Set(SubscriptionMove.table.map { "\($0.from?.rawValue ?? "-") \($0.to.rawValue)" })
        #expect(pairs.count == (SubscriptionStatus.allCases.count + 1) * SubscriptionStatus.allCases.count)
        #expect(SubscriptionMove.table.count == pairs.count)
    }

    @Test("canMove(to:) answers the documented table", arguments: SubscriptionMove.table)
    func canMove(move: SubscriptionMove) {
        #expect(SubscriptionState(status: move.from).canMove(to: move.to) == move.legal)
    }

    @Test("move(to:) applies legal moves and refuses illegal ones", arguments: SubscriptionMove.table)
    func move(move: SubscriptionMove) throws {
        var state = SubscriptionState(status: move.from)
        if move.legal {
            try state.move(to: move.to)
            #expect(state.status == move.to)
        } else {
            let error = try #require(throws: PushError.self) { try state.move(to: move.to) }
            #expect(error.code == .illegalTransition)
            #expect(
                error.details == ["from": .string(move.from?.rawValue ?? "unknown"), "to": .string(move.to.rawValue)])
            #expect(state.status == move.from)
        }
    }

    @Test("Unsubscribe from suspended is refused and the state stays suspended")
    func unsubscribeFromSuspended() throws {
        var state = SubscriptionState(status: .suspended)
        let error = try #require(throws: PushError.self) { try state.move(to: .unsubscribed) }
        #expect(error.code.rawValue == "subscription.illegal-transition")
        #expect(error.message == "cannot move a subscription from suspended to unsubscribed")
        #expect(state == SubscriptionState(status: .suspended))
    }

    @Test("Suspend from unsubscribed is refused")
    func suspendFromUnsubscribed() {
        var state = SubscriptionState(status: .unsubscribed)
        #expect(throws: PushError.self) { try state.move(to: .suspended) }
        #expect(state.status == .unsubscribed)
    }

    @Test("A new state has no confirmed status")
    func startsUnknown() {
        #expect(SubscriptionState().status == nil)
    }

    @Test("A suspended subscription can be resumed and then unsubscribed")
    func resumeThenUnsubscribe() throws {
        var state = SubscriptionState(status: .suspended)
        try state.move(to: .subscribed)
        try state.move(to: .unsubscribed)
        #expect(state.status == .unsubscribed)
    }
}
