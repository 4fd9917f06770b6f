import Foundation
import TextFoundation

/// The time an envelope says it was answered (an envelope's `timestamp` field), as the server wrote it.
///
/// The text is kept whatever it holds, so nothing the server sent is lost; ``date`` reads it when it is ISO-8601.
public struct EnvelopeTimestamp: Sendable, Hashable, CustomStringConvertible {
    /// The value as sent: the string, or the digits of a number.
    public var text: String

    /// A timestamp of `text`.
    public init(text: String) {
        self.text = text
    }

    /// The instant, when ``text`` is an ISO-8601 date-time (with or without fractional seconds); nil otherwise.
    public var date: Date? { ISO8601Text.date(from: text) }

    /// The text as sent.
    public var description: String { text }
}

extension EnvelopeTimestamp {
    /// A timestamp field as its text: a string as it is, a number as its digits; nil when absent or anything else.
    package init?(_ value: JSONValue?) {
        switch value {
        case .string(let text)?: self.init(text: text)
        case .int(let number)?: self.init(text: String(number))
        case .double(let number)?: self.init(text: LenientText.canonical(number))
        default: return nil
        }
    }
}
