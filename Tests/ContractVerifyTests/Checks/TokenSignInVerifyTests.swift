import Contract
import ContractVerify
import Foundation
import XCTest

/// Captured answers of a token sign-in (Tests/Fixtures/ruoyi-sign-in.yaml: `setBy` login's `token`): `verify` reads them
/// as the generated client does, by the one reading of an answer. A `code: 200` answer that hands out no token (or an
/// empty one) is no sign-in: the unmet condition's class, as the client's; one with the token is a success, and the
/// report never shows the token.
final class TokenSignInVerifyTests: XCTestCase {
    func testASignInAnswerWithoutItsTokenIsNoSuccess() throws {
        let file = RealContracts.root.appendingPathComponent("Tests/Fixtures/ruoyi-sign-in.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "ruoyi-sign-in.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        func signIn(_ body: String) -> EntrySpec {
            EntrySpec(
                method: "POST", url: "https://ruoyi.example/login",
                requestBody: #"{"username": "admin", "password": "p", "code": "7", "uuid": "c-1"}"#,
                responseBody: body)
        }
        let run = try VerifyHarness.run(
            contract,
            [
                signIn(#"{"msg": "操作成功", "code": 200, "token": "MARKER-token-1"}"#),
                signIn(#"{"msg": "操作成功", "code": 200}"#),
                signIn(#"{"msg": "操作成功", "code": 200, "token": ""}"#),
            ])
        XCTAssertEqual(
            run.report.exchanges.map(\.outcome),
            [
                .success, .failure(errorClass: "invalidResponse", code: nil, errorCode: nil),
                .failure(errorClass: "invalidResponse", code: nil, errorCode: nil),
            ], run.text)
        XCTAssertFalse(run.text.contains("MARKER"), run.text)
    }
}
