import Contract
import YAMLNodes

/// How `verify` words a payload problem: what arrived at which path, and the contract element that says otherwise.
enum ShapeWording {
    /// `result[3].status arrived as "1"; the contract accepts an integer`.
    static func sentence(_ problem: JSONShapeChecker.Problem) -> String {
        let path = problem.path.components.isEmpty ? "the payload" : "\(problem.path)"
        switch problem.kind {
        case .wrongForm:
            return
                "\(path) arrived as \(problem.found ?? "a value"); the contract accepts \(problem.expected ?? "another form")"
        case .noVariant:
            return "\(path) arrived as an object with none of the keys of union '\(problem.model ?? "")'"
        case .missing:
            return problem.breaksDecoding
                ? "\(path) is missing; the field is required"
                : "\(path) is missing; the contract says it may be null, not absent (the client accepts both)"
        case .null:
            return problem.breaksDecoding
                ? "\(path) arrived as null; the field is not nullable"
                : "\(path) arrived as null; the contract says it may be absent, not null (the client accepts both)"
        case .unexpectedField:
            return "\(path) is a field model '\(problem.model ?? "")' does not know, and the model is closed"
        }
    }

    /// The field (or model, or union) the problem concerns, and what the contract says of it.
    static func note(for problem: JSONShapeChecker.Problem, contract: Contract) -> (mark: SourceMark, message: String)?
    {
        guard let modelName = problem.model else { return nil }
        if let fieldName = problem.field, let model = contract.model(named: modelName),
            let field = model.field(named: fieldName)
        {
            return (field.provenance.mark, "field '\(field.name)' of model '\(model.name)': \(describe(field))")
        }
        if let model = contract.model(named: modelName) {
            return (model.provenance.mark, "model '\(model.name)'" + (model.isOpen ? "" : " is closed (`open: false`)"))
        }
        if let union = contract.union(named: modelName) {
            let keys = union.variants.map(\.discriminatorKey).joined(separator: ", ")
            return (union.provenance.mark, "union '\(union.name)' is told apart by the keys \(keys)")
        }
        return nil
    }

    /// `TenantID, wire [int, numericString], optional`.
    static func describe(_ field: Field) -> String {
        var parts = ["\(field.type)"]
        if !field.wire.isEmpty { parts.append("wire [\(field.wire.map(\.rawValue).joined(separator: ", "))]") }
        if field.invalid == .keepRaw { parts.append("invalid: keepRaw") }
        if field.isOptional { parts.append("optional") }
        if field.isNullable { parts.append("nullable") }
        return parts.joined(separator: ", ")
    }
}
