import Foundation
import XCTest

@testable import SwiftEmitter

final class OutputWriterTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    private func modificationDate(_ path: String) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: root.appendingPathComponent(path).path)
        return try XCTUnwrap(attributes[.modificationDate] as? Date)
    }

    func testWritesAddsChangesAndRemovesStaleFiles() throws {
        let writer = OutputWriter(root: root)
        let first = try writer.write([
            GeneratedFile(path: "A/One.swift", contents: "one\n"),
            GeneratedFile(path: "A/Sub/Two.swift", contents: "two\n"),
        ])
        XCTAssertEqual(first.added, ["A/One.swift", "A/Sub/Two.swift"])
        let second = try writer.write([
            GeneratedFile(path: "A/One.swift", contents: "one, changed\n"),
            GeneratedFile(path: "B/Three.swift", contents: "3\n"),
        ])
        XCTAssertEqual(second.changed, ["A/One.swift"])
        XCTAssertEqual(second.added, ["B/Three.swift"])
        XCTAssertEqual(second.removed, ["A/Sub/Two.swift"])
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: root.appendingPathComponent("A/Sub").path), "empty folders go")
        XCTAssertEqual(
            try String(contentsOf: root.appendingPathComponent("A/One.swift"), encoding: .utf8), "one, changed\n")
    }

    func testANoOpRunWritesNothing() throws {
        let writer = OutputWriter(root: root)
        let files = [GeneratedFile(path: "M/File.swift", contents: "same\n")]
        _ = try writer.write(files)
        let before = try modificationDate("M/File.swift")
        Thread.sleep(forTimeInterval: 0.05)  // so a rewrite would show in the mtime; no timing is asserted
        let changes = try writer.write(files)
        XCTAssertTrue(changes.isEmpty)
        XCTAssertEqual(changes.unchanged, 1)
        XCTAssertEqual(try modificationDate("M/File.swift"), before)
    }

    func testCheckReportsWithoutTouchingAnything() throws {
        let writer = OutputWriter(root: root)
        _ = try writer.write([GeneratedFile(path: "M/Old.swift", contents: "old\n")])
        let changes = try writer.check([GeneratedFile(path: "M/New.swift", contents: "new\n")])
        XCTAssertEqual(changes.added, ["M/New.swift"])
        XCTAssertEqual(changes.removed, ["M/Old.swift"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("M/Old.swift").path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("M/New.swift").path))
    }

    func testTidyStripsTrailingSpaceAndEndsWithOneNewline() {
        XCTAssertEqual(SourceRenderer.tidy("a  \n\tb\t\n\n\n"), "a\n\tb\n")
    }
}
