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

    /// A parameter whose value may show in the app's own logs.
    public static func value(_ name: String, _ value: String) -> QueryItem {
        QueryItem(name: name, text: value, secret: nil)
    }

    /// A parameter whose value is a secret.
    public static func secret(_ name: String, _ value: Secret) -> QueryItem {
        QueryItem(name: name, text: value.reveal(), secret: value)
    }
}
