import PushContract
import PushSimulator
import PushTestKit
import Testing

private let imageURL = "https://cdn.example.com/i.png"

private final class Downloads {
    var results: [Result<MediaDownload, PushError>] = []
}

private func fetch(_ device: SimulatedDevice, _ url: String = imageURL) -> (Downloads, ScheduledWork) {
    let downloads = Downloads()
    let handle = device.media.fetch(url: url) { downloads.results.append($0) }
    return (downloads, handle)
}

@Suite("Simulated media fetcher")
struct SimulatedMediaFetcherTests {
    @Test("A scripted file arrives after its latency with size, type and leading bytes")
    func file() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.media.scripts[imageURL] = MediaScript(
            .file(byteCount: 2048, mimeType: "image/png", leadingBytes: [0x89, 0x50]),
            latency: .seconds(2))
        let (downloads, _) = fetch(device)
        device.advance(by: .milliseconds(1999))
        #expect(downloads.results.isEmpty)
        #expect(device.media.outstanding == [imageURL])
        device.advance(by: .milliseconds(1))
        let download = try #require(try downloads.results.first?.get())
        #expect(
            download
                == MediaDownload(url: imageURL, byteCount: 2048, mimeType: "image/png", leadingBytes: [0x89, 0x50]))
        #expect(downloads.results.count == 1)
        #expect(device.media.outstanding.isEmpty)
        #expect(
            device.records(of: .media).map(\.body) == [
                ["seq": 1, "fetch": .string(imageURL)], ["seq": 1, "bytes": 2048],
            ])
    }

    @Test("A scripted failure is notification.media-download-failed with its reason")
    func failure() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.media.scripts[imageURL] = MediaScript(.failure(reason: "timeout"), latency: .seconds(1))
        let (downloads, _) = fetch(device)
        device.advance(by: .seconds(1))
        guard case .failure(let error)? = downloads.results.first else {
            Issue.record("expected a failure, got \(downloads.results)")
            return
        }
        #expect(error.code == .mediaDownloadFailed)
        #expect(error.details["reason"] == "timeout")
        #expect(device.media.outstanding.isEmpty)
    }

    @Test("An unscripted URL fails with not-found in the same instant, but not inside fetch")
    func unscripted() throws {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        let (downloads, _) = fetch(device, "https://cdn.example.com/missing.jpg")
        #expect(downloads.results.isEmpty)
        device.clock.runUntilIdle()
        guard case .failure(let error)? = downloads.results.first else {
            Issue.record("expected a failure, got \(downloads.results)")
            return
        }
        #expect(error.details["reason"] == "not-found")
        #expect(device.clock.now == .zero)
    }

    @Test("A hanging download never completes and stays outstanding")
    func hang() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.media.scripts[imageURL] = MediaScript(.hang)
        let (downloads, _) = fetch(device)
        device.advance(by: .seconds(3600))
        #expect(downloads.results.isEmpty)
        #expect(device.media.outstanding == [imageURL])
    }

    @Test(
        "A cancelled download never completes, is recorded, and is not outstanding",
        arguments: [
            MediaScript.Outcome.hang, .file(byteCount: 1, mimeType: nil, leadingBytes: []), .failure(reason: "x"),
        ])
    func cancel(outcome: MediaScript.Outcome) {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.media.scripts[imageURL] = MediaScript(outcome, latency: .seconds(5))
        let (downloads, handle) = fetch(device)
        device.advance(by: .seconds(1))
        device.media.cancelFetch(handle)
        device.advance(by: .seconds(10))
        #expect(downloads.results.isEmpty)
        #expect(device.media.outstanding.isEmpty)
        #expect(device.records(of: .media).last?.body == ["seq": 1, "cancelled": true])
    }

    @Test("Cancelling a finished download, or twice, records nothing more")
    func cancelAfterFinish() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.media.scripts[imageURL] = MediaScript(.file(byteCount: 1, mimeType: nil, leadingBytes: []))
        let (downloads, handle) = fetch(device)
        device.clock.runUntilIdle()
        let recordCount = device.records.count
        device.media.cancelFetch(handle)
        device.media.cancelFetch(handle)
        #expect(device.records.count == recordCount)
        #expect(downloads.results.count == 1)
    }

    @Test("Cancelling one download leaves the others running")
    func cancelOne() {
        let device = SimulatedDevice(vendor: ScriptedVendor())
        device.media.scripts["https://a"] = MediaScript(
            .file(byteCount: 1, mimeType: nil, leadingBytes: []), latency: .seconds(1))
        device.media.scripts["https://b"] = MediaScript(
            .file(byteCount: 2, mimeType: nil, leadingBytes: []), latency: .seconds(1))
        let (first, firstHandle) = fetch(device, "https://a")
        let (second, _) = fetch(device, "https://b")
        device.media.cancelFetch(firstHandle)
        device.advance(by: .seconds(1))
        #expect(first.results.isEmpty)
        #expect(second.results.count == 1)
    }
}
