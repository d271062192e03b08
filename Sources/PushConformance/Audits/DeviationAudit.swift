package import PushContract

/// Known deviations that went stale across a whole run, beyond the per-case check (a listed
/// deviation that did not happen in its scenario fails that case):
/// - a deviation whose scenario globs match no scenario of the suite can never be checked;
/// - a deviation listed for every scenario (no globs) that happened in none is an unexpected pass;
/// - a deviation listed for every scenario must name the mechanism it excuses
///   (``ViolationMechanism``), and a mechanism must be one of the deviation's invariant.
///
/// Only meaningful on a full, unfiltered run. A vendor's deviations are written for the bundled
/// suite, so a run of another scenario folder (an SDK team's own, through `verify`) passes the
/// bundled scenario ids as `otherScenarioIDs`: a deviation naming a bundled scenario is not
/// stale there, and a deviation for every scenario that did not happen in a small folder is not
/// an unexpected pass.
package enum DeviationAudit {
    /// The problems, one sentence each.
    package static func problems(
        vendors: [any PushVendor], scenarios: [Scenario], results: [RunReport.Case],
        otherScenarioIDs: Set<String>? = nil
    ) -> [RunProblem] {
        var found: [RunProblem] = []
        for vendor in vendors {
            let descriptor = vendor.descriptor
            for deviation in descriptor.knownDeviations {
                if let mechanism = deviation.mechanism, mechanism.invariant != deviation.invariant {
                    found.append(
                        RunProblem(
                            .staleDeviation, requirement: deviation.invariant, subject: descriptor.id,
                            message:
                                "known deviation \(deviation.invariant) of \(descriptor.id) names mechanism \(mechanism), which is one of \(mechanism.invariant): it can never excuse anything [\(deviation.citation)]"
                        ))
                } else if deviation.scenarios.isEmpty, deviation.mechanism == nil {
                    found.append(
                        RunProblem(
                            .staleDeviation, requirement: deviation.invariant, subject: descriptor.id,
                            message:
                                "known deviation \(deviation.invariant) of \(descriptor.id) is listed for every scenario but names no mechanism: it would excuse every violation of \(deviation.invariant), new bugs included, so it excuses none; name the scenarios, or the mechanism (ViolationMechanism) it excuses [\(deviation.citation)]"
                        ))
                } else if deviation.scenarios.isEmpty, otherScenarioIDs == nil {
                    let shown = results.contains { result in
                        result.vendor == descriptor.id && result.deviations.contains { $0.deviation == deviation }
                    }
                    if !shown {
                        found.append(
                            RunProblem(
                                .staleDeviation, requirement: deviation.invariant, subject: descriptor.id,
                                message:
                                    "known deviation \(deviation.invariant) of \(descriptor.id) is listed for every scenario but happened in none (unexpected pass): remove it [\(deviation.citation)]"
                            ))
                    }
                } else if !deviation.scenarios.isEmpty,
                    !scenarios.contains(where: { scenario in
                        deviation.scenarios.contains { Glob.matches($0, scenario.id) }
                    }),
                    !(otherScenarioIDs ?? []).contains(where: { id in
                        deviation.scenarios.contains { Glob.matches($0, id) }
                    })
                {
                    found.append(
                        RunProblem(
                            .staleDeviation, requirement: deviation.invariant, subject: descriptor.id,
                            message:
                                "known deviation \(deviation.invariant) of \(descriptor.id) names scenarios \(deviation.scenarios.joined(separator: ", ")) that match none: it can never be checked"
                        ))
                }
            }
        }
        return found
    }
}
