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

    func testLargeContractsAreDecodedAndCheckedInPiecesButReportedInFileOrder() throws {
        // 80 endpoints and 80 models take the concurrent paths (from 64 on); some of each are broken.
        var endpoints = ""
        var models = ""
        var expected: [String] = []
        for index in 0..<80 {
            let method = index % 9 == 4 ? "FETCH" : "GET"
            let success = index % 7 == 2 ? "\"yes\"" : "true"
            endpoints += """

                  extra\(index):
                    method: \(method)
                    path: /extra/\(index)
                    response: { envelope: standard, type: Extra\(index) }
                    examples:
                      - name: ok
                        response: '{"success": \(success), "code": 0, "result": {"n": 1}}'
                        expect: { success: true }
                """
            let type = index % 11 == 6 ? "strin" : "int"
            models += "  Extra\(index): { fields: { n: { type: \(type) } } }\n"
            if type == "strin" { expected.append("unknown type 'strin'") }
            if method == "FETCH" {
                expected.append("unknown method 'FETCH'; expected one of GET, POST, PUT, PATCH, DELETE")
            }
        }
        let text =
            MinimalContract.text.replacingOccurrences(
                of: "\n  TenantMembership:", with: "\n\(models)  TenantMembership:")
            + endpoints
        let result = ContractLoader.load(text: text, file: "large.yaml")
        let marks = result.diagnostics.map(\.mark)
        XCTAssertEqual(marks, marks.sorted(), "diagnostics come in file order")
        XCTAssertEqual(
            result.diagnostics.filter { !$0.message.hasPrefix("example") }.map(\.message).sorted(),
            expected.sorted())
        XCTAssertEqual(
            result.diagnostics.filter { $0.message.hasPrefix("example") }.count,
            (0..<80).filter { $0 % 7 == 2 && $0 % 9 != 4 }.count)
    }
}
