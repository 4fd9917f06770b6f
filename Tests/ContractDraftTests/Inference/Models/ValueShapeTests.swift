import ContractFixtures
import TextFoundation
import XCTest

@testable import ContractDraft

/// What the values at one place of the bodies have in common, merged as they stream by: how often the place was
/// there and null, values deeper than the draft reads, objects' fields in the order first seen, the objects that turn
/// out to be a map, lists and their items, and one place's shape taken into another's. One rule per test.
final class ValueShapeTests: XCTestCase {
    private func shape(_ texts: String...) throws -> ValueShape {
        let shape = ValueShape()
        for text in texts { shape.add(try JSONValue.parse(text)) }
        return shape
    }

    private func members(_ text: String) throws -> JSONObject {
        guard case .object(let members) = try JSONValue.parse(text) else {
            XCTFail("not an object")
            return JSONObject()
        }
        return members
    }

    func testEveryValueIsSeenAndNullsAreCountedApart() throws {
        let shape = try shape("null", "1", "null")
        XCTAssertEqual(shape.seen, 3)
        XCTAssertEqual(shape.nulls, 2)
        XCTAssertEqual(shape.scalars.integers, 1)
        XCTAssertTrue(shape.hasValues)
        XCTAssertFalse(try self.shape("null", "null").hasValues, "only null")
        XCTAssertFalse(ValueShape().hasValues, "nothing seen")
    }

    func testAValueAtTheMaximumDepthIsKeptOpaque() {
        let shape = ValueShape()
        shape.add(.object(JSONObject([(key: "a", value: 1)])), depth: ValueShape.maximumDepth)
        XCTAssertEqual(shape.seen, 1)
        XCTAssertEqual(shape.tooDeep, 1)
        XCTAssertNil(shape.object, "not looked into")
        let shallower = ValueShape()
        shallower.add(.object(JSONObject([(key: "a", value: 1)])), depth: ValueShape.maximumDepth - 1)
        XCTAssertEqual(shallower.tooDeep, 0)
        XCTAssertEqual(shallower.object?.field("a")?.tooDeep, 1, "its field is one level too deep")
    }

    func testObjectsMergeTheirFieldsInTheOrderFirstSeen() throws {
        let shape = try shape(#"{"b": 1, "a": "x"}"#, #"{"c": true, "b": 2}"#)
        let object = try XCTUnwrap(shape.object)
        XCTAssertEqual(object.count, 2)
        XCTAssertEqual(object.order, ["b", "a", "c"])
        XCTAssertEqual(object.fieldSet, ["a", "b", "c"], "sorted: what tells models apart")
        XCTAssertEqual(object.field("b")?.seen, 2)
        XCTAssertEqual(object.field("a")?.seen, 1)
        XCTAssertNil(object.field("d"))
        XCTAssertFalse(object.isMapLike)
    }

    func testObjectsWhoseKeysAreDataBecomeAMapOfEveryValue() throws {
        let shape = try shape(#"{"1024": {"name": "a"}, "1025": {"name": "b"}}"#)
        let object = try XCTUnwrap(shape.object)
        XCTAssertTrue(object.isMapLike)
        XCTAssertEqual(object.mapRule, .dataKeys)
        XCTAssertEqual(object.order, [], "a map has no fields")
        XCTAssertEqual(object.values.seen, 2)
        XCTAssertEqual(object.values.object?.fieldSet, ["name"])
    }

    func testDataKeysSeenOneByOneOverSeveralObjectsMakeTheFieldsAMap() throws {
        let one = try shape(#"{"2026-12-07": 3}"#)
        XCTAssertFalse(try XCTUnwrap(one.object).isMapLike, "one data key is no map yet")
        one.add(try JSONValue.parse(#"{"2026-12-08": 5}"#))
        let object = try XCTUnwrap(one.object)
        XCTAssertEqual(object.mapRule, .dataKeys)
        XCTAssertEqual(object.values.seen, 2, "the field seen before became a value")
        XCTAssertEqual(object.values.scalars.integers, 2)
    }

    func testMoreKeysThanAModelHoldsOverSeveralObjectsMakeAMap() throws {
        let object = ObjectShape()
        for part in 0..<2 {
            let keys = (0..<100).map { "k\(part)_\($0)" }
            object.add(JSONObject(keys.map { (key: $0, value: JSONValue.int(1)) }), depth: 0)
        }
        XCTAssertFalse(object.isMapLike, "exactly \(ObjectShape.maximumFields) fields stay a model")
        object.add(JSONObject([(key: "one_more", value: 1)]), depth: 0)
        XCTAssertEqual(object.mapRule, .manyKeys)
        XCTAssertEqual(object.values.seen, 201)
    }

    func testListsCountEveryListTheEmptyOnesAndTheirItems() throws {
        let shape = try shape("[1, 2]", "[]", #"[{"id": 1}]"#)
        let list = try XCTUnwrap(shape.list)
        XCTAssertEqual(list.count, 3)
        XCTAssertEqual(list.empty, 1)
        XCTAssertEqual(list.items.seen, 3)
        XCTAssertEqual(list.items.scalars.integers, 2)
        XCTAssertEqual(list.items.object?.fieldSet, ["id"])
    }

    func testAPlaceTakesInAnothersCountsScalarsObjectsAndLists() throws {
        let mine = try shape(#"{"a": 1}"#, "null")
        let theirs = try shape(#"{"b": 2}"#, "[1]", "\"x\"")
        mine.absorb(theirs)
        XCTAssertEqual(mine.seen, 5)
        XCTAssertEqual(mine.nulls, 1)
        XCTAssertEqual(mine.scalars.otherTexts, 1)
        XCTAssertEqual(mine.object?.order, ["a", "b"])
        XCTAssertEqual(mine.object?.count, 2)
        XCTAssertEqual(mine.list?.count, 1, "a list taken over where there was none")
        let empty = ValueShape()
        empty.absorb(theirs)
        XCTAssertTrue(empty.object === theirs.object, "an object taken over as it is")
    }

    func testAnObjectTakingInAMapBecomesAMap() throws {
        let model = try XCTUnwrap(try shape(#"{"name": "a"}"#).object)
        let map = try XCTUnwrap(try shape(#"{"1024": 1, "1025": 2}"#).object)
        model.absorb(map)
        XCTAssertEqual(model.mapRule, .dataKeys)
        XCTAssertEqual(model.count, 2)
        XCTAssertEqual(model.values.seen, 3, "its own field and the map's two values")
        XCTAssertEqual(model.order, [])
    }

    func testAnObjectTakingInKeysThatTogetherAreDataBecomesAMap() throws {
        let mine = try XCTUnwrap(try shape(#"{"2026-12-07": 1}"#).object)
        let theirs = try XCTUnwrap(try shape(#"{"2026-12-08": 2}"#).object)
        mine.absorb(theirs)
        XCTAssertEqual(mine.mapRule, .dataKeys, "as if both objects had been added here")
        XCTAssertEqual(mine.values.seen, 2)
        let names = try XCTUnwrap(try shape(#"{"id": 1}"#).object)
        names.absorb(try XCTUnwrap(try shape(#"{"name": "a"}"#).object))
        XCTAssertFalse(names.isMapLike, "names stay fields")
    }

    /// The values of a map whose keys showed up one per object are the fields it had so far, taken in together:
    /// objects keyed by dates inside them are a map as well, never a model with a field per date.
    func testTheValuesOfAPlaceThatBecameAMapAreMapsWhereTheirKeysAreData() throws {
        let shape = try shape(#"{"1024": {"2026-12-07": 1}}"#, #"{"1025": {"2026-12-08": 2}}"#)
        let map = try XCTUnwrap(shape.object)
        XCTAssertEqual(map.mapRule, .dataKeys)
        let inner = try XCTUnwrap(map.values.object)
        XCTAssertEqual(inner.mapRule, .dataKeys)
        XCTAssertEqual(inner.order, [])
        XCTAssertEqual(inner.values.scalars.integers, 2)
    }

    func testADraftKeepsMapsKeyedByDatesInsideAMapWhoseKeysCameOnePerAnswer() throws {
        let entries = [#"{"1024": {"2026-12-07": 1}}"#, #"{"1025": {"2026-12-08": 2}}"#].map {
            CapturedEntry(
                url: "https://api.example.com/sys/stats",
                responseBody: #"{"success": true, "code": 200, "result": \#($0)}"#)
        }
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft([("t.har", entries)]))
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        XCTAssertEqual(contract.endpoints.first?.response.type, .map(.map(.scalar(.int))), rendered.text)
        XCTAssertEqual(contract.models.map(\.name), [], "no model with a field per date")
    }

    func testAnObjectTakingInFieldsBeyondTheMaximumBecomesAMap() throws {
        let mine = ObjectShape()
        mine.add(JSONObject((0..<150).map { (key: "a\($0)", value: JSONValue.int(1)) }), depth: 0)
        let theirs = ObjectShape()
        theirs.add(JSONObject((0..<51).map { (key: "b\($0)", value: JSONValue.int(1)) }), depth: 0)
        mine.absorb(theirs)
        XCTAssertEqual(mine.mapRule, .manyKeys)
        XCTAssertEqual(mine.values.seen, 201)
    }

    func testAListTakesInAnothersListsAndItems() throws {
        let mine = try XCTUnwrap(try shape("[1]").list)
        let theirs = try XCTUnwrap(try shape("[]", "[2, 3]").list)
        mine.absorb(theirs)
        XCTAssertEqual(mine.count, 3)
        XCTAssertEqual(mine.empty, 1)
        XCTAssertEqual(mine.items.seen, 3)
    }
}
