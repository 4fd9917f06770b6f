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
