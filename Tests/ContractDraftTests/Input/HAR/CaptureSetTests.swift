import ContractFixtures
import Foundation
import XCTest

@testable import ContractDraft

/// The captures a draft reads: each opened (a missing or unreadable file, or one over the size limit, refused by its
/// path), then streamed entry by entry in file order, a file that is no HAR refused at its first byte that is not
/// JSON. One rule per test.
final class CaptureSetTests: XCTestCase {
    private var harness: DraftHarness!

    override func setUpWithError() throws {
        harness = try DraftHarness()
    }

    override func tearDown() {
        harness = nil
    }

    private func error(_ body: () throws -> Void) -> DraftError? {
        do {
            try body()
            XCTFail("not refused")
        } catch let error as DraftError {
            return error
        } catch {
            XCTFail("not a draft error: \(error)")
        }
        return nil
    }

    func testEveryEntryOfEveryFileIsHandedOnInFileOrder() throws {
        try harness.write(HARText.json([CapturedEntry(url: "https://a.example.com/1")]), as: "b.har")
        try harness.write(
            HARText.json([CapturedEntry(url: "https://a.example.com/2"), CapturedEntry(url: "https://a.example.com/3")]
            ),
            as: "a.har")
        let set = try CaptureSet.open(["b.har", "a.har"], in: harness.folder)
        XCTAssertEqual(set.files.map(\.path), ["b.har", "a.har"])
        var seen: [String] = []
        try set.forEachEntry { seen.append("\($0) \($1.index) \($1.request.url)") }
        XCTAssertEqual(
            seen,
            ["b.har 0 https://a.example.com/1", "a.har 0 https://a.example.com/2", "a.har 1 https://a.example.com/3"])
    }

    func testAMissingFileIsRefusedByItsPath() throws {
        let refused = try XCTUnwrap(error { _ = try CaptureSet.open(["missing.har"], in: harness.folder) })
        XCTAssertEqual(refused.file, "missing.har")
        XCTAssertNil(refused.line)
        XCTAssertEqual(refused.message, "cannot read the file")
    }

    func testAFolderIsRefusedAsUnreadable() throws {
        try FileManager.default.createDirectory(
            at: harness.folder.appendingPathComponent("dir.har"), withIntermediateDirectories: false)
        XCTAssertEqual(
            error { _ = try CaptureSet.open(["dir.har"], in: harness.folder) }?.message, "cannot read the file")
    }

    func testACaptureOverTheSizeLimitIsRefusedBeforeItIsRead() throws {
        let url = harness.folder.appendingPathComponent("huge.har")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(CaptureSet.sizeLimit + 1))  // sparse: no disk is written
        try handle.close()
        let refused = try XCTUnwrap(error { _ = try CaptureSet.open(["huge.har"], in: harness.folder) })
        XCTAssertEqual(refused.file, "huge.har")
        XCTAssertEqual(refused.message, "the capture is over 512 MiB; split it and draft from the parts")
    }

    func testAFileThatIsNoHARIsRefusedAtItsFirstByteThatIsNotJSON() throws {
        try harness.write("{\"log\": {\"entries\": [\n  {\"request\": ,}\n]}}", as: "bad.har")
        let set = try CaptureSet.open(["bad.har"], in: harness.folder)
        let refused = try XCTUnwrap(error { try set.forEachEntry { _, _ in } })
        XCTAssertEqual(refused.file, "bad.har")
        XCTAssertEqual(refused.line, 2)
        XCTAssertEqual(refused.column, 15)
        XCTAssertTrue(refused.message.hasPrefix("not a HAR capture: "), refused.message)
    }

    func testAFileNestedPastTheReadersBoundIsRefusedWhereItGoesTooDeep() throws {
        let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        try harness.write(#"{"log": {"entries": ["# + nested + "]}}", as: "deep.har")
        let set = try CaptureSet.open(["deep.har"], in: harness.folder)
        let refused = try XCTUnwrap(error { try set.forEachEntry { _, _ in } })
        XCTAssertEqual(refused.line, 1)
        XCTAssertEqual(refused.column, 275)
        XCTAssertEqual(
            refused.message,
            "not a HAR capture: the file is not JSON at byte 274: nested deeper than 256 levels (HAR files are JSON with a `log` object)"
        )
    }

    func testARawControlCharacterIsRefusedWhereItStands() throws {
        try harness.write(
            "{\"log\": {\"version\": \"1.2\", \"entries\": [\n{\"request\": {\"method\": \"GET\", \"url\": \"https://a\u{07}.example.com/\"}}]}}",
            as: "raw.har")
        let set = try CaptureSet.open(["raw.har"], in: harness.folder)
        let refused = try XCTUnwrap(error { try set.forEachEntry { _, _ in } })
        XCTAssertEqual(refused.line, 2)
        XCTAssertEqual(refused.column, 48)
        XCTAssertTrue(
            refused.message.hasSuffix(
                "a control character must be escaped in a string (HAR files are JSON with a `log` object)"),
            refused.message)
        XCTAssertFalse(refused.description.contains("\u{07}"), "the message never echoes a raw control")
    }

    func testAFileOfJSONThatIsNoHARIsRefused() throws {
        try harness.write(#"{"entries": []}"#, as: "plain.json")
        let set = try CaptureSet.open(["plain.json"], in: harness.folder)
        let refused = try XCTUnwrap(error { try set.forEachEntry { _, _ in } })
        XCTAssertEqual(refused.file, "plain.json")
        XCTAssertTrue(refused.message.hasPrefix("not a HAR capture: "), refused.message)
    }
}
