package import PushContract
import PushTestKit

/// A small vendor for the explorer's tests: correct except for one planted bug, which only a
/// particular sequence of steps shows. It owns payloads with `"test": true` (``TestWireFormat``).
package struct PlantedBugVendor: PushVendor {
    /// The bug.
    package enum Bug: Sendable, Hashable {
        /// None: a correct adapter.
        case none
        /// The response completion is called twice, but only in a process started after an
        /// earlier one (a relaunch) and only for a tap (CMP-001).
        case completesTwiceAfterRelaunchTap
        /// Declares custom events but offers no facet (EXP-001).
        case declaresMissingFacet
        /// A timer ticks every millisecond forever (EXP-002).
        case runawayTimer
        /// A token poll every second that never counts its attempts (EXP-002: the work never comes
        /// to rest, though a second passes between pieces).
        case pollsEverySecond
        /// A status request sent again 2 s after each answer, for ever (EXP-002).
        case resendsEveryTwoSeconds
        /// Correct: a retry that doubles its delay from 1 s and ends after 10 tries.
        case retriesWithBackoff
        /// Correct: a refresh every 10 minutes for as long as the process lives.
        case refreshesEveryTenMinutes
        /// A tap's completion waits for an open request that may never be answered (EXP-003).
        case tapCompletionWaitsForNetwork
        /// The sixth tap a process handles completes twice (CMP-001): only a long sequence has it.
        case completesTwiceOnSixthTap
    }

    package var bug: Bug
    /// The known deviations its descriptor lists (none unless a test sets them).
    package var deviations: [KnownDeviation] = []

    /// A vendor with `bug`.
    package init(bug: Bug) { self.bug = bug }

    package var descriptor: VendorDescriptor {
        var capabilities: Set<Capability> = [.tapHandling, .foregroundPresentation, .pushDelegate]
        if bug == .declaresMissingFacet { capabilities.insert(.customEvents) }
        return VendorDescriptor(
            id: "planted", displayName: "Planted bug", capabilities: capabilities,
            optionDefaults: NotificationOptionDefaults(authorization: [.alert], presentation: [.banner], category: []),
            knownDeviations: deviations)
    }

    package var wireFormat: any PushWireFormat { TestWireFormat(acceptsOversized: false) }
    package func claims(_ payload: PushPayload) -> Bool { payload["test"] == true }
    package func makeAdapter(host: PushHost, configuration: [String: JSONValue]) -> any PushAdapter {
        PlantedBugAdapter(host: host, bug: bug)
    }
    package func makeServiceExtension(
        host: PushHost, configuration: [String: JSONValue]
    ) -> (any NotificationServiceExtension)? { nil }
}

package final class PlantedBugAdapter: PushAdapter {
    package let host: PushHost
    package let bug: PlantedBugVendor.Bug
    private var relaunched = false
    private var taps = 0

    package init(host: PushHost, bug: PlantedBugVendor.Bug) {
        self.host = host
        self.bug = bug
    }

    package func applicationDidFinishLaunching(options: LaunchOptions) {
        relaunched = host.store.value(forKey: "launched") != nil
        host.store.set(true, forKey: "launched")
        host.notificationCenter.requestAuthorization(options: [.alert]) { _ in }
        if bug == .runawayTimer { tick() }
        if bug == .pollsEverySecond { repeatEvery(.seconds(1), times: nil) {} }
        if bug == .resendsEveryTwoSeconds { resendStatus() }
        if bug == .refreshesEveryTenMinutes { repeatEvery(.seconds(600), times: nil) {} }
        if bug == .retriesWithBackoff { retry(after: .seconds(1), left: 10) }
    }

    /// Runs `work` every `interval`, `times` times (nil: for ever).
    private func repeatEvery(_ interval: Duration, times: Int?, _ work: @escaping () -> Void) {
        if times == 0 { return }
        host.scheduler.schedule(after: interval) { [weak self] in
            work()
            self?.repeatEvery(interval, times: times.map { $0 - 1 }, work)
        }
    }

    private func resendStatus() {
        host.scheduler.schedule(after: .seconds(2)) { [weak self] in
            self?.host.http.send(HTTPRequest(method: "GET", url: "https://planted.example/status")) { _ in
                self?.resendStatus()
            }
        }
    }

    private func retry(after delay: Duration, left: Int) {
        guard left > 0 else { return }
        host.scheduler.schedule(after: delay) { [weak self] in self?.retry(after: delay * 2, left: left - 1) }
    }

    private func tick() { host.scheduler.schedule(after: .milliseconds(1)) { [weak self] in self?.tick() } }

    package func applicationDidBecomeActive() {}
    package func didRegisterForRemoteNotifications(deviceToken: DeviceToken) {}
    package func didFailToRegisterForRemoteNotifications(error: PushError) {}
    package func didReceiveRemoteNotification(
        _ payload: PushPayload, completion: @escaping (BackgroundFetchResult) -> Void
    ) { completion(.noData) }
    package func willPresent(_ request: NotificationRequest, completion: @escaping (Set<PresentationOption>) -> Void) {
        completion([.banner])
    }

    package func didReceive(_ response: NotificationResponse, completion: @escaping () -> Void) {
        if bug == .tapCompletionWaitsForNetwork {
            host.http.send(HTTPRequest(method: "POST", url: "https://planted.example/open")) { _ in completion() }
            return
        }
        completion()
        if bug == .completesTwiceAfterRelaunchTap, relaunched, !response.isDismiss { completion() }
        if !response.isDismiss { taps += 1 }
        if bug == .completesTwiceOnSixthTap, taps == 6 { completion() }
    }
}
