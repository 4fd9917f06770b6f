import Contract
import TextFoundation

/// Valid sample inputs for generated tests: Swift values for parameters, minimal JSON for bodies.
struct SampleValues {
    let translator: Translator

    /// A Swift expression of a valid sample value of `type`.
    func value(_ type: TypeRef) -> SwiftExpression {
        switch type {
        case .identifier(let name):
            let isInt = translator.contract.identifier(named: name)?.storage == .int
            return .call(
                .type(.named(translator.typeName(name))),
                [SwiftArgument(GeneratedLocal.rawValue.identifier, isInt ? .int(1234) : .string("example-id"))])
        case .enumeration(let name):
            // A documented value: the case the contract lists first (`unknown` for an enum with none).
            let first = translator.contract.enumeration(named: name)?.cases.first?.value
            let raw: SwiftExpression =
                switch first {
                case .int(let number)?: .int(number)
                case .string(let text)?: .string(text)
                case nil:
                    translator.contract.enumeration(named: name)?.storage == .string ? .string("example") : .int(1)
                }
            return .call(
                .type(.named(translator.typeName(name))), [SwiftArgument(GeneratedLocal.rawValue.identifier, raw)])
        case .scalar(.int), .scalar(.int64), .scalar(.double): return .int(1)
        case .scalar(.bool): return .bool(true)
        case .scalar(.url):
            return .forceUnwrap(
                .call(.runtime(.url), [SwiftArgument(SwiftIdentifier("string"), .string("https://example.invalid"))]))
        case .scalar(.unixSeconds), .scalar(.unixMillis), .scalar(.dateTime):
            return .call(.runtime(.date), [SwiftArgument(SwiftIdentifier("timeIntervalSince1970"), .int(0))])
        // A list parameter (one joined value): two elements, so the join shows.
        case .list(let element): return .array([value(element), value(element)])
        default: return .string("example")
        }
    }

    /// A valid sample of a parameter: within its documented bounds where it has them.
    func value(_ parameter: Endpoint.Parameter) -> SwiftExpression {
        parameter.range.flatMap { Self.boundedSample($0) }.map(SwiftExpression.int) ?? value(parameter.type)
    }

    /// The sample of a number with these bounds when 1, the usual sample, lies outside them: the nearer bound.
    static func boundedSample(_ range: NumericRange) -> Int? {
        if let minimum = range.minimum, minimum > 1 { return minimum }
        if let maximum = range.maximum, maximum < 1 { return maximum }
        return nil
    }

    /// Minimal valid JSON for `type`: every required field with a sample value.
    func json(for type: TypeRef) -> String {
        let contract = translator.contract
        switch type {
        case .scalar(let scalar):
            switch scalar {
            case .string: return "\"example\""
            case .int, .int64, .unixSeconds, .unixMillis: return "1"
            case .double: return "1.5"
            case .bool: return "true"
            case .dateTime: return "\"2026-01-01T00:00:00Z\""
            case .url: return "\"https://example.invalid/resource\""
            case .json: return "null"
            }
        case .identifier(let name):
            return contract.identifier(named: name)?.storage == .int ? "1234" : "\"example-id\""
        case .enumeration(let name):
            let enumeration = contract.enumeration(named: name)
            switch enumeration?.cases.first?.value {
            case .int(let number)?: return String(number)
            case .string(let text)?: return JSONQuoting.quoted(text)
            case nil: return enumeration?.storage == .string ? "\"example\"" : "1"
            }
        case .list:
            return "[]"
        case .map:
            return "{}"
        case .union(let name):
            guard let variant = contract.union(named: name)?.variants.first else { return "{}" }
            return json(for: .model(variant.type))
        case .model(let name):
            guard let model = contract.model(named: name) else { return "{}" }
            let members = model.fields.filter { !$0.isOptionalInSwift }.map { field in
                let value = field.range.flatMap { Self.boundedSample($0) }.map(String.init) ?? json(for: field.type)
                return "\(JSONQuoting.quoted(field.name)): \(value)"
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
    }
}
