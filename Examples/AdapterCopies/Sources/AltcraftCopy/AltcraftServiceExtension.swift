import PushContract

/// `AltcraftNSE` / `AltcraftPushReceiver` (`Altcraft/push/AltcraftPushReceiver.swift:35-214`).
///
/// Sequence for an Altcraft request: 203 → delivery push event (451 without `_uid`) → actions
/// from `_buttons` (any problem: 454) → the `Altcraft` category **replaces every category** →
/// best-attempt content gets category `Altcraft` → without `_media` deliver it (204). With
/// `_media`: not a string or not an absolute http(s) URL → 453, cleartext http → the bridged
/// ATS error 400, and the *original* content is delivered; otherwise
/// the download is awaited at most 25 s and a copy of the original content (with the
/// attachment when it arrived) is delivered; a failed download or unrecognised bytes are the
/// bridged error 400. Expiry delivers the
/// best-attempt content, or empty content when nothing was prepared. Every delivery goes
/// through one guarded handler: the content handler runs exactly once (NSE-001).
final class AltcraftServiceExtension: NotificationServiceExtension {
    /// The semaphore bound of `loadAttachmentAsync`.
    static let mediaWait: Duration = .seconds(25)

    private let vendor: AltcraftCopyVendor
    private let core: AltcraftCore
    private lazy var pushEvents = AltcraftPushEvents(core: core)
    private var contentHandler: ((NotificationContent) -> Void)?
    private var bestAttempt: NotificationContent?
    private var delivered = false
    private var mediaWork: (fetch: ScheduledWork, timer: ScheduledWork)?
    /// The URL being downloaded (``AltcraftCopyBug/rt12ExpiryAttachesPendingMedia``).
    private var pendingMediaURL: String?
    /// Whether the delivery event was answered (``AltcraftCopyBug/rt13MediaWaitsForDeliveryEvent``).
    private var deliveryAnswered = true
    /// The media download waiting for that answer.
    private var loadAfterDelivery: (() -> Void)?

    /// An extension process on `host`.
    init(vendor: AltcraftCopyVendor, host: PushHost, configuration: [String: JSONValue]) {
        self.vendor = vendor
        core = AltcraftCore(host: host, raw: configuration, bugs: vendor.bugs)
    }

    /// `handleNotificationRequest`. The system hands the extension every mutable-content alert
    /// push; `isAltcraftPush` (the `_acc_push` key is present) decides whether it is Altcraft's.
    func didReceive(_ request: NotificationRequest, contentHandler: @escaping (NotificationContent) -> Void) {
        self.contentHandler = contentHandler
        if vendor.bugs.contains(.rt2MediaPrefetchedBeforeOwnershipCheck) { prefetchMedia(request) }
        // Planted bug: any push with a string _uid is taken for Altcraft's.
        let ownedByUid = core.bugs.contains(.extensionOwnsPushesByUid) && request.payload["_uid"]?.stringValue != nil
        if core.bugs.contains(.rt11ForeignRequestRegistersCategory) {
            // Planted bug: the Altcraft category is registered before the ownership check, for every push.
            core.host.notificationCenter.setCategories([AltcraftButtons.category([])])
        }
        guard vendor.claims(request.payload) || ownedByUid else {
            if core.bugs.contains(.foreignRequestGetsAltcraftCategory) {
                // Planted bug: the best attempt (category Altcraft) is prepared before the ownership check.
                var prepared = request.content
                prepared.categoryIdentifier = AltcraftButtons.categoryIdentifier
                return deliver(prepared, posted: false)
            }
            // The sample NSE hands foreign requests back unchanged, with no SDK work (NET-002).
            cancelMediaWork()
            return deliver(request.content, posted: false)
        }
        core.emit(.pushReceived, ["id": .string(request.identifier)])
        if core.bugs.contains(.rt9ExtensionClearsOlderPushes) {
            // Planted bug: "one Altcraft push on screen": every delivered Altcraft notification is
            // removed before the new one is shown, answered or not.
            let older = core.host.notificationCenter.deliveredNotifications
                .filter { vendor.claims($0.payload) && $0.identifier != request.identifier }.map(\.identifier)
            if !older.isEmpty { core.host.notificationCenter.removeDeliveredNotifications(identifiers: older) }
        }
        let payload = request.payload
        // Planted bug: a copy-paste from the tap handler sends an open push event, not a delivery.
        // Planted bug (rt13MediaWaitsForDeliveryEvent): the media download waits for the delivery
        // event's answer, so the delivery is counted before the extension may be killed.
        let waitForDelivery = core.bugs.contains(.rt13MediaWaitsForDeliveryEvent)
        if waitForDelivery { deliveryAnswered = false }
        pushEvents.create(
            from: payload,
            type: core.bugs.contains(.rt6ExtensionSendsOpenEvent)
                ? AltcraftPushEvents.open : AltcraftPushEvents.delivery,
            answered: waitForDelivery ? { [weak self] in self?.deliveryEventAnswered() } : nil)
        var actions: [NotificationAction] = []
        switch AltcraftButtons.decode(payload) {
        case .success(let buttons):
            actions = AltcraftButtons.actions(buttons, fromOne: core.bugs.contains(.rt12ButtonIdentifierOffByOne))
        case .failure(let problem):
            let why: String
            switch problem {
            case .keyMissing(let text), .undecodable(let text): why = text
            }
            core.report(
                .buttonsKeyInvalid, "_buttons is \(why) (454): the notification gets no action buttons",
                details: ["key": "_buttons"])
        }
        core.host.notificationCenter.setCategories([AltcraftButtons.category(actions)])
        var content = request.content
        content.categoryIdentifier = AltcraftButtons.categoryIdentifier
        bestAttempt = content
        guard let media = payload["_media"] else { return deliver(content) }
        guard let url = media.stringValue, Self.isAbsoluteHTTP(url) else {
            let found =
                media.stringValue.map { "\"\($0)\", not an absolute http(s) URL" }
                ?? "\(media.typeNameWithArticle), not a string"
            core.report(
                .mediaKeyInvalid, "_media is \(found) (453): the notification is shown without media",
                details: ["key": "_media"])
            return deliver(request.content)
        }
        guard AltcraftURL.isHTTPS(url) else {
            // `extractMediaURL` accepts any `URL(string:)`; the download of a cleartext URL is
            // refused by App Transport Security and URLSession's error is bridged to 400
            // (`AltcraftPushReceiver.swift:203-207`, `Events.swift:178-188`), assumption A5.
            core.report(
                AltcraftEventCode.requestFailedBridged.error(
                    "downloading \(url) failed: App Transport Security refuses cleartext http (400, the bridged URLError)",
                    details: ["url": .string(url)], code: .mediaDownloadFailed))
            return deliver(request.content)
        }
        guard mediaWork == nil else { return }  // already started by `prefetchMedia`
        guard deliveryAnswered else {
            loadAfterDelivery = { [weak self] in self?.loadAttachment(url, original: request.content) }
            return
        }
        loadAttachment(url, original: request.content)
    }

    /// The delivery event was answered: a media download waiting for it starts
    /// (``AltcraftCopyBug/rt13MediaWaitsForDeliveryEvent``).
    private func deliveryEventAnswered() {
        deliveryAnswered = true
        guard let load = loadAfterDelivery else { return }
        loadAfterDelivery = nil
        if !delivered { load() }
    }

    /// Planted bug ``AltcraftCopyBug/rt2MediaPrefetchedBeforeOwnershipCheck``: to win time, an
    /// https `_media` URL starts downloading before the request is known to be Altcraft's.
    private func prefetchMedia(_ request: NotificationRequest) {
        guard let url = request.payload["_media"]?.stringValue, AltcraftURL.isHTTPS(url) else { return }
        loadAttachment(url, original: request.content)
    }

    /// Cancels the download and its 25 s bound, if one is running.
    private func cancelMediaWork() {
        guard let work = mediaWork else { return }
        mediaWork = nil
        core.host.media.cancelFetch(work.fetch)
        core.host.scheduler.cancel(work.timer)
    }

    private func loadAttachment(_ url: String, original: NotificationContent) {
        // Planted bug: the wait raised to 35 s for slow CDNs, past the system's budget.
        // Planted bug (rt7ExpiryTrustsCancelledDownload): the wait is raised past the budget too.
        let longWait =
            core.bugs.contains(.rt6MediaWaitPastBudget) || core.bugs.contains(.rt7ExpiryTrustsCancelledDownload)
        let wait = longWait ? Duration.seconds(35) : Self.mediaWait
        let timer = core.host.scheduler.schedule(after: wait) { [weak self] in
            guard let self, let work = self.mediaWork else { return }
            self.mediaWork = nil
            self.core.host.media.cancelFetch(work.fetch)
            if self.core.bugs.contains(.rt14MediaTimeoutAttachesPartialFile) {
                // Planted bug: the file the cancelled download was writing is attached anyway.
                var partial = original
                let name = "attachment-\(self.core.host.application.makeIdentifier(prefix: "altcraft-attachment")).jpg"
                partial.attachments = [
                    NotificationAttachment(identifier: "image-jpg", sourceURL: url, fileName: name, byteCount: 0)
                ]
                return self.deliver(partial)
            }
            self.deliver(original)
        }
        let fetch = core.host.media.fetch(url: url) { [weak self] result in
            guard let self, let work = self.mediaWork else { return }
            self.mediaWork = nil
            self.core.host.scheduler.cancel(work.timer)
            var content = original
            switch result {
            case .success(let download):
                if let attachment = self.attachment(for: download) { content.attachments = [attachment] }
            case .failure(let error):
                // URLSession hands over an Error, which `errorEvent` bridges to 400; 452 is only
                // for "no file and no Error" (`AltcraftPushReceiver.swift:205-206`, `Events.swift:178-188`).
                self.core.report(
                    AltcraftEventCode.requestFailedBridged.error(
                        "could not download image data from \(url) (400, the bridged URLError): \(error.message)",
                        details: ["url": .string(url)].merging(error.details) { mine, _ in mine },
                        // Planted bug (rt13MediaFailureCodeUnregistered): a new neutral code that
                        // was never added to the registry.
                        code: self.core.bugs.contains(.rt13MediaFailureCodeUnregistered)
                            ? PushErrorCode(rawValue: "notification.media-unavailable") : .mediaDownloadFailed))
            }
            self.deliver(content)
        }
        mediaWork = (fetch, timer)
        pendingMediaURL = url
    }

    /// `createNotificationAttachment`: the real format from the first bytes, `attachment-<id>.<ext>`,
    /// identifier `image-<ext>`. Over the platform's attachment limit (R9) the system refuses the
    /// attachment; the bridged error (400) is reported and the content goes out without it.
    private func attachment(for download: MediaDownload) -> NotificationAttachment? {
        // Planted bug: one 50 MB cap (Apple's video limit) for every download.
        let limit =
            core.bugs.contains(.attachmentCappedAtVideoLimit)
            ? AttachmentKind.video.maxBytes : APNsLimits.maxImageAttachmentBytes
        // Planted bug: the size check is skipped, "the system refuses big files anyway".
        guard download.byteCount <= limit || core.bugs.contains(.rt4ImageSizeUnchecked) else {
            core.report(
                AltcraftEventCode.requestFailedBridged.error(
                    "the image is \(download.byteCount) bytes; the system refuses attachments over \(APNsLimits.maxImageAttachmentBytes) (400)",
                    details: ["url": .string(download.url), "bytes": .number(Double(download.byteCount))],
                    code: .mediaTooLarge))
            return nil
        }
        var sniffed = Self.sniffExtension(download.leadingBytes, heic: core.bugs.contains(.rt12HeicSniffedAsImage))
        if core.bugs.contains(.rt10WebPByRIFFOnly), sniffed == nil,
            download.leadingBytes.starts(with: [0x52, 0x49, 0x46, 0x46])
        {
            // Planted bug: WebP recognised by its RIFF header alone (a WAV or AVI is RIFF too).
            sniffed = "webp"
        }
        if core.bugs.contains(.rt3AttachmentTypeFromURLExtension) {
            // Planted bug: the file is named after the URL's extension (else the MIME type), as the
            // download's suggested file name would be; the bytes are only looked at when neither says.
            sniffed = Self.declaredExtension(url: download.url, mimeType: download.mimeType) ?? sniffed
        }
        if core.bugs.contains(.rt13UnknownBytesTypedByContentType), sniffed == nil {
            // Planted bug (rt13UnknownBytesTypedByContentType): unknown bytes fall back to the
            // response's Content-Type instead of being refused.
            switch download.mimeType?.lowercased() {
            case "image/png": sniffed = "png"
            case "image/jpeg", "image/jpg": sniffed = "jpg"
            case "image/gif": sniffed = "gif"
            default: break
            }
        }
        if vendor.bugs.contains(.rt2UnknownImageSavedAsJpg), sniffed == nil {
            // Planted bug: a file of unknown format is saved as .jpg rather than refused.
            sniffed = "jpg"
        }
        guard let ext = sniffed else {
            // Unknown bytes keep the download's temp extension (`CFNetworkDownload_….tmp`), which
            // `UNNotificationAttachment` does not recognise: the thrown error is bridged to 400
            // and the content goes out without attachment (`AltcraftPushReceiver.swift:123-129,165-184`).
            core.report(
                AltcraftEventCode.requestFailedBridged.error(
                    "the downloaded file is not a recognised image (\(download.mimeType ?? "no type")); the system refuses the attachment (400)",
                    details: ["url": .string(download.url)], code: .mediaDownloadFailed))
            return nil
        }
        let name = "attachment-\(core.host.application.makeIdentifier(prefix: "altcraft-attachment")).\(ext)"
        return NotificationAttachment(
            identifier: "image-\(ext)", sourceURL: download.url,
            // Planted bug: the attachment names where it came from (the remote URL), not the local file.
            fileName: core.bugs.contains(.rt6AttachmentNamedByRemoteURL) ? download.url : name,
            byteCount: download.byteCount)
    }

    /// Whether `URL(string:)` would give a URL the download can start with: an absolute
    /// `http`/`https` URL with a host and no blanks (anything else is 453, `extractMediaURL`).
    static func isAbsoluteHTTP(_ text: String) -> Bool {
        AltcraftURL.isHTTPS(text)
            || (text.hasPrefix("http://") && AltcraftURL.isHTTPS("https://" + text.dropFirst("http://".count)))
    }

    /// The image extension the URL's last path component or the MIME type names, for the planted
    /// bug ``AltcraftCopyBug/rt3AttachmentTypeFromURLExtension``.
    static func declaredExtension(url: String, mimeType: String?) -> String? {
        let path = url.prefix { $0 != "?" && $0 != "#" }
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        let known = ["png": "png", "jpg": "jpg", "jpeg": "jpg", "gif": "gif", "webp": "webp"]
        if let dot = last.lastIndex(of: "."), let ext = known[last[last.index(after: dot)...].lowercased()] {
            return ext
        }
        let types = ["image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp"]
        return mimeType.flatMap { types[$0.lowercased()] }
    }

    /// `ImageFormat(data:)`: PNG, JPEG, GIF, WebP from the magic bytes.
    static func sniffExtension(_ bytes: [UInt8], heic: Bool = false) -> String? {
        // Planted bug (rt12HeicSniffedAsImage): `heic` takes any ISO-BMFF `ftyp` file for a HEIC photo.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpg" }
        if bytes.starts(with: [0x47, 0x49, 0x46]) { return "gif" }
        if bytes.count >= 12, bytes.starts(with: [0x52, 0x49, 0x46, 0x46]),
            Array(bytes[8..<12]) == [0x57, 0x45, 0x42, 0x50]
        {
            return "webp"
        }
        if heic, bytes.count >= 8, Array(bytes[4..<8]) == [0x66, 0x74, 0x79, 0x70] { return "heic" }
        return nil
    }

    /// `serviceExtensionTimeWillExpire`: the best attempt, or empty content when nothing was prepared.
    func serviceExtensionTimeWillExpire() {
        // Planted bug: left empty, "the 25 s bound always delivers first".
        if core.bugs.contains(.rt3ExpiryDoesNothing) { return }
        if core.bugs.contains(.expiryHandlerCalledDirectly), !delivered, let handler = contentHandler {
            // Planted bug: as the real receiver, expiry hands the best attempt to the handler directly;
            // the download and the 25 s wait go on, and the first to end calls the handler again.
            core.emit(.pushPosted)
            return handler(bestAttempt ?? .empty)
        }
        if vendor.bugs.contains(.rt2ExpiryBypassesOnceGuard), let contentHandler {
            // Planted bug: the best attempt goes straight to the handler, outside `deliver`'s
            // once-guard, and the download keeps running (it delivers again when it finishes).
            core.emit(.pushPosted)
            return contentHandler(bestAttempt ?? .empty)
        }
        if core.bugs.contains(.rt4ExpiryWaitsForCancelledDownload), mediaWork != nil {
            // Planted bug: the running download is cancelled and its completion (URLSession's
            // "cancelled" error) is trusted to deliver the content; that callback never comes.
            cancelMediaWork()
            return
        }
        if core.bugs.contains(.rt7ExpiryTrustsCancelledDownload), let work = mediaWork {
            // Planted bug: only the download is cancelled; its "cancelled" error is trusted to
            // deliver, and that callback never comes.
            core.host.media.cancelFetch(work.fetch)
            return
        }
        if core.bugs.contains(.rt9ExpiryDeliversEmptyContent), mediaWork != nil {
            // Planted bug: expiry during the download hands the system fresh empty content ("nothing
            // was finished") instead of the best attempt.
            cancelMediaWork()
            return deliver(.empty)
        }
        if core.bugs.contains(.rt12ExpiryAttachesPendingMedia), mediaWork != nil, let url = pendingMediaURL,
            var best = bestAttempt
        {
            // Planted bug: the file still downloading is attached ("the system shows it once it is there").
            let name = "attachment-\(core.host.application.makeIdentifier(prefix: "altcraft-attachment")).jpg"
            best.attachments = [
                NotificationAttachment(identifier: "image-jpg", sourceURL: url, fileName: name, byteCount: 0)
            ]
            bestAttempt = best
        }
        cancelMediaWork()
        if core.bugs.contains(.rt11ExpiryGraceSecond) {
            // Planted bug: the best attempt goes out one second after expiry ("let the cancellation settle").
            let best = bestAttempt
            core.host.scheduler.schedule(after: .seconds(1)) { [weak self] in
                self?.deliver(best ?? .empty, posted: best != nil)
            }
            return
        }
        deliver(bestAttempt ?? .empty, posted: bestAttempt != nil)
    }

    /// Calls the content handler once; `posted` emits 204 first (Altcraft's wrapped handler).
    private func deliver(_ content: NotificationContent, posted: Bool = true) {
        guard !delivered, let handler = contentHandler else { return }
        delivered = true
        if posted { core.emit(.pushPosted) }
        handler(content)
    }

    /// Test hook: adopt a content handler without a request (nothing prepared yet).
    func adopt(contentHandler: @escaping (NotificationContent) -> Void) {
        self.contentHandler = contentHandler
    }
}
