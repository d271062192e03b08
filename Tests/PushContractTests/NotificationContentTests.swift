import PushContract
import Testing

@Suite("Notification content")
struct NotificationContentTests {
    @Test("Content from a payload takes the visible fields from aps and keeps the payload as userInfo")
    func fromPayload() {
        let payload = PushPayload([
            "aps": [
                "alert": ["title": "T", "subtitle": "S", "body": "B"], "badge": 3, "sound": "default",
                "category": "REPLY", "thread-id": "chat",
            ],
            "vendor": ["id": "m-1"],
        ])
        let content = NotificationContent(payload: payload)
        #expect(content.title == "T")
        #expect(content.subtitle == "S")
        #expect(content.body == "B")
        #expect(content.badge == 3)
        #expect(content.sound == "default")
        #expect(content.categoryIdentifier == "REPLY")
        #expect(content.threadIdentifier == "chat")
        #expect(content.userInfo == payload.root)
        #expect(content.attachments.isEmpty)
    }

    @Test("A string alert becomes the body")
    func stringAlert() {
        let content = NotificationContent(payload: PushPayload(["aps": ["alert": "Hello"]]))
        #expect(content.title == "")
        #expect(content.body == "Hello")
    }

    @Test("A payload without aps gives empty content that still carries userInfo")
    func noAPS() {
        let content = NotificationContent(payload: PushPayload(["k": 1]))
        #expect(content == NotificationContent(userInfo: ["k": 1]))
    }

    @Test("The request's payload is the content's userInfo")
    func requestPayload() {
        let payload = PushPayload(["aps": ["alert": "Hi"], "v": true])
        let request = NotificationRequest(identifier: "push-1", content: NotificationContent(payload: payload))
        #expect(request.payload == payload)
    }

    @Test("JSON shows visible fields and userInfo keys, omitting empty optional ones")
    func json() {
        let content = NotificationContent(title: "T", body: "B", userInfo: ["z": 1, "aps": [:]])
        #expect(
            content.json.canonicalText
                == #"{"body":"B","category":"","subtitle":"","title":"T","userInfoKeys":["aps","z"]}"#)
        var full = content
        full.badge = 2
        full.sound = "s"
        full.threadIdentifier = "th"
        full.attachments = [
            NotificationAttachment(identifier: "a", sourceURL: "https://x/i.png", fileName: "i.png", byteCount: 10)
        ]
        #expect(full.json["badge"] == 2)
        #expect(full.json["sound"] == "s")
        #expect(full.json["thread"] == "th")
        #expect(full.json["attachments"] == [["id": "a", "url": "https://x/i.png", "file": "i.png", "bytes": 10]])
    }

    @Test("A response knows whether it is a tap or a dismiss")
    func responseKinds() {
        let request = NotificationRequest(identifier: "n", content: .empty)
        let tap = NotificationResponse(request: request, actionIdentifier: NotificationResponse.defaultActionIdentifier)
        let dismiss = NotificationResponse(
            request: request, actionIdentifier: NotificationResponse.dismissActionIdentifier)
        let button = NotificationResponse(request: request, actionIdentifier: "reply", userText: "ok")
        #expect(tap.isDefaultAction && !tap.isDismiss)
        #expect(dismiss.isDismiss && !dismiss.isDefaultAction)
        #expect(!button.isDefaultAction && !button.isDismiss)
    }

    @Test("Only authorized, provisional and ephemeral allow notifications", arguments: AuthorizationStatus.allCases)
    func allowsNotifications(status: AuthorizationStatus) {
        #expect(status.allowsNotifications == [.authorized, .provisional, .ephemeral].contains(status))
    }
}
