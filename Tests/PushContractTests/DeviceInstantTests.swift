import PushContract
import Testing

@Suite("Device instant")
struct DeviceInstantTests {
    @Test(
        "Instants print as seconds with up to three decimals and no trailing zeros",
        arguments: [
            (Duration.zero, "0s"), (.milliseconds(5500), "5.5s"), (.milliseconds(30250), "30.25s"),
            (.milliseconds(1), "0.001s"),
            (.seconds(3600), "3600s"), (.milliseconds(100), "0.1s"), (.milliseconds(1010), "1.01s"),
            (.milliseconds(999), "0.999s"),
            (.seconds(30), "30s"), (.microseconds(1500), "0.001s"), (.microseconds(999), "0s"),
        ])
    func formatting(duration: Duration, expected: String) {
        #expect(DeviceInstant(sinceStart: duration).description == expected)
        #expect(duration.transcriptText == expected)
    }

    @Test(
        "format(milliseconds:) handles negative values with a sign",
        arguments: [
            (Int64(-1500), "-1.5s"), (-1, "-0.001s"), (-2000, "-2s"), (0, "0s"),
        ])
    func negativeFormatting(milliseconds: Int64, expected: String) {
        #expect(DeviceInstant.format(milliseconds: milliseconds) == expected)
    }

    @Test("milliseconds and wholeSeconds truncate")
    func components() {
        let instant = DeviceInstant(sinceStart: .milliseconds(30250) + .microseconds(900))
        #expect(instant.milliseconds == 30250)
        #expect(instant.wholeSeconds == 30)
    }

    @Test("Instants advance and order by their duration")
    func advanceAndOrder() {
        let five = DeviceInstant.zero.advanced(by: .seconds(5))
        #expect(five == DeviceInstant(sinceStart: .seconds(5)))
        #expect(DeviceInstant.zero < five)
        #expect(five.advanced(by: .milliseconds(500)).description == "5.5s")
        #expect([five, .zero].sorted() == [.zero, five])
    }
}
