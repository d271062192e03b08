public import PushContract

/// The device's scripted context signal: the moment quality a scenario sets, changing only when
/// the scenario says so (each change is recorded as `context.moment-quality`).
public final class SimulatedDeviceContext: DeviceContextHost {
    /// The quality now (``MomentQuality/unknown`` until scripted).
    public private(set) var momentQuality: MomentQuality = .unknown
    private let recorder: Recorder

    init(recorder: Recorder) { self.recorder = recorder }

    /// The quality from now on; recorded when it changes.
    public func setMomentQuality(_ quality: MomentQuality) {
        guard quality != momentQuality else { return }
        momentQuality = quality
        recorder.system(.momentQuality, ["quality": .string(quality.rawValue)])
    }

    /// The quality before anything runs (not recorded).
    public func setInitialMomentQuality(_ quality: MomentQuality) { momentQuality = quality }
}
