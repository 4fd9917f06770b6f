import APIRuntime
import XCTest

@testable import zing_api

/// What `upload` draws for a given sequence of reports: a bar redrawn in place on a terminal, a line per tenth
/// elsewhere; never anything but text it formats from byte counts.
final class UploadProgressDisplayTests: XCTestCase {
    private static let mebibyte: Int64 = 1 << 20

    private func render(_ style: UploadProgressDisplay.Style, _ sent: [Int64], of total: Int64) -> [String] {
        var display = UploadProgressDisplay(style: style)
        let shown = sent.compactMap { display.update(UploadProgress(bytesSent: $0, totalBytes: total)) }
        return shown + (display.finish().map { [$0] } ?? [])
    }

    func testOffATerminalALineAtEachTenthAndNoMore() {
        let total = 200 * Self.mebibyte
        let everyPercent = (0...100).map { total * $0 / 100 }
        let lines = render(.lines, everyPercent + everyPercent.suffix(1), of: total)
        XCTAssertEqual(lines.count, 11, "a report every percent still makes eleven lines")
        XCTAssertEqual(lines.first, "upload: 0% (0 bytes of 200.0 MiB)\n")
        XCTAssertEqual(lines[5], "upload: 50% (100.0 MiB of 200.0 MiB)\n")
        XCTAssertEqual(lines.last, "upload: 100% (200.0 MiB of 200.0 MiB)\n", "and nothing to finish a line")
    }

    func testAJumpPastSeveralTenthsPrintsOneLine() {
        let lines = render(.lines, [5, 73, 78, 100], of: 100)
        XCTAssertEqual(
            lines,
            [
                "upload: 5% (5 bytes of 100 bytes)\n", "upload: 73% (73 bytes of 100 bytes)\n",
                "upload: 100% (100 bytes of 100 bytes)\n",
            ])
    }

    func testOnATerminalTheBarIsRedrawnInPlaceAtEachPercentThenEndsTheLine() {
        let total = 2 * Self.mebibyte
        let shown = render(.bar, [0, total / 2, total / 2 + 1, total], of: total)
        XCTAssertEqual(shown.count, 4, "the report within the same percent redraws nothing")
        XCTAssertEqual(shown[1], "\r[###############...............]  50% 1.0 MiB of 2.0 MiB")
        XCTAssertEqual(shown[2], "\r[##############################] 100% 2.0 MiB of 2.0 MiB")
        XCTAssertEqual(shown.last, "\n")
        XCTAssertTrue(shown.dropLast().allSatisfy { $0.hasPrefix("\r") && !$0.contains("\n") })
    }

    func testAShorterRedrawCoversTheLongerLineBeforeIt() {
        // "1023 bytes" is longer than "1.0 KiB": the padding keeps no stale characters on screen.
        let shown = render(.bar, [1023, 1024], of: 2048)
        XCTAssertEqual(shown[0].count, shown[1].count)
        XCTAssertTrue(shown[1].hasSuffix(" "))
    }

    func testNothingShownNeedsNoEnding() {
        XCTAssertNil(UploadProgressDisplay(style: .bar).finish())
        XCTAssertNil(UploadProgressDisplay(style: .lines).finish())
    }

    func testSizesReadTheSameEverywhere() {
        XCTAssertEqual(UploadProgressDisplay.size(0), "0 bytes")
        XCTAssertEqual(UploadProgressDisplay.size(1), "1 byte")
        XCTAssertEqual(UploadProgressDisplay.size(1023), "1023 bytes")
        XCTAssertEqual(UploadProgressDisplay.size(1536), "1.5 KiB")
        XCTAssertEqual(UploadProgressDisplay.size(5 * Self.mebibyte), "5.0 MiB")
        XCTAssertEqual(UploadProgressDisplay.size(3 * 1024 * Self.mebibyte + 256 * Self.mebibyte), "3.2 GiB")
    }

    func testOnlyItsOwnCharactersReachTheStream() {
        let total: Int64 = 123_456_789
        let reports = (0...40).map { total * $0 / 40 }
        let text = (render(.bar, reports, of: total) + render(.lines, reports, of: total)).joined()
        // Scalars, not characters: "\r\n" would be one character.
        let allowed = Set("0123456789 .%#[]():\r\nupload:ofbytesKMGTiB".unicodeScalars)
        XCTAssertEqual(
            Set(text.unicodeScalars).subtracting(allowed), [], "no escape, no control but the line's own \\r and \\n")
    }

    func testTheWriterIsSilentWhenToldSoAndEndsWhatItDrew() {
        let written = Written()
        let silent = ProgressWriter(style: nil, write: written.append)
        silent.show(UploadProgress(bytesSent: 1, totalBytes: 2))
        silent.finish()
        XCTAssertEqual(written.all, [])

        let bar = ProgressWriter(style: .bar, write: written.append)
        bar.show(UploadProgress(bytesSent: 2, totalBytes: 2))
        bar.finish()
        XCTAssertEqual(written.all, ["\r[##############################] 100% 2 bytes of 2 bytes", "\n"])
    }
}

/// The texts a writer handed on.
private final class Written: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    var all: [String] { lock.withLock { texts } }

    func append(_ text: String) { lock.withLock { texts.append(text) } }
}
