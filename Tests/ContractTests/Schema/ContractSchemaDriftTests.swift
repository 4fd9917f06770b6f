import Foundation
import WireVocabulary
import XCTest

@testable import Contract

/// docs/contract.schema.json and the decoder know the same keys in every mapping of the format, so editors never
/// flag a key that lint accepts nor complete one that lint rejects. When a key is added to the decoder, the failure
/// names the key and the schema definition to add it to.
final class ContractSchemaDriftTests: XCTestCase {
    /// One kind of mapping the decoder reads with its own key list (the list its "did you mean" hints use).
    struct KeyContext {
        /// How the format reference names the mapping.
        var name: String
        /// Where the schema describes it: `#` (the top level) or `#/$defs/<name>`.
        var pointer: String
        /// The Swift name of the decoder's key list.
        var declaredAs: String
        var keys: [String]
    }

    /// Every mapping of the format. A new `static let …Keys` in Sources/Contract/Decoding needs an entry here
    /// (``testEveryDecoderKeyListIsCompared`` says so).
    static let contexts: [KeyContext] = [
        KeyContext(name: "the contract", pointer: "#", declaredAs: "topLevelKeys", keys: ContractDecoder.topLevelKeys),
        KeyContext(name: "info", pointer: "#/$defs/info", declaredAs: "infoKeys", keys: DecodingContext.infoKeys),
        KeyContext(
            name: "an identifier", pointer: "#/$defs/identifier", declaredAs: "identifierKeys",
            keys: DecodingContext.identifierKeys),
        KeyContext(name: "a model", pointer: "#/$defs/model", declaredAs: "modelKeys", keys: DecodingContext.modelKeys),
        KeyContext(name: "a field", pointer: "#/$defs/field", declaredAs: "fieldKeys", keys: DecodingContext.fieldKeys),
        KeyContext(
            name: "a map type", pointer: "#/$defs/mapType", declaredAs: "mapTypeKeys", keys: TypeSyntax.mapTypeKeys),
        KeyContext(name: "a union", pointer: "#/$defs/union", declaredAs: "unionKeys", keys: DecodingContext.unionKeys),
        KeyContext(
            name: "a union variant", pointer: "#/$defs/variant", declaredAs: "variantKeys",
            keys: DecodingContext.variantKeys),
        KeyContext(name: "an enum", pointer: "#/$defs/enum", declaredAs: "enumKeys", keys: DecodingContext.enumKeys),
        KeyContext(
            name: "an enum case", pointer: "#/$defs/enumCase", declaredAs: "enumCaseKeys",
            keys: DecodingContext.enumCaseKeys),
        KeyContext(
            name: "an envelope", pointer: "#/$defs/envelope", declaredAs: "envelopeKeys",
            keys: DecodingContext.envelopeKeys),
        KeyContext(name: "auth", pointer: "#/$defs/auth", declaredAs: "authKeys", keys: DecodingContext.authKeys),
        KeyContext(
            name: "auth session", pointer: "#/$defs/session", declaredAs: "sessionKeys",
            keys: DecodingContext.sessionKeys),
        KeyContext(
            name: "a session cookie", pointer: "#/$defs/sessionCookie", declaredAs: "sessionCookieKeys",
            keys: DecodingContext.sessionCookieKeys),
        KeyContext(
            name: "a sign-in", pointer: "#/$defs/signIn", declaredAs: "signInKeys", keys: DecodingContext.signInKeys),
        KeyContext(
            name: "a token sign-in", pointer: "#/$defs/tokenSignIn", declaredAs: "tokenSignInKeys",
            keys: DecodingContext.tokenSignInKeys),
        KeyContext(
            name: "a sign-in's source", pointer: "#/$defs/signInSource", declaredAs: "signInSourceKeys",
            keys: DecodingContext.signInSourceKeys),
        KeyContext(
            name: "a parameter source", pointer: "#/$defs/parameterSource", declaredAs: "parameterSourceKeys",
            keys: DecodingContext.parameterSourceKeys),
        KeyContext(
            name: "a perCall value", pointer: "#/$defs/perCallValue", declaredAs: "perCallKeys",
            keys: DecodingContext.perCallKeys),
        KeyContext(
            name: "signing", pointer: "#/$defs/signing", declaredAs: "signingKeys", keys: DecodingContext.signingKeys),
        KeyContext(
            name: "a signed value", pointer: "#/$defs/signedValue", declaredAs: "signedValueKeys",
            keys: DecodingContext.signedValueKeys),
        KeyContext(
            name: "a perCall value's from", pointer: "#/$defs/perCallKind", declaredAs: "perCallSourceKeys",
            keys: DecodingContext.perCallSourceKeys),
        KeyContext(
            name: "auth token", pointer: "#/$defs/token", declaredAs: "tokenKeys", keys: DecodingContext.tokenKeys),
        KeyContext(
            name: "auth tenant", pointer: "#/$defs/tenant", declaredAs: "tenantKeys", keys: DecodingContext.tenantKeys),
        KeyContext(
            name: "headers", pointer: "#/$defs/headers", declaredAs: "headersKeys", keys: DecodingContext.headersKeys),
        KeyContext(
            name: "an error class", pointer: "#/$defs/errorClass", declaredAs: "errorClassKeys",
            keys: DecodingContext.errorClassKeys),
        KeyContext(
            name: "an error rule", pointer: "#/$defs/errorRule", declaredAs: "errorRuleKeys",
            keys: DecodingContext.errorRuleKeys),
        KeyContext(name: "retry", pointer: "#/$defs/retry", declaredAs: "retryKeys", keys: DecodingContext.retryKeys),
        KeyContext(
            name: "an endpoint", pointer: "#/$defs/endpoint", declaredAs: "endpointKeys",
            keys: DecodingContext.endpointKeys),
        KeyContext(
            name: "a parameter", pointer: "#/$defs/parameter", declaredAs: "parameterKeys",
            keys: DecodingContext.parameterKeys),
        KeyContext(name: "a body", pointer: "#/$defs/body", declaredAs: "bodyKeys", keys: DecodingContext.bodyKeys),
        KeyContext(
            name: "a multipart body", pointer: "#/$defs/multipart", declaredAs: "multipartKeys",
            keys: DecodingContext.multipartKeys),
        KeyContext(
            name: "a form body", pointer: "#/$defs/form", declaredAs: "formKeys", keys: DecodingContext.formKeys),
        KeyContext(
            name: "a response", pointer: "#/$defs/response", declaredAs: "responseKeys",
            keys: DecodingContext.responseKeys),
        KeyContext(
            name: "pagination", pointer: "#/$defs/pagination", declaredAs: "paginationKeys",
            keys: DecodingContext.paginationKeys),
        KeyContext(
            name: "an example", pointer: "#/$defs/example", declaredAs: "exampleKeys", keys: DecodingContext.exampleKeys
        ),
        KeyContext(
            name: "an expectation", pointer: "#/$defs/expect", declaredAs: "expectKeys",
            keys: DecodingContext.expectKeys),
        KeyContext(
            name: "clientPolicy", pointer: "#/$defs/clientPolicy", declaredAs: "clientPolicyKeys",
            keys: DecodingContext.clientPolicyKeys),
        KeyContext(
            name: "an endpoint's clientPolicy", pointer: "#/$defs/endpointClientPolicy",
            declaredAs: "endpointClientPolicyKeys", keys: DecodingContext.endpointClientPolicyKeys),
        KeyContext(
            name: "a deviation", pointer: "#/$defs/deviationNote", declaredAs: "deviationKeys",
            keys: MappingReader.deviationKeys),
        KeyContext(
            name: "a deprecation", pointer: "#/$defs/deprecated", declaredAs: "deprecationKeys",
            keys: MappingReader.deprecationKeys),
        KeyContext(
            name: "a scenario", pointer: "#/$defs/scenario", declaredAs: "scenarioKeys",
            keys: DecodingContext.scenarioKeys),
        KeyContext(
            name: "a listed value", pointer: "#/$defs/listed", declaredAs: "listingKeys",
            keys: DecodingContext.listingKeys),
        KeyContext(
            name: "a server", pointer: "#/$defs/server", declaredAs: "serverKeys", keys: DecodingContext.serverKeys),
        KeyContext(
            name: "a payload test", pointer: "#/$defs/payloadTest", declaredAs: "payloadTestKeys",
            keys: DecodingContext.payloadTestKeys),
        KeyContext(
            name: "a message test", pointer: "#/$defs/messageTest", declaredAs: "messageTestKeys",
            keys: DecodingContext.messageTestKeys),
        KeyContext(
            name: "a success condition", pointer: "#/$defs/payloadCondition", declaredAs: "payloadConditionKeys",
            keys: DecodingContext.payloadConditionKeys),
        KeyContext(
            name: "failureData", pointer: "#/$defs/failureData", declaredAs: "failureDataKeys",
            keys: DecodingContext.failureDataKeys),
    ]

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let schemaPath = "docs/contract.schema.json"

    private func schema() throws -> [String: Any] {
        let data = try Data(contentsOf: Self.packageRoot.appendingPathComponent(Self.schemaPath))
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    /// The schema object at `#` or `#/$defs/<name>`.
    private func definition(_ pointer: String, in schema: [String: Any]) -> [String: Any]? {
        guard pointer != "#" else { return schema }
        let name = pointer.replacingOccurrences(of: "#/$defs/", with: "")
        return (schema["$defs"] as? [String: Any])?[name] as? [String: Any]
    }

    func testSchemaAndDecoderKnowTheSameKeysInEveryMapping() throws {
        let schema = try schema()
        for context in Self.contexts {
            let place = "\(Self.schemaPath) \(context.pointer) (\(context.name))"
            guard let definition = definition(context.pointer, in: schema) else {
                XCTFail("\(place) is missing; add it with the keys of DecodingContext.\(context.declaredAs)")
                continue
            }
            let properties = Set((definition["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
            for key in context.keys where !properties.contains(key) {
                XCTFail(
                    "the decoder accepts '\(key)' in \(context.name) (\(context.declaredAs)), but \(place) does not "
                        + "list it: add \"\(key)\" under its properties, with a description")
            }
            for key in properties.sorted() where !context.keys.contains(key) {
                XCTFail(
                    "\(place) lists '\(key)', but the decoder rejects it in \(context.name) (\(context.declaredAs)): "
                        + "remove it from the schema or teach the decoder")
            }
            XCTAssertEqual(
                definition["additionalProperties"] as? Bool, false,
                "\(place) must say additionalProperties: false, so editors flag unknown keys as lint does")
        }
    }

    /// The words a key allows, where the model enumerates them: the schema's `enum` (editors offer these) is the
    /// model's list.
    func testAllowedWordsAreTheModelsWords() throws {
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        func words(_ definition: String, _ property: String?) -> [String]? {
            var node = definitions[definition] as? [String: Any]
            if let property { node = (node?["properties"] as? [String: Any])?[property] as? [String: Any] }
            let first = (node?["anyOf"] as? [[String: Any]])?.first ?? node
            return (first?["enum"] ?? first?["examples"]) as? [String]
        }
        let expected: [(String, String?, [String])] = [
            ("endpoint", "method", HTTPMethod.allCases.map(\.rawValue)),
            ("endpoint", "role", EndpointRole.allCases.map(\.rawValue)),
            ("errorRule", "transport", TransportFaultKind.allCases.map(\.rawValue)),
            ("errorRule", "local", LocalRejection.allCases.map(\.rawValue)),
            ("errorClass", "endsIn", ErrorClass.sessionStates),
            ("wire", nil, WireForm.allCases.map(\.rawValue)),
            ("enum", "type", Enumeration.Storage.allCases.map(\.rawValue)),
            ("typeRef", nil, ScalarType.allCases.map(\.rawValue)),
        ]
        for (definition, property, model) in expected {
            let place = "\(Self.schemaPath) #/$defs/\(definition)" + (property.map { "/properties/\($0)" } ?? "")
            XCTAssertEqual(words(definition, property).map(Set.init), Set(model), "\(place) offers other words")
        }
    }

    func testEveryObjectDefinitionOfTheSchemaIsADecoderMapping() throws {
        let definitions = try XCTUnwrap(try schema()["$defs"] as? [String: Any])
        let compared = Set(Self.contexts.map(\.pointer))
        for (name, value) in definitions.sorted(by: { $0.key < $1.key }) {
            guard let object = value as? [String: Any], object["properties"] != nil else { continue }
            XCTAssertTrue(
                compared.contains("#/$defs/\(name)"),
                "\(Self.schemaPath) #/$defs/\(name) describes a mapping no entry of `contexts` compares with the decoder"
            )
        }
    }

    func testEveryDecoderKeyListIsCompared() throws {
        let folder = Self.packageRoot.appendingPathComponent("Sources/Contract/Decoding")
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        let declared = Set(Self.contexts.map(\.declaredAs))
        var found = 0
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") {
                guard let range = line.range(of: #"static let (\w+Keys) ="#, options: .regularExpression) else {
                    continue
                }
                let name = line[range].split(separator: " ")[2]
                found += 1
                XCTAssertTrue(
                    declared.contains(String(name)),
                    "\(file.lastPathComponent) declares \(name), a mapping's key list: add a KeyContext for it here "
                        + "and its definition to \(Self.schemaPath)")
            }
        }
        XCTAssertEqual(found, Self.contexts.count, "every key list found in the decoder's sources")
    }

    func testEveryContractPointsEditorsAtTheSchema() throws {
        let folder = Self.packageRoot.appendingPathComponent("contract")
        let contracts = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
        XCTAssertFalse(contracts.isEmpty)
        for contract in contracts {
            let firstLine = try String(contentsOf: contract, encoding: .utf8).split(separator: "\n").first
            XCTAssertEqual(
                firstLine, "# yaml-language-server: $schema=../docs/contract.schema.json",
                "\(contract.lastPathComponent) must start with the schema line")
        }
    }
}
