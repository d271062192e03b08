import PushContract

/// `MCERegistrationDetails.sharedInstance` as far as the behaviour-event upload reads it: the
/// app key, the user id and the channel id, the three variable parts of the upload's path
/// (`-[MCEEventClient sendEvents:completion:]`, README "Simulated backend").
///
/// - `appKey` is configured: the `appKey` of `MceConfig.json` (its `dev` or `prod` entry, as the
///   environment picks, `Headers/MCEConfig.h:32`), here the neutral `applicationID`.
/// - `userId` and `channelId` are "assigned" by MCE's server when the SDK registers
///   (`Headers/MCERegistrationDetails.h:26-36`). Registration is not modelled (A11), so they are
///   the stand-ins ``userIDStandIn`` and ``channelIDStandIn`` (A5).
struct MCERegistrationDetails: Sendable, Hashable {
    /// The stand-in for the user id MCE's server assigns (A5).
    static let userIDStandIn = "mce-user-1"
    /// The stand-in for the channel id MCE's server assigns (A5).
    static let channelIDStandIn = "mce-channel-1"

    /// The app key; nil when none is configured (the SDK cannot register, so nothing is sent).
    var appKey: String?
    /// The user id.
    var userID = userIDStandIn
    /// The channel id.
    var channelID = channelIDStandIn
}
