import Foundation
import WireVocabulary

/// An `application/x-www-form-urlencoded` body: text fields in the order added, encoded by the WHATWG URL standard's
/// serializer (``FormURLEncoding``), so a value may hold any text, `&`, `=`, `%`, `+` and line breaks included.
///
/// Its `description` names the fields and never shows a value.
@_spi(Generated)
public struct URLEncodedForm: Sendable, CustomStringConvertible {
    private var pairs: [(name: String, value: String)] = []
    private var names: [String] = []
    /// The values of its secret fields, for the exchange's redactor.
    private(set) var secrets: [Secret] = []
    /// Why the form cannot be sent, when it cannot (a joined list with a value that holds its separator).
    private(set) var refusal: String?

    /// Creates an empty form.
    public init() {}

    /// Appends a field whose value may show in the app's own logs.
    public mutating func addField(name: String, value: String) {
        pairs.append((name, value))
        names.append(name)
    }

    /// Appends a field whose value is a secret: sent as given, redacted from any answer that echoes it.
    public mutating func addField(name: String, secret: Secret) {
        pairs.append((name, secret.reveal()))
        names.append(name)
        secrets.append(secret)
    }

    /// Appends a list as one field, its elements' texts joined by `separator` (`ids=1,2,3`); the form is refused
    /// before sending when a value holds the separator, which would read as two values.
    public mutating func addList(name: String, values: [String], separator: String) {
        guard let text = JoinedList.joined(values, separator: separator) else {
            refusal = refusal ?? "a value of form field '\(name)' holds its separator '\(separator)'"
            return
        }
        addField(name: name, value: text)
    }

    /// The body's bytes: `name=value` pairs joined by `&`.
    public var encoded: Data {
        Data(FormURLEncoding.serialize(pairs).utf8)
    }

    /// `form body (name, csrf)`: the field names, no value.
    public var description: String {
        "form body (\(names.joined(separator: ", ")))"
    }
}
