/// A day written `YYYY-MM-DD` that exists in the proleptic Gregorian calendar: the one check of every date read
/// from contract text (`info.date`, a date-shaped `deprecated.since`) and from accepted-changes files (`until`).
public struct CalendarDay: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 0 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to the month's length.
    public let day: Int

    /// What is wrong with a text that is meant to name a day.
    public enum Problem: Error, Sendable, Equatable, CustomStringConvertible {
        /// Not four ASCII digits, a hyphen, two digits, a hyphen and two digits.
        case notYYYYMMDD
        case noSuchMonth(Int)
        /// Day 0, or past the month's last day.
        case noSuchDay(day: Int, month: Int, year: Int)

        /// What a message says after "… is not a calendar day: ", e.g. `February 2026 has 28 days`.
        public var description: String {
            switch self {
            case .notYYYYMMDD: return "write it as YYYY-MM-DD"
            case .noSuchMonth(let month): return "there is no month \(month)"
            case .noSuchDay(let day, let month, let year):
                if day == 0 { return "there is no day 0" }
                let name = CalendarDay.monthNames[month - 1]
                // Only February's length depends on the year.
                let days = CalendarDay.days(inMonth: month, year: year)
                return month == 2 ? "\(name) \(year) has \(days) days" : "\(name) has \(days) days"
            }
        }
    }

    /// The day `text` names, or what is wrong with it.
    public static func parse(_ text: String) -> Result<CalendarDay, Problem> {
        let bytes = Array(text.utf8)
        let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[0..<4].allSatisfy(isDigit), bytes[5..<7].allSatisfy(isDigit), bytes[8..<10].allSatisfy(isDigit)
        else { return .failure(.notYYYYMMDD) }
        let number = { (range: Range<Int>) in bytes[range].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) } }
        let year = number(0..<4)
        let month = number(5..<7)
        let day = number(8..<10)
        guard (1...12).contains(month) else { return .failure(.noSuchMonth(month)) }
        guard day >= 1, day <= days(inMonth: month, year: year) else {
            return .failure(.noSuchDay(day: day, month: month, year: year))
        }
        return .success(CalendarDay(year: year, month: month, day: day))
    }

    /// The day `text` names; nil when it names none.
    public init?(_ text: String) {
        guard case .success(let day) = Self.parse(text) else { return nil }
        self = day
    }

    private init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Whether `text` is written like a day (`NNNN-NN-NN`), real or not: a field that takes a version or a date
    /// checks such a text as a date.
    public static func looksLikeADay(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10 else { return false }
        return bytes.indices.allSatisfy { index in
            index == 4 || index == 7
                ? bytes[index] == UInt8(ascii: "-")
                : bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
    }

    /// Leap years: every fourth, except centuries not divisible by 400.
    static func days(inMonth month: Int, year: Int) -> Int {
        let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
        return [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
    }

    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November",
        "December",
    ]

    /// `YYYY-MM-DD`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
