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

    /// The most UTF-8 bytes a signer's value may have: 8 KiB, far above any signature or timestamp, and under the
    /// header sizes servers accept.
    public static let maximumLength = 8 * 1024

    /// Why a signer's `value` can't be sent, or nil: a line break or another control character (a transport drops
    /// such a header silently, so the call would leave unsigned) or more than ``maximumLength`` bytes. The reason
    /// never quotes the value.
    package static func refusal(ofValue value: String) -> String? {
        if value.utf8.count > maximumLength { return "is longer than \(maximumLength) bytes" }
        return ControlCharacters.refusal(of: value)
    }

    /// `query w_rid`, `header X-Sign (secret)`.
    public var description: String { isSecret ? "\(placement) (secret)" : "\(placement)" }
}

extension Sequence<SignedValue> {
    /// The names of the secret values among these that travel in a header: what every tool that prints a request
    /// redacts, as it redacts the token's header.
    package var secretHeaderNames: [String] {
        compactMap { value in
            guard value.isSecret, case .header(let name) = value.placement else { return nil }
            return name
        }
    }

    /// The names of the secret values among these that travel in the query.
    package var secretQueryNames: [String] {
        compactMap { value in
            guard value.isSecret, case .query(let name) = value.placement else { return nil }
            return name
        }
    }
}
