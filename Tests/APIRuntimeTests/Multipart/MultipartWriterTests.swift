@_spi(Generated) import APIRuntime
import Foundation
import TestRandomness
import XCTest

final class MultipartWriterTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    func testBodyBytesAreExact() throws {
        let photo = try directory.file("photo.jpg", contents: Data("JPEGDATA".utf8))
        var form = MultipartForm(boundary: "zing-0123456789abcdef0123456789abcdef")
        form.addFile(MultipartFile(fieldName: "file", fileURL: photo, fileName: "photo.jpg", mimeType: "image/jpeg"))
        form.addField(name: "biz", value: "cofree/attachments")
        form.addField(name: "note", value: "两个字")
        let output = try TemporaryDirectory()
        defer { output.remove() }

        let (url, length) = try form.writeBody(toTemporaryDirectory: output.url)

        let expected =
            "--zing-0123456789abcdef0123456789abcdef\r\n"
            + "Content-Disposition: form-data; name=\"biz\"\r\n\r\n"
            + "cofree/attachments\r\n"
            + "--zing-0123456789abcdef0123456789abcdef\r\n"
            + "Content-Disposition: form-data; name=\"note\"\r\n\r\n"
            + "两个字\r\n"
            + "--zing-0123456789abcdef0123456789abcdef\r\n"
            + "Content-Disposition: form-data; name=\"file\"; filename=\"photo.jpg\"\r\n"
            + "Content-Type: image/jpeg\r\n\r\n"
            + "JPEGDATA\r\n"
            + "--zing-0123456789abcdef0123456789abcdef--\r\n"
        let written = try Data(contentsOf: url)
        XCTAssertEqual(String(decoding: written, as: UTF8.self), expected)
        XCTAssertEqual(length, written.count)
        XCTAssertEqual(url.deletingLastPathComponent().standardizedFileURL.path, output.url.standardizedFileURL.path)
    }

    func testEmptyFormIsJustTheClosingDelimiter() throws {
        let form = MultipartForm(boundary: "b")
        let (url, length) = try form.writeBody(toTemporaryDirectory: directory.url)
        XCTAssertEqual(try Data(contentsOf: url), Data("--b--\r\n".utf8))
        XCTAssertEqual(length, 7)
    }

    func testLargeFileIsStreamedIntact() throws {
        // 5 MB plus an odd tail, so the last chunk is partial.
        let size = 5 * 1024 * 1024 + 123
        let source = directory.url.appendingPathComponent("recording.m4a")
        // Seeded, so every run streams the same bytes and a failure can be replayed.
        let seed: UInt64 = 0x5EED_F11E
        var generator = SeededRandom(seed: seed)
        let words = (0...size / 8).map { _ in generator.next() as UInt64 }
        let bytes = words.withUnsafeBytes { Data($0.prefix(size)) }
        try bytes.write(to: source)
        var form = MultipartForm()
        form.addField(name: "biz", value: "talk")
        form.addFile(MultipartFile(fileURL: source, fileName: "recording.m4a", mimeType: "audio/mp4"))
        let output = try TemporaryDirectory()
        defer { output.remove() }

        let (url, length) = try form.writeBody(toTemporaryDirectory: output.url)

        let written = try Data(contentsOf: url)
        XCTAssertEqual(written.count, length)
        let header = Data(
            ("--\(form.boundary)\r\nContent-Disposition: form-data; name=\"biz\"\r\n\r\ntalk\r\n"
                + "--\(form.boundary)\r\nContent-Disposition: form-data; name=\"file\"; filename=\"recording.m4a\"\r\n"
                + "Content-Type: audio/mp4\r\n\r\n").utf8)
        let trailer = Data("\r\n--\(form.boundary)--\r\n".utf8)
        XCTAssertEqual(length, header.count + size + trailer.count)
        XCTAssertEqual(written.prefix(header.count), header)
        XCTAssertEqual(written.suffix(trailer.count), trailer)
        XCTAssertEqual(written.dropFirst(header.count).prefix(size), bytes, "the file's bytes (seed \(seed))")
        XCTAssertTrue(form.contentType.hasSuffix("boundary=\(form.boundary)"))
    }

    func testInvalidFormWritesNothing() throws {
        var form = MultipartForm()
        form.addFile(
            MultipartFile(
                fileURL: directory.url.appendingPathComponent("missing"), fileName: "a.txt", mimeType: "text/plain"))
        let output = try TemporaryDirectory()
        defer { output.remove() }
        XCTAssertThrowsError(try form.writeBody(toTemporaryDirectory: output.url)) { error in
            XCTAssertTrue(error is MultipartValidationError, "\(error)")
        }
        XCTAssertEqual(try output.contents(), [])
    }

    func testUnwritableDirectoryThrowsAndLeavesNothing() throws {
        let missingDirectory = directory.url.appendingPathComponent("does-not-exist")
        XCTAssertThrowsError(try MultipartForm(boundary: "b").writeBody(toTemporaryDirectory: missingDirectory))
        XCTAssertFalse(FileManager.default.fileExists(atPath: missingDirectory.path))
    }
}
