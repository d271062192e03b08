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
