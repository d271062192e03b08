import PushContract
import PushSimulator

extension Invariant {
    /// DEL-001, DEL-005 and CAT-001: what the app owns stays the app's.
    static let delegateInvariants: [Invariant] = [
        foreignPayloadUntouched, settingsFollowSystem, appCategoriesKept, appPresentationPassedUnchanged,
    ]

    /// DEL-001 on every transcript: a push the vendor does not claim, arriving in the
    /// foreground, is not swallowed (its will-present completion passes presentation options
    /// unless the app itself was asked and decided), and a tapped one reaches the app's delegate
    /// with the keys it was shown with and the action the user chose. (That a foreign response
    /// reaches the app at all is a scenario expectation, `appTold`: only a vendor with a push
    /// delegate can tell the app.)
    package static let foreignPayloadUntouched: Invariant = Invariant(
        Requirement(
            .foreignPayloadUntouched, .must, .pushDelegate, kind: .invariant,
            summary: "a foreign payload is passed through untouched",
            sentence:
                "A payload the vendor does not claim MUST reach the app's delegate as it arrived, and so MUST every response the user gives to it (a body tap, an action button, a typed reply, a dismiss the app's category asks for), with the action and text the user chose; the app's answer (presentation options, fetch result) MUST be passed to the system unchanged; an SDK MUST NOT swallow another SDK's banner or tap.",
            rationale:
                "The app or another SDK owns that push; suppressing or rewriting it breaks the owner's presentation and tracking.",
            sources: [
                "PushDelegate: requirements on adapters calling it", "P1",
                "customerio/customerio-ios@8b9ee36:Sources/MessagingPush/Integration/CioNotificationCenterDelegate.swift (foreign pushes go to the app's other delegates)",
                "Apple: userNotificationCenter(_:didReceive:withCompletionHandler:), https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:didreceive:withcompletionhandler:) (the one delegate gets every response: default, custom action, text input, dismiss)",
                "https://github.com/firebase/firebase-ios-sdk/issues/1481 (an SDK kept the notification-centre delegate; the app lost the responses)",
                "Apple: UNNotificationCategoryOptions.customDismissAction, https://developer.apple.com/documentation/usernotifications/unnotificationcategoryoptions/customdismissaction (a category with it asks for the dismiss response)",
            ])
    ) { records in
        var askedApp: Set<String> = []
        var shownKeys: [String: JSONValue] = [:]
        var foreign: Set<String> = []
        var lastTapped: String?
        var respondedAction: [String: String] = [:]
        var judgement = Judgement()
        let attributable = records.recordsPushContexts
        for record in records {
            if record.systemName == .pushArrived, record.body["claimed"] == false,
                let push = record.body["push"]?.integerValue
            {
                foreign.insert("push-\(push)")
            }
            if record.systemName == .appAskedPresentation, let id = record.body["id"]?.stringValue {
                askedApp.insert(id)
            }
            if let id = record.tappedNotification {
                lastTapped = id
                respondedAction[id] = record.body["action"]?.stringValue
            }
            if record.systemName == .notificationShown, record.body["source"] == "push",
                let id = record.body["id"]?.stringValue,
                let keys = record.body["content"]?["userInfoKeys"]
            {
                shownKeys[id] = keys
            }
            // As it arrived: what the app is told of a tapped foreign push has the keys it was shown
            // with. The push is the one whose handling told it, else the notification tapped last.
            if record.kind == .delegate,
                record.name == "unknown-notification.opened" || record.name == "unknown-action.opened",
                let push = record.during.push ?? lastTapped, let shown = shownKeys[push],
                let told = record.body["details"]?["keys"],
                told != shown
            {
                judgement.found(
                    record,
                    "\(Self.pushLabel(push)), which the vendor does not claim, reached the app with keys \(told.canonicalText), "
                        + "not as it arrived (\(shown.canonicalText))")
            }
            // As the user gave it: the app is told the action the user chose, not another one.
            if record.kind == .delegate,
                record.name == "unknown-notification.opened" || record.name == "unknown-action.opened",
                let push = record.during.push ?? lastTapped, let action = respondedAction[push]
            {
                let told =
                    record.name == "unknown-notification.opened"
                    ? NotificationResponse.defaultActionIdentifier : record.body["details"]?["action"]?.stringValue
                if told != action {
                    judgement.found(
                        record,
                        "\(Self.pushLabel(push)), which the vendor does not claim, was answered with the action `\(action)`, "
                            + "but the app was told `\(told ?? "none")`")
                }
            }
            guard record.kind == .completion, record.body["kind"] == "will-present", record.body["call"] == nil,
                record.body["value"]?.arrayValue?.isEmpty == true
            else { continue }
            guard let push = record.during.push else {
                if !attributable, !foreign.isEmpty {
                    judgement.lacks("during.push on will-present completions (which push a presentation answers)")
                }
                continue
            }
            guard foreign.contains(push), !askedApp.contains(push) else { continue }
            judgement.found(
                record,
                "\(Self.pushLabel(push)), which the vendor does not claim, was not presented in the foreground: "
                    + "the SDK answered with no presentation options without asking the app",
                mechanism: MechanismEvidence.presentsNothing(records) ? .nothingPresentedInForeground : nil)
        }
        return judgement
    }

    /// DEL-009: when the SDK hands the foreground presentation decision to the app
    /// (`app.asked-presentation`, whose `answer` is what the app gives), the next `will-present`
    /// completion for that notification carries exactly that answer: no option added, none
    /// dropped. Judged on the written records, on every transcript where the app was asked and
    /// answered, whatever the push or the configuration; an ask the app never answers (`answer`
    /// null) or a transcript written before the field existed is not judged.
    package static let appPresentationPassedUnchanged: Invariant = Invariant(
        naming:
            Requirement(
                .appPresentationPassedUnchanged, .must, .pushDelegate, kind: .invariant,
                summary: "a presentation decision handed to the app reaches the system unchanged",
                sentence:
                    "An adapter that hands the foreground presentation decision to the app (DEL-002) MUST call the willPresent completion with the app's answer unchanged, for its own pushes too: it MUST NOT add an option the app did not give (an app answering [] sees nothing shown) nor drop one it gave.",
                rationale:
                    "iOS shows a foreground notification only as the completion's options say; an app that takes the decision (its own in-app UI, quiet hours) and still sees the SDK's banner, badge and sound has lost it.",
                sources: [
                    "Apple: userNotificationCenter(_:willPresent:withCompletionHandler:), https://developer.apple.com/documentation/usernotifications/unusernotificationcenterdelegate/usernotificationcenter(_:willpresent:withcompletionhandler:) (\"call the completionHandler block and specify how you want the system to alert the user, if at all\")",
                    "https://github.com/OneSignal/react-native-onesignal/issues/1592 (event.preventDefault() in the foreground handler: the notification is displayed but should be hidden, iOS)",
                    "https://github.com/OneSignal/OneSignal-Flutter-SDK/issues/823 (notification still showing after the app's handler called preventDefault())",
                    "PushDelegate: requirements on adapters calling it",
                ])
    ) { records in
        var answers: [String: [String]] = [:]
        var found: [Finding] = []
        for record in records {
            if record.systemName == .appAskedPresentation, let id = record.body["id"]?.stringValue,
                let answer = record.body["answer"]?.arrayValue
            {
                answers[id] = answer.compactMap(\.stringValue).sorted()
            }
            guard record.kind == .completion, record.body["kind"] == "will-present", record.body["call"] == nil,
                let push = record.during.push, let answer = answers.removeValue(forKey: push)
            else { continue }
            let given = (record.body["value"]?.arrayValue ?? []).compactMap(\.stringValue).sorted()
            guard given != answer else { continue }
            let added = given.filter { !answer.contains($0) }
            let dropped = answer.filter { !given.contains($0) }
            var change: [String] = []
            if !added.isEmpty { change.append("added \(added.joined(separator: ", "))") }
            if !dropped.isEmpty { change.append("dropped \(dropped.joined(separator: ", "))") }
            found.append(
                Finding(
                    record,
                    "the app answered [\(answer.joined(separator: ", "))] for \(Self.pushLabel(push)), "
                        + "but the system was given [\(given.joined(separator: ", "))] (\(change.joined(separator: "; ")))"
                ))
        }
        return found
    }

    /// DEL-005: once the user denies notifications, the settings the SDK reports stop saying
    /// they are allowed while the app is next in the foreground (where it reports settings at
    /// all): checked when the app leaves that foreground, or at the end. A foreground whose
    /// report waited for a changed-settings request that failed leaves the obligation to the
    /// next foreground, where the SDK can send it again: a failed update is not a reason to
    /// stop reporting (a value stored before the answer must not suppress the next send).
    package static let settingsFollowSystem: Invariant = Invariant(
        naming: Requirement(
            .settingsFollowSystem, .must, .pushDelegate, kind: .invariant,
            summary: "reported notification settings follow the system by the next foreground",
            sentence:
                "An SDK that reports the notification settings to its push delegate MUST report them again when they changed in the system: after the user turns notifications off, its latest report MUST say so while the app is next in the foreground, or, when the request that report waits for fails there, while it is in the foreground after.",
            rationale:
                "Apps drive their own prompts and settings screens from what the SDK reports; permission read once at launch and never again leaves them wrong for good.",
            sources: [
                "P9",
                "braze-inc/braze-swift-sdk@f866739:CHANGELOG.md:508,547,927-928 (status at startup and authorization reporting fixed)",
            ])
    ) { records in
        var reported: Bool?
        var reportedDetails: JSONValue = .null
        var denied = false
        var deniedAt = 0
        var foregroundNow = false
        var armed = false
        var armedAt = 0
        // A report made after the denial that says allowed: a new, wrong report, not a stale one.
        var reportedAllowedAfterDenial: TranscriptRecord?
        var found: [Finding] = []
        // Whether the foreground being judged is owed a report because an earlier one's failed.
        var owedAfterFailure = false
        func check(_ record: TranscriptRecord, at index: Int) {
            // Whether the obligation passes to the next foreground: this one's report waited for
            // a changed-settings request that failed, which the SDK owes again once it can send.
            var carried = false
            if armed, reported == true {
                if let told = reportedAllowedAfterDenial {
                    let stale = MechanismEvidence.reportsAnswerOfRequestSentBefore(
                        records, report: told, change: deniedAt)
                    found.append(
                        Finding(
                            told,
                            "notifications were turned off in Settings, and afterwards the SDK told its delegate "
                                + "allowedUI true (a new report, made after the change, that contradicts the system)",
                            mechanism: stale ? .staleReportOfRequestSentBeforeChange : nil))
                } else {
                    let window = armedAt..<min(index + 1, records.count)
                    carried = MechanismEvidence.sentChangedSettingsAndFailed(
                        records, in: window, reported: reportedDetails)
                    let mechanism: ViolationMechanism? =
                        carried
                        ? .settingsReportWaitsForFailedRequest
                        : MechanismEvidence.sentChangedSettingsStillInFlight(
                            records, in: window, reported: reportedDetails)
                            ? .settingsReportWaitsForRequestInFlight : nil
                    found.append(
                        Finding(
                            record,
                            owedAfterFailure
                                ? "notifications were turned off in Settings and the update sent at an earlier foreground failed, but while the app was in the foreground again the SDK still reported them allowed"
                                : "notifications were turned off in Settings, but while the app was next in the foreground the SDK still reported them allowed",
                            mechanism: mechanism))
                }
            }
            armed = false
            denied = carried
            owedAfterFailure = carried
            reportedAllowedAfterDenial = nil
        }
        for (index, record) in records.enumerated() {
            if record.kind == .delegate, record.name == "settings.changed",
                let allowed = record.body["details"]?["allowedUI"]?.boolValue
            {
                reported = allowed
                reportedDetails = record.body["details"] ?? .null
                reportedAllowedAfterDenial = denied && allowed ? record : nil
            }
            // The system's status is the latest one the transcript shows: a change in Settings, or
            // the answer to a prompt that was still on screen when Settings changed.
            if record.systemName == .authorizationChanged || record.systemName == .authorizationAnswered {
                denied = record.body["status"]?.stringValue == AuthorizationStatus.denied.rawValue
                owedAfterFailure = false
                if !denied { armed = false }
                if denied { deniedAt = index }
                reportedAllowedAfterDenial = nil
            }
            let state: String? =
                record.systemName == .processTerminated
                ? AppState.notRunning.rawValue
                : record.systemName == .appState || record.systemName == .processLaunched
                    ? record.body["state"]?.stringValue : nil
            guard let state else { continue }
            let foreground = state == AppState.foreground.rawValue
            if armed, !foreground { check(record, at: index) }
            // The next foreground is a move into it (a launch or a state change), not a repeat.
            if denied, foreground, !foregroundNow {
                armed = true
                armedAt = index
            }
            foregroundNow = foreground
        }
        if armed, let last = records.last { check(last, at: records.count - 1) }
        return found
    }

    /// CAT-001: the categories the app registered itself (the scenario's `given`, before the app
    /// process first launches, and those an `appCategories` step adds while it runs,
    /// `app.categories-added`) are in every set an SDK registers later: `setNotificationCategories` replaces the whole set (R10).
    package static let appCategoriesKept: Invariant = Invariant(
        Requirement(
            .appCategoriesKept, .must, .adapter, kind: .invariant,
            summary: "the app's own categories survive an SDK's registration",
            sentence:
                "An SDK registering notification categories MUST keep every category the app registered itself, since setNotificationCategories replaces the whole set.",
            rationale: "Replacing the set removes the app's own and other SDKs' buttons from every later notification.",
            sources: [
                "R10",
                "Apple: setNotificationCategories(_:), https://developer.apple.com/documentation/usernotifications/unusernotificationcenter/setnotificationcategories(_:)",
                "OneSignal/OneSignal-iOS-SDK@d6f9479d:iOS_SDK/OneSignalSDK/OneSignalExtension/OneSignalNotificationCategoryController.m (merges with the existing set)",
            ])
    ) { records in
        var appCategories: [String] = []
        var launched = false
        var found: [(TranscriptRecord, String)] = []
        var addedByApp: Set<String> = []
        for record in records {
            if record.systemName == .processLaunched { launched = true }
            if record.systemName == .appCategoriesAdded {
                // The app adds its own while it runs: the set its call registers next holds them.
                addedByApp = Set((record.body["categories"]?.arrayValue ?? []).compactMap(\.stringValue))
                continue
            }
            guard record.systemName == .categoriesSet else { continue }
            let ids = (record.body["categories"]?.arrayValue ?? []).compactMap { $0["id"]?.stringValue }
            // The app registers its own before any SDK runs (the scenario's given, before launch).
            if !launched {
                appCategories = ids
                continue
            }
            if !addedByApp.isEmpty {
                appCategories += ids.filter { addedByApp.contains($0) && !appCategories.contains($0) }
                addedByApp = []
                continue
            }
            let missing = appCategories.filter { !ids.contains($0) }
            if !missing.isEmpty {
                found.append(
                    (
                        record,
                        "the SDK registered categories [\(ids.joined(separator: ", "))], dropping the app's own \(missing.joined(separator: ", "))"
                    ))
            }
        }
        return found
    }
}
