import Contract
import TextFoundation

extension SchemaReader {
    /// A model of the members of an example object (a free-form body the document gives an example of): each member
    /// optional, typed from its value (`string`, `int`, `double`, `bool`, else `json`), a text named like a credential
    /// secret; nil for an example that is no object or has no member a contract can hold.
    func model(fromExample example: JSONValue, hint: [String], at place: DocumentNode) -> TypeRef? {
        guard case .object(let members) = example else { return nil }
        var fields: [Field] = []
        for (key, value) in members where EndpointAssembly.isUsableName(key) {
            let scalar: ScalarType =
                switch value {
                case .string: .string
                case .int: .int
                case .double: .double
                case .bool: .bool
                default: .json
                }
            var field = Field(name: key, type: .scalar(scalar), provenance: DraftProvenance.none)
            field.isOptional = true
            field.isSecret = scalar == .string && SecretNames.isSecret(key)
            fields.append(field)
        }
        guard !fields.isEmpty else { return nil }
        let name = uniqueName(Naming.upperCamel(hint, fallback: "Object"))
        add(Model(name: name, fields: fields, provenance: provenance(place)))
        return .model(name)
    }
}
