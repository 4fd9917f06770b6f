import TestRandomness
import WireVocabulary
import XCTest

/// The one secret matcher: every spelling, in any mix, all secrets in one pass, overlaps covered whole.
final class SecretMatcherTests: XCTestCase {
    private func matcher(_ secrets: String...) -> SecretMatcher {
        var matcher = SecretMatcher()
        for secret in secrets { matcher.insert(secret) }
        return matcher
    }

    func testEverySpellingIsFound() {
        let secrets = matcher("a/b c\"d\\e\n", "jwt.é😀")
        let spellings = [
            "a/b c\"d\\e\n", "a%2Fb%20c%22d%5Ce%0A", "a%2fb+c\"d%5ce%0a", #"a\/b c\"d\\e\n"#,
            #"a\u002Fb\u0020c\u0022d\u005ce\u000A"#,
            "a\\/b%20c\\\"d\\\\e%0a", #"jwt.\u00e9\ud83d\ude00"#, "jwt.%C3%A9%F0%9F%98%80", "jwt.é😀",
        ]
        for spelling in spellings {
            XCTAssertEqual(secrets.redact("<<\(spelling)>>", with: "#"), "<<#>>", spelling.debugDescription)
            XCTAssertTrue(secrets.reveals(in: "x\(spelling)y"), spelling.debugDescription)
        }
        XCTAssertEqual(secrets.redact("a/b c\"d\\e", with: "#"), "a/b c\"d\\e", "a prefix is no secret")
    }

    /// A token echoed back percent-encoded twice or more (a URL inside a URL) is found up to the matcher's bound, a
    /// byte at a time in any mix of depths; a space encoded as `+` and then again as `%2B` too.
    func testRepeatedPercentEncodingIsFoundUpToTheBound() {
        let secrets = matcher("Tok/A b")
        let spellings = [
            "Tok%252FA%2520b", "%2554ok%25252FA%2Bb", "Tok%25252f%2541+b", "T%25256Fk%2FA%25252B%62",
            "%25252554%2525256F%2525256B%25252F%41%25252520%2562",
        ]
        for spelling in spellings {
            XCTAssertEqual(secrets.redact("<<\(spelling)>>", with: "#"), "<<#>>", spelling)
        }
        let fiveTimes = "Tok%252525252FA+b"
        XCTAssertEqual(secrets.redact(fiveTimes, with: "#"), fiveTimes, "five encodings are past the bound")
        XCTAssertEqual(matcher("%25").redact("a%2525b", with: "#"), "a#b", "a secret made of escapes is still itself")
    }

    /// Text made to make the percent chains long (`%252525…`) is read in time proportional to its length: each escape
    /// stops at the bound.
    func testLongPercentChainsStopAtTheBound() {
        let text = "%" + String(repeating: "25", count: 50_000) + "41"
        XCTAssertFalse(matcher("A").reveals(in: text))
        XCTAssertTrue(matcher("%").reveals(in: text))
    }

    /// Where secrets overlap, the whole run is replaced: nothing of either is left.
    func testOverlappingSecretsLeaveNothing() {
        let secrets = matcher("token-ab", "ab-refresh", "ken")
        XCTAssertEqual(secrets.redact("x token-ab-refresh y", with: "#"), "x # y")
        XCTAssertEqual(secrets.redact("tokentoken-ab", with: "#"), "to##", "\"ken\" is one, then \"token-ab\"")
        XCTAssertFalse(secrets.reveals(in: secrets.redact("token-ab-refresh token-ab ab-refresh", with: "#")))
    }

    func testTheLongestSecretAtAPlaceWins() {
        XCTAssertEqual(matcher("abc", "abcdef").redact("abcdefg abcx", with: "#"), "#g #x")
    }

    func testEmptySecretsAndEmptyMatchersChangeNothing() {
        var empty = SecretMatcher()
        empty.insert("")
        XCTAssertTrue(empty.isEmpty)
        XCTAssertEqual(empty.redact("anything", with: "#"), "anything")
        XCTAssertEqual(matcher("zzz").redact("", with: "#"), "")
    }

    /// Ambiguous spellings (a `%` that may be itself or start `%25`) never make the matcher backtrack: a secret of 64
    /// percent signs in text that spells each one both ways is found, where trying every split would take 2^64 steps.
    func testAmbiguousSpellingsAreFollowedTogether() {
        let secret = String(repeating: "%", count: 64)
        let text = String(repeating: "%25", count: 32) + String(repeating: "%", count: 32)
        XCTAssertEqual(matcher(secret).redact("[\(text)]", with: "#"), "[#]")
        let backslashes = String(repeating: "\\", count: 64)
        XCTAssertEqual(matcher(backslashes).redact(String(repeating: "\\\\", count: 64), with: "#"), "#")
    }

    /// 2,000 distinct tokens (a capture whose token rotates every entry): every one is found in a text that holds all
    /// of them, and none is found where none is.
    func testThousandsOfSecretsInOneText() {
        var generator = SeededRandom(seed: 11)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
        let tokens = (0..<2_000).map { _ in String((0..<32).map { _ in alphabet.randomElement(using: &generator)! }) }
        var secrets = SecretMatcher()
        for token in tokens { secrets.insert(token) }
        let text = tokens.map { "{\"t\":\"\($0)\"}" }.joined(separator: "\n")
        let redacted = secrets.redact(text, with: "#")
        XCTAssertEqual(redacted, tokens.map { _ in "{\"t\":\"#\"}" }.joined(separator: "\n"))
        XCTAssertFalse(secrets.reveals(in: redacted))
    }

    func testMatchersCompareBySecrets() {
        XCTAssertEqual(matcher("one", "two"), matcher("two", "one"))
        var union = matcher("one")
        union.formUnion(matcher("two"))
        XCTAssertEqual(union, matcher("one", "two"))
    }
}
