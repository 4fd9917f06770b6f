/// How a JSON value is laid out as text.
package struct JSONLayout: Sendable, Hashable {
    /// Whether members and items go on lines of their own, indented by two spaces a level.
    package var isIndented: Bool
    /// Whether an object's members are printed in key order instead of their own.
    package var sortsKeys: Bool

    /// No white space at all, members in their order: `{"a":1,"b":[true,null]}`.
    package static let compact = JSONLayout(isIndented: false, sortsKeys: false)
    /// Compact, keys sorted: the same text for the same value however it was built.
    package static let canonical = JSONLayout(isIndented: false, sortsKeys: true)
    /// Two-space indentation, members in their order.
    package static let indented = JSONLayout(isIndented: true, sortsKeys: false)
    /// Two-space indentation, keys sorted.
    package static let indentedSorted = JSONLayout(isIndented: true, sortsKeys: true)
}

extension JSONValue {
    /// The value as JSON text laid out by `layout`; strings quoted by ``JSONQuoting``, a non-finite number as `null`.
    package func text(_ layout: JSONLayout = .compact) -> String {
        var output = ""
        write(into: &output, layout: layout, indent: "")
        return output
    }

    private func write(into output: inout String, layout: JSONLayout, indent: String) {
        let inner = indent + "  "
        switch self {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += JSONNumberText.text(number)
        case .string(let text): output += JSONQuoting.quoted(text)
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            output += "["
            for (index, item) in items.enumerated() {
                if index > 0 { output += "," }
                if layout.isIndented { output += "\n" + inner }
                item.write(into: &output, layout: layout, indent: inner)
            }
            output += layout.isIndented ? "\n" + indent + "]" : "]"
        case .object(let object):
            guard !object.isEmpty else { return output += "{}" }
            let members = layout.sortsKeys ? object.members.sorted { $0.key < $1.key } : object.members
            output += "{"
            for (index, member) in members.enumerated() {
                if index > 0 { output += "," }
                if layout.isIndented { output += "\n" + inner }
                output += JSONQuoting.quoted(member.key) + (layout.isIndented ? ": " : ":")
                member.value.write(into: &output, layout: layout, indent: inner)
            }
            output += layout.isIndented ? "\n" + indent + "}" : "}"
        }
    }
}

/// The text of a JSON number that is not an integer.
package enum JSONNumberText {
    /// Swift's shortest round-tripping text, an exponent always after a fraction (`1.0e-05`, so YAML 1.1 readers see
    /// a float too); `null` for a value JSON cannot hold.
    package static func text(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        var text = value.description
        if !text.contains("."), let exponent = text.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            text.insert(contentsOf: ".0", at: exponent)
        }
        return text
    }
}
