public import PushContract

/// The device's scripted context signal: the moment quality a scenario sets, changing only when
/// the scenario says so (each change is recorded as `context.moment-quality`).
public final class SimulatedDeviceContext: DeviceContextHost {
    /// The quality now (``MomentQuality/unknown`` until scripted).
    public private(set) var momentQuality: MomentQuality
    private let recorder: Recorder

    init(recorder: Recorder, momentQuality: MomentQuality) {
        self.recorder = recorder
        self.momentQuality = momentQuality
    }

    /// The quality from now on; recorded when it changes.
    public func setMomentQuality(_ quality: MomentQuality) {
        guard quality != momentQuality else { return }
        momentQuality = quality
        recorder.system(.momentQuality, ["quality": .string(quality.rawValue)])
    }
}

/// `SimulatedDeviceContext` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedDeviceContext: Sendable {}
