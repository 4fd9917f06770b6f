import Foundation

/// An unquoted `: ` inside a flow mapping (`{ doc: Time: noon }`) ends the plain value before it, so YAML finds a
/// second `:` where it expects `,` or `}` and stops with "did not find expected ',' or '}'". The hint names the value as
/// it was probably meant, quoted, as ``FlowCommaHint`` does for a comma.
///
/// Read from the line alone: the entry runs from the `{` or `,` before the error's `:` to the `,` or `}` after it.
/// An entry that starts on an earlier line, or holds quotes or brackets, gets the hint without the value.
enum FlowColonHint {
    static let general = "a ': ' ends a plain value inside `{ … }`: quote a value that contains one"

    /// The hint for libyaml's error `message` at `column` (1-based, in scalars) of `line`, or nil when the error is no
    /// `:` where a flow mapping expects `,` or `}`.
    static func hint(message: String, line: Substring?, column: Int) -> String? {
        guard message.hasPrefix("did not find expected ',' or '}'"), let line else { return nil }
        let scalars = Array(line.unicodeScalars)
        let colon = column - 1
        guard scalars.indices.contains(colon), scalars[colon] == ":" else { return nil }
        var start = colon
        while start > 0, scalars[start - 1] != "{", scalars[start - 1] != "," { start -= 1 }
        var end = colon
        while end < scalars.count, scalars[end] != "}", scalars[end] != "," { end += 1 }
        let entry = String(String.UnicodeScalarView(scalars[start..<end]))
        guard start > 0, !entry.contains(where: { "\"'[]{}#".contains($0) }),
            let separator = entry.range(of: ": ")
        else { return general }
        let key = entry[..<separator.lowerBound].trimmingCharacters(in: .whitespaces)
        let value = entry[separator.upperBound...].trimmingCharacters(in: .whitespaces)
        guard !key.isEmpty, !value.isEmpty else { return general }
        return "a ': ' ends a plain value inside `{ … }`: if it belongs to the value, quote it: "
            + "\(key): \"\(value.replacingOccurrences(of: "\\", with: "\\\\"))\""
    }
}
