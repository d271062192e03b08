import PushContract

/// The Altcraft mobile API's ordinary success answers, as the simulated backend plays them
/// (README "Simulated backend"; seed `altcraft-ios-sdk-functionality` "Response" structure;
/// VENDOR-FACTS §2 items 9–10). Every answer is the `{error: 0, errorText: ""}` envelope; the
/// `profile` a synchronous request would also get is omitted (assumption A18).
enum AltcraftBackend {
    /// `{ "error": 0, "errorText": "" }`: success with no error (seed "Data structures").
    static let envelope: JSONValue = ["error": 0, "errorText": ""]

    /// Every route the adapter calls.
    static let declared = VendorBackend(routes: [
        BackendRoute("POST", "subscription/push/{route}", body: envelope,
                     citation: "seed altcraft-ios-sdk-functionality: Response {error: 0, errorText: \"\"} (subscribe/update/unsuspend)"),
        BackendRoute("GET", "subscription/push/status", body: envelope,
                     citation: "seed altcraft-ios-sdk-functionality: Response envelope; profile omitted (README A18)"),
        BackendRoute("POST", "event/push/{type}", body: envelope,
                     citation: "VENDOR-FACTS Altcraft 10 (push event request: 2xx is success, the body is not read)"),
        BackendRoute("POST", "event/post", body: envelope,
                     citation: "VENDOR-FACTS Altcraft 9 (mobile event: 2xx is success, the body is not read)"),
    ])
}
