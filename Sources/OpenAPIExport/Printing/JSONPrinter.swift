/// Prints a document as JSON: two-space indentation, members in document order, one trailing newline.
public enum JSONPrinter {
    /// The document's JSON text.
    public static func print(_ value: DocumentValue) -> String {
        var output = ""
        write(value, indent: "", into: &output)
        return output + "\n"
    }

    private static func write(_ value: DocumentValue, indent: String, into output: inout String) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .int(let number): output += String(number)
        case .double(let number): output += number.isFinite ? TextEscaping.number(number) : "null"
        case .string(let text): output += TextEscaping.doubleQuoted(text)
        case .array(let items):
            guard !items.isEmpty else { return output += "[]" }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += indent + "  "
                write(item, indent: indent + "  ", into: &output)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += indent + "]"
        case .object(let object):
            guard !object.isEmpty else { return output += "{}" }
            output += "{\n"
            for (index, member) in object.members.enumerated() {
                output += indent + "  " + TextEscaping.doubleQuoted(member.key) + ": "
                write(member.value, indent: indent + "  ", into: &output)
                output += index == object.members.count - 1 ? "\n" : ",\n"
            }
            output += indent + "}"
        }
    }
}
