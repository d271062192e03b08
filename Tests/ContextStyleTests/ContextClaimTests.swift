import ContextStyle
import PushContract
import Testing
import PushTestKit

/// The claim reads a key's UTF-8 bytes where they decide it; it must answer exactly as
/// `hasPrefix("ctx_")` (a character comparison) does, also where a combining mark joins the `_`.
@Suite("Context: claim by key prefix")
struct ContextClaimTests {
    @Test(
        "claims agrees with hasPrefix(\"ctx_\")",
        arguments: [
            "ctx_flow", "ctx_", "ctx", "CTX_flow", "xctx_flow", "", "ctx_\u{301}flow", "ctx_\u{301}", "ctx_é",
            "c\u{301}tx_flow", "ctx_\r\n", "ctx_\u{200D}x", "ctx_🙂", "ctx\u{5F}\u{334}",
        ])
    func agrees(key: String) {
        let payload = PushPayload(["aps": ["alert": "hi"], key: 1])
        #expect(ContextVendor().claims(payload) == key.hasPrefix("ctx_"))
    }
}
