import Contract

/// The shapes that recognise a renamed definition: what stays when only the name changes.
enum Shapes {
    static func endpoint(_ endpoint: Endpoint) -> String { "\(endpoint.method.rawValue) \(wirePath(endpoint.path))" }

    /// The path as the server sees it: `/a/{realmId}/b` and `/a/{realm}/b` are the same URL.
    static func wirePath(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).map { isPlaceholder($0) ? "{}" : String($0) }
            .joined(separator: "/")
    }

    /// The names of the path's `{parameter}` segments, in order.
    static func placeholders(_ path: String) -> [String] {
        path.split(separator: "/").filter(isPlaceholder).map { String($0.dropFirst().dropLast()) }
    }

    private static func isPlaceholder(_ segment: Substring) -> Bool { segment.hasPrefix("{") && segment.hasSuffix("}") }

    static func model(_ model: Model) -> String? {
        guard !model.fields.isEmpty else { return nil }
        return model.fields.map { "\($0.name):\($0.type):\($0.isOptionalInSwift)" }.joined(separator: ",")
    }

    /// Ids carry no fields, so only the same documentation (with the same storage and forms) marks a rename.
    static func identifier(_ identifier: Identifier) -> String? {
        identifier.provenance.doc.map { "\(identifier.storage):\(identifier.wire):\($0)" }
    }

    /// An enum is known by its values (a renamed case keeps its value).
    static func enumeration(_ enumeration: Enumeration) -> String? {
        guard !enumeration.cases.isEmpty else { return nil }
        return enumeration.storage.rawValue + ":" + enumeration.cases.map(\.value.description).joined(separator: ",")
    }

    static func union(_ union: Union) -> String? {
        union.variants.map { "\($0.discriminatorKey):\($0.type)" }.joined(separator: ",")
    }

    static func errorClass(_ errorClass: ErrorClass) -> String? {
        guard errorClass.when != nil || errorClass.action != nil else { return nil }
        return "\(errorClass.when ?? "")|\(errorClass.action ?? "")"
    }

    static func envelope(_ envelope: Envelope) -> String? {
        [
            envelope.style.rawValue, envelope.successField?.description, envelope.codeField?.description,
            envelope.payloadField?.description,
        ]
        .map { $0 ?? "-" }.joined(separator: ",")
    }
}
