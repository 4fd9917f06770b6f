import Mustache

/// A file the generator produces, by path relative to the output folder (e.g. `ZingAPI/Models/LoginResult.swift`).
public struct GeneratedFile: Sendable, Hashable {
    public var path: String
    public var contents: String

    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}

/// Renders a module plan through the templates into files; every file is rendered before any is written.
struct SourceRenderer {
    let templates: MustacheLibrary

    func render(_ plan: ModulePlan) throws(MustacheError) -> [GeneratedFile] {
        let module = plan.module
        let prefix = plan.prefix
        var files: [GeneratedFile] = []
        func add(_ path: String, _ template: String, _ context: MustacheValue) throws(MustacheError) {
            let text = try templates.render(template, context, escaper: .none, strict: true)
            files.append(GeneratedFile(path: path, contents: Self.tidy(text)))
        }
        try add("\(module)/\(prefix)Contract.swift", "Contract.swift", plan.contractContext)
        try add("\(module)/\(prefix)ErrorClass.swift", "ErrorClass.swift", plan.errorClassContext)
        try add("\(module)/\(prefix)ErrorRules.swift", "ErrorRules.swift", plan.rulesContext)
        try add("\(module)/\(prefix)Operation.swift", "Operation.swift", plan.operationContext)
        try add("\(module)/\(prefix)Client.swift", "Client.swift", plan.clientContext)
        for identifier in plan.identifiers {
            try add(
                "\(module)/Identifiers/\(identifier.typeName).swift", "Identifier.swift",
                plan.identifierContext(identifier))
        }
        for model in plan.models {
            try add("\(module)/Models/\(model.typeName).swift", "Model.swift", plan.modelContext(model))
        }
        for union in plan.unions {
            try add("\(module)/Models/\(union.typeName).swift", "Union.swift", plan.unionContext(union))
        }
        for endpoint in plan.endpoints {
            try add("\(module)/Endpoints/\(endpoint.fileName).swift", "Endpoint.swift", plan.endpointContext(endpoint))
        }
        for suite in plan.exampleSuites {
            try add(
                "\(module)ContractTests/\(suite.fileName).swift", "ExampleTests.swift", plan.exampleSuiteContext(suite))
        }
        return files
    }

    /// Strips trailing white space from every line and ends the file with exactly one newline.
    ///
    /// Safe for string literals: multi-line literals are only used for text without trailing white space.
    static func tidy(_ text: String) -> String {
        // Works on UTF-8 bytes: spaces, tabs, CR and LF are ASCII, so no multi-byte character is ever split.
        var output: [UInt8] = []
        output.reserveCapacity(text.utf8.count + 1)
        var pendingSpaces = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                pendingSpaces += 1
                output.append(byte)
            case UInt8(ascii: "\n"):
                output.removeLast(pendingSpaces)
                pendingSpaces = 0
                output.append(byte)
            default:
                pendingSpaces = 0
                output.append(byte)
            }
        }
        output.removeLast(pendingSpaces)
        while output.last == UInt8(ascii: "\n") { output.removeLast() }
        output.append(UInt8(ascii: "\n"))
        return String(decoding: output, as: UTF8.self)
    }
}
