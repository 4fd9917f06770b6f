import Foundation
import TestRandomness

@testable import SwiftPlan

/// The choices the contract generator makes.
extension SeededRandom {
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }
}

/// Random lint-clean contracts whose names and prose come from hostile pools: Swift keywords, the names generated
/// code uses itself, Swift's and the runtime's type names, names differing only by case or underscore, leading
/// digits, non-ASCII, very long names; prose with every line terminator, comment and literal delimiters,
/// interpolations, backslashes and emoji. (No bidirectional controls: lint rejects them.)
struct ContractGenerator {
    var random: SeededRandom
    private var used = Set<String>()
    var envelope = EnvelopeDraw(style: .flag, successWithoutCode: false)

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    /// Names generated code uses, and names that collide once camel-cased. The plan's name lists are sets, iterated
    /// in an order that changes from process to process: sorted, so a seed draws the same contract in every run.
    static let hostileWords: [String] =
        ReservedWords.keywords.sorted() + GeneratedLocal.allCases.map(\.rawValue) + [
            "userId", "userID", "user_id", "UserId", "user__id", "_user_id",
        ]
        + ModuleNames.clientAndOperationMembers.sorted() + ModuleNames.errorClassMembers.sorted()
        + ModelTranslator.modelMembers.sorted() + Translator.codingKeyMembers.sorted()

    /// Type names (`[A-Za-z_][A-Za-z0-9_]*`): Swift's and the runtime's types, keywords, collisions.
    static let hostileTypeNames: [String] =
        RuntimeType.allCases.map(\.rawValue)
        + [
            "Protocol", "Type", "Self", "Any", "self", "init", "default", "core", "body", "_1st", "_9lives", "Tenant",
            "tenant",
            "TenantID", "TenantId", "Tenant_Id", "tenant_id", "String_", "Client", "Contract", "Operation",
            "SecretRedactionTests", String(repeating: "VeryLongTypeName", count: 8),
        ]

    static let otherNames = [
        "1st", "9lives", "名称", "naïve", "Ωmega", "ü-ber", "$", "_", "a b", "x-y", "a.b", "👍", "tenant-id",
        String(repeating: "veryLongFieldName", count: 8),
    ]

    static let proseParts = [
        "\n", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}", "*/", "/*", "\"\"\"", "\\(x)",
        "\\#(y)", "#", "##\"", "\\", "\\\\", "😀", "👩‍💻", "示例", "\"", "'", "`", "}", "{", "// c", "/// d", "\t",
        "public func injected() {", "$0", "nil", " ",
    ]

    /// A name nothing else in the contract has, from the hostile pools (`typeName`: usable as a type's name).
    mutating func name(type: Bool = false, pathSafe: Bool = false) -> String {
        for attempt in 0..<50 {
            var candidate: String
            if type {
                candidate = random.pick(Self.hostileTypeNames)
            } else {
                let roll = random.int(1...10)
                candidate =
                    roll <= 6
                    ? random.pick(Self.hostileWords)
                    : roll <= 8 ? random.pick(Self.otherNames) : "name\(random.int(1...99))"
            }
            if attempt > 20 { candidate += String(attempt) }
            if pathSafe
                && !candidate.unicodeScalars.allSatisfy({
                    $0.isASCII
                        && ($0.properties.isAlphabetic || ("0"..."9").contains($0)
                            || "-._~".unicodeScalars.contains($0))
                })
            {
                continue
            }
            if type
                && ["string", "int", "int64", "double", "bool", "unixSeconds", "dateTime", "url", "json"].contains(
                    candidate)
            {
                continue
            }
            if used.insert(candidate).inserted { return candidate }
        }
        let fallback = "n\(used.count)"
        used.insert(fallback)
        return fallback
    }

    /// A short text from the hostile prose pool.
    mutating func prose() -> String {
        (0..<random.int(1...5)).map { _ in random.chance(50) ? random.pick(Self.proseParts) : "word\(random.int(1...9))"
        }
        .joined(separator: random.chance(50) ? " " : "")
    }

    mutating func maybeProse() -> String? { random.chance(60) ? prose() : nil }

    /// One line of prose (header values, error codes and example names can't hold line breaks or control
    /// characters).
    mutating func line() -> String {
        prose().unicodeScalars.filter {
            $0.value >= 0x20 && !(0x7F...0x9F).contains($0.value) && $0.value != 0x2028 && $0.value != 0x2029
        }
        .map(String.init).joined() + "x"
    }

    mutating func contract(module: String) -> ContractSpec {
        used = []
        var spec = ContractSpec(module: module)
        spec.title = prose()
        spec.version = prose()
        spec.doc = maybeProse()
        spec.headerValue = line()
        envelope = EnvelopeDraw.draw(&random)
        spec.envelope = envelope.entries
        drawAccess(into: &spec)
        spec.identifiers = (0..<random.int(0...2)).map { _ in
            ContractSpec.Identifier(
                name: name(type: true), isInt: random.chance(50), doc: maybeProse(), source: maybeProse())
        }
        spec.enums = (0..<random.int(0...2)).map { _ in enumeration() }
        // Models refer to identifiers, enums and earlier models only.
        for _ in 0..<random.int(1...4) {
            var fields: [ContractSpec.Field] = []
            for _ in 0..<random.int(0...5) {
                let type = fieldType(spec)
                fields.append(
                    ContractSpec.Field(
                        name: name(), type: type, optional: random.chance(40),
                        secret: Self.isString(type) && random.chance(20), doc: maybeProse(), source: maybeProse(),
                        deprecation: maybeDeprecation(replacements: fields.map(\.name))))
            }
            spec.models.append(
                ContractSpec.Model(name: name(type: true), fields: fields, doc: maybeProse(), source: maybeProse()))
        }
        if random.chance(40) {
            let variants = spec.models.prefix(random.int(1...2)).map { model in
                ContractSpec.Variant(name: name(), type: model.name, key: name(), doc: maybeProse())
            }
            spec.unions = [
                ContractSpec.Union(
                    name: name(type: true), variants: Array(variants), doc: maybeProse(), source: maybeProse())
            ]
        }
        spec.errorClasses = (0..<random.int(1...3)).map { _ in
            ContractSpec.ErrorClass(
                name: name(), doc: maybeProse(), when: maybeProse(), action: maybeProse(), source: maybeProse())
        }
        spec.rules = spec.errorClasses.enumerated().map { index, errorClass in
            let matches: [(String, YAMLText)]
            var kind = random.int(1...4)
            if kind == 1, !envelope.hasNumericCode { kind = envelope.hasTextCode ? 3 : 2 }
            if kind == 3, !envelope.hasTextCode { kind = envelope.hasNumericCode ? 1 : 2 }
            switch kind {
            case 1: matches = [("code", .number(100 + index))]
            case 2:
                matches = [
                    ("http", random.pick([.string("400..499"), .string("500..599"), .number(404), .number(401)]))
                ]
            case 3: matches = [("errorCode", .string(line()))]
            default: matches = [("http", 401), ("when", "authenticated")]
            }
            return ContractSpec.Rule(matches: matches, errorClass: errorClass.name, source: maybeProse())
        }
        spec.endpoints = (0..<random.int(1...4)).map { index in endpoint(index, spec) }
        if let session = spec.session { spec.endpoints.insert(signIn(named: session.setBy, spec), at: 0) }
        return spec
    }

    /// An int or string enum with one to three cases of distinct values, some deprecated.
    private mutating func enumeration() -> ContractSpec.Enumeration {
        let isInt = random.chance(50)
        var cases: [ContractSpec.EnumCase] = []
        for index in 0..<random.int(1...3) {
            let value: YAMLText = isInt ? .number(random.int(-3...3) * 10 + index) : .string(line() + String(index))
            cases.append(
                ContractSpec.EnumCase(
                    name: name(), value: value, doc: maybeProse(),
                    deprecation: maybeDeprecation(replacements: cases.map(\.name))))
        }
        return ContractSpec.Enumeration(
            name: name(type: true), isInt: isInt, acceptsNumericText: isInt && random.chance(50), cases: cases,
            doc: maybeProse(), source: maybeProse())
    }

    /// Now and then a deprecation with hostile prose, sometimes naming one of `replacements`.
    private mutating func maybeDeprecation(replacements: [String]) -> ContractSpec.Deprecation? {
        guard random.chance(15) else { return nil }
        let replacement = !replacements.isEmpty && random.chance(50) ? random.pick(replacements) : nil
        return ContractSpec.Deprecation(
            since: random.chance(50) ? "1.\(random.int(0...9))" : name(), note: prose(), replacement: replacement)
    }

    private static func isString(_ type: YAMLText) -> Bool {
        if case .string("string") = type { return true }
        return false
    }

    private mutating func fieldType(_ spec: ContractSpec) -> YAMLText {
        var choices: [YAMLText] = [
            "string", "int", "bool", "double", "int64", "unixSeconds", "dateTime", "url", "json",
        ]
        choices +=
            spec.identifiers.map { .string($0.name) } + spec.enums.map { .string($0.name) }
            + spec.models.map { .string($0.name) }
        let type = random.pick(choices)
        return random.chance(15) ? .list([type]) : type
    }

    private mutating func endpoint(_ index: Int, _ spec: ContractSpec) -> ContractSpec.Endpoint {
        let params = (0..<random.int(0...2)).map { _ in
            ContractSpec.Field(name: name(pathSafe: true), doc: maybeProse())
        }
        var endpoint = ContractSpec.Endpoint(
            name: name(), path: "/e\(index)" + params.map { "/{\($0.name)}" }.joined(), params: params,
            doc: maybeProse(), source: maybeProse())
        endpoint.query = (0..<random.int(0...3)).map { _ in
            var field = ContractSpec.Field(name: name(), optional: random.chance(40), doc: maybeProse())
            if random.chance(30) {
                field.type = random.pick(
                    ["int", "bool"] + spec.identifiers.map { .string($0.name) } + spec.enums.map { .string($0.name) })
            } else if random.chance(20) {
                field.constant = prose()
                field.optional = false
            }
            return field
        }
        let model = random.pick(spec.models)
        switch random.int(1...4) {
        case 1:
            endpoint.method = "POST"
            endpoint.body = .json(model.name)
        case 2:
            endpoint.method = "POST"
            endpoint.body = .multipart(
                file: name(),
                fields: (0..<random.int(0...2)).map { _ in
                    ContractSpec.Field(name: name(), optional: random.chance(50), doc: maybeProse())
                })
        case 3:
            endpoint.method = "POST"
            endpoint.body = .form(
                (0..<random.int(0...2)).map { _ in
                    ContractSpec.Field(name: name(), optional: random.chance(50), doc: maybeProse())
                })
        default:
            break
        }
        switch random.int(1...5) {
        case 1: endpoint.payload = "none"
        case 2 where envelope.carriesMessage:
            endpoint.payload = "message"
            endpoint.type = random.pick(["string", "url"])
        case 3 where !spec.unions.isEmpty: endpoint.type = .string(spec.unions[0].name)
        default: endpoint.type = .string(model.name)
        }
        if endpoint.payload == "result", !envelope.hasPayloadField { endpoint.payload = "body" }
        if let errorClass = spec.errorClasses.last, envelope.hasNumericCode, random.chance(40) {
            endpoint.errors = [(900 + index, errorClass.name)]
        }
        endpoint.tokenless = random.chance(20)
        endpoint.optionalAuth = !endpoint.tokenless && random.chance(15)
        drawAccess(into: &endpoint, spec)
        endpoint.deprecation = maybeDeprecation(replacements: [])
        endpoint.examples = examples(endpoint, spec).map { example in
            var example = example
            if endpoint.optionalAuth { example.signedIn = random.chance(50) }
            return example
        }
        return endpoint
    }

    /// A success example matching the payload, and a failure example for a code rule.
    private mutating func examples(_ endpoint: ContractSpec.Endpoint, _ spec: ContractSpec) -> [ContractSpec.Example] {
        var examples: [ContractSpec.Example] = []
        var payload: String?
        var request: String?
        if case .json(let modelName) = endpoint.body, let model = spec.models.first(where: { $0.name == modelName }),
            random.chance(50)
        {
            request = json(model, spec)
        }
        if case .string(let typeName)? = endpoint.type {
            if let model = spec.models.first(where: { $0.name == typeName }) {
                payload = json(model, spec)
            } else if let union = spec.unions.first(where: { $0.name == typeName }),
                let model = spec.models.first(where: { $0.name == union.variants[0].type })
            {
                let rest = json(model, spec).dropFirst()
                payload = "{\(jsonString(union.variants[0].key)): 1" + (rest == "}" ? "" : ", ") + rest
            } else if endpoint.payload == "message" {
                payload = typeName == "url" ? "\"https://example.invalid/x\"" : jsonString(prose())
            }
        }
        if random.chance(70) {
            let isMessage = endpoint.payload == "message"
            let body = envelope.success(payload: isMessage ? nil : payload, message: isMessage ? payload : nil)
            examples.append(
                ContractSpec.Example(
                    name: line(), response: body, request: request, doc: maybeProse(), source: maybeProse()))
        }
        if let rule = endpoint.errors.first, random.chance(50) {
            examples.append(
                ContractSpec.Example(
                    name: line(), response: envelope.failure(code: rule.code),
                    failureClass: rule.errorClass))
        }
        return examples
    }

    /// Minimal JSON of a model: every required field with a value of its type.
    private mutating func json(_ model: ContractSpec.Model, _ spec: ContractSpec, depth: Int = 0) -> String {
        let members = model.fields.filter { !$0.optional || random.chance(50) }.map { field in
            jsonString(field.name) + ": " + json(field.type, spec, depth: depth)
        }
        return "{" + members.joined(separator: ", ") + "}"
    }

    private mutating func json(_ type: YAMLText, _ spec: ContractSpec, depth: Int) -> String {
        switch type {
        case .list(let element): return random.chance(50) ? "[]" : "[" + json(element[0], spec, depth: depth + 1) + "]"
        case .string(let name):
            switch name {
            case "string": return jsonString(prose())
            case "int", "int64", "unixSeconds": return String(random.int(0...9999))
            case "double": return "1.5"
            case "bool": return "true"
            case "dateTime": return "\"2026-01-01T00:00:00Z\""
            case "url": return "\"https://example.invalid/a\""
            case "json": return "{\"any\": [1, \"two\"]}"
            default:
                if let identifier = spec.identifiers.first(where: { $0.name == name }) {
                    return identifier.isInt ? "1234" : jsonString(prose())
                }
                if let model = spec.models.first(where: { $0.name == name }) {
                    return json(model, spec, depth: depth + 1)
                }
                if let enumeration = spec.enums.first(where: { $0.name == name }) {
                    // A documented value, or one no case documents (kept as `unknown`).
                    let value = random.chance(80) ? random.pick(enumeration.cases).value : .number(4242)
                    switch value {
                    case .number(let number) where enumeration.isInt:
                        return enumeration.acceptsNumericText && random.chance(50) ? "\"\(number)\"" : "\(number)"
                    case .string(let text): return jsonString(text)
                    default: return jsonString("unlisted")
                    }
                }
                return "null"
            }
        default: return "null"
        }
    }

    private func jsonString(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }
}
