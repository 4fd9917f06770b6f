@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// The shared core's part of the threat model (docs/threat-model.md): an oversized body, a redirect and a plain-HTTP
/// base URL are each refused with a clear, classified error, and nothing is retried that must not be.
final class HostileAnswerTests: XCTestCase {
    private let ok = #"{"success":true,"code":0}"#

    func testEveryRequestCarriesItsEndpointsSizeLimit() async throws {
        let transport = StubTransport(status: 200, body: ok)
        let core = APIClientCore.plain(transport)
        _ = await core.call(PlainContract.read)
        _ = await core.call(PlainContract.small)
        XCTAssertEqual(transport.requests.map(\.maxResponseBytes), [4096, 1024], "the contract's, then the endpoint's")
    }

    func testABodyOverTheLimitIsRefusedEvenWhenTheTransportDeliveredIt() async throws {
        let transport = StubTransport(status: 200, body: String(repeating: " ", count: 5000) + ok)
        let result = await APIClientCore.plain(transport).call(PlainContract.read)
        let error = try XCTUnwrap(result.failure)
        XCTAssertEqual(error.errorClass, .invalidResponse)
        XCTAssertEqual(error.attempts, 1, "never retried, even on an idempotent read")
        XCTAssertEqual(transport.requests.count, 1)
        XCTAssertEqual(error.detail, "the response body is larger than the 4 KiB limit; reading stopped there")
    }

    func testATransportThatStoppedAtTheLimitGivesTheSameClass() async throws {
        let transport = StubTransport { _ throws(TransportFault) in throw .responseTooLarge(limit: 1024) }
        let result = await APIClientCore.plain(transport).call(PlainContract.small)
        let error = try XCTUnwrap(result.failure)
        XCTAssertEqual(error.errorClass, .invalidResponse)
        XCTAssertEqual(error.attempts, 1)
        XCTAssertTrue(error.description.contains("1 KiB limit"), error.description)
    }

    func testARedirectIsNamedByItsOriginOnly() async throws {
        let locations = [
            "https://evil.example:8443/steal?token=abc": "https://evil.example:8443",
            "/elsewhere/path?q=1": "https://api.example.com",
            "HTTP://Other.Example/x": "http://Other.Example",
            "http://[::1]:9000/a": "http://[::1]:9000",
        ]
        for status in [301, 302, 303, 307, 308] {
            for (location, origin) in locations {
                let transport = StubTransport(status: status, headers: ["Location": location], body: ok)
                let result = await APIClientCore.plain(transport).call(PlainContract.write)
                let error = try XCTUnwrap(result.failure)
                XCTAssertEqual(error.errorClass, .invalidResponse, "\(status) \(location)")
                XCTAssertEqual(
                    error.detail, "a redirect (HTTP \(status)) to \(origin) was not followed; redirects never are")
            }
        }
        let bare = StubTransport(status: 302, body: "")
        let result = await APIClientCore.plain(bare).call(PlainContract.read)
        let error = try XCTUnwrap(result.failure)
        XCTAssertEqual(error.detail, "a redirect (HTTP 302) without a Location; redirects are never followed")
        XCTAssertEqual(error.attempts, 1)
    }

    func testPlainHTTPIsRefusedBeforeAnythingIsSent() async throws {
        for base in ["http://api.example.com", "http://10.0.0.5:8080/api", "http://127.1/", "ftp://api.example.com"] {
            let transport = StubTransport(status: 200, body: ok)
            let result = await APIClientCore.plain(transport, baseURL: base).call(PlainContract.read)
            let error = try XCTUnwrap(result.failure)
            XCTAssertEqual(error.errorClass, .rejected, base)
            XCTAssertEqual(error.observation.localRejection, .invalidInput, base)
            XCTAssertEqual(error.attempts, 0, base)
            XCTAssertTrue(transport.requests.isEmpty, "\(base): nothing sent")
        }
        let refused = await APIClientCore.plain(StubTransport(status: 200, body: ok), baseURL: "http://api.example.com")
            .call(PlainContract.read)
        XCTAssertEqual(
            refused.failure?.detail,
            "the base URL http://api.example.com is plain HTTP to a host that is not loopback, so tokens would travel "
                + "in clear text; use https, or allow insecure HTTP explicitly")
    }

    func testLoopbackAndTheExplicitOptInMaySpeakPlainHTTP() async throws {
        for base in ["http://127.0.0.1:8080", "http://localhost/api", "http://[::1]:9", "https://api.example.com"] {
            let transport = StubTransport(status: 200, body: ok)
            let result = await APIClientCore.plain(transport, baseURL: base).call(PlainContract.read)
            XCTAssertNil(result.failure, base)
            XCTAssertEqual(transport.requests.count, 1, base)
        }
        let transport = StubTransport(status: 200, body: ok)
        let result = await APIClientCore.plain(transport, baseURL: "http://10.0.0.5", allowsInsecureHTTP: true)
            .call(PlainContract.read)
        XCTAssertNil(result.failure)
        XCTAssertEqual(transport.requests.count, 1)
    }
}
