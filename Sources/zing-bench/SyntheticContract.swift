import Foundation
import TextFoundation
import YAMLNodes

/// Makes large contracts from a real one by replicating its identifiers, models, unions and endpoints `copies`
/// times with consistent renaming (copy k renames `LoginResult` to `LoginResult2`, …, and every reference with
/// it), keeping one envelope, one set of header rules and one set of error classes and rules.
///
/// The result is YAML in flow style, written in the source's order so generation stays deterministic: JSON, except
/// that a plain integer key (an error rule's business code, `1001:`) stays an integer rather than becoming the string
/// `"1001"`, which the contract would read as a string error code.
enum SyntheticContract {
    static let replicatedSections: Set<String> = ["identifiers", "models", "unions", "endpoints"]

    static func make(from source: YAMLNode, copies: Int) -> String {
        guard let root = source.mapping else { return "{}" }
        var definitions: Set<String> = []
        for entry in root
        where replicatedSections.contains(entry.key.stringValue ?? "") && entry.key.stringValue != "endpoints" {
            for definition in entry.value.mapping ?? [] { definitions.insert(definition.key.stringValue ?? "") }
        }
        var out = "{\n"
        for (index, entry) in root.enumerated() {
            let key = entry.key.stringValue ?? ""
            out += "  " + JSONQuoting.quoted(key) + ": "
            if replicatedSections.contains(key) {
                out += "{\n"
                var first = true
                for copy in 1...copies {
                    let rename: (String) -> String = { copy == 1 ? $0 : $0 + String(copy) }
                    for definition in entry.value.mapping ?? [] {
                        if !first { out += ",\n" }
                        first = false
                        let name = definition.key.stringValue ?? ""
                        let renamedValue =
                            key == "endpoints" ? uniquePath(definition.value, copy: copy) : definition.value
                        out += "    " + JSONQuoting.quoted(rename(name)) + ": "
                        write(renamedValue, to: &out) { text in definitions.contains(text) ? rename(text) : text }
                    }
                }
                out += "\n  }"
            } else {
                write(entry.value, to: &out) { $0 }
            }
            out += index == root.count - 1 ? "\n" : ",\n"
        }
        return out + "}\n"
    }

    /// Gives copy k of an endpoint the path `/k/<path>`, so paths stay unique.
    private static func uniquePath(_ endpoint: YAMLNode, copy: Int) -> YAMLNode {
        guard copy > 1, var entries = endpoint.mapping,
            let index = entries.firstIndex(where: { $0.key.stringValue == "path" }),
            let path = entries[index].value.stringValue
        else { return endpoint }
        var value = entries[index].value
        value.content = .scalar(YAMLScalar(value: "/\(copy)\(path)", style: .doubleQuoted))
        entries[index].value = value
        var result = endpoint
        result.content = .mapping(entries)
        return result
    }

    /// Writes a node as JSON; plain scalars keep their YAML core-schema type, quoted ones stay strings.
    /// `rename` maps string values that name a replicated definition.
    private static func write(_ node: YAMLNode, to out: inout String, rename: (String) -> String) {
        switch node.content {
        case .scalar(let scalar):
            if !scalar.isQuoted, node.tag == nil {
                if node.isNull { out += "null"; return }
                if let bool = node.boolValue { out += bool ? "true" : "false"; return }
                if let int = node.intValue { out += String(int); return }
                if let double = node.doubleValue { out += String(double); return }
            }
            out += JSONQuoting.quoted(rename(scalar.value))
        case .sequence(let items):
            out += "["
            for (index, item) in items.enumerated() {
                if index > 0 { out += ", " }
                write(item, to: &out, rename: rename)
            }
            out += "]"
        case .mapping(let entries):
            out += "{"
            for (index, entry) in entries.enumerated() {
                if index > 0 { out += ", " }
                out += key(entry.key) + ": "
                write(entry.value, to: &out, rename: rename)
            }
            out += "}"
        }
    }

    /// A mapping key as the source typed it: a plain integer as a number, everything else as a JSON string.
    private static func key(_ node: YAMLNode) -> String {
        if case .scalar(let scalar) = node.content, !scalar.isQuoted, node.tag == nil, let int = node.intValue {
            return String(int)
        }
        return JSONQuoting.quoted(node.stringValue ?? "")
    }
}
