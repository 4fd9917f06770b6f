import TextFoundation
import WireVocabulary
import XCTest

/// The one evaluator of payload rules: membership and emptiness of a field's value, conditions that apply only when
/// another field says so, and which fields travel with a failure.
final class PayloadTestTests: XCTestCase {
    let expired = PayloadTest(field: "status.code", in: [86038])

    func testMembershipComparesNumbersByValueAndNumericTextAsTheNumber() {
        XCTAssertTrue(expired.holds(in: ["status": ["code": 86038]]))
        XCTAssertTrue(expired.holds(in: ["status": ["code": 86038.0]]))
        XCTAssertTrue(expired.holds(in: ["status": ["code": "86038"]]))
        XCTAssertFalse(expired.holds(in: ["status": ["code": "86038x"]]))
        XCTAssertFalse(expired.holds(in: ["status": ["code": 86039]]))
        XCTAssertFalse(expired.holds(in: ["status": ["code": [86038]]]), "an array holds no scalar")
        XCTAssertFalse(expired.holds(in: ["status": 86038]), "a path through a non-object leads nowhere")
        XCTAssertFalse(expired.holds(in: nil))
        XCTAssertTrue(PayloadTest(field: "ok", in: [true]).holds(in: ["ok": true]))
        XCTAssertFalse(PayloadTest(field: "ok", in: [true]).holds(in: ["ok": "true"]), "text is no boolean")
    }

    func testNonEmptyIsPresentAndNotEmpty() {
        let url = PayloadTest.nonEmpty("url")
        XCTAssertTrue(url.holds(in: ["url": "https://a.example"]))
        XCTAssertTrue(url.holds(in: ["url": 0]))
        for empty: JSONValue in [["url": ""], ["url": nil], ["url": []], ["url": [:]], [:], "url"] {
            XCTAssertFalse(url.holds(in: empty), "\(empty)")
        }
    }

    func testAConditionAppliesOnlyWhenItsWhenHolds() {
        let link = PayloadCondition(.nonEmpty("url"), when: PayloadTest(field: "state", in: [700]))
        XCTAssertTrue(link.isMet(by: ["state": 701, "url": ""]))
        XCTAssertFalse(link.isMet(by: ["state": 700, "url": ""]))
        XCTAssertTrue(link.isMet(by: ["state": 700, "url": "https://a.example"]))
        XCTAssertEqual(link.description, "url nonEmpty when state in [700]")
    }

    func testRulesDecideFailuresFirstAndKeepOnlyTheScalarsTheyRead() {
        let rules = PayloadRules(
            failures: [PayloadTest(field: "state", in: [703])],
            conditions: [PayloadCondition(PayloadTest(field: "state", in: [700, 701]))])
        XCTAssertEqual(rules.evaluate(["state": 703]), .failure(PayloadTest(field: "state", in: [703])))
        XCTAssertEqual(rules.evaluate(["state": 702]), .unmet(rules.conditions[0]))
        XCTAssertEqual(rules.evaluate(["state": 701]), .accepted)
        XCTAssertEqual(rules.readFields(of: ["state": 703, "token": "s3cr3t", "nested": ["a": 1]]), ["state": 703])
        XCTAssertNil(rules.readFields(of: ["token": "s3cr3t"]))
        XCTAssertNil(PayloadRules().readFields(of: ["state": 1]))
        XCTAssertTrue(PayloadRules().isEmpty)
    }
}
