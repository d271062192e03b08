@testable import ContextStyle
import PushContract
import PushSimulator
import PushTestKit
import Testing

/// Deliver at a good moment: sampling, the three outcomes, collapse ids, deadlines, calibration.
@Suite("Context-style: delivery at a good moment")
struct ContextDeliveryTests {
    @Test("A wake samples for 5 s and decides with the quality at the end of the window, calling the completion once")
    func decidesAfterSampling() {
        let device = makeDevice(quality: .bad)
        device.start(state: .background)
        device.push(contextPush())
        #expect(device.fetchResults.isEmpty, "nothing is decided before the window ends")
        device.advance(by: .seconds(3))
        device.perform(step: "good") { device.deviceContext.setMomentQuality(.good) }
        device.advance(by: .seconds(2))
        #expect(device.outcomes == ["shouldShowPush"])
        #expect(device.fetchResults == ["newData"])
        #expect(device.shownLog == ["November 22, 2026"])
        let decided = device.records.first { $0.kind == .completion }
        #expect(decided?.time == DeviceInstant(sinceStart: .seconds(5)))
        device.advance(by: .seconds(60))
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Bad and unknown moments are skipped with noData", arguments: [MomentQuality.bad, .unknown])
    func badMoment(quality: MomentQuality) {
        let device = makeDevice(quality: quality)
        device.start(state: .background)
        device.push(contextPush())
        device.advance(by: .seconds(10))
        #expect(device.outcomes == ["shouldSkipPushDueToBadMoment"])
        #expect(device.fetchResults == ["noData"])
        #expect(device.shownLog.isEmpty)
    }

    @Test("The deadline runs from the first push: a wake at first + deadline shows at once at a bad moment")
    func deadlineFromFirstPush() {
        let device = makeDevice(quality: .bad)
        device.start(state: .background)
        let push = contextPush(["ctx_notification_deadline_h": 2])
        device.push(push, step: "0h")
        device.advance(by: .seconds(5400))
        device.push(push, step: "90m")
        device.advance(by: .seconds(1799))
        device.push(push, step: "just-before")
        device.advance(by: .seconds(1))
        device.push(push, step: "2h")
        #expect(device.outcomes == ["shouldSkipPushDueToBadMoment", "shouldSkipPushDueToBadMoment", "shouldShowPush"])
        #expect(device.events("notification.posted").first?["details"]?["reason"] == "deadline reached")
        device.advance(by: .seconds(10))
        // The wake 1 s before the deadline was still sampling; it finds the collapse id shown.
        #expect(device.outcomes.last == "shouldSkipPushDueToAlreadyShown")
        #expect(device.shownLog.count == 1)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("A resend with a longer deadline does not move the first push's deadline")
    func resendKeepsFirstDeadline() {
        let device = makeDevice(quality: .bad)
        device.start(state: .background)
        device.push(contextPush(["ctx_notification_deadline_h": 1]), step: "first")
        device.advance(by: .seconds(3600))
        device.push(contextPush(["ctx_notification_deadline_h": 24]), step: "resend")
        #expect(device.outcomes == ["shouldSkipPushDueToBadMoment", "shouldShowPush"])
    }

    @Test("A deadline of 0 shows the first wake at once, without sampling")
    func zeroDeadline() {
        let device = makeDevice(quality: .bad)
        device.start(state: .background)
        device.push(contextPush(["ctx_notification_deadline_h": 0]))
        #expect(device.outcomes == ["shouldShowPush"])
        #expect(device.events("moment.sampling-started").isEmpty)
    }

    @Test("One notification per collapse id, ever: resends, relaunches and calibration never show it twice")
    func oncePerCollapseID() {
        let device = makeDevice(["calibration": true], quality: .good)
        device.start(state: .background)
        device.push(contextPush(), step: "first")
        device.advance(by: .seconds(3600))
        device.push(contextPush(["ctx_notification_deadline_h": 0]), step: "past-deadline")
        device.perform(step: "relaunch") { device.relaunch(state: .background) }
        device.push(contextPush(), step: "after-relaunch")
        #expect(
            device.outcomes == ["shouldShowPush", "shouldSkipPushDueToAlreadyShown", "shouldSkipPushDueToAlreadyShown"])
        #expect(device.shownLog.count == 1)
        #expect(device.fetchResults == ["newData", "noData", "noData"])
    }

    @Test("Two overlapping wakes of different flows for one collapse id show it once")
    func overlappingWakes() {
        let device = makeDevice(quality: .good)
        device.start(state: .background)
        device.push(contextPush(["ctx_flow_name": "a"]), step: "a")
        device.advance(by: .seconds(1))
        device.push(contextPush(["ctx_flow_name": "b"]), step: "b")
        device.advance(by: .seconds(10))
        #expect(device.outcomes == ["shouldShowPush", "shouldSkipPushDueToAlreadyShown"])
        #expect(device.shownLog.count == 1)
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("Two flows never show at the same instant: the second good moment is treated as bad")
    func flowsNeverTogether() {
        let device = makeDevice(quality: .good)
        device.start(state: .background)
        device.perform(step: "both") {
            device.receivePush(contextPush(["ctx_flow_name": "a", "ctx_collapse_id": "x"]))
            device.receivePush(contextPush(["ctx_flow_name": "b", "ctx_collapse_id": "y"]))
        }
        device.advance(by: .seconds(10))
        #expect(device.outcomes == ["shouldShowPush", "shouldSkipPushDueToBadMoment"])
        #expect(device.events("notification.skipped").first?["details"]?["sameInstantAs"] == "a")
    }

    @Test("A newer push of the same flow replaces the sampling one, which completes once with noData")
    func sameFlowReplaces() {
        let device = makeDevice(quality: .good)
        device.start(state: .background)
        device.push(contextPush(["ctx_collapse_id": "x"]), step: "x")
        device.advance(by: .seconds(4))
        device.push(contextPush(["ctx_collapse_id": "y"]), step: "y")
        device.advance(by: .seconds(10))
        #expect(device.fetchResults == ["noData", "newData"])
        #expect(device.shownLog == ["y"])
        #expect(device.ledger.outstanding.isEmpty)
    }

    @Test("In the foreground a context push is not scheduled unless showInForeground is on")
    func foreground() {
        let off = makeDevice(quality: .good)
        off.start(state: .foreground)
        off.push(contextPush())
        off.advance(by: .seconds(10))
        #expect(off.fetchResults == ["noData"])
        #expect(off.shownLog.isEmpty)
        #expect(off.events("notification.skipped").count == 1)

        let on = makeDevice(["showInForeground": true], quality: .bad)
        on.start(state: .foreground)
        on.push(contextPush())
        #expect(on.outcomes == ["shouldShowPush"])
        #expect(on.fetchResults == ["newData"])
    }

    @Test(
        "The inactive state delivers at a good moment like the background state (Customer IO guide, didReceiveRemoteNotification)"
    )
    func inactive() {
        let device = makeDevice(quality: .good)
        device.start(state: .inactive)
        device.push(contextPush())
        device.advance(by: .seconds(5))
        #expect(device.outcomes == ["shouldShowPush"])
        #expect(device.events("notification.posted").first?["details"]?["reason"] == "good moment")
    }

    @Test("A malformed push in the foreground with showInForeground on still fails with the field named")
    func foregroundMalformed() {
        let device = makeDevice(["showInForeground": true])
        device.start(state: .foreground)
        device.push(contextPush(["ctx_body": nil]))
        #expect(device.fetchResults == ["failed"])
        #expect(device.errorFields.map(\.field) == ["ctx_body"])
    }

    @Test("The shown notification carries the title, body and the keys a tap recognises")
    func shownContent() throws {
        let device = makeDevice(quality: .good)
        device.start(state: .background)
        device.push(contextPush())
        device.advance(by: .seconds(5))
        let shown = try #require(device.notificationCenter.deliveredNotifications.first)
        #expect(shown.identifier == "November 22, 2026")
        #expect(shown.content.title == "Daily Reminder")
        #expect(shown.content.body == "Get back to learning")
        #expect(shown.content.userInfo == ["ctx_flow_name": "daily_reminder", "ctx_collapse_id": "November 22, 2026"])
    }

    @Test("ctx_last_processed is set on every wake, in whole seconds, and kept when the system does not wake the app")
    func lastProcessed() {
        let device = makeDevice(quality: .bad)
        device.start(state: .background)
        device.advance(by: .milliseconds(1500))
        device.push(contextPush(), step: "woken")
        device.advance(by: .seconds(60))
        device.perform(step: "throttle") { device.setBackgroundWakes(false) }
        device.push(contextPush(), step: "not-woken")
        device.perform(step: "resume") { device.setBackgroundWakes(true) }
        device.advance(by: .seconds(60))
        device.push(PushPayload(["aps": ["content-available": 1]]), step: "foreign")
        #expect(device.lastProcessed == [1, 121])
        #expect(device.fetchResults == ["noData", "failed"])
    }
}
