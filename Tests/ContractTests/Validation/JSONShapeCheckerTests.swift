import TextFoundation
import WireVocabulary
import XCTest
import YAMLNodes

@testable import Contract

final class JSONShapeCheckerTests: XCTestCase {
    private let here = Provenance(mark: SourceMark(line: 1, column: 1))

    private func field(
        _ name: String, _ type: TypeRef, optional: Bool = false, nullable: Bool = false, wire: [WireForm] = [],
        keepRaw: Bool = false
    ) -> Field {
        Field(
            name: name, type: type, isOptional: optional, isNullable: nullable, wire: wire,
            invalid: keepRaw ? .keepRaw : .fail, provenance: here)
    }

    private var contract: Contract {
        var contract = Contract(
            file: "t.yaml", format: 1,
            info: Info(
                title: "T", module: "T", version: "1", date: "2026-01-01", baseURL: nil, generate: true, docs: [],
                provenance: here))
        contract.identifiers = [
            Identifier(name: "TenantID", storage: .int, wire: [.int, .numericString], provenance: here),
            Identifier(name: "UserID", storage: .string, wire: [.string], provenance: here),
        ]
        contract.models = [
            Model(
                name: "Membership",
                fields: [
                    field("id", .identifier("UserID")),
                    field("tenantUserId", .identifier("TenantID"), keepRaw: true),
                    field("status", .scalar(.int), wire: [.int, .numericString]),
                    field("name", .scalar(.string), optional: true),
                    field("avatar", .scalar(.url), nullable: true),
                ], provenance: here),
            Model(
                name: "Closed", isOpen: false, fields: [field("flag", .scalar(.bool), wire: [.bool, .int])],
                provenance: here),
            Model(name: "Session", fields: [field("accessToken", .scalar(.string))], provenance: here),
            Model(name: "Redirect", fields: [field("redirectUri", .scalar(.url))], provenance: here),
        ]
        contract.unions = [
            Union(
                name: "Outcome",
                variants: [
                    .init(name: "session", type: "Session", discriminatorKey: "accessToken", provenance: here),
                    .init(name: "redirect", type: "Redirect", discriminatorKey: "redirectUri", provenance: here),
                ], provenance: here)
        ]
        return contract
    }

    private func problems(_ json: String, _ type: TypeRef) throws -> [String] {
        let checker = JSONShapeChecker(contract: contract)
        return checker.problems(try JSONValue.parse(json), against: type, at: PayloadPath(components: [.key("result")]))
            .map(\.description)
    }

    func testAValidListDecodes() throws {
        let json = #"""
            [{"id": "u1", "tenantUserId": 1234, "status": "1", "avatar": null, "extra": 1},
             {"id": "u2", "tenantUserId": "not-a-number", "status": 2, "name": "n", "avatar": "https://a"}]
            """#
        XCTAssertEqual(try problems(json, .list(.model("Membership"))), [])
    }

    func testWrongTypesMissingFieldsAndNulls() throws {
        let json = #"[{"tenantUserId": {}, "status": true, "name": null, "avatar": 3}]"#
        XCTAssertEqual(
            try problems(json, .list(.model("Membership"))),
            [
                "result[0].id: required field of model 'Membership' is missing",
                "result[0].tenantUserId: expected a string or an integer, found an object",
                "result[0].status: expected an integer or a numeric string, found true",
                "result[0].name: found null, but field 'name' of model 'Membership' is not nullable",
                "result[0].avatar: expected a URL (a string the client reads as one), found 3",
            ])
    }

    func testIdentifierWireFormsWithoutKeepRaw() throws {
        XCTAssertEqual(try problems(#""1234""#, .identifier("TenantID")), [])
        XCTAssertEqual(try problems("1234", .identifier("TenantID")), [])
        XCTAssertEqual(
            try problems(#""12a""#, .identifier("TenantID")),
            [#"result: expected an integer or a numeric string, found "12a""#])
        XCTAssertEqual(try problems("5", .identifier("UserID")), ["result: expected a string, found 5"])
    }

    func testLenientFormsOnlyWhenDeclared() throws {
        XCTAssertEqual(try problems(#""3""#, .scalar(.int)), [#"result: expected an integer, found "3""#])
        XCTAssertEqual(try problems("3.0", .scalar(.int)), [])
        XCTAssertEqual(try problems("3", .scalar(.double)), [])
        XCTAssertEqual(try problems("1", .model("Closed")), ["result: expected an object (model 'Closed'), found 1"])
        XCTAssertEqual(try problems(#"{"flag": 1}"#, .model("Closed")), [])
        XCTAssertEqual(
            try problems(#"{"flag": 2}"#, .model("Closed")), ["result.flag: expected a boolean or 0/1, found 2"])
    }

    func testClosedModelsRejectExtraFields() throws {
        XCTAssertEqual(
            try problems(#"{"flag": true, "b": 1, "a": 2}"#, .model("Closed")),
            [
                "result.a: unexpected field; model 'Closed' is closed (`open: false`)",
                "result.b: unexpected field; model 'Closed' is closed (`open: false`)",
            ])
    }

    func testUnionsPickTheVariantByKey() throws {
        XCTAssertEqual(try problems(#"{"redirectUri": "https://x"}"#, .union("Outcome")), [])
        XCTAssertEqual(
            try problems(#"{"accessToken": 5}"#, .union("Outcome")), ["result.accessToken: expected a string, found 5"])
        XCTAssertEqual(try problems(#"{"other": 1}"#, .union("Outcome")).count, 1)
    }

    func testJSONAcceptsAnything() throws {
        XCTAssertEqual(try problems(#"{"x": [1, "a", null]}"#, .scalar(.json)), [])
    }

    func testBooleansAreNotNumbers() throws {
        XCTAssertEqual(try JSONValue.parse("true"), .bool(true))
        XCTAssertEqual(try JSONValue.parse("1"), .int(1))
        XCTAssertEqual(try JSONValue.parse("0"), .int(0))
        XCTAssertEqual(try JSONValue.parse("1.5"), .double(1.5))
        XCTAssertEqual(try problems("true", .scalar(.int)), ["result: expected an integer, found true"])
    }
}

/// What `verify` reads from a check besides the lint messages: which problems break decoding, the forms values
/// arrived in, tolerated unknown fields, ids kept raw, and secrets never shown.
final class JSONShapeCheckerReportTests: XCTestCase {
    private let here = Provenance(mark: SourceMark(line: 1, column: 1))

    private var contract: Contract {
        var contract = Contract(
            file: "t.yaml", format: 1,
            info: Info(
                title: "T", module: "T", version: "1", date: "2026-01-01", baseURL: nil, generate: true, docs: [],
                provenance: here))
        contract.identifiers = [
            Identifier(name: "TenantID", storage: .int, wire: [.int, .numericString], provenance: here)
        ]
        contract.models = [
            Model(
                name: "Row",
                fields: [
                    Field(name: "tenant", type: .identifier("TenantID"), invalid: .keepRaw, provenance: here),
                    Field(name: "name", type: .scalar(.string), isOptional: true, provenance: here),
                    Field(name: "note", type: .scalar(.string), isNullable: true, provenance: here),
                    Field(name: "key", type: .scalar(.string), isOptional: true, isSecret: true, provenance: here),
                    Field(name: "at", type: .scalar(.unixSeconds), isOptional: true, provenance: here),
                    Field(
                        name: "count", type: .scalar(.int), isOptional: true, wire: [.int, .numericString],
                        provenance: here),
                ], provenance: here)
        ]
        return contract
    }

    private func check(_ json: String) throws -> JSONShapeChecker.Report {
        JSONShapeChecker(contract: contract).check(
            try JSONValue.parse(json), against: .model("Row"), at: PayloadPath(components: []))
    }

    func testNullAndAbsentDisagreeWithTheDocsButDecode() throws {
        let report = try check(#"{"tenant": "1", "name": null}"#)
        XCTAssertEqual(report.problems.map(\.kind), [.null, .missing])
        XCTAssertEqual(report.problems.map(\.breaksDecoding), [false, false], "the client decodes both as nil")
        XCTAssertEqual(report.problems.map(\.field), ["name", "note"])
        XCTAssertEqual(try check(#"{"name": "n", "note": "x"}"#).problems.map(\.breaksDecoding), [true])
    }

    func testFormsUnknownFieldsAndRawIds() throws {
        let report = try check(#"{"tenant": "org-x", "note": null, "count": "3", "at": "1792713600", "extra": [1]}"#)
        XCTAssertEqual(report.problems, [])
        XCTAssertEqual(
            Set(report.observations.map { "\($0.field) \($0.form)" }),
            ["tenant string", "note null", "count numericString", "at numericString"])
        XCTAssertEqual(report.unknownFields.map(\.key), ["extra"])
        XCTAssertEqual(report.keptRaw.map(\.field), ["tenant"])
        XCTAssertEqual(try check(#"{"tenant": 12, "note": null}"#).keptRaw.count, 0, "an integer is a valid id")
    }

    func testTheRuntimesRulesNotLooserOnes() throws {
        let problems = try check(#"{"tenant": true, "note": null, "count": " 3", "at": "1.5"}"#).problems
        XCTAssertEqual(problems.map(\.field), ["tenant", "at", "count"], "in field order; nothing trimmed")
        XCTAssertTrue(problems.allSatisfy(\.breaksDecoding))
    }

    func testSecretsAreNeverShown() throws {
        let problem = try XCTUnwrap(try check(#"{"tenant": 1, "note": null, "key": 424242}"#).problems.first)
        XCTAssertEqual(problem.found, "a number (secret, not shown)")
        XCTAssertFalse(problem.description.contains("424242"), problem.description)
    }
}
