import Foundation
import XCTest

/// A RuoYi-style sign-in whose failures are all `code: 500` and differ only in their message: rules by message give a
/// wrong captcha, an expired captcha, a wrong password and the lock after too many tries each their own class. The
/// contract generates code that compiles warning-free with its example tests, which pass (each message to its class).
final class MessageRulesCompileTests: XCTestCase {
    /// Tests/Fixtures/ruoyi-sign-in.yaml.
    static let contract: String = {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/ruoyi-sign-in.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    func testTheContractCompilesWarningFreeAndItsExampleTestsPass() throws {
        XCTAssertFalse(Self.contract.isEmpty, "the fixture is readable")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ruoyi-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheClassifierStatesEachMessageTestAsWritten() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        for line in [
            #"if observation.failureCode(in: [500]) && observation.hasMessage(.equals("验证码错误")) {"#,
            #"observation.hasMessage(.equals("用户不存在/密码错误", "用户密码错误"))"#,
            #"observation.hasMessage(.glob("密码输入错误*次，帐户锁定*分钟"))"#,
            #"observation.hasMessage(.prefix("用户已封禁"))"#,
            #"// code 500, message glob "密码输入错误*次，帐户锁定*分钟" → accountLocked"#,
        ] {
            XCTAssertTrue(text.contains(line), line)
        }
    }
}
