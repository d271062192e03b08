/// The mechanism TOK-002 (a manual token wins) names: defined by an effect a transcript records,
/// so that a deviation for it never excuses another way of sending a provider's token.
extension ViolationMechanism {
    /// TOK-002: a request carries a provider's token, not the manual one, because a token query
    /// that was already waiting for that provider when the app set its token by hand completed
    /// with the provider's answer. The transcript shows it: the provider was asked
    /// (`token-provider.fetch` naming that token) before the `tokens.setManualToken` call, in the
    /// same process, and no request carried the token after that fetch and before the call. The
    /// query may complete after others begun later already sent the manual token (explore seed 1
    /// run 123 on Altcraft: a forced refresh registers the manual token, then the subscribe
    /// waiting an hour for the APNs provider sends its token). Each such fetch names at most one
    /// request. A provider's token no fetch begun before the call handed, or a second request for
    /// one fetch, is another mechanism.
    public static let providerAnswerAfterManualToken = ViolationMechanism(
        .manualTokenWins, "provider-answer-after-manual-token")
}
