/// A value the app's request signer adds to a request of a signed endpoint (a signature, the time it signed at):
/// where it travels, and whether it is a secret the client never prints.
public struct SignedValue: Sendable, Hashable, CustomStringConvertible {
    /// The query parameter or header it travels in.
    public var placement: PerCallValue.Placement
    /// Whether the value is a secret: redacted from every answer that echoes it, never printed.
    public var isSecret: Bool

    /// A value the signer adds at `placement`.
    public init(_ placement: PerCallValue.Placement, isSecret: Bool = false) {
        self.placement = placement
        self.isSecret = isSecret
    }

    /// `query w_rid`, `header X-Sign (secret)`.
    public var description: String { isSecret ? "\(placement) (secret)" : "\(placement)" }
}
