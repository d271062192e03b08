import PushContract

/// `ContextManager.handleNotificationClicked(userInfo:)` (Customer IO guide “`userNotificationCenter`”): the
/// app calls it for every response; only context notifications (a string `ctx_flow_name`) are tracked as
/// opened, every other one is ignored without an error. The app then calls the system completion once.
///
/// Our own choices: a dismissal is not an open (it only reaches the app for categories with
/// `customDismissAction`, which this integration never registers); the open is an SDK event
/// (`notification.opened`, native `handleNotificationClicked`) because ContextSDK's reporting endpoint is not
/// public.
struct ContextClickHandler {
    let host: PushHost

    /// Handles one response and completes it.
    func handle(_ response: NotificationResponse, completion: @escaping () -> Void) {
        let userInfo = response.request.content.userInfo
        if !response.isDismiss, let flowName = userInfo[ContextPushFields.flowNameKey]?.stringValue {
            var details: [String: JSONValue] = [
                "flowName": .string(flowName), "action": .string(response.actionIdentifier),
            ]
            if let collapseID = userInfo[ContextPushFields.collapseIDKey]?.stringValue {
                details["collapseID"] = .string(collapseID)
            }
            host.events.emit(
                SDKEvent(SDKEventName.notificationOpened, native: "handleNotificationClicked", details: details))
        }
        completion()
    }
}
