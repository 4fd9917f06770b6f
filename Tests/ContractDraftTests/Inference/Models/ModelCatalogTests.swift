import Contract
import ContractVerify
import TextFoundation
import WireVocabulary
import XCTest

@testable import ContractDraft

/// How merged shapes become the draft's models and types: objects of the same fields are one model, and so are the
/// objects one field of a model holds; look-alikes stay apart; names come from the place, unique; a map is no model;
/// what cannot be typed is opaque JSON (too deep, mixed, empty, only null, disagreeing); lists and single values;
/// and each field's rules (optional, nullable, secret, left out, holding itself). One rule per test.
final class ModelCatalogTests: XCTestCase {
    private func shape(_ texts: String...) throws -> ValueShape {
        let shape = ValueShape()
        for text in texts { shape.add(try JSONValue.parse(text)) }
        return shape
    }

    /// A catalog with `shape` registered as the payload of `endpoint`, unified.
    private func catalog(
        _ shapes: [(shape: ValueShape, hint: [String], site: String)], reserved: Set<String> = [],
        secrets: SecretSet = SecretSet()
    ) -> ModelCatalog {
        let catalog = ModelCatalog(reserved: reserved, secrets: secrets)
        for item in shapes { catalog.register(item.shape, hint: item.hint, site: item.site) }
        catalog.unify()
        return catalog
    }

    private func typed(_ shape: ValueShape, hint: [String] = ["Get", "User", "Result"], name: String = "result")
        -> (ModelCatalog.Typed, ModelCatalog)
    {
        let catalog = catalog([(shape, hint, "getUser payload")])
        return (catalog.type(of: [shape], name: name), catalog)
    }

    private func field(_ name: String, of catalog: ModelCatalog) -> Field? {
        catalog.models.lazy.compactMap { $0.fields.first { $0.name == name } }.first
    }

    // MARK: Models

    func testObjectsWithTheSameFieldsAreOneModelWhereverSeen() throws {
        let a = try shape(#"{"id": 1, "name": "a"}"#)
        let b = try shape(#"{"name": "b", "id": 2}"#)
        let catalog = catalog([
            (a, ["Get", "A", "Result"], "getA payload"), (b, ["Get", "B", "Result"], "getB payload"),
        ])
        XCTAssertEqual(catalog.type(of: [a], name: "result").type, .model("GetAResult"))
        XCTAssertEqual(catalog.type(of: [b], name: "result").type, .model("GetAResult"), "named where first seen")
        XCTAssertEqual(catalog.models.map(\.name), ["GetAResult"])
        XCTAssertEqual(
            catalog.guesses.guesses(at: .model("GetAResult")),
            [Guess(.sharedModel, "one model for the objects of the same fields at getA payload, getB payload")])
    }

    func testOneEndpointsObjectsOfTheSameFieldsShareAModelWithoutAGuess() throws {
        let a = try shape(#"{"id": 1}"#)
        let b = try shape(#"{"id": 2}"#)
        let catalog = catalog([(a, ["Owner"], "getA payload.owner"), (b, ["Creator"], "getA payload.creator")])
        XCTAssertEqual(catalog.type(of: [b], name: "creator").type, .model("Owner"))
        XCTAssertEqual(catalog.guesses.guesses(at: .model("Owner")), [])
    }

    func testLookAlikesOfOtherFieldsStayTwoModels() throws {
        let rows = try shape(#"{"id": 1}"#)
        let members = try shape(#"{"id": "u", "tenantId": 7}"#)
        let catalog = catalog([(rows, ["Row"], "getA payload"), (members, ["Member"], "getB payload")])
        XCTAssertEqual(catalog.type(of: [rows], name: "rows").type, .model("Row"))
        XCTAssertEqual(catalog.type(of: [members], name: "members").type, .model("Member"))
        XCTAssertEqual(catalog.models.map(\.name), ["Row", "Member"])
    }

    func testTheObjectsOneFieldOfAModelHoldsAreOneModel() throws {
        let a = try shape(#"{"owner": {"id": 1}}"#)
        let b = try shape(#"{"owner": {"id": 2, "name": "x"}}"#)
        let catalog = catalog([(a, ["A"], "getA payload"), (b, ["B"], "getB payload")])
        XCTAssertEqual(catalog.type(of: [b], name: "result").type, .model("A"))
        XCTAssertEqual(catalog.models.map(\.name), ["A", "Owner"])
        let owner = try XCTUnwrap(catalog.models.last)
        XCTAssertEqual(owner.fields.map(\.name), ["id", "name"])
        XCTAssertEqual(owner.fields.map(\.isOptional), [false, true], "name was in one of the two owners")
    }

    func testTheItemsOfListsOneFieldOfAModelHoldsAreOneModel() throws {
        let a = try shape(#"{"rows": [{"id": 1}]}"#)
        let b = try shape(#"{"rows": [{"id": 2, "name": "x"}]}"#)
        let catalog = catalog([(a, ["A"], "getA payload"), (b, ["B"], "getB payload")])
        XCTAssertEqual(catalog.type(of: [a], name: "result").type, .model("A"))
        XCTAssertEqual(catalog.models.map(\.name), ["A", "Row"])
        XCTAssertEqual(catalog.models.last?.fields.map(\.name), ["id", "name"])
    }

    func testAModelsNameComesFromItsPlaceUniqueAmongTheTakenOnes() throws {
        let user = try shape(#"{"id": 1}"#)
        let reserved = catalog([(user, ["User", "Result"], "getUser payload")], reserved: ["UserResult"])
        XCTAssertEqual(reserved.type(of: [user], name: "result").type, .model("UserResult2"))
        let unnamed = try shape(#"{"id": 1}"#)
        let fallback = catalog([(unnamed, [], "getUser payload")])
        XCTAssertEqual(fallback.type(of: [unnamed], name: "result").type, .model("Model"))
    }

    func testAMapIsNoModelAndItsValuesAreNamedAfterTheMap() throws {
        let (typed, catalog) = typed(
            try shape(#"{"1024": {"name": "a"}, "1025": {"name": "b"}}"#), hint: ["Depts"], name: "depts")
        XCTAssertEqual(typed.type, .map(.model("Dept")))
        XCTAssertEqual(
            typed.guesses,
            [Guess(.mapField, "a map, not a model: its keys are ids, dates or no names (data, not fields)")])
        XCTAssertEqual(catalog.models.map(\.name), ["Dept"], "no model of the keys")
    }

    func testAMapOfListsNamesTheListsItemsAfterTheMap() throws {
        let (typed, catalog) = typed(
            try shape(#"{"1024": [{"value": "a"}], "1025": [{"value": "b"}]}"#), hint: ["Sys", "All", "Dict", "Items"],
            name: "sysAllDictItems")
        XCTAssertEqual(typed.type, .map(.list(.model("SysAllDict"))))
        XCTAssertEqual(catalog.models.map(\.name), ["SysAllDict"])
    }

    func testAMapOfOnlyNullIsAMapOfOpaqueJSON() throws {
        let (typed, _) = typed(try shape(#"{"1024": null, "1025": null}"#))
        XCTAssertEqual(typed.type, .map(.scalar(.json)))
        XCTAssertEqual(typed.guesses.map(\.text).last, "every value seen was null")
    }

    func testAMapsValuesOfSeveralFormsAreOpaque() throws {
        let (typed, _) = typed(try shape(#"{"1024": 1, "1025": "2"}"#))
        XCTAssertEqual(typed.type, .map(.scalar(.json)))
        XCTAssertEqual(typed.guesses.map(\.text).last, "the values arrived in several forms (int, numericString)")
    }

    // MARK: Opaque

    func testValuesDeeperThanTheDraftReadsAreOpaque() throws {
        let shape = ValueShape()
        shape.add(.int(1), depth: ValueShape.maximumDepth)
        let (typed, _) = typed(shape)
        XCTAssertEqual(typed.type, .scalar(.json))
        XCTAssertEqual(typed.guesses, [Guess(.opaqueJSON, "nested deeper than the draft reads")])
    }

    func testObjectsHereAndOtherValuesThereAreOpaque() throws {
        let (typed, _) = typed(try shape(#"{"a": 1}"#, "5"))
        XCTAssertEqual(typed.guesses, [Guess(.opaqueJSON, "objects here, other values there")])
        XCTAssertEqual(self.typed(try shape(#"{"a": 1}"#, "[]")).0.type, .scalar(.json), "an object and a list")
    }

    func testOnlyEmptyObjectsAreOpaque() throws {
        let (typed, catalog) = typed(try shape("{}", "{}"))
        XCTAssertEqual(typed.type, .scalar(.json))
        XCTAssertEqual(typed.guesses, [Guess(.opaqueJSON, "only empty objects were seen")])
        XCTAssertEqual(catalog.models.count, 0)
    }

    func testOnlyNullIsOpaque() throws {
        let (typed, _) = typed(try shape("null", "null"))
        XCTAssertEqual(typed.type, .scalar(.json))
        XCTAssertEqual(typed.guesses, [Guess(.opaqueJSON, "only null was seen")])
    }

    func testScalarsThatAgreeOnNoTypeAreOpaque() throws {
        let (typed, _) = typed(try shape("true", "\"yes please\""))
        XCTAssertEqual(typed.guesses, [Guess(.opaqueJSON, "the values did not agree on one type")])
        XCTAssertEqual(self.typed(try shape("1", "2")).0.type, .scalar(.int), "integers agree")
    }

    // MARK: Lists

    func testListsThatWereAlwaysEmptyAreListsOfOpaqueJSON() throws {
        let (typed, _) = typed(try shape("[]", "[]"))
        XCTAssertEqual(typed.type, .list(.scalar(.json)))
        XCTAssertEqual(typed.guesses, [Guess(.opaqueJSON, "every list seen was empty")])
    }

    func testAListIsAListOfItsItemsTypeItsObjectsNamedInTheSingular() throws {
        XCTAssertEqual(typed(try shape("[1, 2]", "[]")).0.type, .list(.scalar(.int)))
        let (typed, _) = typed(try shape(#"[{"id": 1}]"#), hint: ["Users"], name: "users")
        XCTAssertEqual(typed.type, .list(.model("User")))
    }

    func testAListHereAndOneElementThereTakesBothForms() throws {
        let (typed, _) = typed(try shape(#"["a"]"#, #""b""#), name: "allowPrefix")
        XCTAssertEqual(typed.type, .list(.scalar(.string)))
        XCTAssertEqual(typed.wire, [.list, .single])
        XCTAssertEqual(typed.guesses, [Guess(.wireForms, "arrived as a list and as one element alone")])
    }

    func testAListHereAndValuesOfSeveralFormsThereAreOpaque() throws {
        XCTAssertEqual(
            typed(try shape("[1]", #""x""#)).0.guesses,
            [Guess(.opaqueJSON, "lists here, single values there, of several forms")])
        XCTAssertEqual(typed(try shape(#"[{"a": 1}]"#, "5")).0.type, .scalar(.json), "objects in the lists")
    }

    func testListItemsOfSeveralFormsAreOpaque() throws {
        let (typed, _) = typed(try shape(#"[1, "2"]"#))
        XCTAssertEqual(typed.type, .list(.scalar(.json)))
        XCTAssertEqual(typed.wire, [])
        XCTAssertEqual(typed.guesses, [Guess(.opaqueJSON, "the items arrived in several forms (int, numericString)")])
    }

    // MARK: Fields

    func testAFieldAbsentFromSomeObjectsIsOptional() throws {
        let (_, catalog) = typed(try shape(#"{"id": 1, "nickname": "a"}"#, #"{"id": 2}"#))
        XCTAssertEqual(field("id", of: catalog)?.isOptional, false)
        XCTAssertEqual(field("nickname", of: catalog)?.isOptional, true)
        XCTAssertEqual(
            catalog.guesses.guesses(at: .field("nickname", of: "GetUserResult")),
            [Guess(.optionalField, "absent from 1 of 2 objects")])
    }

    func testAFieldNullInSomeObjectsIsNullableAndStillRequired() throws {
        let (_, catalog) = typed(try shape(#"{"avatar": null}"#, #"{"avatar": "a.png"}"#))
        let avatar = try XCTUnwrap(field("avatar", of: catalog))
        XCTAssertTrue(avatar.isNullable)
        XCTAssertFalse(avatar.isOptional)
        XCTAssertEqual(avatar.type, .scalar(.string))
        XCTAssertEqual(
            catalog.guesses.guesses(at: .field("avatar", of: "GetUserResult")),
            [Guess(.nullableField, "null in 1 of 2 objects")])
    }

    func testAFieldOnlyEverNullIsOptionalAndNullable() throws {
        let (_, catalog) = typed(try shape(#"{"id": 1, "remark": null}"#))
        let remark = try XCTUnwrap(field("remark", of: catalog))
        XCTAssertTrue(remark.isOptional)
        XCTAssertTrue(remark.isNullable)
        XCTAssertEqual(
            catalog.guesses.guesses(at: .field("remark", of: "GetUserResult")).map(\.text),
            ["null in 1 of 1 objects", "only null was seen", "only null was seen"],
            "the field's own optional guess, then its opaque type's")
    }

    func testATextFieldNamedLikeACredentialIsSecret() throws {
        let (_, catalog) = typed(try shape(#"{"accessToken": "t-1", "tokenType": "bearer", "password": 5}"#))
        XCTAssertEqual(field("accessToken", of: catalog)?.isSecret, true)
        XCTAssertEqual(field("tokenType", of: catalog)?.isSecret, false, "not a credential's name")
        XCTAssertEqual(field("password", of: catalog)?.isSecret, false, "a number holds no credential")
        XCTAssertEqual(
            catalog.guesses.guesses(at: .field("accessToken", of: "GetUserResult")),
            [Guess(.secretField, "its name looks like a credential")])
    }

    func testATextFieldLaterRequestsSentAsTheirTokenIsSecret() throws {
        let shape = try shape(#"{"sid": "issued-value-1"}"#)
        let catalog = ModelCatalog()
        catalog.register(shape, hint: ["Login", "Result"], site: "login payload")
        catalog.issuedTokenSites = ["login payload.sid"]
        catalog.unify()
        XCTAssertEqual(catalog.type(of: [shape], name: "result").type, .model("LoginResult"))
        XCTAssertEqual(field("sid", of: catalog)?.isSecret, true)
        XCTAssertEqual(
            catalog.guesses.guesses(at: .field("sid", of: "LoginResult")),
            [Guess(.secretField, "later requests sent this value as their token")])
    }

    func testAKeyThatSpellsACapturedSecretIsLeftOutAndNamesNothing() throws {
        let secret = "tok-9f86d081884c7d65"
        var secrets = SecretSet()
        secrets.add(secret)
        let shape = try shape(#"{"id": 1, "\#(secret)": {"granted": true}}"#)
        let catalog = catalog([(shape, ["Get", "Grants", "Result"], "getGrants payload")], secrets: secrets)
        // No assertion here prints a name: a failure would show the secret.
        XCTAssertTrue(
            catalog.type(of: [shape], name: "result").type == .model("GetGrantsResult"), "the payload's model")
        XCTAssertTrue(catalog.models.map(\.name) == ["GetGrantsResult"], "no model of the secret key's object")
        XCTAssertTrue(catalog.models.first?.fields.map(\.name) == ["id"], "the secret key is no field")
        XCTAssertFalse(
            catalog.guesses.countsByKind.isEmpty || "\(catalog.guesses)".contains(secret), "no guess names the secret")
        XCTAssertEqual(
            catalog.guesses.guesses(at: .model("GetGrantsResult")),
            [Guess(.unmapped, "a key that was a credential the captures carried was left out")])
    }

    func testAKeyAContractCannotHoldIsLeftOut() throws {
        let (_, catalog) = typed(try shape(#"{"id": 1, "a\u202Eb": 2, "tab\there": 3}"#))
        XCTAssertEqual(catalog.models.first?.fields.map(\.name), ["id"])
        XCTAssertEqual(
            catalog.guesses.guesses(at: .model("GetUserResult")),
            [Guess(.unmapped, "a field whose name a contract cannot hold was left out")])
    }

    func testAnObjectHoldingOneOfItsOwnKindHoldsOpaqueJSON() throws {
        let (typed, catalog) = typed(try shape(#"{"id": 1, "parent": {"id": 2, "parent": null}}"#))
        XCTAssertEqual(typed.type, .model("GetUserResult"))
        XCTAssertEqual(catalog.models.map(\.name), ["GetUserResult"])
        XCTAssertEqual(field("parent", of: catalog)?.type, .scalar(.json))
        XCTAssertTrue(
            catalog.guesses.guesses(at: .field("parent", of: "GetUserResult")).contains(
                Guess(.opaqueJSON, "the object holds one of its own kind")))
    }
}
