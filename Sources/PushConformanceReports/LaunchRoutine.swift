import PushConformance
import PushContract

/// What each vendor does every time the app starts (configure, register the device, ask for
/// permission, register categories…): the records of the first `launch` step that at least half
/// of the vendor's cases share, exactly (``TimelineRecord/fingerprint``). A timeline folds these
/// wherever they follow an app launch, so each lane shows what the scenario itself made happen.
struct LaunchRoutine: Sendable {
    /// Per vendor id, the fingerprints of its routine records.
    private(set) var fingerprints: [String: Set<String>] = [:]

    /// The share of a vendor's cases with a launch step that must hold a record for it to be routine.
    static let share = 0.5

    /// Learns each vendor's routine from the readings of its cases (keyed by case id).
    init(cases: [RunReport.Case], readings: [String: TimelineReading], scenarios: [String: RunReport.ScenarioInfo]) {
        var counts: [String: [String: Int]] = [:]
        var launches: [String: Int] = [:]
        for entry in cases {
            guard let reading = readings[entry.id],
                let launch = Self.firstLaunchStep(scenarios[entry.scenario], reading)
            else { continue }
            launches[entry.vendor, default: 0] += 1
            var seen: Set<String> = []
            for item in reading.entries where item.step == launch && item.record.category != .app {
                if seen.insert(item.record.fingerprint).inserted {
                    counts[entry.vendor, default: [:]][item.record.fingerprint, default: 0] += 1
                }
            }
        }
        for (vendor, perRecord) in counts {
            let needed = Double(launches[vendor] ?? 0) * Self.share
            fingerprints[vendor] = Set(perRecord.filter { Double($0.value) >= needed }.map(\.key))
        }
    }

    /// Whether a record is part of the vendor's routine.
    func contains(_ record: TimelineRecord, vendor: String) -> Bool {
        record.category != .app && (fingerprints[vendor]?.contains(record.fingerprint) ?? false)
    }

    /// The id of the scenario's first launch step (by kind; by id when the steps are unknown).
    private static func firstLaunchStep(_ scenario: RunReport.ScenarioInfo?, _ reading: TimelineReading) -> String? {
        if let scenario, !scenario.steps.isEmpty {
            return scenario.steps.first { $0.kind == StepKind.launch.rawValue }?.id
        }
        return reading.entries.contains { $0.step == StepKind.launch.rawValue } ? StepKind.launch.rawValue : nil
    }
}
