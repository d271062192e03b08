import Foundation
package import Testing

/// The opt-in heavy suites: whole-suite runs, generated worst cases and robustness checks that
/// take most of `swift test`'s time in a debug build. They run only when
/// `PUSH_CONFORMANCE_HEAVY_TESTS=1` is set; CI runs them in release mode as their own step
/// (`.ci/run`). Each lives in a suite whose type name ends in `HeavyTests`, so one filter finds
/// them all:
///
///     PUSH_CONFORMANCE_HEAVY_TESTS=1 swift test -c release -Xswiftc -enable-testing --filter HeavyTests
package enum HeavyTests {
    /// The environment variable that turns the heavy suites on.
    package static let variable = "PUSH_CONFORMANCE_HEAVY_TESTS"

    /// Whether the heavy suites run: the variable is `1`.
    package static var enabled: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

    /// The trait every heavy suite carries: skipped, saying how to run it, unless enabled.
    package static var trait: ConditionTrait {
        .enabled(
            if: enabled,
            "a heavy suite: run it with \(variable)=1 swift test -c release -Xswiftc -enable-testing --filter HeavyTests"
        )
    }
}
