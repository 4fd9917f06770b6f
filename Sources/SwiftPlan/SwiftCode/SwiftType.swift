/// A type as generated code spells it.
public enum SwiftType: Sendable, Hashable, CustomStringConvertible {
    /// A type the generated module declares (a model, identifier, union or the module's own types).
    case named(SwiftIdentifier)
    /// A type of Swift, Foundation or the runtime, e.g. `String`, `Secret`, `any HTTPTransport`.
    case fragment(SwiftFragment)
    /// `Wrapped?`
    indirect case optional(SwiftType)
    /// `[Element]`
    indirect case array(SwiftType)
    /// `[String: Value]`, a JSON object whose keys are data.
    indirect case dictionary(SwiftType)
    /// `Base<Arguments>`, e.g. `APIError<ZingErrorClass>`.
    case generic(SwiftFragment, [SwiftType])
    /// `@Sendable (Parameters) -> Result`, after the generator's own attributes (`@escaping`).
    indirect case function(attributes: [SwiftFragment], parameters: [SwiftType], returns: SwiftType)

    /// The type as source writes it.
    public var description: String {
        switch self {
        case .named(let name): name.printed
        case .fragment(let code): code.text
        case .optional(let wrapped):
            // `any P?` would make P's existential of an optional; the optional existential is `(any P)?`.
            wrapped.isExistential ? "(" + wrapped.description + ")?" : wrapped.description + "?"
        case .array(let element): "[" + element.description + "]"
        case .dictionary(let value): "[String: " + value.description + "]"
        case .generic(let base, let arguments):
            base.text + "<" + arguments.map(\.description).joined(separator: ", ") + ">"
        case .function(let attributes, let parameters, let returns):
            attributes.map { $0.text + " " }.joined() + "(" + parameters.map(\.description).joined(separator: ", ")
                + ") -> " + returns.description
        }
    }

    /// Whether the type is spelled `any P` or `some P`.
    var isExistential: Bool {
        guard case .fragment(let code) = self else { return false }
        return code.text.hasPrefix("any ") || code.text.hasPrefix("some ")
    }

    /// The type made optional (an optional stays as it is).
    public var optional: SwiftType {
        if case .optional = self { return self }
        return .optional(self)
    }
}
