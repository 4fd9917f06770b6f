import WireVocabulary
import XCTest

/// `Set-Cookie` read leniently (attributes in any case and order, quoted values, `Expires` with its comma, headers a
/// transport folded into one) and within bounds; `Cookie` values refused where they could inject a header.
final class SetCookieTests: XCTestCase {
    func testAttributesInOddCaseAndOrderAndAQuotedValue() throws {
        let cookie = try XCTUnwrap(
            SetCookie(header: #"  SESSDATA = "a%2Cb" ;hTTpOnLy; EXPIRES=Wed, 21 Oct 2037 07:28:00 GMT;pAtH=/ ;SeCuRe"#))
        XCTAssertEqual(cookie.name, "SESSDATA")
        XCTAssertEqual(cookie.value, "a%2Cb")
        XCTAssertFalse(cookie.deletes)
    }

    func testAZeroMaxAgeOrAnExpiryIn1970DeletesTheCookie() {
        XCTAssertEqual(SetCookie(header: "sid=; mAX-aGe=0")?.deletes, true)
        XCTAssertEqual(SetCookie(header: "sid=x; expires=Thu, 01 Jan 1970 00:00:00 GMT")?.deletes, true)
        XCTAssertEqual(SetCookie(header: "sid=x; Max-Age=60")?.deletes, false)
    }

    func testAHeaderWithoutAPairIsNoCookie() {
        XCTAssertNil(SetCookie(header: "HttpOnly; Path=/"))
        XCTAssertNil(SetCookie(header: "=value"))
    }

    func testFoldedHeadersSplitWhereANewCookieStartsNotInsideExpires() {
        let folded = "a=1; Expires=Wed, 21 Oct 2037 07:28:00 GMT; Path=/, b=2, c=\"3\"; HttpOnly"
        let cookies = SetCookie.cookies(inHeaders: [("set-cookie", folded)])
        XCTAssertEqual(cookies.map(\.name), ["a", "b", "c"])
        XCTAssertEqual(cookies.map(\.value), ["1", "2", "3"])
    }

    func testAtMostFiftyHeadersAreRead() {
        let headers = (0..<60).map { ("Set-Cookie", "c\($0)=v\($0)") }
        let cookies = SetCookie.cookies(inHeaders: headers)
        XCTAssertEqual(cookies.count, SetCookie.maxHeaders)
        XCTAssertEqual(cookies.last?.name, "c49")
    }

    func testAOneMegabyteHeaderIsIgnoredWhole() {
        let huge = "big=" + String(repeating: "x", count: 1_048_576)
        XCTAssertNil(SetCookie(header: huge))
        let cookies = SetCookie.cookies(inHeaders: [("Set-Cookie", huge), ("Set-Cookie", "small=1")])
        XCTAssertEqual(cookies.map(\.name), ["small"])
    }

    func testCookieValuesThatCouldInjectAreRefused() {
        for hostile in ["a;b=c", "a,b", "a\r\nX-Evil: 1", "a\nb", "a\u{0}b", "caf\u{E9}", "a b", "a\"b", "a\\b"] {
            XCTAssertNotNil(CookieHeader.refusal(ofValue: hostile), "\(hostile.debugDescription) is sent")
            guard case .failure(let refusal) = CookieHeader.value(of: [("SESSDATA", hostile)]) else {
                return XCTFail("\(hostile.debugDescription) made a header")
            }
            XCTAssertFalse(refusal.description.contains(hostile), "the refusal quotes the value")
        }
        XCTAssertEqual(try CookieHeader.value(of: [("a", "1%2C"), ("b", "x-y_z")]).get(), "a=1%2C; b=x-y_z")
        XCTAssertEqual(CookieHeader.pairs(in: #"a=1; b="2""#).map(\.value), ["1", "2"])
    }
}
