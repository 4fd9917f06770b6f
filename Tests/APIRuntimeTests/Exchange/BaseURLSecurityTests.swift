@_spi(Generated) import APIRuntime
import Foundation
import XCTest

final class BaseURLSecurityTests: XCTestCase {
    func testLoopbackHosts() {
        for host in [
            "localhost", "LOCALHOST", "localhost.", "127.0.0.1", "127.255.3.4", "::1", "[::1]", "0:0:0:0:0:0:0:1",
        ] {
            XCTAssertTrue(BaseURLSecurity.isLoopback(host: host), host)
        }
        for host in [
            "127.1", "127.0.0.256", "0x7f.0.0.1", "128.0.0.1", "localhost.example", "example.localhost", "0.0.0.0",
            "::", "10.0.0.1", "127.0.0.1.example.com", "127.00000.0.1",
        ] {
            XCTAssertFalse(BaseURLSecurity.isLoopback(host: host), host)
        }
    }

    func testRefusals() throws {
        func refusal(_ text: String, allows: Bool = false) throws -> String? {
            BaseURLSecurity.refusal(of: try XCTUnwrap(URL(string: text)), allowsInsecureHTTP: allows).map(\.description)
        }
        XCTAssertNil(try refusal("https://work.zingyang.com/api"))
        XCTAssertNil(try refusal("http://127.0.0.1:8080/api"))
        XCTAssertNil(try refusal("http://api.example.com", allows: true))
        XCTAssertNotNil(try refusal("http://api.example.com"))
        XCTAssertNotNil(try refusal("ftp://api.example.com", allows: true))
        XCTAssertNotNil(try refusal("/relative/path"))
        for text in [
            "https://user:pass@api.example.com/v1", "https://user@api.example.com/v1", "https://:pass@api.example.com",
            "https://api.example.com/v1?tenant=1", "https://api.example.com/v1?", "https://api.example.com/v1#top",
            "http://user:pass@127.0.0.1:8080/api",
        ] {
            XCTAssertNotNil(try refusal(text, allows: true), text)
        }
    }

    /// A base URL with a user name or password (URLSession would send them as `Authorization: Basic` beside the
    /// token), a query or a fragment (each call's path would land inside it) makes every call fail before sending,
    /// with a detail that says why and never shows the user information.
    func testUserInfoAQueryOrAFragmentRefuseEveryCallBeforeSending() async throws {
        let password = "hunter2-base-password"
        let cases: [(url: String, detail: String)] = [
            ("https://zing-user:\(password)@api.example.com/v1", "user name or password"),
            ("https://\(password)@api.example.com/v1", "user name or password"),
            ("https://api.example.com/v1?key=\(password)", "query or a fragment"),
            ("https://api.example.com/v1#\(password)", "query or a fragment"),
        ]
        for (url, expected) in cases {
            let transport = StubTransport { _ in HTTPResponse(statusCode: 200, body: Data(#"{"success":true}"#.utf8)) }
            let core = APIClientCore.plain(transport, baseURL: url)
            for operation in [PlainContract.read, PlainContract.write] {
                let result = await core.call(operation)
                let failure = try XCTUnwrap(result.failure, url)
                XCTAssertEqual(failure.observation.localRejection, .invalidInput, url)
                let detail = try XCTUnwrap(failure.detail, url)
                XCTAssertTrue(detail.contains(expected), detail)
                for text in [detail, failure.description, String(reflecting: failure)] {
                    XCTAssertFalse(text.contains(password), text)
                    XCTAssertFalse(text.contains("zing-user"), text)
                }
            }
            XCTAssertTrue(transport.requests.isEmpty, url)
        }
    }
}
