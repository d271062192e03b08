/// The device's `language` and `region` as Actito's device creation sends them
/// (`Locale.deviceLanguage` / `Locale.deviceRegion`, `ActitoUtilitiesKit/Sources/Device/Locale.swift:8-32`,
/// used by `createDevice`, `ActitoKit/Sources/ActitoDeviceComponent.swift:616-650,835-841`).
///
/// Both read the first preferred language (`NSLocale.preferredLanguages[0]`, here
/// `DeviceInfo.language`, assumption A13) split at `-`: the language is the first part (`en`
/// when there is none), the region the second part (`US` when there is none). So `pt-BR` gives
/// `pt` / `BR`, `en` gives `en` / `US`, and `zh-Hans-CN` gives `zh` / `Hans`, as in the SDK.
struct ActitoDeviceLocale: Sendable, Hashable {
    /// `getDeviceLanguage()`.
    var language: String
    /// `getDeviceRegion()`.
    var region: String

    /// The locale for a preferred-language tag such as `en` or `pt-BR`.
    init(preferredLanguage: String) {
        // `components(separatedBy: "-")` keeps empty parts; `[0]` always exists.
        let parts = preferredLanguage.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        language = parts.first ?? "en"
        region = parts.count > 1 ? parts[1] : "US"
    }
}
