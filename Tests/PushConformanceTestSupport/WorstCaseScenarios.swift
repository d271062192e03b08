import Foundation
import PushConformance

/// Scenarios at the edge of what the loader accepts: each multiplies bounded numbers as far as
/// ``ScenarioBounds`` and ``ScenarioBudget`` allow (1,000 steps, 1 MiB paddings, redeliveries,
/// queued server answers, 30-day waits, a 4 MiB file), and each states as many expectations as
/// ``ScenarioBudget/expectations`` allows, of the kinds that read the most and break the most
/// (``expectations``); plus the same scenario one step over its budget, which the loader must
/// refuse by name. The tests decode and run them; the CPU each
/// costs is measured apart from the tests (`PUSH_CONFORMANCE_WORST_CASES=DIR swift test --filter
/// WorstCase` writes them as files for `push-conformance run --scenarios DIR`).
package enum WorstCaseScenarios {
    /// One generated scenario.
    package struct Generated: Sendable {
        /// Its slug (`<facet>/<slug>.json` with the facet `worst`).
        package var name: String
        /// The scenario file's text.
        package var json: String
        /// For an over-budget variant: the JSON path and the budget the loader must name.
        package var refusal: (path: String, budget: String)?

        /// Its file, relative to a scenarios folder.
        package var file: String { "\(facet)/\(name).json" }
        /// Its id.
        package var id: String { "\(facet).\(name)" }
    }

    /// The facet every generated scenario is in.
    package static let facet = "worst"

    /// The largest number of steps, the launch included.
    static let steps = ScenarioBounds.maxSteps

    /// Every worst case the loader accepts.
    package static func accepted() -> [Generated] {
        [
            padded(pushes: paddedPushes), redelivered(), redeliveredAfterTapAll(pushes: ScenarioBudget.tapAllResponses),
            routedRedelivery(rounds: routedRounds),
            queuedAnswers(ScenarioBudget.serverAnswers), pushesAndTaps(), relaunches(), longWaits(),
            tapAll(pushes: ScenarioBudget.tapAllResponses),
            largestFile(), routed(), mediaAndExtensions(), facetCalls(), liveActivities(),
        ]
    }

    /// The same scenarios one unit over their budget, each with what the refusal must name.
    package static func overBudget() -> [Generated] {
        var padded = padded(pushes: paddedPushes + 1)
        padded.refusal = ("steps[\(paddedPushes + 1)].push.padToBytes", "ScenarioBudget.paddedBytes")
        // One round more than the accepted case: 53 rounds of 12 pushes encoded by each vendor
        // (192 notifications each) and a tap all are 10,176 responses, over 10,000 redeliveries.
        let rounds = routedRounds + 1
        var redelivered = routedRedelivery(rounds: rounds)
        redelivered.refusal = (
            "steps[\(rounds * (routedPushesPerRound + 2) + 1)].redeliverResponses", "ScenarioBudget.redeliveries"
        )
        var tapAll = tapAll(pushes: ScenarioBudget.tapAllResponses + 1)
        tapAll.refusal = ("steps[\(ScenarioBudget.tapAllResponses + 2)].tap.all", "ScenarioBudget.tapAllResponses")
        var answers = queuedAnswers(ScenarioBudget.serverAnswers + 1)
        let chunks = (ScenarioBudget.serverAnswers + ScenarioBounds.maxArrayElements) / ScenarioBounds.maxArrayElements
        answers.refusal = (
            "steps[\(chunks)].serverAnswers",
            "ScenarioBudget.serverAnswers"
        )
        var expecting = relaunches()
        expecting.json = expecting.json.replacingOccurrences(
            of: "\"expect\": [", with: "\"expect\": [" + expectation(tokenSentIndex: ScenarioBudget.expectations) + ",")
        expecting.refusal = ("expect", "ScenarioBudget.expectationChecks")
        return [padded, redelivered, answers, tapAll, expecting]
    }

    // MARK: - The scenarios

    static let paddedPushes = ScenarioBudget.paddedBytes / ScenarioBounds.padToBytes.upperBound

    /// Pushes padded to the 1 MiB bound, half of them neutral messages, half raw payloads.
    static func padded(pushes: Int) -> Generated {
        let body = (1...pushes).map { index in
            index % 2 == 0
                ? step(
                    "pad-\(index)",
                    #"{"push": {"message": {"id": "m-\#(index)", "title": "T", "body": "B"}, "padToBytes": \#(ScenarioBounds.padToBytes.upperBound)}}"#
                )
                : step(
                    "pad-\(index)",
                    #"{"push": {"payload": {"aps": {"alert": "A"}}, "padToBytes": \#(ScenarioBounds.padToBytes.upperBound)}}"#
                )
        }
        return scenario("padded-pushes", body + filler(from: pushes + 1))
    }

    /// A push, its tap and a redelivery of it, again and again.
    static func redelivered() -> Generated {
        var body: [String] = []
        var index = 1
        while body.count + 4 < steps {
            body.append(step("push-\(index)", message(index)))
            body.append(step("tap-\(index)", #"{"tap": {}}"#))
            body.append(step("again-\(index)", #"{"redeliverResponses": {}}"#))
            body.append(step("away-\(index)", background))
            index += 1
        }
        return scenario("redeliveries", body + filler(from: body.count + 1))
    }

    /// Rounds of `pushes` pushes, one `tap all`, one redelivery of every response and the app back
    /// in the background, to the step bound.
    static func redeliveredAfterTapAll(pushes: Int) -> Generated {
        var body: [String] = []
        var round = 1
        while body.count + pushes + 3 < steps {
            body += (1...pushes).map { step("push-\(round)-\($0)", message(round * 1_000 + $0)) }
            body.append(step("tap-all-\(round)", #"{"tap": {"all": true}}"#))
            body.append(step("again-\(round)", #"{"redeliverResponses": {}}"#))
            body.append(step("away-\(round)", background))
            round += 1
        }
        return scenario("redeliveries-after-tap-all", body + filler(from: body.count + 1))
    }

    /// Pushes encoded by each vendor per `tap all` in ``routedRedelivery(rounds:)``: as many as one
    /// `tap all` may answer (12, counted as 192 notifications).
    static let routedPushesPerRound = ScenarioBudget.tapAllResponses / ScenarioBudget.eachVendorPushes
    /// Rounds of ``routedRedelivery(rounds:)`` whose responses stay within the redelivery budget (52).
    static let routedRounds =
        ScenarioBudget.redeliveries / (routedPushesPerRound * ScenarioBudget.eachVendorPushes)

    /// A router scenario: `rounds` times, pushes encoded by each vendor, a `tap all` answering them
    /// and the app back in the background; then one redelivery of every response.
    static func routedRedelivery(rounds: Int) -> Generated {
        var body: [String] = []
        for round in 1...rounds {
            for index in 1...routedPushesPerRound {
                let id = "m-\(round)-\(index)"
                body.append(
                    step(
                        "push-\(round)-\(index)",
                        #"{"push": {"eachVendor": true, "message": {"id": "\#(id)", "title": "T"}}}"#))
            }
            body.append(step("tap-all-\(round)", #"{"tap": {"all": true}}"#))
            body.append(step("away-\(round)", background))
        }
        body.append(step("again", #"{"redeliverResponses": {}}"#))
        return scenario("routed-redeliveries", body, router: true)
    }

    /// `count` server answers no request matches, queued in steps of 1,000, then requests: each
    /// looks through the whole queue.
    static func queuedAnswers(_ count: Int) -> Generated {
        var body: [String] = []
        var left = count
        while left > 0 {
            let chunk = min(left, ScenarioBounds.maxArrayElements)
            let answers = Array(repeating: #"{"status": 200, "match": "/no-such-path-anywhere/"}"#, count: chunk)
            body.append(step("answers-\(body.count + 1)", #"{"serverAnswers": [\#(answers.joined(separator: ","))]}"#))
            left -= chunk
        }
        let kinds = [
            message(1), #"{"tap": {}}"#, background, #"{"relaunch": {"state": "background"}}"#,
            #"{"deliverToken": {"token": "\#(String(repeating: "0f", count: 32))"}}"#,
        ]
        var index = 0
        while body.count < steps - 1 {
            body.append(step("ask-\(index)", kinds[index % kinds.count]))
            index += 1
        }
        return scenario("queued-server-answers", body, given: #"{"defaultAnswer": {"status": 200}}"#)
    }

    /// Pushes with everything a message can carry, each shown, expanded and tapped.
    static func pushesAndTaps() -> Generated {
        var body: [String] = []
        var index = 1
        while body.count + 4 < steps {
            body.append(
                step(
                    "push-\(index)",
                    #"{"push": {"message": {"id": "m-\#(index)", "title": "Title \#(index)", "body": "Body", "subtitle": "S", "media": "https://x.test/\#(index).png", "mutableContent": true, "deepLink": "https://x.test/open/\#(index)", "actions": [{"id": "a", "title": "A", "link": "https://x.test/a"}, {"id": "b", "title": "B"}], "badge": 1, "sound": "default", "data": {"k": "v"}}}}"#
                ))
            body.append(step("expand-\(index)", #"{"expand": {}}"#))
            body.append(step("tap-\(index)", index % 2 == 0 ? #"{"tap": {"actionIndex": 0}}"# : #"{"tap": {}}"#))
            body.append(step("away-\(index)", background))
            index += 1
        }
        return scenario("pushes-and-taps", body, given: #"{"defaultAnswer": {"status": 200}}"#)
    }

    /// Cold starts, one after the other, each with a token (every request fails and is retried).
    package static func relaunches() -> Generated {
        let body = (1..<steps).map { index in
            index % 2 == 0
                ? step("relaunch-\(index)", #"{"relaunch": {}}"#)
                : step("token-\(index)", #"{"deliverToken": {"token": "\#(String(format: "%064x", index))"}}"#)
        }
        return scenario("relaunches", body, given: #"{"defaultAnswer": {"status": 500}}"#)
    }

    /// Every request fails (the adapters retry), and time jumps 30 days between app events.
    static func longWaits() -> Generated {
        let kinds = [
            message(1), #"{"tap": {}}"#, background, #"{"advance": "720h"}"#, #"{"relaunch": {"state": "background"}}"#,
            #"{"advance": "720h"}"#,
        ]
        return waits("long-waits", kinds, requires: [])
    }

    /// The subscription, custom-event and token facets' calls, every request failing, 30-day waits.
    static func facetCalls() -> Generated {
        let kinds = [
            #"{"subscribe": {"customFields": {"k": "v"}}}"#, #"{"customEvent": {"name": "e"}}"#,
            #"{"advance": "720h"}"#,
            #"{"forceTokenRefresh": {}}"#, #"{"subscriptionStatus": {}}"#, #"{"getToken": {}}"#, #"{"unsuspend": {}}"#,
            #"{"advance": "720h"}"#, #"{"relaunch": {}}"#,
        ]
        return waits("facet-calls", kinds, requires: ["subscription", "custom-events", "token-providers"])
    }

    /// Live-activity registrations, rotations and ends, every request failing, 30-day waits.
    static func liveActivities() -> Generated {
        let token = String(repeating: "ab", count: 32)
        let kinds = [
            #"{"liveActivity": {"register": {"activity": "a", "token": "\#(token)", "topics": ["t"]}}}"#,
            #"{"liveActivity": {"rotate": {"activity": "a", "token": "\#(token)"}}}"#, #"{"advance": "720h"}"#,
            #"{"liveActivity": {"end": {"activity": "a"}}}"#,
            #"{"liveActivity": {"pushToStart": {"attributesType": "T", "token": "\#(token)"}}}"#,
            #"{"advance": "720h"}"#,
        ]
        return waits("live-activities", kinds, requires: ["live-activities"])
    }

    static func waits(_ name: String, _ kinds: [String], requires: [String]) -> Generated {
        let body = (1..<steps).map { step("step-\($0)", kinds[($0 - 1) % kinds.count]) }
        return scenario(
            name, body, given: #"{"defaultAnswer": {"failure": "timed-out", "delay": "720h"}}"#, requires: requires)
    }

    /// Rounds of `pushes` pushes and one tap on every notification, to the step bound (the app goes
    /// back to the background after each, so the next pushes are shown).
    static func tapAll(pushes: Int) -> Generated {
        var body: [String] = []
        var round = 1
        repeat {
            body += (1...pushes).map { step("push-\(round)-\($0)", message(round * 1_000 + $0)) }
            body.append(step("tap-all-\(round)", #"{"tap": {"all": true}}"#))
            body.append(step("away-\(round)", background))
            round += 1
        } while body.count + pushes + 2 < steps
        return scenario("tap-all", body + filler(from: body.count + 1))
    }

    /// A file close to 4 MiB: raw payloads of about 4 KB (under APNs' 4,096 bytes), pushed one
    /// after the other.
    static func largestFile() -> Generated {
        // Room is left for the expectations.
        let filler = String(
            repeating: "x", count: (ScenarioBounds.maxFileBytes - expectations.utf8.count) / steps - 320)
        let body = (1..<steps).map { index in
            step(
                "raw-\(index)",
                #"{"push": {"payload": {"aps": {"alert": {"title": "T\#(index)", "body": "\#(filler)"}}, "id": \#(index)}}}"#
            )
        }
        return scenario("largest-file", body)
    }

    /// A router scenario: every push encoded by each vendor behind the router, then tapped.
    static func routed() -> Generated {
        var body: [String] = []
        var index = 1
        while body.count + 3 < steps {
            body.append(
                step(
                    "push-\(index)",
                    #"{"push": {"eachVendor": true, "message": {"id": "m-\#(index)", "title": "T", "body": "B", "deepLink": "https://x.test/\#(index)"}}}"#
                ))
            body.append(step("tap-\(index)", #"{"tap": {"all": true}}"#))
            body.append(step("away-\(index)", background))
            index += 1
        }
        return scenario("routed", body, router: true)
    }

    /// Media scripts of 1,000 URLs, then pushes whose service extension downloads one.
    static func mediaAndExtensions() -> Generated {
        var body: [String] = []
        let urls = (1...ScenarioBounds.maxArrayElements).map {
            #""https://x.test/\#($0).png": {"bytes": 60000000, "type": "image/png", "magic": "png", "latency": "2s"}"#
        }
        body.append(step("media", #"{"media": {\#(urls.joined(separator: ","))}}"#))
        var index = 1
        while body.count + 2 < steps {
            body.append(
                step(
                    "push-\(index)",
                    #"{"push": {"message": {"id": "m-\#(index)", "title": "T", "media": "https://x.test/\#(index % 1000 + 1).png", "mutableContent": true}}}"#
                ))
            body.append(step("wait-\(index)", #"{"advance": "40s"}"#))
            index += 1
        }
        return scenario("media-and-extensions", body)
    }

    // MARK: - Pieces

    /// The token every vendor sends in its registration (the device's default APNs token).
    static let defaultToken = String(repeating: "00112233445566778899aabbccddeeff", count: 2)

    /// Expectation number `index` of ``expectations``: each reads the whole transcript, and most
    /// break on every request or completion (which counts them, keeping 100 per expectation).
    static func expectation(tokenSentIndex index: Int) -> String {
        let check: String
        switch index % 6 {
        case 0: check = #""tokenNotSent": {"token": "\#(defaultToken)", "after": "launch", "besides": "zz-never"}"#
        case 1: check = #""tokenSent": {"token": "never-sent-\#(index)", "after": "launch"}"#
        case 2: check = #""noRequests": {}"#
        case 3: check = #""completions": {"kind": "response", "value": {"never": \#(index)}}"#
        case 4: check = #""opens": {"atMost": 0}"#
        default: check = #""error": {"code": "network.server-error"}"#
        }
        return #"{"requirement": "CMP-001", \#(check)}"#
    }

    /// As many expectations as the budget allows (``ScenarioBudget/expectations``).
    static var expectations: String {
        (0..<ScenarioBudget.expectations).map { expectation(tokenSentIndex: $0) }.joined(separator: ",\n ")
    }

    static func message(_ index: Int) -> String {
        #"{"push": {"message": {"id": "m-\#(index)", "title": "T\#(index)", "body": "B", "deepLink": "https://x.test/\#(index)"}}}"#
    }

    static func step(_ id: String, _ action: String) -> String {
        // `{"push": …}` → `{"id": "…", "push": …}`
        #"{"id": "\#(id)", "# + action.dropFirst()
    }

    /// Waits of one second up to the step bound, from step number `start`.
    static func filler(from start: Int) -> [String] {
        guard start < steps else { return [] }
        return (start..<steps).map { step("wait-\($0)", #"{"advance": "1s"}"#) }
    }

    /// The app goes to the background, so the next push is shown whatever the vendor presents.
    static let background = #"{"appState": "background"}"#

    static func scenario(
        _ name: String, _ body: [String], given: String = "{}", requires: [String] = [],
        router: Bool = false
    ) -> Generated {
        let steps = ([step("launch", #"{"launch": {"state": "background"}}"#)] + body).joined(separator: ",\n")
        let needs = requires.map { "\"\($0)\"" }.joined(separator: ", ")
        let json = """
            {"id": "\(facet).\(name)", "title": "Worst case: \(name)", "requires": [\(needs)], "given": \(given),\(router ? #" "router": {},"# : "")
             "expect": [\(expectations)],
             "steps": [
            \(steps)
            ]}
            """
        return Generated(name: name, json: json, refusal: nil)
    }
}
