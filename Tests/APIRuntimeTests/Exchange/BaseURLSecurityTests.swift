import APIRuntime
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
            BaseURLSecurity.refusal(of: try XCTUnwrap(URL(string: text)), allowsInsecureHTTP: allows)
        }
        XCTAssertNil(try refusal("https://work.zingyang.com/api"))
        XCTAssertNil(try refusal("http://127.0.0.1:8080/api"))
        XCTAssertNil(try refusal("http://api.example.com", allows: true))
        XCTAssertNotNil(try refusal("http://api.example.com"))
        XCTAssertNotNil(try refusal("ftp://api.example.com", allows: true))
        XCTAssertNotNil(try refusal("/relative/path"))
    }
}
