@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// Values computed per call: the client adds each where it travels, made at one moment from its source (a query
/// parameter after the request's own, a header, a form field after the form's own); a fixed source makes the exact
/// bytes; the system's makes values of their kind every time; and the kind's check refuses what is not one.
final class PerCallValueTests: XCTestCase {
    private static let values = [
        PerCallValue(.query("_t"), .unixMillis), PerCallValue(.header("X-Nonce"), .random(.hex, length: 16)),
        PerCallValue(.formField("ts"), .unixSeconds),
    ]
    private static let operation = PlainContract.Operation(
        spec: EndpointSpec(
            name: "confirm", method: .post, path: "/confirm", carriesToken: false, sendsTenant: false, role: .write,
            retry: .never, envelope: PlainContract.envelope, perCallValues: values))

    private func prepared(source: PerCallValueSource) throws -> HTTPRequest {
        let core = APIClientCore<PlainContract>(
            baseURL: URL(string: "https://api.example")!, transport: StubTransport(status: 200, body: "{}"),
            perCallValues: source)
        var form = URLEncodedForm()
        form.addField(name: "key", value: "k")
        return try core.prepare(Self.operation, query: [.value("page", "2")], session: nil, body: .form(form)).request
    }

    func testAFixedSourceMakesTheExactRequest() throws {
        let request = try prepared(source: .fixed(now: Date(timeIntervalSince1970: 1_733_212_800.5)))
        XCTAssertEqual(request.url.query, "page=2&_t=1733212800500")
        XCTAssertEqual(request.value(forHeader: "X-Nonce"), "0000000000000000")
        guard case .data(let body)? = request.body else { return XCTFail("a form body") }
        XCTAssertEqual(String(decoding: body, as: UTF8.self), "key=k&ts=1733212800")
    }

    func testTheSystemSourceMakesValuesOfTheirKind() throws {
        var nonces: Set<String> = []
        for _ in 0..<20 {
            let request = try prepared(source: .system)
            let query = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
            let time = try XCTUnwrap(query.first { $0.name == "_t" }?.value)
            XCTAssertNil(PerCallValue.Kind.unixMillis.problem(with: time), time)
            let nonce = try XCTUnwrap(request.value(forHeader: "X-Nonce"))
            XCTAssertNil(PerCallValue.Kind.random(.hex, length: 16).problem(with: nonce))
            nonces.insert(nonce)
        }
        XCTAssertEqual(nonces.count, 20, "16 random hex characters do not repeat in 20 calls")
    }

    func testTheKindsCheckRefusesWhatIsNotOne() {
        XCTAssertNil(PerCallValue.Kind.unixSeconds.problem(with: "1733212800"))
        XCTAssertEqual(
            PerCallValue.Kind.unixSeconds.problem(with: "1733212800000"),
            "is no time in seconds since 1970 (10 digits)", "milliseconds are not seconds")
        XCTAssertEqual(
            PerCallValue.Kind.unixMillis.problem(with: "1733212800"),
            "is no time in milliseconds since 1970 (13 digits)")
        XCTAssertEqual(PerCallValue.Kind.unixMillis.problem(with: "-1"), "is not a whole number")
        XCTAssertEqual(PerCallValue.Kind.unixMillis.problem(with: ""), "is not a whole number")
        XCTAssertEqual(
            PerCallValue.Kind.random(.digits, length: 4).problem(with: "12a4"), "has characters outside digits")
        XCTAssertEqual(PerCallValue.Kind.random(.hex, length: 4).problem(with: "abc"), "has 3 characters, not 4")
        XCTAssertNil(PerCallValue.Kind.random(.alphanumeric, length: 3).problem(with: "aZ9"))
        XCTAssertEqual(PerCallValue.Kind.random(.hex, length: 2).problem(with: "AB"), "has characters outside hex")
    }
}
