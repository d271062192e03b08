import PushContract

extension SimulatedDevice {
    /// The user expands (long-presses) a shown notification: the system launches the vendor's
    /// content extension when the notification's category is one of the extension's
    /// `UNNotificationExtensionCategory` values, and records what it renders; otherwise the default
    /// expanded view shows and `content-extension.not-launched` says why.
    ///
    /// Records: `content-extension.not-launched` (`reason`), or `content-extension.launched`
    /// (`id`, `category`) then `content-extension.rendered` (`id`, `view`).
    public func expand(_ notificationID: String?) throws(SimulationError) {
        let found =
            notificationID.map { notificationCenter.shownNotification($0) } ?? notificationCenter.lastShownNotification
        guard let request = found else {
            throw SimulationError(
                notificationID.map { "no shown notification has id \($0)" } ?? "no notification is shown")
        }
        let category = request.content.categoryIdentifier
        guard let contentExtension = vendor.makeContentExtension(host: host, configuration: configuration) else {
            recorder.system(
                .contentExtensionNotLaunched,
                [
                    "id": .string(request.identifier),
                    "reason": "the app embeds no content extension",
                ])
            return
        }
        let declared = contentExtension.categories
        guard !category.isEmpty, declared.contains(category) else {
            let shownCategory = category.isEmpty ? "no category" : "category \"\(category)\""
            let list = declared.isEmpty ? "none" : declared.map { "\"\($0)\"" }.joined(separator: ", ")
            recorder.system(
                .contentExtensionNotLaunched,
                [
                    "id": .string(request.identifier), "category": .string(category),
                    "reason": .string(
                        "the notification has \(shownCategory); the extension's UNNotificationExtensionCategory values are \(list)"
                    ),
                ])
            return
        }
        recorder.system(.contentExtensionLaunched, ["id": .string(request.identifier), "category": .string(category)])
        let view = contentExtension.didReceive(request)
        recorder.system(.contentExtensionRendered, ["id": .string(request.identifier), "view": view.json])
    }
}
