import Contract
import ContractFixtures
import XCTest

@testable import ContractDraft

/// Objects whose keys are data are drafted as maps (`{ map: V }`), one test per rule of docs/draft.md ("Maps: keys
/// that are data"), and never give a model a key's name; objects of plain fields stay models.
final class MapInferenceTests: XCTestCase {
    private static let base = "https://api.example.com"

    /// The drafted contract (linted) of answers `{"success": true, "result": <payload>}` to GET `path`.
    private func draft(_ payloads: [String], path: String = "/sys/lookup") throws -> (Contract, String) {
        let entries = payloads.map {
            CapturedEntry(url: Self.base + path, responseBody: #"{"success": true, "code": 200, "result": \#($0)}"#)
        }
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft([("t.har", entries)]))
        return (try XCTUnwrap(rendered.lint.contract, rendered.text), rendered.text)
    }

    private func payloadType(_ contract: Contract) -> TypeRef? { contract.endpoints.first?.response.type }

    private func field(_ name: String, in contract: Contract) -> Field? {
        contract.models.lazy.compactMap { $0.field(named: name) }.first
    }

    func testKeysThatAreIdsMakeAMap() throws {
        let (contract, text) = try draft([#"{"1024": {"name": "a"}, "1025": {"name": "b"}}"#])
        guard case .map(.model(let row))? = payloadType(contract) else { return XCTFail(text) }
        XCTAssertEqual(contract.model(named: row)?.fields.map(\.name), ["name"])
        XCTAssertTrue(text.contains("# draft: a map, not a model: its keys are ids, dates or no names"), text)
    }

    func testKeysThatAreDatesMakeAMap() throws {
        let (contract, text) = try draft([#"{"2026-12-07": 3, "2026-12-08": 5}"#])
        XCTAssertEqual(payloadType(contract), .map(.scalar(.int)), text)
    }

    func testKeysThatAreNoNamesMakeAMap() throws {
        let (contract, text) = try draft([#"{"A01-02": "财务部", "性别": "sex"}"#])
        XCTAssertEqual(payloadType(contract), .map(.scalar(.string)), text)
    }

    func testDataKeysOverSeveralObjectsMakeAMap() throws {
        let (contract, text) = try draft([#"{"2026-12-07": 3}"#, #"{"2026-12-08": 5}"#])
        XCTAssertEqual(payloadType(contract), .map(.scalar(.int)), text)
    }

    func testMoreThanTwoHundredKeysMakeAMap() throws {
        let payloads = (0..<3).map { part in
            "{" + (0..<80).map { "\"k\(part)_\($0)\": \($0)" }.joined(separator: ", ") + "}"
        }
        let (contract, text) = try draft(payloads)
        XCTAssertEqual(payloadType(contract), .map(.scalar(.int)), String(text.prefix(2000)))
    }

    func testEightKeysEachHoldingAListMakeAMapAndSevenDoNot() throws {
        func lists(_ count: Int) -> String {
            "{" + (0..<count).map { "\"code\($0)\": [{\"value\": \"\($0)\"}]" }.joined(separator: ", ") + "}"
        }
        let (eight, text) = try draft([lists(8)])
        guard case .map(.list(.model(let item)))? = payloadType(eight) else { return XCTFail(text) }
        XCTAssertEqual(eight.model(named: item)?.fields.map(\.name), ["value"])
        let (seven, sevenText) = try draft([lists(7)])
        guard case .model? = payloadType(seven) else { return XCTFail(sevenText) }
    }

    func testPlainFieldsStayAModel() throws {
        let (contract, text) = try draft([#"{"id": 1, "name": "a", "tags": ["x"]}"#])
        guard case .model(let name)? = payloadType(contract) else { return XCTFail(text) }
        XCTAssertEqual(contract.model(named: name)?.fields.map(\.name), ["id", "name", "tags"])
        XCTAssertFalse(text.contains("a map, not a model"), text)
    }

    /// A JeecgBoot sign-in answer: `sysAllDictItems` keys each dictionary's items by its code. It is a map of lists of
    /// one item model named after the map (as a list of that name names its items), and no model is named after a dictionary code.
    func testJeecgBootsAllDictItemsIsAMapOfItemLists() throws {
        let codes = [
            "sex", "priority", "urgent_level", "user_status", "msg_type", "send_status", "position_rank",
            "depart_status", "bpm_status",
        ]
        func items(_ code: String, _ index: Int) -> String {
            let color = index.isMultiple(of: 2) ? #", "color": "red""# : ""
            return
                #"[{"value": "1", "text": "\#(code) one", "title": "\#(code) one", "label": "\#(code) one"\#(color)}, "#
                + #"{"value": "2", "text": "\#(code) two", "title": "\#(code) two", "label": "\#(code) two"}]"#
        }
        let dictionaries = "{" + codes.enumerated().map { "\"\($1)\": \(items($1, $0))" }.joined(separator: ", ") + "}"
        let login =
            #"{"token": "eyJ.sign.in", "userInfo": {"id": "u1", "username": "admin"}, "sysAllDictItems": "#
            + dictionaries + "}"
        let entry = CapturedEntry(
            method: "POST", url: Self.base + "/jeecg-boot/sys/login",
            requestBody: #"{"username": "admin", "password": "p"}"#,
            responseBody: #"{"success": true, "code": 200, "message": "登录成功", "result": \#(login)}"#)
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft([("jeecg.har", [entry])]))
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        let dictField = try XCTUnwrap(field("sysAllDictItems", in: contract), rendered.text)
        guard case .map(.list(.model(let item))) = dictField.type else {
            return XCTFail("sysAllDictItems is \(dictField.type):\n\(rendered.text)")
        }
        XCTAssertEqual(item, "SysAllDict", "named as a list named sysAllDictItems names its items")
        let itemFields = contract.model(named: item)?.fields ?? []
        XCTAssertEqual(itemFields.map(\.name), ["value", "text", "title", "label", "color"])
        XCTAssertEqual(itemFields.last?.isOptional, true, "color was absent from some items")
        for code in codes {
            XCTAssertNil(contract.model(named: Naming.upperCamel(Naming.words(code), fallback: "")), code)
            XCTAssertFalse(contract.models.contains { $0.fields.contains { $0.name == code } }, code)
        }
        XCTAssertTrue(rendered.text.contains("sysAllDictItems: { type: { map: [SysAllDict] }"), rendered.text)
    }
}
