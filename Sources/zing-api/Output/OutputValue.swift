import TextFoundation

/// What the output of `zing-api` makes of values: JSON for `--json` (the one JSON value and printer, members in the
/// documented order), plain text for people.
extension JSONValue {
    static func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    static func optional(_ number: Int?) -> JSONValue { number.map(JSONValue.int) ?? .null }

    /// The value as plain text, for the readable output: a string as it is (the terminal writer escapes what is
    /// unsafe), `-` for null, anything else as compact JSON.
    var text: String {
        switch self {
        case .null: "-"
        case .string(let text): text
        default: self.text(.compact)
        }
    }
}
