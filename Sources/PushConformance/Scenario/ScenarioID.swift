/// What a scenario id may be, beyond `<facet>.<slug>` equal to its file: an id names a golden
/// file (`<vendor>/<id>.jsonl`) and a report page, and is printed in commands people paste
/// (`record --scenario <id>`), so the loader refuses one that would break any of them, with the
/// reason. The same rules keep a results file's ids to what a run can write.
package enum ScenarioID {
    /// The most UTF-8 bytes of one file name on the file systems the tool runs on.
    package static let maxFileNameBytes = 255
    /// The longest golden file name suffix (`.jsonl`).
    static let goldenSuffix = ".jsonl"

    /// Why `id` cannot be a scenario id, as the end of a sentence, or nil.
    package static func problem(_ id: String) -> String? {
        if let hidden = id.unicodeScalars.first(where: { VisibleText.isHidden($0) }) {
            return "has the control or bidirectional character \(VisibleText.spelling(hidden)): it would print as "
                + "something else than it is; rename the file"
        }
        if let special = id.first(where: { "*?,".contains($0) }) {
            return "has \"\(special)\", which --scenario reads as a glob or a list, so no command could select it "
                + "alone; rename the file"
        }
        let bytes = id.utf8.count + goldenSuffix.utf8.count
        if bytes > maxFileNameBytes {
            return "makes a golden file name of \(bytes) bytes (\(id.utf8.count) for the id); a file name has at "
                + "most \(maxFileNameBytes): shorten the file name"
        }
        return nil
    }

    /// The form two ids share when a case-insensitive file system (macOS's default) would give
    /// them one golden file and one page: letter case folded (and, as ``String`` compares, one
    /// Unicode normalisation).
    package static func folded(_ id: String) -> String { id.lowercased() }
}
