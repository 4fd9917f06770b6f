import YAMLNodes

extension YAMLNode {
    /// How a node is named in "expected …, found …" messages: `a sequence`, `a mapping`, `nothing`, `null`,
    /// or the scalar's text in quotes.
    var foundDescription: String {
        switch content {
        case .sequence: return "a sequence"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            if isNull { return scalar.value.isEmpty ? "nothing" : "null" }
            return "\"\(scalar.value.abbreviatedForMessage)\""
        }
    }

    /// A hint for a quoted scalar whose text would have been accepted unquoted.
    func unquoteHint(accepting isAccepted: (String) -> Bool) -> String? {
        guard let scalar, scalar.isQuoted, isAccepted(scalar.value) else { return nil }
        return "quoted scalars are strings; write \(scalar.value) without quotes"
    }
}

extension String {
    /// The text cut to a length that reads well in a one-line message, with newlines shown as `\n`.
    var abbreviatedForMessage: String {
        let flat = replacingOccurrences(of: "\n", with: "\\n")
        return flat.count > 40 ? String(flat.prefix(37)) + "..." : flat
    }
}
