import PushContract
import Testing

@Suite("HTTP request and response")
struct HTTPRequestTests {
    @Test(
        "path drops the scheme and host and keeps path and query",
        arguments: [
            ("https://api.example.com/push/subscribe?x=1", "/push/subscribe?x=1"),
            ("https://api.example.com/push/subscribe", "/push/subscribe"),
            ("https://api.example.com/", "/"),
            ("https://api.example.com", "/"),
            ("http://localhost:8080/a/b/c", "/a/b/c"),
            ("https://user@host.example/v1/events?a=1&b=2", "/v1/events?a=1&b=2"),
            ("https://h/a//b", "/a//b"),
            ("https://api.example.com?method=subscribe", "/?method=subscribe"),
            ("https://api.example.com#top", "/#top"),
            ("https://", "/"),
            // Non-ASCII URLs take the Character path and agree with it.
            ("https://bücher.example/straße?q=ü", "/straße?q=ü"),
            ("https://bücher.example", "/"),
        ])
    func path(url: String, expected: String) {
        #expect(HTTPRequest(method: "GET", url: url).path == expected)
    }

    @Test("A URL without scheme and host is its own path", arguments: ["/already/a/path?x=1", "relative/path", ""])
    func notAbsolute(url: String) {
        #expect(HTTPRequest(method: "GET", url: url).path == url)
    }

    @Test("JSON lists method and url, and headers and body only when present")
    func json() {
        let bare = HTTPRequest(method: "GET", url: "https://h/x")
        #expect(bare.json == ["method": "GET", "url": "https://h/x"])
        let full = HTTPRequest(
            method: "POST", url: "https://h/x", headers: ["Content-Type": "application/json"], body: ["a": 1])
        #expect(
            full.json == [
                "method": "POST", "url": "https://h/x", "headers": ["Content-Type": "application/json"],
                "body": ["a": 1],
            ])
    }

    @Test("A null body is still written")
    func nullBody() {
        #expect(HTTPRequest(method: "POST", url: "https://h", body: .null).json["body"] == .null)
    }

    @Test(
        "Responses classify their status",
        arguments: [
            (199, false, false), (200, true, false), (204, true, false), (299, true, false), (300, false, false),
            (404, false, false), (499, false, false), (500, false, true), (503, false, true), (599, false, true),
            (600, false, false),
        ])
    func statusClasses(status: Int, success: Bool, serverError: Bool) {
        let response = HTTPResponse(status: status)
        #expect(response.isSuccess == success)
        #expect(response.isServerError == serverError)
    }
}
