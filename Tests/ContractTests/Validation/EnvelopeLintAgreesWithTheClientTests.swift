@_spi(Generated) import APIRuntime
import Foundation
import XCTest

@testable import Contract

/// Lint's verdict on a success example and the client's on the same answer agree, for each envelope style: lint
/// reads the example by the contract's envelope (its code, its payload in a field or the body less the envelope's
/// keys, a closed model); the runtime reads the answer by the `EnvelopeFormat` the generator hands it. An example lint
/// accepts as a success is one the client returns; one it refuses, the client fails.
final class EnvelopeLintAgreesWithTheClientTests: XCTestCase {
    /// The payload: a closed model with one field, as the generator writes it for `open: false`.
    struct Entry: Decodable, Sendable {
        init(from decoder: any Decoder) throws {
            try decoder.rejectUnknownKeys(["id"])
            _ = try decoder.container(keyedBy: Key.self).decode(String.self, forKey: Key("id"))
        }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    enum Agreement: APIContract {
        enum ErrorClass: String, APIErrorClass, CaseIterable {
            case failed
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

        static let headerPolicy = HeaderPolicy()
        static let retryPolicy = RetryPolicy(maxAttempts: 1, baseDelay: .zero, maxDelay: .zero, retryAfterCap: .zero)
        static let maxResponseBytes = 1 << 16
        static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass { .failed }
    }

    struct Answer: HTTPTransport {
        var body: String
        func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
            HTTPResponse(statusCode: 200, headers: [], body: Data(body.utf8))
        }
    }

    struct NoWait: RetrySleeper {
        func sleep(for duration: Duration) async throws {}
    }

    /// A style: its `envelopes:` entry, the endpoint's `payload:`, and bodies to judge.
    struct Style {
        var entry: String
        var payload: String
        var bodies: [String]
    }

    static let styles = [
        Style(
            entry: "{ style: code, code: code, message: msg, payload: data, successCodes: [0] }", payload: "result",
            bodies: [
                #"{"code": 0, "data": {"id": "a"}}"#, #"{"code": "0", "data": {"id": "a"}}"#,
                #"{"code": 0.0, "data": {"id": "a"}}"#, #"{"code": 1, "data": {"id": "a"}}"#,
                #"{"data": {"id": "a"}}"#, #"{"code": 0, "data": {"id": "a", "x": 1}}"#,
                #"{"code": 0, "msg": "ok", "data": {"id": 5}}"#, #"{"code": 1e2, "data": {"id": "a"}}"#,
                #"{"code": 18446744073709551616, "data": {"id": "a"}}"#, #"{"code": [0], "data": {"id": "a"}}"#,
            ]),
        Style(
            entry: "{ style: code, code: errcode, message: errmsg, successCodes: [0], successWithoutCode: true }",
            payload: "body",
            bodies: [
                #"{"id": "a"}"#, #"{"errcode": 0, "errmsg": "ok", "id": "a"}"#, #"{"errcode": "0", "id": "a"}"#,
                #"{"errcode": 5, "id": "a"}"#, #"{"errcode": 0, "id": "a", "x": 1}"#, #"{"errcode": null, "id": "a"}"#,
                #"{"errcode": {"v": 0}, "id": "a"}"#, #"{"errmsg": "ok", "id": "a"}"#,
            ]),
        Style(
            entry: """
                { style: code, codeType: string, code: Response.Error.Code, message: Response.Error.Message,
                    payload: Response, successWithoutCode: true }
                """, payload: "result",
            bodies: [
                #"{"Response": {"id": "a"}}"#, #"{"Response": {"Error": null, "id": "a"}}"#,
                #"{"Response": {"Error": {"Code": "X"}, "id": "a"}}"#, #"{"Response": {"Error": "X", "id": "a"}}"#,
                #"{"Response": {"Error": {"Message": "m"}, "id": "a"}}"#, #"{"Response": 5}"#,
                #"{"Response": {"Error": {"Code": 1.5}, "id": "a"}}"#, #"{"Response": {"id": "a", "x": 1}}"#,
            ]),
        Style(
            entry: "{ style: none, problemDetails: true }", payload: "body",
            bodies: [#"{"id": "a"}"#, #"{"type": "about:blank", "id": "a"}"#, #"{"id": 1}"#]),
    ]

    /// The contract with one success example of `body` (none when nil).
    private func contract(_ style: Style, body: String?) -> String {
        let example = body.map {
            """

                examples:
                  - name: an answer
                    response: '\($0.replacingOccurrences(of: "'", with: "''"))'
                    expect: { success: true }
            """
        }
        return """
            format: 1
            info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: true, docs: [t.md] }
            models:
              Entry:
                open: false
                fields:
                  id: { type: string }
            envelopes:
              wire: \(style.entry)
            errorClasses:
              failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
              - { otherwise: true, class: failed }
            endpoints:
              read:
                method: GET
                path: /read
                response: { envelope: wire, payload: \(style.payload), type: Entry }\(example ?? "")
            """
    }

    func testLintAcceptsASuccessExampleExactlyWhenTheClientReturnsIt() async throws {
        var checked = 0
        for style in Self.styles {
            for body in style.bodies {
                let loaded = ContractLoader.load(text: contract(style, body: body), file: "t.yaml")
                let errors = loaded.diagnostics.filter { $0.severity == .error }
                let lint = errors.isEmpty
                let bare = ContractLoader.load(text: contract(style, body: nil), file: "t.yaml")
                let envelope = try XCTUnwrap(
                    bare.contract?.envelopes.first?.format, "\(style.entry): \(bare.diagnostics.map(\.message))")
                let client = await returns(body, envelope, body: style.payload == "body")
                XCTAssertEqual(lint, client, "\(style.entry) \(body): lint \(errors.map(\.message))")
                checked += 1
            }
        }
        XCTAssertEqual(checked, Self.styles.map(\.bodies.count).reduce(0, +))
    }

    func testLintNeverPrintsAHostileCodeOrMessageRaw() throws {
        let hostile = #"\u202Eevil\u2066\u001B[31m"#
        for (style, body) in [
            (Self.styles[0], #"{"code": "\#(hostile)", "msg": "\#(hostile)", "data": {"id": "a"}}"#),
            (Self.styles[1], #"{"errcode": {"\#(hostile)": 1}, "errmsg": "\#(hostile)", "id": "a"}"#),
            (Self.styles[2], #"{"Response": {"Error": {"Code": "\#(hostile)"}, "id": "a"}}"#),
        ] {
            let diagnostics = ContractLoader.load(text: contract(style, body: body), file: "t.yaml").diagnostics
            XCTAssertFalse(diagnostics.isEmpty, body)
            if style.payload == "result", body.hasPrefix(#"{"code""#) {
                XCTAssertTrue(diagnostics.contains { $0.description.contains(#"\u202E"#) }, "escaped: \(diagnostics)")
            }
            for diagnostic in diagnostics {
                let printed = diagnostic.description
                for scalar in ["\u{202E}", "\u{2066}", "\u{1B}"] as [Unicode.Scalar] {
                    XCTAssertFalse(printed.unicodeScalars.contains(scalar), printed.debugDescription)
                }
            }
        }
    }

    private func returns(_ body: String, _ envelope: EnvelopeFormat, body location: Bool) async -> Bool {
        let core = APIClientCore<Agreement>(
            baseURL: URL(string: "https://api.example.com")!, transport: Answer(body: body), sleeper: NoWait(),
            jitter: { 0 })
        let operation = Agreement.Operation(
            spec: EndpointSpec(
                name: "read", method: .get, path: "/read", carriesToken: false, sendsTenant: false, role: .read,
                retry: .never, envelope: envelope))
        do {
            let prepared = try core.prepare(operation, session: nil, body: .none)
            _ =
                location
                ? try await core.callForBody(prepared, operation: operation, payload: Entry.self)
                : try await core.callForPayload(prepared, operation: operation, payload: Entry.self)
            return true
        } catch {
            return false
        }
    }
}
