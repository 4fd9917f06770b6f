@_spi(Generated) import APIRuntime
import Foundation
import XCTest

final class MultipartFormTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var photo: URL!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        photo = try directory.file("photo.jpg", contents: Data([0xFF, 0xD8, 0xFF, 0xE0]))
    }

    override func tearDown() {
        directory.remove()
    }

    private func form(fileName: String = "photo.jpg", mimeType: String = "image/jpeg", file: URL? = nil)
        -> MultipartForm
    {
        var form = MultipartForm()
        form.addField(name: "biz", value: "cofree/attachments")
        form.addFile(MultipartFile(fieldName: "file", fileURL: file ?? photo, fileName: fileName, mimeType: mimeType))
        return form
    }

    private func assertInvalid(
        _ form: MultipartForm, _ expected: MultipartValidationError, line: UInt = #line
    ) {
        do {
            try form.validate()
            XCTFail("expected \(expected)", line: line)
        } catch {
            XCTAssertEqual(error, expected, line: line)
        }
    }

    func testValidFormPasses() throws {
        try form().validate()
        try form(fileName: "照片 (1).jpeg", mimeType: "application/vnd.ms-excel").validate()
    }

    func testFileNameInjectionIsRejected() {
        for name in ["", "a\rb.jpg", "a\nb.jpg", "a\"b.jpg", "a\\b.jpg", "dir/b.jpg", "a\u{0}b.jpg", "a\tb.jpg"] {
            assertInvalid(form(fileName: name), .invalidFileName(name))
        }
    }

    func testBadMimeTypesAreRejected() {
        for type in [
            "", "image", "image/", "/jpeg", "image/jpeg/x", "image/ jpeg", "image/jpeg\r\nX-Evil: 1",
            "image/jpeg; charset=x", "text/plain\n",
        ] {
            assertInvalid(form(mimeType: type), .invalidMimeType(type))
        }
    }

    func testEmptyMissingAndNonRegularFiles() throws {
        let empty = try directory.file("empty.bin", contents: Data())
        assertInvalid(form(file: empty), .emptyFile)
        let missing = directory.url.appendingPathComponent("missing.bin")
        assertInvalid(form(file: missing), .unreadableFile(missing.path))
        assertInvalid(form(file: directory.url), .unreadableFile(directory.url.path))
        let remote = URL(string: "https://example.invalid/photo.jpg")!
        assertInvalid(form(file: remote), .unreadableFile(remote.absoluteString))
    }

    func testFieldNamesAndValuesAreChecked() {
        var badName = MultipartForm()
        badName.addField(name: "b\"iz", value: "x")
        assertInvalid(badName, .invalidFieldName("b\"iz"))
        var emptyName = MultipartForm()
        emptyName.addField(name: "", value: "x")
        assertInvalid(emptyName, .invalidFieldName(""))
        for value in ["a\r\nb", "a\nb", "a\rb"] {
            var badValue = MultipartForm()
            badValue.addField(name: "biz", value: value)
            assertInvalid(badValue, .invalidFieldValue(fieldName: "biz"))
        }
        var withBoundary = MultipartForm(boundary: "zing-fixed")
        withBoundary.addField(name: "biz", value: "x--zing-fixedy")
        assertInvalid(withBoundary, .invalidFieldValue(fieldName: "biz"))
        var badFileField = MultipartForm()
        badFileField.addFile(
            MultipartFile(fieldName: "fi\nle", fileURL: photo, fileName: "a.jpg", mimeType: "image/jpeg"))
        assertInvalid(badFileField, .invalidFieldName("fi\nle"))
    }

    func testBoundaryIsChecked() {
        for boundary in ["", "a\r\nb", String(repeating: "a", count: 71), "ends-with-space ", "semi;colon"] {
            assertInvalid(MultipartForm(boundary: boundary), .invalidBoundary(boundary))
        }
        XCTAssertNoThrow(try MultipartForm(boundary: String(repeating: "a", count: 70)).validate())
    }

    func testBoundariesAreFreshAndWellFormed() throws {
        let first = MultipartForm()
        let second = MultipartForm()
        XCTAssertNotEqual(first.boundary, second.boundary)
        let pattern = try NSRegularExpression(pattern: "^zing-[0-9a-f]{32}$")
        for boundary in [first.boundary, second.boundary, MultipartForm.makeBoundary()] {
            let range = NSRange(boundary.startIndex..., in: boundary)
            XCTAssertNotNil(pattern.firstMatch(in: boundary, range: range), boundary)
        }
        XCTAssertEqual(first.contentType, "multipart/form-data; boundary=\(first.boundary)")
    }

    func testErrorDescriptions() {
        XCTAssertEqual(MultipartValidationError.emptyFile.description, "the file is empty")
        XCTAssertEqual(MultipartValidationError.invalidMimeType("x").description, "invalid MIME type \"x\"")
        XCTAssertFalse(MultipartValidationError.invalidFieldValue(fieldName: "biz").description.contains("\n"))
    }
}
