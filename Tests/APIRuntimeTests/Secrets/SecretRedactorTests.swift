import APIRuntime
import Foundation
import XCTest

final class SecretRedactorTests: XCTestCase {
    func testEverySpellingOfEverySecretIsRemoved() {
        let redactor = SecretRedactor(["a/b\"c\\d e", "tok-123456"])
        let text = #"raw a/b"c\d e json a\/b\"c\\d e plain-json a/b\"c\\d e pct a%2Fb%22c%5Cd%20e and tok-123456"#
        XCTAssertEqual(
            redactor.redact(text),
            "raw <redacted> json <redacted> plain-json <redacted> pct <redacted> and <redacted>")
        XCTAssertFalse(redactor.reveals(in: redactor.redact(text)))
        XCTAssertTrue(redactor.reveals(in: text))
    }

    func testMixedSpellingsAreFound() {
        let redactor = SecretRedactor(["tok-1/2 3"])
        for spelled in ["tok%2D1%2f2+3", #"tok\u002d1\/2%203"#, "TOK-1/2 3".lowercased(), "%74%6F%6B-1/2 3"] {
            XCTAssertEqual(redactor.redact("<\(spelled)>"), "<<redacted>>", spelled)
        }
        XCTAssertEqual(redactor.redact("tok-1/2 4"), "tok-1/2 4", "a near miss stays")
    }

    func testTheLongerOfTwoOverlappingSecretsGoesFirst() {
        let redactor = SecretRedactor(["token", "token-with-suffix"])
        XCTAssertEqual(redactor.redact("x token-with-suffix y token z"), "x <redacted> y <redacted> z")
    }

    func testEmptySecretsAreIgnoredAndTextWithoutSecretsIsUntouched() {
        var redactor = SecretRedactor([""])
        XCTAssertTrue(redactor.isEmpty)
        XCTAssertEqual(redactor.redact("nothing here"), "nothing here")
        redactor.insert("s3cr3t-value")
        var other = SecretRedactor()
        other.formUnion(redactor)
        XCTAssertEqual(other.redact("a s3cr3t-value b"), "a <redacted> b")
        XCTAssertEqual(other, redactor)
    }

    func testNonASCIIAndControlCharacters() {
        let redactor = SecretRedactor(["密钥\n\u{1}x"])
        XCTAssertEqual(redactor.redact("[密钥\n\u{1}x]"), "[<redacted>]")
        XCTAssertEqual(redactor.redact(#"[密钥\n\u0001x]"#), "[<redacted>]", "as a JSON string shows it")
    }
}
