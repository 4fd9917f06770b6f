@_spi(Generated) import APIRuntime
import APITesting
import Foundation
import XCTest

/// A signed endpoint's calls: the app's signer sees the request as it will be sent and its values are added (a
/// secret one redacted from an answer that echoes it); no signer, a signer that throws and one that returns other
/// values, or a value with a line break, a control character or past ``SignedValue/maximumLength``, are refused before
/// anything is sent, and the signer's own error text or value is never shown.
final class RequestSigningTests: XCTestCase {
    private static let signature = "sig-9f2c-secret-value"
    private static let operation = PlainContract.Operation(
        spec: EndpointSpec(
            name: "search", method: .get, path: "/search", carriesToken: true, sendsTenant: false, role: .read,
            retry: .never, envelope: PlainContract.envelope,
            signedValues: [SignedValue(.query("w_rid")), SignedValue(.header("X-Sign"), isSecret: true)]))

    struct Signer: RequestSigner {
        var answer: @Sendable (RequestToSign) throws -> [String: String]
        func sign(_ request: RequestToSign) async throws -> [String: String] { try answer(request) }
    }

    struct SignerError: Error, CustomStringConvertible {
        var description: String { "key sig-9f2c-secret-value expired" }
    }

    private func call(signer: (any RequestSigner)?, transport: StubTransport) async -> Result<
        Void, APIError<PlainContract.ErrorClass>
    > {
        let core = APIClientCore<PlainContract>(
            baseURL: URL(string: "https://api.example.com/v1")!, transport: transport, sleeper: NoWait(),
            jitter: { 0 }, signer: signer)
        do {
            let prepared = try core.prepare(
                Self.operation, query: [.value("q", "a b")], session: SessionHeaders(token: "tok-1", tenant: nil),
                body: .none)
            try await core.callForNothing(prepared, operation: Self.operation.messageOnly)
            return .success(())
        } catch {
            return .failure(error)
        }
    }

    func testTheSignerSeesTheRequestAndItsValuesAreSentWithTheSecretRedacted() async throws {
        // ExampleSigner signs `X-Sign` with `example-X-Sign`, a secret the server echoes in its message.
        let secret = "example-X-Sign"
        let transport = StubTransport(
            status: 200, body: #"{"success": false, "code": 7, "message": "bad example-X-Sign"}"#)
        let signer = ExampleSigner()
        guard case .failure(let error) = await call(signer: signer, transport: transport) else {
            return XCTFail("the envelope reports a failure")
        }
        let request = try XCTUnwrap(transport.requests.first)
        XCTAssertEqual(request.url.query, "q=a%20b&w_rid=example-w_rid")
        XCTAssertEqual(request.value(forHeader: "X-Sign"), secret)
        let seen = signer.signed.first
        XCTAssertEqual(signer.signed.count, 1)
        XCTAssertEqual(seen?.queryItems.map(\.name), ["q"], "the signer signs the request without its values")
        XCTAssertEqual(seen?.values.map(\.placement.name), ["w_rid", "X-Sign"])
        XCTAssertEqual(seen?.value(forHeader: "X-Access-Token"), "tok-1")
        XCTAssertFalse("\(error)".contains(secret), "\(error)")
        XCTAssertFalse((error.message ?? "").contains(secret))
    }

    func testNoSignerAThrowingOneAndOtherValuesAreRefusedBeforeSending() async throws {
        let cases: [(signer: (any RequestSigner)?, detail: String)] = [
            (nil, "endpoint 'search' is signed, but the client was given no request signer"),
            (Signer { _ in throw SignerError() }, "the request signer failed"),
            (
                Signer { _ in ["w_rid": "x"] },
                "the request signer returned w_rid; the contract's signing adds w_rid, X-Sign"
            ),
        ]
        for (signer, detail) in cases {
            let transport = StubTransport(status: 200, body: #"{"success": true}"#)
            guard case .failure(let error) = await call(signer: signer, transport: transport) else {
                return XCTFail("refused: \(detail)")
            }
            XCTAssertEqual(error.errorClass, .rejected)
            XCTAssertEqual(error.detail, detail)
            XCTAssertTrue(transport.requests.isEmpty, "nothing is sent: \(detail)")
            XCTAssertFalse("\(error)".contains(Self.signature))
        }
    }

    func testAValueThatCannotTravelIsRefusedBeforeSendingByItsName() async throws {
        let tooLong = String(repeating: "S", count: SignedValue.maximumLength + 1)
        let cases: [(values: [String: String], detail: String)] = [
            (
                ["w_rid": "1", "X-Sign": "SIGVAL\r\nX-Other: 1"],
                "the request signer's value 'X-Sign' holds a line break"
            ),
            (["w_rid": "1", "X-Sign": "SIGVAL\n"], "the request signer's value 'X-Sign' holds a line break"),
            (
                ["w_rid": "1\u{1B}[2J", "X-Sign": "SIGVAL"],
                "the request signer's value 'w_rid' holds a control character"
            ),
            (["w_rid": "1", "X-Sign": "SIG\u{0}VAL"], "the request signer's value 'X-Sign' holds a control character"),
            (["w_rid": "1", "X-Sign": tooLong], "the request signer's value 'X-Sign' is longer than 8192 bytes"),
        ]
        for (values, detail) in cases {
            let transport = StubTransport(status: 200, body: #"{"success": true}"#)
            guard case .failure(let error) = await call(signer: Signer { _ in values }, transport: transport) else {
                return XCTFail("refused: \(detail)")
            }
            XCTAssertEqual(error.errorClass, .rejected)
            XCTAssertEqual(error.detail, detail)
            XCTAssertTrue(transport.requests.isEmpty, "nothing is sent: \(detail)")
            for text in ["SIGVAL", "SIG", "[2J", "SSSSSSSS"] {
                XCTAssertFalse("\(error)".contains(text), "the value's text is never shown: \(error)")
            }
        }
        let transport = StubTransport(status: 200, body: #"{"success": true}"#)
        let longest = String(repeating: "s", count: SignedValue.maximumLength)
        guard
            case .success = await call(signer: Signer { _ in ["w_rid": "1", "X-Sign": longest] }, transport: transport)
        else { return XCTFail("a value of the bound's length is sent") }
    }
}

extension RequestToSign {
    /// The first value of the header named `name`, compared case-insensitively.
    func value(forHeader name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }
}
