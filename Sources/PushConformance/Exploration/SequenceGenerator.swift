import PushContract
import PushSimulator

/// Draws the next step of a sequence from the scenario vocabulary, looking at the live device
/// so every step it offers can run (a tap only when a notification is shown, a facet call only
/// while the app runs and only for a facet the vendor declares). Steps are the scenario model
/// itself (``ScenarioStep``), so a sequence is written out as an ordinary scenario file.
struct SequenceGenerator {
    var random: SeededGenerator
    let capabilities: Set<Capability>
    let focus: Set<Capability>
    private var messages = 0
    private var activities = 0
    private var tokens = 0
    private var sentMessageIDs: [String] = []

    init(seed: UInt64, capabilities: Set<Capability>, focus: Set<Capability>) {
        random = SeededGenerator(seed: seed)
        self.capabilities = capabilities
        self.focus = focus
    }

    /// One kind of step with its weight.
    private struct Choice {
        var weight: Int
        var make: (inout SequenceGenerator) -> ScenarioStep.Action
    }

    /// The next action for a device in its current state.
    mutating func nextAction(on device: SimulatedDevice) -> ScenarioStep.Action {
        let choices = available(on: device)
        let index = random.weighted(choices.map(\.weight))
        return choices[index].make(&self)
    }

    private func weight(_ base: Int, _ capability: Capability? = nil) -> Int {
        guard let capability else { return base }
        guard capabilities.contains(capability) else { return 0 }
        return focus.contains(capability) ? base * 4 : base
    }

    private func available(on device: SimulatedDevice) -> [Choice] {
        let running = device.adapter != nil
        let shown = device.notificationCenter.deliveredNotifications.map(\.identifier)
        var choices: [Choice] = [
            Choice(weight: running ? 1 : 30) { generator in
                .launch(generator.random.pick([.foreground, .foreground, .background]))
            },
            Choice(weight: 4) { generator in .relaunch(generator.random.pick([.foreground, .background])) },
            Choice(weight: running ? 3 : 0) { _ in .terminate },
            Choice(weight: running ? 5 : 0) { generator in
                .appState(generator.random.pick([.foreground, .background, .inactive]))
            },
            Choice(weight: 2) { generator in
                .authorization(generator.random.pick([.authorized, .denied, .provisional, .authorized]))
            },
            Choice(weight: running ? 2 : 0) { generator in .deliverToken(generator.registration()) },
            Choice(weight: 28) { generator in generator.push() },
            Choice(weight: 10) { generator in .serverAnswers(generator.serverAnswers()) },
            Choice(weight: 20) { generator in .advance(generator.duration()) },
            Choice(weight: 1) { generator in .backgroundWakes(generator.random.chance(70)) },
            Choice(weight: 1) { generator in .momentQuality(generator.random.pick([.good, .bad, .unknown])) },
            Choice(weight: 1) { _ in .redeliverResponses },
            Choice(weight: 1) { _ in .openSettings(notification: nil) },
            Choice(weight: weight(4, .serviceExtension)) { generator in .media(generator.media()) },
            Choice(weight: weight(2, .serviceExtension)) { _ in .expireExtension },
        ]
        if !shown.isEmpty {
            choices.append(Choice(weight: 16) { generator in generator.tap(shown) })
            choices.append(
                Choice(weight: 2) { generator in .tapAll(action: generator.random.chance(80) ? "default" : "dismiss") })
            choices.append(
                Choice(weight: weight(2, .contentExtension)) { generator in
                    .expand(notification: generator.random.pick(shown))
                })
        }
        guard running else { return choices }
        choices += [
            Choice(weight: weight(6, .subscription)) { generator in .subscribe(generator.subscription()) },
            Choice(weight: weight(3, .subscription)) { generator in .unsubscribe(generator.subscription()) },
            Choice(weight: weight(2, .subscription)) { generator in .suspend(generator.subscription()) },
            Choice(weight: weight(2, .subscription)) { _ in .unsuspend },
            Choice(weight: weight(2, .subscription)) { generator in
                .subscriptionStatus(generator.random.pick([.latest, .current, .latestForProvider("ios-apns")]))
            },
            Choice(weight: weight(3, .tokenProviders)) { generator in
                .tokenProvider(
                    kind: generator.random.pick([.fcm, .hms, .apns]),
                    token: generator.random.chance(85) ? generator.providerToken() : nil,
                    latency: generator.random.chance(50) ? .zero : generator.duration())
            },
            Choice(weight: weight(1, .tokenProviders)) { generator in
                .manualToken(
                    generator.random.chance(70)
                        ? PushToken(provider: generator.random.pick([.fcm, .hms]), value: generator.providerToken())
                        : nil)
            },
            Choice(weight: weight(2, .tokenProviders)) { _ in .getToken },
            Choice(weight: weight(1, .tokenProviders)) { generator in
                .deleteToken(generator.random.pick([.fcm, .hms, .apns]))
            },
            Choice(weight: weight(1, .tokenProviders)) { _ in .forceTokenRefresh },
            Choice(weight: weight(1, .tokenProviders)) { generator in
                .providerPriority(generator.random.chance(50) ? ["ios-firebase", "ios-apns"] : ["ios-apns"])
            },
            Choice(weight: weight(8, .liveActivities)) { generator in .liveActivity(generator.liveActivity()) },
            Choice(weight: weight(5, .customEvents)) { generator in
                .customEvent(
                    CustomEvent(
                        name: generator.random.pick(["purchase", "view", "cart"]),
                        payload: ["value": .number(Double(generator.random.int(in: 1...99)))]))
            },
            Choice(weight: weight(2, .dataReset)) { _ in .clearData(calls: 1) },
        ]
        return choices
    }

    // MARK: - Values

    mutating func duration() -> Duration {
        random.pick([
            .milliseconds(100), .milliseconds(500), .seconds(1), .seconds(2), .seconds(5), .seconds(10), .seconds(30),
            .seconds(31), .seconds(61), .seconds(300), .seconds(3600),
        ])
    }

    mutating func hex(bytes: Int) -> String {
        let digits = Array("0123456789abcdef")
        return String((0..<(bytes * 2)).map { _ in digits[random.int(in: 0...15)] })
    }

    mutating func registration() -> RegistrationScript {
        if random.chance(15) { return .failure(reason: "no-network") }
        tokens += 1
        do { return .token(try DeviceToken(hex: hex(bytes: 32))) } catch { return .none }
    }

    mutating func providerToken() -> String {
        tokens += 1
        return "provider-token-\(tokens)"
    }

    mutating func serverAnswers() -> [ServerAnswer] {
        (0..<random.int(in: 1...3)).map { _ in
            var answer: ServerAnswer
            switch random.weighted([30, 6, 6, 10, 6, 6, 6, 4]) {
            case 0: answer = ServerAnswer(.response(status: random.pick([200, 201, 204]), body: .object([:])))
            case 1: answer = ServerAnswer(.response(status: random.pick([400, 401, 403]), body: nil))
            case 2: answer = ServerAnswer(.response(status: 404, body: nil))
            case 3: answer = ServerAnswer(.response(status: random.pick([500, 502, 503]), body: nil))
            case 4: answer = ServerAnswer(.response(status: 429, body: nil))
            case 5: answer = ServerAnswer(.transportFailure(reason: "offline"))
            case 6: answer = ServerAnswer(.transportFailure(reason: "timed-out"))
            default: answer = ServerAnswer(.hang)
            }
            if answer.outcome != .hang, random.chance(25) { answer.delay = duration() }
            return answer
        }
    }

    mutating func mediaURL() -> String { "https://media.example.test/image-\(random.int(in: 1...3)).png" }

    mutating func media() -> [String: MediaScript] {
        var script: MediaScript
        switch random.weighted([50, 10, 15, 15, 8, 10]) {
        case 0:
            script = MediaScript(
                .file(
                    byteCount: random.pick([2_048, 500_000]), mimeType: "image/png",
                    leadingBytes: MediaFormat.png.signature))
        case 1: script = MediaScript(.file(byteCount: 60_000_000, mimeType: "image/png", leadingBytes: []))
        case 2:
            script = MediaScript(
                .file(byteCount: 4_096, mimeType: random.pick(["text/html", "video/mp4"]), leadingBytes: []))
        case 3: script = MediaScript(.failure(reason: "not-found"))
        case 4: script = MediaScript(.file(byteCount: 512, mimeType: "text/html", leadingBytes: []), httpStatus: 404)
        default: script = MediaScript(.hang)
        }
        if script.outcome != .hang, random.chance(40) { script.latency = duration() }
        return [mediaURL(): script]
    }

    mutating func push() -> ScenarioStep.Action {
        switch random.weighted([62, 14, 8, 4, 12]) {
        case 0: return .push(.message(message(reusing: nil)), merge: [:], padToBytes: nil)
        case 1:
            var aps: [String: JSONValue] = ["alert": ["title": "Another SDK"]]
            if random.chance(50) { aps["mutable-content"] = 1 }
            if random.chance(20) { aps = ["content-available": 1] }
            return .push(
                .payload(.object(["aps": .object(aps), "other-sdk": ["id": "x-1"]])), merge: [:], padToBytes: nil)
        case 2:
            return .push(.text(random.pick(["{\"aps\": ", "not json", "[1, 2]", "{}"])), merge: [:], padToBytes: nil)
        case 3: return .push(.bytes([0xFF, 0xFE, 0x7B]), merge: [:], padToBytes: nil)
        default:
            // The same id again (P3): through the extension path one time, the app path the other.
            let reused = sentMessageIDs.isEmpty ? nil : random.pick(sentMessageIDs)
            return .push(.message(message(reusing: reused)), merge: [:], padToBytes: nil)
        }
    }

    mutating func message(reusing id: String?) -> MessageSpec {
        messages += 1
        let messageID = id ?? "m-\(messages)"
        if id == nil { sentMessageIDs.append(messageID) }
        var spec = MessageSpec(
            messageID: messageID, title: "Title \(messages)", body: random.chance(70) ? "Body \(messages)" : nil)
        if capabilities.contains(.backgroundPush), random.chance(15) {
            spec = MessageSpec(messageID: messageID)
            spec.silent = true
            return spec
        }
        if capabilities.contains(.serviceExtension), random.chance(55) {
            spec.mutableContent = true
            if random.chance(60) { spec.mediaURL = mediaURL() }
        }
        if random.chance(30) {
            spec.actions = [
                MessageAction(
                    identifier: "open", title: "Open", link: random.chance(50) ? "https://example.test/open" : nil),
                MessageAction(identifier: "later", title: "Later"),
            ]
        }
        if random.chance(25) { spec.deepLink = random.pick(["https://example.test/item/1", "app://item/2"]) }
        return spec
    }

    mutating func tap(_ shown: [String]) -> ScenarioStep.Action {
        let notification: String? = random.chance(50) ? nil : random.pick(shown)
        switch random.weighted([60, 15, 15, 10]) {
        case 0: return .tap(notification: notification, action: "default", actionIndex: nil, text: nil)
        case 1: return .tap(notification: notification, action: "dismiss", actionIndex: nil, text: nil)
        case 2:
            return .tap(notification: notification, action: "default", actionIndex: random.int(in: 0...1), text: nil)
        default:
            return .tap(
                notification: notification, action: random.pick(["open", "later"]), actionIndex: nil, text: nil)
        }
    }

    mutating func subscription() -> SubscriptionRequest {
        var request = SubscriptionRequest(sync: random.chance(70))
        if random.chance(30) { request.customFields = ["plan": .string(random.pick(["free", "pro"]))] }
        if random.chance(20) { request.categories = [SubscriptionCategory(name: "news", active: random.chance(50))] }
        return request
    }

    mutating func liveActivity() -> ScenarioStep.LiveActivityOperation {
        let activity = "activity-\(random.int(in: 1...2))"
        switch random.weighted([40, 20, 25, 15]) {
        case 0:
            return .register(activity: activity, tokenHex: hex(bytes: 32), topics: random.chance(50) ? ["scores"] : [])
        case 1: return .rotate(activity: activity, tokenHex: hex(bytes: 32))
        case 2: return .end(activity: activity)
        default:
            activities += 1
            return .pushToStart(attributesType: "MatchAttributes", tokenHex: hex(bytes: 32))
        }
    }
}
