import XCTest

@testable import SwiftPlan

final class SwiftNamesTests: XCTestCase {
    private func lower(_ name: String) -> String { SwiftNames.lowerCamel(name).name }
    private func upper(_ name: String) -> String { SwiftNames.upperCamel(name).name }

    func testLowerCamel() {
        XCTAssertEqual(lower("multi_depart"), "multiDepart")
        XCTAssertEqual(lower("X-Tenant-Id"), "xTenantID")
        XCTAssertEqual(lower("tenantUserId"), "tenantUserID")
        XCTAssertEqual(lower("URLValue"), "urlValue")
        XCTAssertEqual(lower("ID"), "id")
        XCTAssertEqual(lower("BV117411r7R1"), "bv117411r7R1", "a capitals run before a digit is one word")
        XCTAssertEqual(lower("BVID"), "bvid")
        XCTAssertEqual(lower("HTTP2Client"), "http2Client")
        XCTAssertEqual(lower("A1"), "a1")
        XCTAssertEqual(lower("Ab"), "ab")
        XCTAssertEqual(lower("QRCode"), "qrCode")
        XCTAssertEqual(lower("1st"), "_1st")
        XCTAssertEqual(lower("名字"), "__")
        XCTAssertEqual(lower(""), "unnamed", "a lone _ is the wildcard, not a name")
        XCTAssertEqual(lower("$"), "unnamed")
        XCTAssertEqual(lower("_"), "unnamed")
        XCTAssertEqual(lower("名"), "unnamed")
    }

    func testUpperCamel() {
        XCTAssertEqual(upper("tenant_membership"), "TenantMembership")
        XCTAssertEqual(upper("appleNativeLogin"), "AppleNativeLogin")
        XCTAssertEqual(upper("TenantID"), "TenantID")
        XCTAssertEqual(upper("$"), "Unnamed")
        XCTAssertEqual(upper("名"), "Unnamed")
        XCTAssertEqual(upper("9lives"), "Type9lives", "a type never starts like a member (`_9lives`)")
        XCTAssertEqual(lower("9lives"), "_9lives")
    }

    func testCompoundNamesWrapAContractNameInTheGeneratorsWords() {
        XCTAssertEqual(
            SwiftNames.compound("unmet", "appleNativeLogin", "Condition").name, "unmetAppleNativeLoginCondition")
        XCTAssertEqual(SwiftNames.compound("test", "sign-in (1001)").name, "testSignIn1001")
        XCTAssertEqual(SwiftNames.compound("", "protocol", "Value").name, "ProtocolValue")
        XCTAssertEqual(SwiftNames.compound("test", "").name, "testUnnamed")
    }

    func testKeywordsPrintWithBackticksExceptAsArgumentLabels() {
        XCTAssertEqual(SwiftNames.lowerCamel("default").printed, "`default`")
        XCTAssertEqual(SwiftNames.lowerCamel("switch").printed, "`switch`")
        XCTAssertEqual(SwiftNames.lowerCamel("status").printed, "status")
        XCTAssertEqual(SwiftNames.lowerCamel("in").printedAsLabel, "in")
        XCTAssertEqual(SwiftNames.lowerCamel("inout").printedAsLabel, "`inout`")
        XCTAssertEqual(SwiftNames.lowerCamel("var").printedAsLabel, "var", "swiftc warns about a needless escape")
    }

    func testEveryIdentifierIsLegalSwift() {
        for name in [
            "", "$", "_", "1", "名", "a b", "class", "x-y", "__", "\u{202E}x", "a\nb",
            String(repeating: "z", count: 300),
        ] {
            for identifier in [SwiftNames.lowerCamel(name), SwiftNames.upperCamel(name)] {
                XCTAssertTrue(SwiftIdentifier.isLegal(identifier.name), "\(name) → \(identifier.name)")
            }
        }
    }

    func testCollisionsResolveDeterministicallyInContractOrder() {
        var scope = NameScope()
        let name = SwiftNames.lowerCamel("multiDepart")
        XCTAssertEqual(scope.claim(name).name, "multiDepart")
        XCTAssertEqual(scope.claim(name).name, "multiDepart2")
        XCTAssertEqual(scope.claim(name).name, "multiDepart3")
        var reserved = NameScope(reservedNames: ["CodingKeys"])
        XCTAssertEqual(reserved.claim(SwiftIdentifier("CodingKeys")).name, "CodingKeys2")
        XCTAssertEqual(
            reserved.claim(SwiftIdentifier("self")).name, "self2", "names that can't be members even with backticks")
    }

    func testFileNamesCollideRegardlessOfCase() {
        var files = NameScope(reservedNames: ["ZingClient"], ignoringCase: true)
        XCTAssertEqual(files.claim(SwiftNames.upperCamel("TenantID")).name, "TenantID")
        XCTAssertEqual(files.claim(SwiftNames.upperCamel("TenantId")).name, "TenantId2")
        XCTAssertEqual(files.claim(SwiftNames.upperCamel("zingClient")).name, "ZingClient2")
    }
}

final class InitialismTests: XCTestCase {
    func testInitialismsEndingAHumpAreCapitalised() {
        let cases = [
            ("loginTenantId", "loginTenantID"), ("tenantUserId", "tenantUserID"), ("avatarUrl", "avatarURL"),
            ("redirectUri", "redirectURI"), ("user_id", "userID"), ("userIdList", "userIDList"), ("id", "id"),
            ("identityToken", "identityToken"), ("urlPrefix", "urlPrefix"), ("sidecar", "sidecar"),
            ("hasUris", "hasUris"),
        ]
        for (wire, swift) in cases { XCTAssertEqual(SwiftNames.lowerCamel(wire).name, swift, wire) }
    }
}
