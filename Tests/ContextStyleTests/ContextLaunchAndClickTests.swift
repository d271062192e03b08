@testable import ContextStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// Launch (identify, delegate) and clicks (open tracking for context notifications only).
@Suite("Context-style: launch and clicks")
struct ContextLaunchAndClickTests {
    @Test(
        "Launch identifies with ctx_background_push_allowed from the background-refresh status",
        arguments: [true, false])
    func launchTrait(allowed: Bool) {
        let device = makeDevice(["userID": "ada@example.test"])
        device.application.backgroundRefreshAllowed = allowed
        device.start(state: .foreground)
        let update = device.events("profile.updated")
        #expect(update.count == 1)
        #expect(update.first?["details"]?["traits"] == ["ctx_background_push_allowed": .bool(allowed)])
        #expect(update.first?["details"]?["userId"] == "ada@example.test")
        #expect(update.first?["native"] == "identify")
        #expect(device.events("sdk.configured").first?["details"]?["notificationCenterDelegate"] == "installed")
        #expect(!device.records.contains { $0.kind == .http })
    }

    @Test("A tap on a notification the SDK showed is tracked as opened once; the completion runs once")
    func tapOwnNotification() {
        let device = makeDevice(quality: .good)
        device.start(state: .background)
        device.push(contextPush())
        device.advance(by: .seconds(5))
        device.perform(step: "tap") { try? device.respond(to: nil, action: "default") }
        let opened = device.events("notification.opened")
        #expect(opened.count == 1)
        #expect(opened.first?["details"]?["collapseID"] == "November 22, 2026")
        #expect(opened.first?["details"]?["flowName"] == "daily_reminder")
        #expect(device.records.filter { $0.kind == .completion && $0.body["kind"] == "response" }.count == 1)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("A tap on another SDK's notification is ignored without an error")
    func tapForeign() {
        let device = makeDevice()
        device.start(state: .background)
        device.push(
            PushPayload(["aps": ["alert": ["title": "Order shipped"]], "CIO": ["push": ["link": "https://x.test"]]]))
        device.perform(step: "tap") { try? device.respond(to: "push-1", action: "default") }
        #expect(device.events("notification.opened").isEmpty)
        #expect(device.errorFields.isEmpty)
        #expect(device.records.filter { $0.kind == .completion && $0.body["kind"] == "response" }.count == 1)
    }

    @Test("A dismissal is not an open, but still completes once")
    func dismissNotOpen() {
        let device = makeDevice()
        device.start(state: .background)
        let request = NotificationRequest(
            identifier: "c", content: NotificationContent(title: "t", userInfo: ["ctx_flow_name": "f"]))
        var completions = 0
        device.perform(step: "dismiss") {
            device.adapter?.didReceive(
                NotificationResponse(request: request, actionIdentifier: NotificationResponse.dismissActionIdentifier)
            ) {
                completions += 1
            }
        }
        #expect(completions == 1)
        #expect(device.events("notification.opened").isEmpty)
    }

    @Test("The foreground presentation is empty for every notification (the seed's delegate has no willPresent)")
    func willPresentEmpty() {
        let device = makeDevice()
        device.start(state: .foreground)
        device.push(PushPayload(["aps": ["alert": "Hi"], "ctx_flow_name": "f"]))
        let presented = device.records.first { $0.kind == .completion && $0.body["kind"] == "will-present" }
        #expect(presented?.body["value"] == [])
        #expect(device.shownLog.isEmpty)
    }
}
