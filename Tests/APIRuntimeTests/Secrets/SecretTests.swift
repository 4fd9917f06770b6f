import APIRuntime
import Foundation
import XCTest

final class SecretTests: XCTestCase {
    private let secret = Secret("tok-7f3a9")

    func testDescriptionsAreRedacted() {
        XCTAssertEqual(secret.description, "<redacted>")
        XCTAssertEqual(secret.debugDescription, "<redacted>")
        XCTAssertEqual("\(secret)", "<redacted>")
        XCTAssertEqual(String(describing: secret), "<redacted>")
        XCTAssertEqual(String(reflecting: secret), "<redacted>")
    }

    func testDumpAndMirrorShowNothing() {
        var dumped = ""
        dump(secret, to: &dumped)
        XCTAssertFalse(dumped.contains("tok-7f3a9"))
        XCTAssertTrue(dumped.contains("<redacted>"))
        XCTAssertTrue(Mirror(reflecting: secret).children.isEmpty)
    }

    func testRedactedInsideOtherValues() {
        struct Session {
            var token: Secret
            var userID: String
        }
        let session = Session(token: secret, userID: "u1")
        var dumped = ""
        dump(session, to: &dumped)
        for text in [
            "\(session)", String(reflecting: session), dumped, "\([secret])", "\(Optional(secret) as Any)",
            "\(["token": secret])",
        ] {
            XCTAssertFalse(text.contains("tok-7f3a9"), text)
        }
        XCTAssertTrue("\(session)".contains("u1"))
    }

    func testRevealAndIsEmpty() {
        XCTAssertEqual(secret.reveal(), "tok-7f3a9")
        XCTAssertFalse(secret.isEmpty)
        XCTAssertTrue(Secret("").isEmpty)
        let literal: Secret = "from-literal"
        XCTAssertEqual(literal.reveal(), "from-literal")
    }

    func testCodableAsPlainString() throws {
        struct Payload: Codable, Equatable {
            var token: Secret
        }
        let encoded = try JSONEncoder().encode(Payload(token: secret))
        XCTAssertEqual(String(decoding: encoded, as: UTF8.self), #"{"token":"tok-7f3a9"}"#)
        let decoded = try JSONDecoder().decode(Payload.self, from: Data(#"{"token":"abc"}"#.utf8))
        XCTAssertEqual(decoded.token.reveal(), "abc")
        XCTAssertThrowsError(try JSONDecoder().decode(Payload.self, from: Data(#"{"token":12}"#.utf8)))
    }

    func testEqualityAndHashingCompareValues() {
        XCTAssertEqual(Secret("abc"), Secret("abc"))
        XCTAssertNotEqual(Secret("abc"), Secret("abd"))
        XCTAssertNotEqual(Secret("abc"), Secret("abcd"))
        XCTAssertNotEqual(Secret(""), Secret("a"))
        XCTAssertEqual(Secret("abc").hashValue, Secret("abc").hashValue)
        XCTAssertEqual(Set([Secret("a"), Secret("a"), Secret("b")]).count, 2)
    }
}
