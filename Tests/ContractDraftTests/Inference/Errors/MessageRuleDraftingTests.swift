import Contract
import ContractFixtures
import ContractVerify
import WireVocabulary
import XCTest

@testable import ContractDraft

/// One code, many failures (RuoYi's `code: 500` for a wrong captcha, a wrong password and a locked account): the
/// draft tells them apart by message, each with a placeholder class, before the code's own rule.
final class MessageRuleDraftingTests: XCTestCase {
    func testAFixedMessageIsEqualsAndANumberedOneAPrefix() {
        let secrets = SecretSet()
        XCTAssertEqual(MessageRuleDrafting.test(for: "验证码错误", secrets: secrets), .equals("验证码错误"))
        XCTAssertEqual(
            MessageRuleDrafting.test(for: "密码输入错误3次，帐户锁定10分钟", secrets: secrets),
            MessageTest(.prefix, ["密码输入错误"]))
        XCTAssertNil(MessageRuleDrafting.test(for: "3 tries left", secrets: secrets), "nothing before the number")
        XCTAssertNil(MessageRuleDrafting.test(for: "", secrets: secrets))
        XCTAssertNil(MessageRuleDrafting.test(for: String(repeating: "长", count: 81), secrets: secrets))
        XCTAssertNil(MessageRuleDrafting.test(for: "line\nbreak", secrets: secrets), "cleaning would change it")
    }

    func testAMessageHoldingASecretIsNeverATest() {
        var secrets = SecretSet()
        secrets.add("Pl4nted-pw-91")
        XCTAssertNil(MessageRuleDrafting.test(for: "密码 Pl4nted-pw-91 错误", secrets: secrets))
    }

    func testOnlyAFewReasonsMakeRules() {
        let secrets = SecretSet()
        XCTAssertEqual(MessageRuleDrafting.tests(["验证码错误"], secrets: secrets), [], "one message: the code says it")
        XCTAssertEqual(MessageRuleDrafting.tests(["验证码错误", "验证码错误"], secrets: secrets), [])
        let many = (1...7).map { "原因\(["甲", "乙", "丙", "丁", "戊", "己", "庚"][$0 - 1])" }
        XCTAssertEqual(MessageRuleDrafting.tests(many, secrets: secrets), [], "seven messages look like data")
        XCTAssertEqual(MessageRuleDrafting.tests(Array(many.prefix(2)), secrets: secrets).count, 2)
    }

    func testARuoYiSignInsFailuresAreToldApartByMessage() throws {
        let base = "https://ruoyi.example.com"
        func failure(_ message: String) -> CapturedEntry {
            CapturedEntry(
                method: "POST", url: base + "/login",
                requestBody: #"{"username": "admin", "password": "x", "code": "1"}"#,
                responseBody: #"{"msg": "\#(message)", "code": 500}"#)
        }
        let entries = [
            CapturedEntry(
                method: "POST", url: base + "/login",
                requestBody: #"{"username": "admin", "password": "x", "code": "1"}"#,
                responseBody: #"{"msg": "操作成功", "code": 200, "token": "eyJhbGciOiJIUzUxMiJ9.c2VlZA.c2ln"}"#),
            failure("验证码错误"), failure("用户不存在/密码错误"), failure("密码输入错误3次，帐户锁定10分钟"),
            failure("密码输入错误4次，帐户锁定10分钟"),
        ]
        let harness = try DraftHarness()
        let draft = try harness.draft([("ruoyi.har", entries)])
        let rendered = harness.rendered(draft)
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        let coded = contract.errorRules.filter { $0.codes == [500] }
        XCTAssertEqual(
            coded.map { $0.message.map(\.description) ?? "none" },
            [#"equals "验证码错误""#, #"equals "用户不存在/密码错误""#, #"prefix "密码输入错误""#, "none"], rendered.text)
        XCTAssertEqual(Set(coded.map(\.errorClass)).count, 4, "each message its own class")
        XCTAssertTrue(rendered.text.contains("# draft: a placeholder for code 500 with the message"), rendered.text)
        let login = try XCTUnwrap(contract.endpoints.first)
        for example in login.examples {
            guard case .failure = example.expectation else { continue }
            let meaning = contract.meaning(
                ofAnswer: example.status, body: Array(example.response.utf8), carriedCredentials: false,
                endpoint: login)
            XCTAssertNotEqual(meaning?.classification?.errorClass, "code500", "\(example.name) falls to a message rule")
        }
    }
}
