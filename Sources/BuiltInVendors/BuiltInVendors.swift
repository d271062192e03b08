import ActitoStyle
import AltcraftStyle
import ContextStyle
import MCEStyle
public import PushContract
import Q2Style

/// The vendor adapters that ship with this package, in report order. The `push-conformance`
/// tool and the matrix tests run exactly these.
public enum BuiltInVendors: Sendable {
    /// Every built-in vendor.
    public static let all: [any PushVendor] = [
        AltcraftVendor(),
        ActitoVendor(),
        Q2Vendor(),
        ContextVendor(),
        MCEVendor(),
    ]
}
