import XCTest

@testable import ContractDraft

/// The words the draft makes names of: words split where the case turns or a non-letter stands, lowerCamelCase and
/// UpperCamelCase with their fallbacks (nothing left, a leading digit), the singular of a plural key, and a name made
/// unique by a number. One rule per test.
final class NamingTests: XCTestCase {
    func testWordsSplitWhereTheCaseTurnsAndAtAnythingButASCIILettersAndDigits() {
        XCTAssertEqual(Naming.words("getUserInfo"), ["get", "User", "Info"])
        XCTAssertEqual(Naming.words("user_id"), ["user", "id"])
        XCTAssertEqual(Naming.words("X-Api-Key"), ["X", "Api", "Key"])
        XCTAssertEqual(Naming.words("page2Size"), ["page2", "Size"], "a capital after a digit starts a word")
        XCTAssertEqual(Naming.words("URLPath"), ["URLPath"], "capitals after capitals stay one word")
        XCTAssertEqual(Naming.words("用户id"), ["id"], "only ASCII letters and digits survive")
        XCTAssertEqual(Naming.words("-_ "), [])
    }

    func testLowerCamelLowersTheFirstWordAndCapitalisesTheRest() {
        XCTAssertEqual(Naming.lowerCamel(["get", "user", "info"]), "getUserInfo")
        XCTAssertEqual(Naming.lowerCamel(["URL", "path"]), "urlPath", "an all-capital first word is lowered whole")
        XCTAssertEqual(Naming.lowerCamel(["User", "ID"]), "userID", "later words keep their capitals")
    }

    func testLowerCamelFallsBackWhenNothingIsLeftOrADigitLeads() {
        XCTAssertEqual(Naming.lowerCamel([]), "value")
        XCTAssertEqual(Naming.lowerCamel([], fallback: "id"), "id")
        XCTAssertEqual(Naming.lowerCamel(["2fa", "code"]), "value2faCode")
    }

    func testUpperCamelCapitalisesEveryWord() {
        XCTAssertEqual(Naming.upperCamel(["user", "info"]), "UserInfo")
        XCTAssertEqual(Naming.upperCamel(["get", "User", "Result"]), "GetUserResult")
    }

    func testUpperCamelFallsBackWhenNothingIsLeftOrADigitLeads() {
        XCTAssertEqual(Naming.upperCamel([]), "Value")
        XCTAssertEqual(Naming.upperCamel([], fallback: "Model"), "Model")
        XCTAssertEqual(Naming.upperCamel(["404", "page"]), "Value404Page")
    }

    func testAListWordAfterAnotherWordIsDropped() {
        for container in ["List", "array", "items", "Records", "rows"] {
            XCTAssertEqual(Naming.singular(["tenant", container]), ["tenant"], container)
        }
        XCTAssertEqual(Naming.singular(["list"]), ["list"], "alone it is the name")
        XCTAssertEqual(Naming.singular(["items"]), ["item"], "alone it is an ordinary plural")
    }

    func testEnglishPluralsLoseTheirEnding() {
        XCTAssertEqual(Naming.singular(["categories"]), ["category"])
        XCTAssertEqual(Naming.singular(["sys", "Classes"]), ["sys", "Class"])
        XCTAssertEqual(Naming.singular(["boxes"]), ["box"])
        XCTAssertEqual(Naming.singular(["users"]), ["user"])
    }

    func testWordsThatOnlyLookPluralStay() {
        XCTAssertEqual(Naming.singular(["address"]), ["address"], "-ss")
        XCTAssertEqual(Naming.singular(["status"]), ["status"], "-us")
        XCTAssertEqual(Naming.singular(["gas"]), ["gas"], "three letters")
        XCTAssertEqual(Naming.singular(["ies"]), ["ies"], "-ies of three letters")
        XCTAssertEqual(Naming.singular([]), [])
    }

    func testAUniqueNameTakesTheFirstFreeNumberFromTwo() {
        XCTAssertEqual(Naming.unique("getUser", among: []), "getUser")
        XCTAssertEqual(Naming.unique("getUser", among: ["getUser"]), "getUser2")
        XCTAssertEqual(Naming.unique("getUser", among: ["getUser", "getUser2", "getUser3"]), "getUser4")
        XCTAssertEqual(Naming.unique("getUser", among: ["getUser2"]), "getUser", "a free name stays as it is")
    }

    func testAWordsFirstLetterChangesCaseAndAnAllCapitalWordLowersWhole() {
        XCTAssertEqual("user".capitalizedFirst, "User")
        XCTAssertEqual("".capitalizedFirst, "")
        XCTAssertEqual("URL".lowercasedFirstWord, "url")
        XCTAssertEqual("UserID".lowercasedFirstWord, "userID")
    }
}
