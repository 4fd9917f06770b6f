import Foundation
import XCTest

@testable import APIRuntime

final class HTTPTypesTests: XCTestCase {
    private let request = HTTPRequest(
        method: .post, url: URL(string: "https://work.example.invalid/api/sys/common/upload?biz=a")!,
        headers: [
            HTTPHeader(name: "X-Access-Token", value: "tok-secret-1"),
            HTTPHeader(name: "authorization", value: "Bearer tok-secret-2"),
            HTTPHeader(name: "Cookie", value: "sid=tok-secret-3"),
            HTTPHeader(name: "Proxy-Authorization", value: "Basic tok-secret-4"),
            HTTPHeader(name: "X-Tenant-Id", value: "1234"),
        ],
        body: .data(Data(#"{"identityToken":"tok-secret-5"}"#.utf8)))

    func testHeaderLookupIsCaseInsensitive() {
        XCTAssertEqual(request.value(forHeader: "x-tenant-id"), "1234")
        XCTAssertEqual(request.value(forHeader: "AUTHORIZATION"), "Bearer tok-secret-2")
        XCTAssertNil(request.value(forHeader: "Accept"))
        let response = HTTPResponse(statusCode: 200, headers: [HTTPHeader(name: "retry-after", value: "3")])
        XCTAssertEqual(response.value(forHeader: "Retry-After"), "3")
        XCTAssertNil(response.value(forHeader: "Content-Type"))
    }

    func testNoQueryValueIsPrintedNamesAreKept() {
        let request = HTTPRequest(
            method: .get,
            url: URL(string: "https://api.example.com/sns/userinfo?access_token=tok-query-1&openid=o-7&flag&=x#frag")!)
        var dumped = ""
        dump(request, to: &dumped)
        for text in [request.description, request.debugDescription, String(reflecting: request), dumped] {
            XCTAssertFalse(text.contains("tok-query-1"), text)
            XCTAssertFalse(text.contains("o-7"), text)
            XCTAssertFalse(text.contains("frag"), text)
        }
        XCTAssertEqual(
            request.description,
            "GET https://api.example.com/sns/userinfo?access_token=<redacted>&openid=<redacted>&flag&=<redacted> "
                + "headers: [] body: none")
    }

    func testFirstOfRepeatedHeadersWins() {
        let response = HTTPResponse(
            statusCode: 200,
            headers: [HTTPHeader(name: "X-A", value: "1"), HTTPHeader(name: "x-a", value: "2")])
        XCTAssertEqual(response.value(forHeader: "X-A"), "1")
    }

    func testRequestDescriptionRedactsCredentialsAndBody() {
        var dumped = ""
        dump(request, to: &dumped)
        for text in [request.description, request.debugDescription, "\(request)", String(reflecting: request), dumped] {
            XCTAssertFalse(text.contains("tok-secret"), text)
        }
        XCTAssertEqual(
            request.description,
            "POST https://work.example.invalid/api/sys/common/upload?biz=<redacted> headers: [X-Access-Token: <redacted>, "
                + "authorization: <redacted>, Cookie: <redacted>, Proxy-Authorization: <redacted>, "
                + "X-Tenant-Id: 1234] body: 32 bytes")
    }

    func testResponseDescriptionRedactsSetCookieAndBody() {
        let response = HTTPResponse(
            statusCode: 200,
            headers: [HTTPHeader(name: "Set-Cookie", value: "sid=tok-secret"), HTTPHeader(name: "X-Id", value: "7")],
            body: Data(#"{"token":"tok-secret"}"#.utf8))
        var dumped = ""
        dump(response, to: &dumped)
        for text in [response.description, String(reflecting: response), dumped] {
            XCTAssertFalse(text.contains("tok-secret"), text)
        }
        XCTAssertEqual(response.description, "200 headers: [Set-Cookie: <redacted>, X-Id: 7] body: 22 bytes")
    }

    func testHeaderPrintsRedacted() {
        let header = HTTPHeader(name: "x-ACCESS-token", value: "tok-secret")
        XCTAssertTrue(header.isSensitive)
        XCTAssertEqual("\(header)", "x-ACCESS-token: <redacted>")
        XCTAssertEqual(String(reflecting: [header]), "[x-ACCESS-token: <redacted>]")
        XCTAssertFalse(HTTPHeader(name: "Accept", value: "*/*").isSensitive)
        XCTAssertEqual(header.value, "tok-secret")
    }

    func testBodySummaries() {
        var file = request
        file.body = .file(URL(fileURLWithPath: "/tmp/body.bin"))
        XCTAssertTrue(file.description.hasSuffix("body: file"))
        file.body = nil
        XCTAssertTrue(file.description.hasSuffix("body: none"))
    }

    func testShorterThanDeclared() {
        func response(_ headers: [String: String], body: Int, status: Int = 200) -> HTTPResponse {
            HTTPResponse(
                statusCode: status, headers: headers.map { HTTPHeader(name: $0.key, value: $0.value) },
                body: Data(count: body))
        }
        XCTAssertTrue(response(["Content-Length": "10"], body: 4).isShorterThanDeclared)
        XCTAssertFalse(response(["content-length": "4"], body: 4).isShorterThanDeclared)
        XCTAssertFalse(
            response(["Content-Length": "10", "Content-Encoding": "gzip"], body: 4).isShorterThanDeclared)
        XCTAssertTrue(
            response(["Content-Length": "10", "Content-Encoding": "identity"], body: 4)
                .isShorterThanDeclared)
        XCTAssertFalse(response(["Content-Length": "10"], body: 0, status: 304).isShorterThanDeclared)
        XCTAssertFalse(response(["Content-Length": "10"], body: 0, status: 204).isShorterThanDeclared)
        XCTAssertFalse(response([:], body: 0).isShorterThanDeclared)
        XCTAssertFalse(response(["Content-Length": "junk"], body: 0).isShorterThanDeclared)
    }
}
