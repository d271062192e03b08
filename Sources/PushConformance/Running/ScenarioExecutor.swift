public import PushContract
public import PushSimulator

/// Why a case could not run to the end: the step and the reason.
public struct ExecutionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The step id.
    public var step: String
    /// What went wrong.
    public var message: String

    /// Creates an error.
    public init(step: String, message: String) {
        self.step = step
        self.message = message
    }

    /// `step <id>: <message>`.
    public var description: String { "step \(step): \(message)" }
}

/// Runs one scenario on one vendor inside a fresh ``SimulatedDevice`` and returns its records.
public struct ScenarioExecutor {
    /// The vendor.
    public var vendor: any PushVendor
    /// The scenario.
    public var scenario: Scenario

    /// Creates an executor.
    public init(vendor: any PushVendor, scenario: Scenario) {
        self.vendor = vendor
        self.scenario = scenario
    }

    /// Runs every step, then the leftovers check. Deterministic: same inputs, same records.
    public func run() throws(ExecutionError) -> [TranscriptRecord] {
        let device = SimulatedDevice(vendor: vendor, configuration: scenario.given.configuration(for: vendor.descriptor.id))
        prepare(device)
        if scenario.given.appState != .notRunning {
            device.perform(step: "given") { device.launch(state: scenario.given.appState) }
        }
        for step in scenario.steps {
            do {
                try device.perform(step: step.id) { () throws(ExecutionError) in
                    try perform(step.action, on: device, step: step.id)
                }
            } catch let error as ExecutionError {
                throw error
            } catch {
                throw ExecutionError(step: step.id, message: "\(error)")
            }
        }
        device.finish()
        return device.records
    }

    private func prepare(_ device: SimulatedDevice) {
        let given = scenario.given
        device.notificationCenter.promptAnswer = given.authorization
        device.application.backgroundRefreshAllowed = given.backgroundRefresh
        device.application.registration = Self.registrationScript(given.registration)
        device.application.openableSchemes = Set(given.openableSchemes.map { $0.lowercased() })
        device.transport.defaultAnswer = given.defaultAnswer.map(Self.serverAnswer)
        device.transport.backend = given.scriptsDefaultAnswer ? .neutral : vendor.backend
        device.appDelegate.presentationAnswer = given.appPresentation
        device.embedsServiceExtension = given.serviceExtension
        device.deviceContext.setInitialMomentQuality(given.momentQuality)
        device.setInitialBackgroundWakes(given.backgroundWakes)
        if !given.appCategories.isEmpty {
            device.perform(step: "given") { device.notificationCenter.setCategories(given.appCategories) }
        }
    }

    static func registrationScript(_ answer: RegistrationAnswer) -> RegistrationScript {
        switch answer {
        case .token(let hex): return (try? DeviceToken(hex: hex)).map(RegistrationScript.token) ?? .none
        case .failure(let reason): return .failure(reason: reason)
        case .none: return .none
        }
    }

    static func serverAnswer(_ answer: ScriptedServerAnswer) -> ServerAnswer {
        switch answer.outcome {
        case .response(let status, let body): return ServerAnswer(.response(status: status, body: body), delay: answer.delay, match: answer.match)
        case .failure(let reason): return ServerAnswer(.transportFailure(reason: reason), delay: answer.delay, match: answer.match)
        case .hang: return ServerAnswer(.hang, delay: answer.delay, match: answer.match)
        }
    }

    static func mediaScript(_ answer: ScriptedMediaAnswer) -> MediaScript {
        switch answer.outcome {
        case .file(let bytes, let type, let magic):
            return MediaScript(.file(byteCount: bytes, mimeType: type, leadingBytes: magicBytes(magic)), latency: answer.latency)
        case .failure(let reason): return MediaScript(.failure(reason: reason), latency: answer.latency)
        case .hang: return MediaScript(.hang, latency: answer.latency)
        }
    }

    static func magicBytes(_ magic: String?) -> [UInt8] {
        switch magic {
        case "png": return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        case "jpeg": return [0xFF, 0xD8, 0xFF, 0xE0]
        case "gif": return Array("GIF89a".utf8)
        default: return []
        }
    }
}
