/// A coding key for whatever keys a JSON object has.
private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

@_spi(Generated)
extension Decoder {
    /// Fails when the object has a key outside `known`: for models the contract marks closed (`open: false`).
    public func rejectUnknownKeys(_ known: [String]) throws {
        let container = try self.container(keyedBy: AnyKey.self)
        // An envelope's own fields beside the payload's (WeChat's `errcode`) are the envelope's, not unknown.
        let envelope = userInfo[.envelopeKeysBesidePayload] as? EnvelopeKeysBesidePayload
        let besides = envelope?.depth == codingPath.count ? envelope?.keys ?? [] : []
        let unknown = container.allKeys.map(\.stringValue).filter { !known.contains($0) && !besides.contains($0) }
            .sorted()
        guard unknown.isEmpty else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath,
                    debugDescription: "unknown fields: \(unknown.joined(separator: ", "))"))
        }
    }
}

/// Parses the text forms ids are kept in.
@_spi(Generated)
public enum WireText {
    /// `"1234"` or `"-5"` → the integer; anything else (spaces, signs alone, letters, overflow) → nil.
    public static func integer(_ text: String) -> Int? {
        guard case .value(let number) = LenientText.integer(text, as: Int.self) else { return nil }
        return number
    }
}
