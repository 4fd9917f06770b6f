import Foundation
import XCTest

/// Keys that are data (`type: { map: V }`): Tests/Fixtures/jeecg-dict-items.yaml, a JeecgBoot-style sign-in whose
/// `sysAllDictItems` is keyed by dictionary code. The contract generates code that compiles warning-free with its
/// example tests (which the outcome agreement test runs), each map is a `[String: V]` decoded and encoded as a list is
/// (its values by their own type's `Decodable`), and no type is named after a key.
final class MapCompileTests: XCTestCase {
    /// Tests/Fixtures/jeecg-dict-items.yaml.
    static let contract: String = {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/jeecg-dict-items.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    func testTheContractCompilesWarningFreeWithItsTests() throws {
        XCTAssertFalse(Self.contract.isEmpty, "the fixture is readable")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("maps-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testAMapIsAStringKeyedDictionaryDecodedAsAListIs() throws {
        let text = try GeneratedModule(yaml: Self.contract).moduleFiles.map(\.contents).joined(separator: "\n")
        for line in [
            "public var sysAllDictItems: [String: [DictItem]]",
            "public var departHeads: [String: UserID]?",
            #"try container.decode([String: [DictItem]].self, forKey: "sysAllDictItems")"#,
            #"try container.decodeIfPresent([String: UserID].self, forKey: "departHeads")"#,
            #"try container.encode(sysAllDictItems, forKey: "sysAllDictItems")"#,
            "public var labels: [String: String]",
            #"try container.encode(labels, forKey: "labels")"#,
        ] {
            XCTAssertTrue(text.contains(line), line)
        }
        for key in ["Sex", "Priority", "OrderStatus2026", "A01"] {
            XCTAssertFalse(text.contains("struct \(key)"), "no type is named after the data key \(key)")
        }
    }

    func testAMapPayloadIsADictionaryAndNonEmptyAsksForAKey() throws {
        let text = try GeneratedModule(yaml: Self.contract).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(text.contains("-> [String: [DictItem]]"), text)
        XCTAssertTrue(text.contains(".isEmpty"), text)
    }

    func testExpectedValuesAreCheckedThroughTheMapsKeys() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.testFiles.map(\.contents).joined(separator: "\n")
        for line in [
            #"XCTAssertEqual(payload.sysAllDictItems.element(forKey: "sex")?.element(at: 1)?.text, "女")"#,
            #"XCTAssertEqual(payload.departHeads?.element(forKey: "A01A05")?.rawValue, "u7")"#,
            #"XCTAssertEqual(payload.element(forKey: "order_status_2026")?.element(at: 0)?.text, "待付款")"#,
        ] {
            XCTAssertTrue(text.contains(line), line)
        }
    }
}
