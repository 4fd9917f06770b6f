/// A value that says which ``Secret`` values it holds, so the redactor of the exchange that sends or receives it
/// knows them.
///
/// The generator makes every model and union that holds a secret conform, directly (a `secret: true` field) or
/// through its nested models, unions, lists, maps and optionals: it knows them from the contract, so the runtime never
/// looks into a value to find them. A type that holds no secret gets no conformance and costs nothing. This is the
/// contract: only a conformance counts, so a hand-written request type whose `Secret` values must be redacted
/// conforms itself.
public protocol SecretCarrying {
    /// Every secret the value holds, in no particular order.
    var secrets: [Secret] { get }
}

extension Secret: SecretCarrying {
    /// The secret itself: a `Secret` field carries one.
    public var secrets: [Secret] { [self] }
}

extension Optional: SecretCarrying where Wrapped: SecretCarrying {
    /// The wrapped value's secrets; none when there is no value.
    public var secrets: [Secret] { self?.secrets ?? [] }
}

extension Array: SecretCarrying where Element: SecretCarrying {
    /// The secrets of every element.
    public var secrets: [Secret] { flatMap(\.secrets) }
}

extension Dictionary: SecretCarrying where Value: SecretCarrying {
    /// The secrets of every value (the keys are the server's data, never a secret).
    public var secrets: [Secret] { values.flatMap(\.secrets) }
}
