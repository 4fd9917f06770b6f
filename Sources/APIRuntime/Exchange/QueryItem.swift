import WireVocabulary

/// One query parameter of a request, in the order the URL lists it. A secret one (a token sent in the query, a
/// `secret: true` parameter) is redacted from every answer that echoes it, as a secret header is.
@_spi(Generated)
public struct QueryItem: Sendable {
    /// The parameter's name as the docs write it.
    public var name: String
    /// The value the URL carries.
    var text: String
    /// The value, when it is a secret.
    var secret: Secret?
    /// Why the item cannot be sent, when it cannot (a joined list with a value that holds its separator).
    var refusal: String?

    /// A parameter whose value may show in the app's own logs.
    public static func value(_ name: String, _ value: String) -> QueryItem {
        QueryItem(name: name, text: value, secret: nil)
    }

    /// A list sent as one value, its elements' texts joined by `separator` (`id=1,2,3`); refused before sending when a
    /// value holds the separator, which would read as two values.
    public static func list(_ name: String, _ values: [String], separator: String) -> QueryItem {
        guard let text = JoinedList.joined(values, separator: separator) else {
            return QueryItem(
                name: name, text: "", secret: nil,
                refusal: "a value of query parameter '\(name)' holds its separator '\(separator)'")
        }
        return QueryItem(name: name, text: text, secret: nil)
    }

    /// A parameter whose value is a secret.
    public static func secret(_ name: String, _ value: Secret) -> QueryItem {
        QueryItem(name: name, text: value.reveal(), secret: value)
    }
}
