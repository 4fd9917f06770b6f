@_spi(Generated) import APIRuntime
import APITesting
import Foundation
import XCTest

/// A request the client prepared prints without the secrets it carries, whatever the contract names their places: a
/// token header of the contract's own name, and a signer's secret header and query values, in `description`,
/// `debugDescription` and `dump`.
final class RequestDescriptionTests: XCTestCase {
    private static let token = "TOKSECRET-7a41c9"

    private func core(_ transport: any HTTPTransport, signer: (any RequestSigner)? = nil)
        -> APIClientCore<CustomTokenContract>
    {
        APIClientCore(
            baseURL: URL(string: "https://api.example.com/v1")!, transport: transport, sleeper: NoWait(),
            jitter: { 0 }, signer: signer)
    }

    /// Every printed form of `request`.
    private func printed(_ request: HTTPRequest) -> [String] {
        var dumped = ""
        dump(request, to: &dumped)
        return [request.description, "\(request)", String(reflecting: request), dumped]
    }

    func testATokenHeaderOfTheContractsOwnNameIsRedacted() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true}"#)
        let prepared = try core(transport).prepare(
            CustomTokenContract.read, session: SessionHeaders(token: Secret(Self.token), tenant: nil), body: .none)
        XCTAssertEqual(prepared.request.value(forHeader: "X-Token"), Self.token, "the token is sent")
        for text in printed(prepared.request) {
            XCTAssertFalse(text.contains("TOKSECRET"), text)
            XCTAssertTrue(text.contains("X-Token"), "the header's name stays: \(text)")
        }
    }

    func testTheSignersSecretValuesAreRedactedAndTheOthersShown() async throws {
        let transport = StubTransport(status: 200, body: #"{"success": true}"#)
        let client = core(transport, signer: ExampleSigner())
        let prepared = try client.prepare(
            CustomTokenContract.signed, session: SessionHeaders(token: Secret(Self.token), tenant: nil), body: .none)
        try await client.callForNothing(prepared, operation: CustomTokenContract.signed.messageOnly)
        let sent = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(sent.value(forHeader: "X-Sign"), "example-X-Sign", "the signature is sent")
        XCTAssertEqual(sent.url.query, "w_rid=example-w_rid&sig=example-sig")
        for text in printed(sent) {
            for secret in ["example-X-Sign", "example-sig", "TOKSECRET"] {
                XCTAssertFalse(text.contains(secret), "\(secret): \(text)")
            }
            XCTAssertTrue(text.contains("X-Sign"), "the header's name stays: \(text)")
        }
    }

    /// The request a signer receives prints as the request it is: a signer that logs its argument (or a `dump` of
    /// it) shows the endpoint and the header names, never the token of the contract's own header.
    func testTheRequestASignerReceivesPrintsWithoutTheToken() async throws {
        let signer = PrintingSigner()
        let client = core(StubTransport(status: 200, body: #"{"success": true}"#), signer: signer)
        let prepared = try client.prepare(
            CustomTokenContract.signed, session: SessionHeaders(token: Secret(Self.token), tenant: nil), body: .none)
        try await client.callForNothing(prepared, operation: CustomTokenContract.signed.messageOnly)
        let texts = signer.printed.value
        XCTAssertEqual(texts.count, 4, "the signer was called once")
        for text in texts {
            XCTAssertFalse(text.contains("TOKSECRET"), text)
            XCTAssertTrue(text.contains("X-Token"), "the header's name stays: \(text)")
            XCTAssertTrue(text.contains("signed"), "the endpoint is named: \(text)")
        }
    }

    func testARequestMadeByHandPrintsAsBefore() {
        let request = HTTPRequest(
            method: .get, url: URL(string: "https://api.example.com/r?a=1")!,
            headers: [HTTPHeader(name: "X-Token", value: "plain"), HTTPHeader(name: "Authorization", value: "B x")])
        XCTAssertEqual(
            request.description,
            "GET https://api.example.com/r?a=<redacted> headers: [X-Token: plain, Authorization: <redacted>] body: none"
        )
    }
}

/// Signs as `ExampleSigner` does, and keeps every printed form of the request it was given.
private final class PrintingSigner: RequestSigner, Sendable {
    let printed = LockedTexts()

    func sign(_ request: RequestToSign) async throws -> [String: String] {
        var dumped = ""
        dump(request, to: &dumped)
        printed.append([request.description, "\(request)", String(reflecting: request), dumped])
        return Dictionary(
            uniqueKeysWithValues: request.values.map { ($0.placement.name, "example-\($0.placement.name)") })
    }
}

/// Texts appended from any task.
private final class LockedTexts: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []

    var value: [String] { lock.withLock { texts } }

    func append(_ more: [String]) { lock.withLock { texts += more } }
}
