import Contract
import TextFoundation

/// Writes a contract as an OpenAPI 3.1 document (docs/openapi-export.md): servers, paths, parameters, request
/// bodies, responses as the envelope around each payload with the failure shape, security, examples, and the
/// contract's own facts in `x-zing-…` members. The same contract always gives the same document.
public enum OpenAPIExporter {
    /// The OpenAPI version written.
    public static let openAPIVersion = "3.1.0"

    /// The document of a loaded (validated) contract; fails when two endpoints share a method and path, which
    /// OpenAPI cannot hold.
    public static func document(for contract: Contract) throws(OpenAPIExportError) -> JSONValue {
        let types = SchemaTranslator(contract: contract)
        let envelopes = EnvelopeSchemas(contract: contract, types: types)
        let operations = OperationTranslator(contract: contract, types: types, envelopes: envelopes)

        var document: JSONValue = ["openapi": .string(openAPIVersion), "info": info(contract)]
        document = document.setting("servers", servers(contract))
        document = document.setting("paths", try paths(contract, operations: operations))
        var schemas = JSONObject()
        for component in types.components() + envelopes.components() { schemas[component.name] = component.schema }
        var components: JSONValue = ["schemas": .object(schemas)]
        if let auth = contract.auth {
            components = components.setting(
                "securitySchemes", SessionSecurity.schemes(auth, tokenScheme: OperationTranslator.tokenScheme))
        }
        document = document.setting("components", components)
        document = document.setting(ZingExtension.envelopes.key, ContractExtensions.envelopes(contract))
        document = document.setting(ZingExtension.headers.key, ContractExtensions.headers(contract))
        if !contract.perCall.isEmpty {
            document = document.setting(ZingExtension.perCall.key, PerCallExport.rules(contract))
        }
        if let signing = contract.signing {
            document = document.setting(ZingExtension.signing.key, PerCallExport.signing(signing))
        }
        document = document.setting(ZingExtension.errorClasses.key, ContractExtensions.errorClasses(contract))
        document = document.setting(
            ZingExtension.errorRules.key, .array(contract.errorRules.map(ContractExtensions.rule)))
        document = document.setting(ZingExtension.retry.key, ContractExtensions.retry(contract))
        return document.setting(ZingExtension.clientPolicy.key, ContractExtensions.clientPolicy(contract.clientPolicy))
    }

    /// The document as text: JSON, or YAML that reads as the same JSON value.
    public static func render(_ contract: Contract, as format: OpenAPIFormat) throws(OpenAPIExportError) -> String {
        let document = try document(for: contract)
        return switch format {
        case .json: document.text(.indented) + "\n"
        case .yaml: YAMLPrinter.print(document)
        }
    }

    private static func info(_ contract: Contract) -> JSONValue {
        var info: JSONValue = ["title": .string(contract.info.title), "version": .string(contract.info.version)]
        if let doc = contract.info.provenance.doc { info = info.setting("description", .string(doc)) }
        info = info.setting(ZingExtension.module.key, .string(contract.info.module))
        info = info.setting(ZingExtension.docDate.key, .string(contract.info.date))
        info = info.setting(ZingExtension.docs.key, .strings(contract.info.docs))
        return info.setting(ZingExtension.contract.key, .string(contract.file))
    }

    private static func servers(_ contract: Contract) -> JSONValue { ServerTranslation.documentServers(contract) }

    private static func paths(_ contract: Contract, operations: OperationTranslator) throws(OpenAPIExportError)
        -> JSONValue
    {
        var paths = JSONObject()
        var seen: [String: Endpoint] = [:]
        for endpoint in contract.endpoints {
            // Templates that differ only in placeholder names are one path to OpenAPI.
            let key = "\(endpoint.method.rawValue) \(PathTemplate.shape(endpoint.path))"
            if let first = seen[key] {
                throw OpenAPIExportError(
                    file: contract.file, line: endpoint.provenance.mark.line, column: endpoint.provenance.mark.column,
                    message: "endpoints '\(first.name)' and '\(endpoint.name)' are both \(key); an OpenAPI "
                        + "document holds one operation per method and path")
            }
            seen[key] = endpoint
            var item = paths[endpoint.path]?.object ?? JSONObject()
            item[endpoint.method.rawValue.lowercased()] = ServerTranslation.placing(
                operations.operation(endpoint), endpoint, in: contract)
            paths[endpoint.path] = .object(item)
        }
        return .object(paths)
    }
}

/// The two ways to print a document.
public enum OpenAPIFormat: Sendable {
    /// Block-style YAML.
    case yaml
    /// Indented JSON.
    case json
}

/// Why a contract cannot be exported, at the place in the contract that causes it.
public struct OpenAPIExportError: Error, Sendable, CustomStringConvertible {
    /// The contract file.
    public var file: String
    /// The line of the definition that causes it.
    public var line: Int
    /// Its column.
    public var column: Int
    /// What is wrong, in one sentence.
    public var message: String

    /// `path:line:col: error: message`, like every diagnostic of zing-codegen.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

/// `/a/{x}/b` → `/a/{}/b`.
enum PathTemplate {
    static func shape(_ path: String) -> String {
        var result = ""
        var inPlaceholder = false
        for character in path {
            if character == "{" {
                inPlaceholder = true
                result.append("{")
            } else if character == "}" {
                inPlaceholder = false
                result.append("}")
            } else if !inPlaceholder {
                result.append(character)
            }
        }
        return result
    }
}
