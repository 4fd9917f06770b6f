import Foundation
import WireVocabulary
import XCTest

/// The one percent-encoder: each context keeps its own bytes, writes every other as `%XX`, and reads back through the
/// one decoder as the text it was given.
final class PercentEncodingContextTests: XCTestCase {
    /// Every printable ASCII byte and a few that are not: whatever a context keeps, it must keep nothing else.
    private let sample = (0...127).map { String(Unicode.Scalar(UInt8($0))) }.joined() + "中é😀\u{202E}"

    /// A path segment keeps RFC 3986's `pchar` less `;` and `/`: the bytes Foundation's `urlPathAllowed` keeps, less
    /// `/`, which the client encoded with before; so a value adds no segment and no Spring matrix parameter.
    func testAPathSegmentKeepsWhatFoundationsPathSetKeepsLessTheSlash() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/")
        XCTAssertEqual(
            PercentEncoding.encoded(sample, for: .pathSegment),
            sample.addingPercentEncoding(withAllowedCharacters: allowed))
        XCTAssertEqual(PercentEncoding.encoded("a/b;c=1 d", for: .pathSegment), "a%2Fb%3Bc=1%20d")
    }

    /// A query component keeps Foundation's `urlQueryAllowed` less the bytes that end a pair or read as a space.
    func testAQueryComponentKeepsNothingThatEndsAPairOrReadsAsASpace() {
        var allowed = CharacterSet.urlQueryAllowed
        allowed.remove(charactersIn: "&=+?#")
        XCTAssertEqual(
            PercentEncoding.encoded(sample, for: .queryComponent),
            sample.addingPercentEncoding(withAllowedCharacters: allowed))
        XCTAssertEqual(PercentEncoding.encoded("a+b&c=d#e?f/g", for: .queryComponent), "a%2Bb%26c%3Dd%23e%3Ff/g")
    }

    /// A form component is the WHATWG serializer's: `*-._` kept, a space a `+`, everything else escaped.
    func testAFormComponentWritesASpaceAsPlus() {
        XCTAssertEqual(PercentEncoding.encoded("a b*-._~", for: .formComponent), "a+b*-._%7E")
        XCTAssertEqual(FormURLEncoding.encode("a b*-._~"), PercentEncoding.encoded("a b*-._~", for: .formComponent))
    }

    /// A header value stays printable ASCII whatever it carries; a line break never survives.
    func testAHeaderValueIsPrintableASCII() {
        let encoded = PercentEncoding.encoded(sample, for: .headerValue)
        XCTAssertTrue(encoded.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 && $0.value < 0x7F }, encoded)
        XCTAssertEqual(PercentEncoding.encoded("HTTP 403 (x)\r\n", for: .headerValue), "HTTP 403 (x)%0D%0A")
    }

    /// Each context's text reads back as it was: through the path reading for a path segment, and through the
    /// form and query reading (`+` a space) for the others.
    func testEveryContextReadsBackThroughTheOneDecoder() {
        for context in PercentEncoding.Context.allCases {
            let encoded = PercentEncoding.encoded(sample, for: context)
            XCTAssertEqual(
                PercentEncoding.decoded(encoded.utf8, plusIsSpace: context == .formComponent), sample, "\(context)")
        }
    }
}
