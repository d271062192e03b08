/// The largest value every number in a scenario file may take (Conformance/README.md,
/// "Bounds"). A value over its bound is a decode error naming the file and the JSON path, so an
/// absurd but well-formed scenario is refused before it runs and nothing downstream (the clock,
/// payload padding, the simulator) ever sees it.
package enum ScenarioBounds {
    /// A scenario file's size in bytes (4 MiB).
    package static let maxFileBytes = 4 * 1_048_576
    /// How deeply arrays and objects nest in a scenario file.
    package static let maxNesting = 64
    /// Steps in one scenario. 1,000 keeps the worst scenario the loader accepts near 5 s of CPU
    /// per vendor in a debug build (``ScenarioBudget``): at 3,000, rounds of pushes answered by a
    /// `tap all` cost Actito 21 s, linearly, mostly in writing and comparing a 12 MB transcript;
    /// at 10,000, a vendor whose persisted queue grows with every failed request did work that
    /// grows with the square of the steps (altcraft: 20 s).
    package static let maxSteps = 1_000
    /// Elements of any other array (server answers, categories, actions, schemes, topics…), and
    /// members of the `media` object.
    package static let maxArrayElements = 1_000
    /// One duration (`advance`, an answer's `delay`, a media `latency`, a provider's `latency`):
    /// 30 virtual days.
    package static let maxDuration: Duration = .seconds(30 * 24 * 3600)
    /// `padToBytes`: at least 2 (the padding key's quotes), at most 1 MiB.
    package static let padToBytes = 2...1_048_576
    /// A scripted media file's size in bytes: up to 1 GiB (only the number travels; nothing of
    /// that size is allocated).
    package static let mediaBytes = 0...1_073_741_824
    /// An HTTP status: a server answer's `status`, a media answer's `status`.
    package static let httpStatus = 100...599
    /// `tap.actionIndex`: the n-th button, from 0.
    package static let actionIndex = 0...99
    /// A message's `badge`.
    package static let badge = 0...999_999
    /// A message's `deadlineHours` (a vendor may accept less; out of its range is its own refusal).
    package static let deadlineHours = -1_000_000...1_000_000
    /// A message's `relevanceScore` (APNs accepts 0…1; values outside test the refusal).
    package static let relevanceScore = -1_000.0...1_000.0
}
