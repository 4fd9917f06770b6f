import Foundation
import XCTest

@testable import Contract

final class ContractLoaderTests: XCTestCase {
    func testUnreadableFileIsReportedAtTheStart() {
        let url = URL(fileURLWithPath: "/nonexistent/contract.yaml")
        let result = ContractLoader.load(contentsOf: url, displayPath: "contract/missing.yaml")
        XCTAssertNil(result.contract)
        XCTAssertTrue(result.hasErrors)
        XCTAssertEqual(result.diagnostics.count, 1)
        XCTAssertEqual(result.diagnostics.first?.file, "contract/missing.yaml")
        XCTAssertEqual(result.diagnostics.first?.mark.description, "1:1")
        XCTAssertTrue(result.diagnostics.first?.message.hasPrefix("cannot read the contract") == true)
    }

    func testEmptyTextIsAnError() {
        let result = ContractLoader.load(text: "", file: "empty.yaml")
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "empty.yaml:1:1: error: the contract is empty; a contract is a mapping that starts with `format: 1` and `info:`"
            ])
    }

    func testDuplicateKeysNameBothPlaces() {
        let result = ContractLoader.load(text: "format: 1\nformat: 2\n", file: "dup.yaml")
        XCTAssertEqual(
            result.diagnostics.map(\.description),
            [
                "dup.yaml:2:1: error: duplicate key 'format' (first defined at 1:1)",
                "dup.yaml:1:1: note: first defined here",
            ])
    }

    func testWarningsDoNotStopAContractFromLoading() {
        let text = MinimalContract.text.replacingOccurrences(
            of: "errorClasses:\n",
            with:
                "errorClasses:\n  accountMismatch: { invalidatesSession: true, keepsCredentials: false, retryable: false }\n"
        )
        let result = ContractLoader.load(text: text, file: "demo.yaml")
        XCTAssertFalse(result.hasErrors)
        XCTAssertNotNil(result.contract)
        XCTAssertEqual(result.diagnostics.map(\.severity), [.warning])
        XCTAssertEqual(result.diagnostics.first?.message, "error class 'accountMismatch' is never used by a rule")
    }

    func testEveryProblemOfAFileIsReportedInOneRunInFileOrder() {
        let text = MinimalContract.text
            .replacingOccurrences(of: "module: DemoAPI", with: "module: 9Demo")
            .replacingOccurrences(of: "method: POST", with: "method: POTS")
            .replacingOccurrences(of: "type: UserInfo }", with: "type: UserInf }")
        let result = ContractLoader.load(text: text, file: "demo.yaml")
        XCTAssertEqual(
            result.diagnostics.map(\.message),
            [
                "module name '9Demo' is not a valid Swift identifier",
                "unknown type 'UserInf'",
                "unknown method 'POTS'; expected one of GET, POST, PUT, PATCH, DELETE",
            ])
    }
}
