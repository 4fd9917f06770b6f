import Foundation

/// Parses the `Retry-After` response header (RFC 9110 §10.2.3).
package enum RetryAfter {
    /// The wait a `Retry-After` value asks for.
    ///
    /// `"120"` is 120 seconds. An HTTP-date in IMF-fixdate (`Wed, 21 Oct 2015 07:28:00 GMT`), RFC 850
    /// (`Wednesday, 21-Oct-15 07:28:00 GMT`) or asctime (`Wed Oct 21 07:28:00 2015`) form is the time from
    /// `now` until that date, `.zero` if it has passed. Anything else is `nil`. Surrounding spaces are ignored.
    package static func parse(_ value: String, now: Date) -> Duration? {
        let text = value.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            // Absurdly long values saturate; the policy's cap applies anyway.
            return .seconds(Int64(text) ?? Int64.max)
        }
        guard let date = HTTPDate.parse(text, now: now) else { return nil }
        let interval = date.timeIntervalSince(now)
        return interval > 0 ? .seconds(interval) : .zero
    }
}

/// The three HTTP-date formats, parsed by hand: no locale, no DateFormatter, always GMT.
enum HTTPDate {
    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]
    private static let shortDays: Set<String> = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    private static let longDays: Set<String> = [
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
    ]

    static func parse(_ text: String, now: Date) -> Date? {
        let parts = text.split(separator: " ", omittingEmptySubsequences: true).map { $0.lowercased() }
        switch parts.count {
        case 6:  // Sun, 06 Nov 1994 08:49:37 GMT
            guard parts[0].hasSuffix(","), shortDays.contains(String(parts[0].dropLast())), parts[5] == "gmt",
                let year = number(parts[3], digits: 4...4)
            else { return nil }
            return make(year: year, month: parts[2], day: parts[1], time: parts[4])
        case 4:  // Sunday, 06-Nov-94 08:49:37 GMT
            guard parts[0].hasSuffix(","), longDays.contains(String(parts[0].dropLast())), parts[3] == "gmt"
            else { return nil }
            let date = parts[1].split(separator: "-", omittingEmptySubsequences: false).map(String.init)
            guard date.count == 3, let shortYear = number(date[2], digits: 2...2) else { return nil }
            return make(year: fullYear(shortYear, now: now), month: date[1], day: date[0], time: parts[2])
        case 5:  // Sun Nov  6 08:49:37 1994
            guard shortDays.contains(parts[0]), let year = number(parts[4], digits: 4...4) else { return nil }
            return make(year: year, month: parts[1], day: parts[2], time: parts[3])
        default:
            return nil
        }
    }

    /// RFC 9110: a two-digit year more than 50 years in the future means the previous century.
    private static func fullYear(_ shortYear: Int, now: Date) -> Int {
        let currentYear = civil(fromDays: Int((now.timeIntervalSince1970 / 86_400).rounded(.down))).year
        var year = currentYear - currentYear % 100 + shortYear
        if year > currentYear + 50 { year -= 100 }
        return year
    }

    private static func make(year: Int, month: String, day: String, time: String) -> Date? {
        guard let monthIndex = months.firstIndex(of: month), let day = number(day, digits: 1...2) else { return nil }
        let clock = time.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard clock.count == 3, let hour = number(clock[0], digits: 2...2),
            let minute = number(clock[1], digits: 2...2),
            let second = number(clock[2], digits: 2...2), hour < 24, minute < 60, second <= 60
        else { return nil }
        let month = monthIndex + 1
        guard day >= 1, day <= daysIn(month: month, year: year) else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        // A leap second (:60) is read as the next second.
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second
        return Date(timeIntervalSince1970: TimeInterval(seconds))
    }

    private static func number(_ text: String, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.utf8.count),
            text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") })
        else { return nil }
        return Int(text)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Inverse of ``daysFromCivil(year:month:day:)``; only the year is needed here.
    private static func civil(fromDays days: Int) -> (year: Int, month: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month)
    }
}
