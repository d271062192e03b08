import PushContract
import PushSimulator

extension ScenarioExecutor {
    /// Plays an `activity` step on the device's ActivityKit.
    func perform(_ operation: ActivityOperation, on device: SimulatedDevice, step: String) throws(ExecutionError) {
        func bytes(_ hex: String?) throws(ExecutionError) -> [UInt8]? {
            guard let hex else { return nil }
            do { return try DeviceToken(hex: hex).bytes } catch {
                throw ExecutionError(step: step, message: "activity token: \(error.message)")
            }
        }
        switch operation {
        case .pushToStartToken(let type, let hex):
            device.issuePushToStartToken(try bytes(hex) ?? [], attributesType: type)
        case .pushToken(let activity, let hex):
            device.issueActivityPushToken(try bytes(hex), activity: activity)
        case .start(let type, let activity, let hex, let channel, let at):
            device.startActivityFromApp(
                activity, attributesType: type, pushType: channel.map { .channel($0) } ?? .token,
                token: try bytes(hex), start: at.map { device.clock.now.advanced(by: $0) })
        case .pushToStart(let type, let activity, let hex, let channel):
            device.receivePushToStart(
                activity, attributesType: type, pushType: channel.map { .channel($0) } ?? .token, token: try bytes(hex))
        case .stale(let activity):
            device.makeActivityStale(activity)
        case .end(let activity, let by, let dismissed):
            device.endActivity(activity, by: by, dismissed: dismissed)
        }
    }
}
