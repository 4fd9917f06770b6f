import Foundation
import XCTest

@testable import ContractVerify

/// A captured multipart body kept as text (as browsers export it) is read into its parts.
final class MultipartTextTests: XCTestCase {
    private let mimeType = "multipart/form-data; boundary=----WebKitFormBoundaryQ1w2E3r4"

    func testABrowsersMultipartTextIsReadIntoItsParts() throws {
        let text =
            "------WebKitFormBoundaryQ1w2E3r4\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n"
            + "Content-Type: image/png\r\n\r\n\u{89}PNG\r\n------WebKitFormBoundaryQ1w2E3r4\r\n"
            + "Content-Disposition: form-data; name=\"biz\"\r\n\r\ntemp\r\n------WebKitFormBoundaryQ1w2E3r4--\r\n"
        let fields = try XCTUnwrap(MultipartText.fields(of: Data(text.utf8), mimeType: mimeType))
        XCTAssertEqual(fields.map(\.name), ["file", "biz"])
        XCTAssertEqual(fields[0].fileName, "a.png")
        XCTAssertEqual(fields[0].contentType, "image/png")
        XCTAssertNil(fields[0].value, "a file part's bytes are not kept as a value")
        XCTAssertEqual(fields[1].value, "temp")
    }

    func testTheBoundaryIsReadQuotedOrNotAndOnlyForMultipart() {
        XCTAssertEqual(MultipartText.boundary(in: #"multipart/form-data; boundary="a b""#), "a b")
        XCTAssertEqual(MultipartText.boundary(in: "Multipart/Form-Data;Boundary=x"), "x")
        XCTAssertNil(MultipartText.boundary(in: "application/json; boundary=x"))
        XCTAssertNil(MultipartText.boundary(in: "multipart/form-data"))
        XCTAssertNil(MultipartText.fields(of: Data("no parts here".utf8), mimeType: "multipart/form-data; boundary=b"))
    }

    func testHostileBodiesAreBounded() throws {
        let part = "--b\r\nContent-Disposition: form-data; name=\"f\"\r\n\r\nv\r\n"
        let many = String(repeating: part, count: 5_000) + "--b--"
        let fields = try XCTUnwrap(
            MultipartText.fields(of: Data(many.utf8), mimeType: "multipart/form-data; boundary=b"))
        XCTAssertEqual(fields.count, MultipartText.maximumParts)
        let nameless = "--b\r\nContent-Disposition: form-data\r\n\r\nv\r\n--b\r\nX: y\r\n\r\n--b--"
        XCTAssertNil(MultipartText.fields(of: Data(nameless.utf8), mimeType: "multipart/form-data; boundary=b"))
    }
}
