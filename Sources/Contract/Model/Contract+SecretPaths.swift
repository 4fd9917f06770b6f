extension Contract {
    /// The models a value of `type` can be: the model itself, or the model of every variant of a union; none for
    /// other types.
    public func models(of type: TypeRef) -> [Model] {
        switch type {
        case .model(let name): model(named: name).map { [$0] } ?? []
        case .union(let name): union(named: name)?.variants.compactMap { model(named: $0.type) } ?? []
        default: []
        }
    }

    /// Whether the object keys `keys` (list elements looked through) lead from a value of `type` to or through a
    /// `secret: true` field, in any variant of a union. A key no model has counts as secret, so a message never shows
    /// a value by mistake; a path from no type (a payload-less endpoint) is not.
    public func pathIsSecret(_ keys: some Sequence<some StringProtocol>, from type: TypeRef?) -> Bool {
        guard let type else { return false }
        var types = [type]
        for key in keys {
            var next: [TypeRef] = []
            for model in types.flatMap({ models(of: $0.elementType) }) {
                guard let field = model.field(named: String(key)) else { continue }
                if field.isSecret { return true }
                next.append(field.type)
            }
            guard !next.isEmpty else { return true }
            types = next
        }
        return false
    }
}

extension Contract {
    /// Whether a value of `type` can hold the text of a `secret: true` field: a secret `string` itself (`secret` says
    /// the field is one), or a model holding one in a field, a union with such a variant, or a list or map of them,
    /// at any depth. This is what a client keeps as a `Secret` and hands to its redactor; a secret field of another
    /// scalar type holds no text.
    public func holdsSecret(_ type: TypeRef, secret: Bool = false) -> Bool {
        var visiting: Set<String> = []
        return holdsSecret(type, secret: secret, visiting: &visiting)
    }

    private func holdsSecret(_ type: TypeRef, secret: Bool, visiting: inout Set<String>) -> Bool {
        switch type {
        case .scalar(let scalar): return secret && scalar == .string
        case .identifier, .enumeration: return false
        case .list(let element), .map(let element): return holdsSecret(element, secret: secret, visiting: &visiting)
        case .model, .union:
            var found = false
            for model in models(of: type) where visiting.insert(model.name).inserted {
                // A model met again on the way down adds nothing the first meeting doesn't find.
                found = model.fields.contains { holdsSecret($0.type, secret: $0.isSecret, visiting: &visiting) }
                if found { break }
            }
            return found
        }
    }
}
