import Contract
import Foundation

/// Replaces the value of every `secret: true` field in an example's JSON by a marker no other text contains, so a scan
/// for the markers finds any secret that escaped, and none that merely looks alike.
///
/// Fields are found by walking the JSON with the contract's types (models, lists, unions), so every secret field the
/// contract declares is covered without listing them here.
final class SecretPlanter {
    let contract: Contract
    /// Every marker planted so far, with the `Model.field` it replaced.
    private(set) var planted: [(field: String, marker: String)] = []

    init(contract: Contract) {
        self.contract = contract
    }

    /// A new marker, never a prefix or part of another.
    func marker(_ kind: String) -> String {
        let marker = "SECRET\(String(format: "%05d", planted.count))\(kind)MARK"
        planted.append((kind, marker))
        return marker
    }

    /// `json` with each secret value at a field of `type` replaced by a marker, and the markers planted in it; with
    /// `field`, the value of `type` is the one under that key of the top-level object (an envelope's payload).
    func plant(in json: String, as type: TypeRef, under field: String? = nil) -> (json: String, markers: [String]) {
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed]) else {
            return (json, [])
        }
        var value = root
        if let field {
            guard let payload = (root as? [String: Any])?[field] else { return (json, []) }
            value = payload
        }
        var text = json
        var markers: [String] = []
        for (secretField, secret) in secrets(in: value, as: type) where !secret.isEmpty {
            let literal = "\"\(secret)\""
            guard text.contains(literal) else { continue }
            let marker = marker(secretField)
            text = text.replacingOccurrences(of: literal, with: "\"\(marker)\"")
            markers.append(marker)
        }
        return (text, markers)
    }

    /// The string values of secret fields in `value`, read as `type`, each with its `Model.field`.
    func secrets(in value: Any, as type: TypeRef) -> [(field: String, value: String)] {
        switch type {
        case .scalar, .identifier, .enumeration:
            return []
        case .list(let element):
            return (value as? [Any] ?? []).flatMap { secrets(in: $0, as: element) }
        case .map(let valueType):
            let object = value as? [String: Any] ?? [:]
            return object.keys.sorted().flatMap { secrets(in: object[$0] as Any, as: valueType) }
        case .union(let name):
            guard let object = value as? [String: Any], let union = contract.union(named: name),
                let variant = union.variants.first(where: { object[$0.discriminatorKey] != nil })
            else { return [] }
            return secrets(in: object, as: .model(variant.type))
        case .model(let name):
            guard let object = value as? [String: Any], let model = contract.model(named: name) else { return [] }
            return model.fields.flatMap { field -> [(field: String, value: String)] in
                guard let fieldValue = object[field.name] else { return [] }
                if field.isSecret {
                    return (fieldValue as? String).map { [("\(name).\(field.name)", $0)] } ?? []
                }
                return secrets(in: fieldValue, as: field.type)
            }
        }
    }

    /// Every `Model.field` the contract marks secret.
    var secretFields: Set<String> {
        Set(contract.models.flatMap { model in model.fields.filter(\.isSecret).map { "\(model.name).\($0.name)" } })
    }
}
