package import PushContract

/// The error-code map: for every neutral code, the native codes each vendor's adapter produced
/// for it in an executed run (every error record of every transcript), and whether those errors
/// were reported retryable. A code a vendor never produced says so.
package struct ErrorCodeMap: Sendable, Hashable {
    /// What one vendor produced for one neutral code.
    package struct Cell: Sendable, Hashable {
        /// The native codes, sorted; `(none)` for errors without one.
        package var natives: [String]
        /// The retryable values seen.
        package var retryable: Set<Bool>
    }

    /// The vendor ids, in run order (the router excluded: it maps nothing itself).
    package var vendors: [String]
    /// Code → vendor id → what it produced (absent: never produced).
    package var cells: [PushErrorCode: [String: Cell]]

    /// What a native-less error shows as.
    package static let noNative = "(none)"

    /// Builds the map from an executed run.
    package init(vendors: [String], results: [RunReport.Case]) {
        self.vendors = vendors
        var natives: [PushErrorCode: [String: Set<String>]] = [:]
        var retryable: [PushErrorCode: [String: Set<Bool>]] = [:]
        for result in results where vendors.contains(result.vendor) {
            for line in result.transcript {
                guard let record = (try? JSONValue.parse(line))?["error"], let text = record["code"]?.stringValue else {
                    continue
                }
                let code = PushErrorCode(rawValue: text)
                natives[code, default: [:]][result.vendor, default: []].insert(
                    record["native"]?.stringValue ?? Self.noNative)
                if let flag = record["retryable"]?.boolValue {
                    retryable[code, default: [:]][result.vendor, default: []].insert(flag)
                }
            }
        }
        var cells: [PushErrorCode: [String: Cell]] = [:]
        for (code, byVendor) in natives {
            for (vendor, set) in byVendor {
                cells[code, default: [:]][vendor] = Cell(
                    natives: set.sorted(), retryable: retryable[code]?[vendor] ?? [])
            }
        }
        self.cells = cells
    }

    /// What a vendor produced for a code; nil: never produced.
    package func cell(_ code: PushErrorCode, vendor: String) -> Cell? { cells[code]?[vendor] }

    /// Codes that reached a transcript but are not in the registry (ERR-001 fails those cases).
    package var unregisteredCodes: [PushErrorCode] {
        cells.keys.filter { !PushErrorCode.registry.contains($0) }.sorted { $0.rawValue < $1.rawValue }
    }
}
