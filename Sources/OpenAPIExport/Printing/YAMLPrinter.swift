import TextFoundation

/// Prints a document as block-style YAML that YAML 1.1 and 1.2 readers load as the same JSON value.
///
/// Every string, key or value, is double-quoted unless it is a plain word that no reader can take for anything
/// but a string; contract text is untrusted, so nothing it holds can start a comment, a tag, an anchor or another
/// key.
public enum YAMLPrinter {
    /// The document's YAML text.
    public static func print(_ value: JSONValue) -> String {
        var lines: [String] = []
        switch value {
        case .object(let object) where !object.isEmpty: writeMembers(object, indent: "", into: &lines)
        case .array(let items) where !items.isEmpty: writeItems(items, indent: "", into: &lines)
        default: lines.append(scalar(value))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Below YAML's limit of 1024 characters for an implicit key, with room for the `: `.
    static let maximumImplicitKey = 1000

    private static func writeMembers(_ object: JSONObject, indent: String, into lines: inout [String]) {
        for member in object.members {
            let printed = string(member.key)
            // An implicit key is at most 1024 characters; a longer one (an example's name, say) is written as
            // an explicit `? key` line with its value after a `:` line.
            let key: String
            if printed.count > maximumImplicitKey {
                lines.append(indent + "? " + printed)
                key = indent + ":"
            } else {
                key = indent + printed + ":"
            }
            switch member.value {
            case .object(let nested) where !nested.isEmpty:
                lines.append(key)
                writeMembers(nested, indent: indent + "  ", into: &lines)
            case .array(let items) where !items.isEmpty:
                lines.append(key)
                writeItems(items, indent: indent + "  ", into: &lines)
            default:
                lines.append(key + " " + scalar(member.value))
            }
        }
    }

    private static func writeItems(_ items: [JSONValue], indent: String, into lines: inout [String]) {
        for item in items {
            switch item {
            case .object(let nested) where !nested.isEmpty:
                // The first member shares the dash's line; the rest line up under it.
                var nestedLines: [String] = []
                writeMembers(nested, indent: indent + "  ", into: &nestedLines)
                nestedLines[0] = indent + "- " + nestedLines[0].dropFirst(indent.count + 2)
                lines += nestedLines
            case .array(let nestedItems) where !nestedItems.isEmpty:
                lines.append(indent + "-")
                writeItems(nestedItems, indent: indent + "  ", into: &lines)
            default:
                lines.append(indent + "- " + scalar(item))
            }
        }
    }

    private static func scalar(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .int(let number): String(number)
        case .double(let number): number.isFinite ? JSONNumberText.text(number) : "null"
        case .string(let text): string(text)
        case .array: "[]"
        case .object: "{}"
        }
    }

    /// Plain when the text is a word of letters, digits and `_ . / -` that starts with a letter and is no word
    /// a YAML reader gives another meaning; double-quoted otherwise.
    static func string(_ text: String) -> String {
        isPlainSafe(text) ? text : JSONQuoting.quoted(text)
    }

    private static let reservedWords: Set<String> = ["null", "true", "false", "yes", "no", "on", "off", "y", "n"]

    private static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.isLetter,
            !reservedWords.contains(text.lowercased())
        else { return false }
        return text.unicodeScalars.allSatisfy { $0.isLetter || $0.isDigit || "_./-".unicodeScalars.contains($0) }
    }
}

extension Unicode.Scalar {
    fileprivate var isLetter: Bool { ("a"..."z").contains(self) || ("A"..."Z").contains(self) }
    fileprivate var isDigit: Bool { ("0"..."9").contains(self) }
}
