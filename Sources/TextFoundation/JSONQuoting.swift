/// JSON string literals: the one quoter every JSON (and YAML double-quoted) text the project writes uses.
package enum JSONQuoting {
    /// `text` as a JSON string literal: quotes, backslashes and every unsafe scalar (``UnsafeScalar``) escaped, so the
    /// literal is valid JSON and valid YAML, and shows no control or bidirectional character raw.
    package static func quoted(_ text: some StringProtocol) -> String {
        var result = "\""
        result.append(escaping: text, for: .jsonString)
        result += "\""
        return result
    }
}
