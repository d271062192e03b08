/// The mechanism TOK-002 (a manual token wins) names: defined by an effect a transcript records,
/// so that a deviation for it never excuses another way of sending a provider's token.
extension ViolationMechanism {
    /// TOK-002: a request carries a provider's token, not the manual one, because a token query
    /// that was already waiting for that provider when the app set its token by hand completed
    /// with the provider's answer. The transcript shows it: the provider was asked
    /// (`token-provider.fetch` naming that token) before the `tokens.setManualToken` call, no
    /// request of the process carried the token after that fetch and before the call, and
    /// nothing since the call shows the SDK taking up the manual token (no request carrying it,
    /// no `token.changed` or `get-token` answer naming it). Each such fetch names at most one
    /// request. A provider's token sent after the SDK took up the manual token, one no fetch
    /// begun before the call handed, or a second request for one fetch is another mechanism.
    public static let providerAnswerAfterManualToken = ViolationMechanism(
        .manualTokenWins, "provider-answer-after-manual-token")
}
