@_spi(Generated) import APIRuntime
import APITesting
import Foundation
import XCTest

/// A recorded request never prints a credential: not a token header of the contract's own name, not a signer's
/// secret value.
final class RecordedRequestTests: XCTestCase {
    /// A contract whose token travels in `X-Token` and whose one endpoint is signed with a secret `X-Sign`.
    private enum SignedContract: APIContract {
        enum ErrorClass: String, APIErrorClass, CaseIterable {
            case rejected, failed

            var name: String { rawValue }
            var invalidatesSession: Bool { false }
            var keepsCredentials: Bool { true }
            var isRetryable: Bool { false }
            var refreshes: Bool { false }
            var endsInSessionState: SessionState? { nil }
        }

        struct Operation: APIOperation {
            let spec: EndpointSpec
        }

        static let headerPolicy = HeaderPolicy(token: .header(name: "X-Token"))
        static let retryPolicy = RetryPolicy.never
        static let maxResponseBytes = 4096

        static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
            observation.isLocalRejection([.invalidInput]) ? .rejected : .failed
        }

        static let search = Operation(
            spec: EndpointSpec(
                name: "search", method: .get, path: "/search", carriesToken: true, sendsTenant: false, role: .read,
                retry: .never, envelope: EnvelopeFormat(style: .none),
                signedValues: [SignedValue(.header("X-Sign"), isSecret: true)]))
    }

    func testTheTokenAndTheSecretSignatureNeverPrint() async throws {
        let transport = ScriptedTransport(status: 204, body: "")
        let core = APIClientCore<SignedContract>(
            baseURL: URL(string: "https://api.example.com")!, transport: transport, signer: ExampleSigner())
        let prepared = try core.prepare(
            SignedContract.search, session: SessionHeaders(token: "TOKSECRET-5d2e", tenant: nil), body: .none)
        _ = try? await core.callForNothing(prepared, operation: SignedContract.search)
        let recorded = try XCTUnwrap(transport.recorded.first)
        XCTAssertEqual(recorded.value(forHeader: "X-Token"), "TOKSECRET-5d2e")
        XCTAssertEqual(recorded.value(forHeader: "X-Sign"), "example-X-Sign")
        for text in [recorded.description, "\(recorded)"] {
            XCTAssertFalse(text.contains("TOKSECRET"), text)
            XCTAssertFalse(text.contains("example-X-Sign"), text)
            XCTAssertTrue(text.contains("X-Token") && text.contains("X-Sign"), text)
        }
    }
}
