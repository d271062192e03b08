public import PushContract

/// The notification centre: permission prompt answered by the scenario, categories, shown
/// notifications.
public final class SimulatedNotificationCenter: NotificationCenterHost {
    /// The status now.
    public private(set) var authorizationStatus: AuthorizationStatus = .notDetermined
    /// What the user answers when first asked (nil: the prompt is never answered).
    public var promptAnswer: AuthorizationStatus?
    /// How long the user takes to answer.
    public var promptDelay: Duration = .zero
    /// The registered categories.
    public private(set) var categories: [NotificationCategory] = []
    /// Notifications currently shown, oldest first.
    public var deliveredNotifications: [NotificationRequest] { shown.all }
    /// The shown notifications, with lookup and removal by identifier in constant time, so
    /// thousands of shown notifications answered one by one (`tap all`) stay linear.
    private var shown = ShownNotifications()
    /// Completions waiting for the prompt that is on screen (nil: no prompt shown).
    private var waitingForPrompt: [(AuthorizationStatus) -> Void]?
    private let clock: SimulatedClock
    private let recorder: Recorder

    init(clock: SimulatedClock, recorder: Recorder) {
        self.clock = clock
        self.recorder = recorder
    }

    /// Asks for permission: the first time the scripted answer comes after `promptDelay`; later
    /// the stored status comes at once.
    public func requestAuthorization(
        options: Set<AuthorizationOption>, completion: @escaping (AuthorizationStatus) -> Void
    ) {
        recorder.system(.authorizationRequested, ["options": options.sortedJSON])
        if authorizationStatus != .notDetermined {
            let status = authorizationStatus
            clock.schedule(after: .zero) { completion(status) }
            return
        }
        if waitingForPrompt != nil {
            // The prompt is already on screen: the user is asked once; both requests get the answer.
            waitingForPrompt?.append(completion)
            return
        }
        guard let answer = promptAnswer else {
            recorder.system(.authorizationPromptUnanswered)
            return
        }
        waitingForPrompt = [completion]
        clock.schedule(after: promptDelay) { [weak self] in
            guard let self, let waiting = self.waitingForPrompt else { return }
            self.waitingForPrompt = nil
            self.authorizationStatus = answer
            self.recorder.system(.authorizationAnswered, ["status": .string(answer.rawValue)])
            waiting.forEach { $0(answer) }
        }
    }

    /// The app process died: a prompt it was waiting for is gone with it.
    func processTerminated() { waitingForPrompt = nil }

    /// Sets the status directly (the user changed it in Settings).
    public func setAuthorizationStatus(_ status: AuthorizationStatus) {
        authorizationStatus = status
        recorder.system(.authorizationChanged, ["status": .string(status.rawValue)])
    }

    /// Replaces the categories (R10).
    public func setCategories(_ categories: [NotificationCategory]) {
        self.categories = categories
        recorder.system(.categoriesSet, ["categories": .array(categories.map(\.json))])
    }

    /// Posts a local notification.
    public func add(_ request: NotificationRequest) {
        show(request, source: "local")
    }

    /// The shown notification with this identifier, if any.
    public func shownNotification(_ identifier: String) -> NotificationRequest? { shown[identifier] }

    /// The notification shown last, if any.
    public var lastShownNotification: NotificationRequest? { shown.last }

    /// Shows a notification (from a push or a local request).
    func show(_ request: NotificationRequest, source: String) {
        shown.remove(request.identifier)
        shown.append(request)
        recorder.system(
            .notificationShown,
            [
                "id": .string(request.identifier), "source": .string(source),
                "content": request.content.json,
            ])
    }

    /// Removes shown notifications.
    public func removeDeliveredNotifications(identifiers: [String]) {
        for identifier in identifiers { shown.remove(identifier) }
        recorder.system(.notificationsRemoved, ["ids": .array(identifiers.map { .string($0) })])
    }

    /// Removes everything.
    public func removeAllNotifications() {
        shown = ShownNotifications()
        recorder.system(.notificationsRemovedAll)
    }
}

/// `SimulatedNotificationCenter` is not `Sendable`:
/// the device and its parts are driven from one thread, step by step, as swift-nio's `EmbeddedEventLoop` is.
@available(*, unavailable)
extension SimulatedNotificationCenter: Sendable {}
