import Foundation

/// ISO-8601 date-time text in both common forms, with and without fractional seconds: how the client reads
/// `dateTime` fields and envelope timestamps, and how lint and `verify` judge them. Formatters are made per call
/// because they are not `Sendable`.
package enum ISO8601Text {
    /// The instant `text` names, or nil when it is not an ISO-8601 internet date-time.
    package static func date(from text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)
    }

    /// `date` as ISO-8601 text without fractional seconds.
    package static func string(from date: Date) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.string(from: date)
    }
}
