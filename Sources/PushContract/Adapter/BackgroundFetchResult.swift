/// The result an app hands to the background-fetch completion of a silent push.
public enum BackgroundFetchResult: String, Sendable, Hashable, CaseIterable, Codable {
    /// New data was fetched.
    case newData
    /// Nothing new.
    case noData
    /// The fetch failed.
    case failed
}
