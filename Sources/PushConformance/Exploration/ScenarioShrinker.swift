import PushContract
import PushSimulator

/// Shrinks a failing step sequence to a minimal one that still fails the same way: first by
/// dropping steps (delta debugging: halves, quarters… then one step at a time, to a fixed point),
/// then by simplifying values (shorter waits, one server answer instead of several, a message
/// without its optional fields), then dropping again, until nothing more can go or the budget
/// of executions is spent. The result is 1-minimal for removal when the budget allows: taking
/// out any single step makes the failure go away.
struct ScenarioShrinker {
    /// The most times ``reproduces`` may be asked.
    let budget: Int
    /// Whether a candidate sequence still fails the same way.
    let reproduces: ([ScenarioStep]) -> Bool

    init(budget: Int, reproduces: @escaping ([ScenarioStep]) -> Bool) {
        self.budget = budget
        self.reproduces = reproduces
    }

    func shrink(_ steps: [ScenarioStep]) -> [ScenarioStep] {
        var spent = 0
        func test(_ candidate: [ScenarioStep]) -> Bool {
            guard spent < budget else { return false }
            spent += 1
            return reproduces(candidate)
        }
        var current = steps
        while spent < budget {
            let before = current
            current = dropSteps(current, test: test)
            current = simplifyValues(current, test: test)
            if current == before { break }
        }
        return current
    }

    private func dropSteps(_ steps: [ScenarioStep], test: ([ScenarioStep]) -> Bool) -> [ScenarioStep] {
        var current = steps
        var chunk = max(1, current.count / 2)
        while chunk >= 1 {
            var changed = false
            var start = 0
            while start < current.count {
                var candidate = current
                candidate.removeSubrange(start..<min(start + chunk, current.count))
                if test(candidate) {
                    current = candidate
                    changed = true
                } else {
                    start += chunk
                }
            }
            if !changed {
                if chunk == 1 { break }
                chunk /= 2
            }
        }
        return current
    }

    private func simplifyValues(_ steps: [ScenarioStep], test: ([ScenarioStep]) -> Bool) -> [ScenarioStep] {
        var current = steps
        for index in current.indices {
            for simpler in Self.simplifications(of: current[index].action) {
                var candidate = current
                candidate[index].action = simpler
                if test(candidate) {
                    current = candidate
                    break
                }
            }
        }
        return current
    }

    /// Simpler forms of an action, simplest first.
    static func simplifications(of action: ScenarioStep.Action) -> [ScenarioStep.Action] {
        switch action {
        case .advance(let duration):
            return [Duration.seconds(1), .seconds(30), duration / 2].filter { $0 < duration && $0 > .zero }
                .map {
                    .advance(
                        .milliseconds(
                            ($0.components.seconds * 1000) + $0.components.attoseconds / 1_000_000_000_000_000))
                }
        case .launch(let state) where state != .foreground: return [.launch(.foreground)]
        case .relaunch(let state) where state != .foreground: return [.relaunch(.foreground)]
        case .serverAnswers(let answers):
            var simpler: [ScenarioStep.Action] = answers.count > 1 ? answers.map { .serverAnswers([$0]) } : []
            if answers.contains(where: { $0.delay != .zero }) {
                simpler.append(
                    .serverAnswers(
                        answers.map {
                            var answer = $0; answer.delay = .zero; return answer
                        }))
            }
            return simpler
        case .media(let scripts) where scripts.values.contains { $0.latency != .zero }:
            return [
                .media(
                    scripts.mapValues {
                        var script = $0; script.latency = .zero; return script
                    })
            ]
        case .push(.message(let message), let merge, let pad, let remove):
            var simpler: [MessageSpec] = []
            func without(_ change: (inout MessageSpec) -> Void) {
                var copy = message
                change(&copy)
                if copy != message { simpler.append(copy) }
            }
            without { $0.body = nil }
            without { $0.actions = [] }
            without { $0.deepLink = nil }
            without { $0.mediaURL = nil }
            without { $0.mutableContent = nil }
            return simpler.map { .push(.message($0), merge: merge, padToBytes: pad, remove: remove) }
        case .tap(.some, let action, let index, let text):
            return [.tap(notification: nil, action: action, actionIndex: index, text: text)]
        case .tokenProvider(let kind, let token, let latency) where latency != .zero:
            return [.tokenProvider(kind: kind, token: token, latency: .zero)]
        case .subscribe(let request) where request != SubscriptionRequest(): return [.subscribe(SubscriptionRequest())]
        case .unsubscribe(let request) where request != SubscriptionRequest():
            return [.unsubscribe(SubscriptionRequest())]
        case .suspend(let request) where request != SubscriptionRequest(): return [.suspend(SubscriptionRequest())]
        default: return []
        }
    }
}
