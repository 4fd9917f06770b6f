@_spi(Generated) import APIRuntime
import Foundation
import LoopbackHTTP
import XCTest

/// A form body over real loopback HTTP: the server gets exactly the bytes the WHATWG serializer makes, with its
/// media type, whatever the values hold; and no text the client makes (the error in every spelling, every observed
/// event, the request's own description) holds a secret field's value, even when the server echoes the body back.
final class FormBodyTests: XCTestCase {
    private static let csrf = Secret("csrf&token=1%+ é\r\n")

    private static func core(_ server: LoopbackServer, observer: RecordingObserver) -> APIClientCore<PlainContract> {
        APIClientCore(
            baseURL: server.baseURL, transport: URLSessionTransport(), sleeper: NoWait(), observer: observer,
            jitter: { 0 })
    }

    private static var form: URLEncodedForm {
        var form = URLEncodedForm()
        form.addField(name: "fid", value: "a&b=c%d+e f")
        form.addField(name: "note", value: "line\r\nbreak 😀 中文 ~*-._")
        form.addField(name: "csrf", secret: csrf)
        return form
    }

    func testTheServerGetsTheExactBytesAndMediaType() async throws {
        let server = try LoopbackServer { _ in .json(#"{"success": true}"#) }
        defer { server.stop() }
        let observer = RecordingObserver()
        let core = Self.core(server, observer: observer)
        let prepared = try core.prepare(PlainContract.write, session: nil, body: .form(Self.form))
        try await core.callForNothing(prepared, operation: PlainContract.write.messageOnly)

        let request = try XCTUnwrap(server.requests.first)
        XCTAssertEqual(
            String(decoding: request.body, as: UTF8.self),
            "fid=a%26b%3Dc%25d%2Be+f&note=line%0D%0Abreak+%F0%9F%98%80+%E4%B8%AD%E6%96%87+%7E*-._"
                + "&csrf=csrf%26token%3D1%25%2B+%C3%A9%0D%0A")
        XCTAssertEqual(
            request.headers.filter { $0.name.lowercased() == "content-type" }.map(\.value),
            ["application/x-www-form-urlencoded"])
        XCTAssertTrue(
            observer.everythingShown.contains("POST /write prepared (no credentials; form body of 125 bytes)"),
            observer.everythingShown)
        assertNoSecret(in: observer.everythingShown, "events")
        XCTAssertEqual(Self.form.description, "form body (fid, note, csrf)")
    }

    func testAnEchoedBodyShowsNoSecretInTheErrorOrTheEvents() async throws {
        // The server puts the raw body, and the body decoded, in every text of a failure envelope.
        let server = try LoopbackServer { request in
            let raw = String(decoding: request.body, as: UTF8.self)
            let decoded = raw.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? raw
            let text = raw + " " + decoded
            let envelope: [String: Any] = ["success": false, "code": 500, "message": text, "errorCode": text]
            let json = String(decoding: try! JSONSerialization.data(withJSONObject: envelope), as: UTF8.self)
            return .json(json, status: 500)
        }
        defer { server.stop() }
        let observer = RecordingObserver()
        let core = Self.core(server, observer: observer)
        let prepared = try core.prepare(PlainContract.write, session: nil, body: .form(Self.form))
        var dumped = ""
        dump(prepared.request, to: &dumped)
        assertNoSecret(in: prepared.request.description + String(reflecting: prepared.request) + dumped, "request")
        do {
            try await core.callForNothing(prepared, operation: PlainContract.write.messageOnly)
            XCTFail("the server answers a failure")
        } catch {
            let texts = [error.description, error.message, error.errorCode, error.detail, String(reflecting: error)]
            assertNoSecret(in: texts.compactMap { $0 }.joined(separator: "\n"), "the error")
            XCTAssertTrue(error.message?.contains("fid=a%26b") == true, "what is not secret stays")
        }
        assertNoSecret(in: observer.everythingShown, "events")
    }

    private func assertNoSecret(in text: String, _ context: String, line: UInt = #line) {
        let value = Self.csrf.reveal()
        let formEncoded = "csrf%26token%3D1%25%2B+%C3%A9%0D%0A"
        XCTAssertFalse(text.contains(value), "\(context) shows the secret", line: line)
        XCTAssertFalse(text.contains(formEncoded), "\(context) shows the secret form-encoded", line: line)
        XCTAssertFalse(text.contains("token=1%+ é"), "\(context) shows part of the secret", line: line)
    }
}
