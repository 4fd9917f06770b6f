import Contract

extension SchemaReader {
    /// An object with no fixed properties whose `additionalProperties` is a schema: keys are data, every value of the
    /// one type (`{ map: V }`). Values of any JSON (`Map<String, Object>`) leave the object free-form, opaque JSON as
    /// before; a value that arrives in several forms or as null is no one type, so the map's values are opaque then,
    /// as list elements are.
    func map(of values: DocumentNode, hint: [String], depth: Int) -> TypeRef {
        let value = read(values, hint: Naming.singular(hint), depth: depth + 1)
        guard value.type != .scalar(.json) else { return .scalar(.json) }
        guard value.wire.isEmpty, !value.nullable else { return .map(.scalar(.json)) }
        return .map(value.type)
    }
}
