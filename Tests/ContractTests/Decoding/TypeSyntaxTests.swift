import XCTest
import YAMLNodes

@testable import Contract

final class TypeSyntaxTests: XCTestCase {
    private func read(_ yaml: String, names: DefinitionNames = DefinitionNames()) throws -> (TypeRef?, [Diagnostic]) {
        let node = try XCTUnwrap(try YAMLLoader.load("type: \(yaml)")?["type"])
        let diagnostics = DiagnosticList()
        let context = DecodingContext(file: "t.yaml", collector: diagnostics)
        context.definitionNames = names
        return (TypeSyntax.read(node, path: NodePath(["type"]), context: context), diagnostics.diagnostics)
    }

    func testScalarsDefinitionsAndNestedLists() throws {
        let names = DefinitionNames(identifiers: ["TenantID"], models: ["Tenant"], unions: ["Outcome"])
        XCTAssertEqual(try read("int", names: names).0, .scalar(.int))
        XCTAssertEqual(try read("TenantID", names: names).0, .identifier("TenantID"))
        XCTAssertEqual(try read("Outcome", names: names).0, .union("Outcome"))
        XCTAssertEqual(try read("[Tenant]", names: names).0, .list(.model("Tenant")))
        XCTAssertEqual(try read("[[string]]", names: names).0, .list(.list(.scalar(.string))))
    }

    func testUnknownNamesAreLeftForValidation() throws {
        let (type, diagnostics) = try read("Missing")
        XCTAssertEqual(type, .model("Missing"))
        XCTAssertEqual(diagnostics, [])
    }

    func testBadSyntaxIsReportedWithAHint() throws {
        let (type, diagnostics) = try read(#""[Tenant]""#)
        XCTAssertNil(type)
        XCTAssertEqual(diagnostics.first?.message, "bad type syntax '[Tenant]'")
        XCTAssertEqual(diagnostics.first?.hint, "write a list as an unquoted YAML sequence, e.g. [TenantMembership]")
        XCTAssertEqual(try read("{ a: b }").1.first?.message, "unknown key 'a' in a type")
        XCTAssertEqual(
            try read("String?").1.first?.hint, "say `optional: true` or `nullable: true` on the field instead")
    }

    func testAMapOfAnyTypeIsAOneKeyMapping() throws {
        let names = DefinitionNames(models: ["DictItem"])
        XCTAssertEqual(try read("{ map: [DictItem] }", names: names).0, .map(.list(.model("DictItem"))))
        XCTAssertEqual(try read("{ map: { map: int } }").0, .map(.map(.scalar(.int))))
        XCTAssertEqual(try read("[{ map: string }]").0, .list(.map(.scalar(.string))))
        XCTAssertEqual(TypeRef.map(.model("DictItem")).description, "{ map: DictItem }")
        XCTAssertEqual(TypeRef.list(.map(.model("DictItem"))).elementType, .model("DictItem"))
    }

    func testAMapTypeWithAMisspelledOrExtraKeyOrNoValueIsRefused() throws {
        let (misspelled, misspelledDiagnostics) = try read("{ mapp: string }")
        XCTAssertNil(misspelled)
        XCTAssertEqual(misspelledDiagnostics.first?.message, "unknown key 'mapp' in a type")
        XCTAssertEqual(misspelledDiagnostics.first?.hint, "did you mean 'map'?")
        let (extra, extraDiagnostics) = try read("{ map: string, of: int }")
        XCTAssertNil(extra)
        XCTAssertEqual(extraDiagnostics.first?.message, "a map type has exactly one key, `map`, found 2")
        let (empty, emptyDiagnostics) = try read("{ map: }")
        XCTAssertNil(empty)
        XCTAssertEqual(emptyDiagnostics.first?.message, "a map type needs its value type, found nothing")
    }
}
