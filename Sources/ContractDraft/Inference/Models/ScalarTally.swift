import TextFoundation

/// The scalar values one place of a body held, by the forms that decide a field's type: numbers by size and
/// fraction, text by whether it is numeric, a date or a word.
struct ScalarTally: Sendable, Hashable {
    var bools = 0
    /// Integers within ±2^53 (exact in every JSON reader).
    var integers = 0
    /// Integers beyond ±2^53 that fit 64 bits.
    var bigIntegers = 0
    /// Numbers with a fraction or an exponent, or too large for 64 bits.
    var fractions = 0
    /// Text of digits (`"1234"`, `"-5"`) that fits 64 bits.
    var numericTexts = 0
    /// Text of a decimal number (`"1.5"`).
    var decimalTexts = 0
    /// ISO-8601 date-times (`2026-10-23T08:00:00Z`).
    var dateTexts = 0
    /// `"true"`, `"false"`.
    var boolTexts = 0
    /// Any other text.
    var otherTexts = 0
    /// Whether every integer was 0 or 1 (a flag sent as a number).
    var integersAreBits = true
    /// The smallest and largest integer seen (numeric text included).
    var range: ClosedRange<Int>?
    /// The first date-time text seen, which the client's own reader (``ISO8601Text``) must accept for the place to be
    /// a `dateTime`: the shape check runs on every value, the formatter, whose making costs about a millisecond, once.
    var firstDate: String?

    var count: Int {
        bools + integers + bigIntegers + fractions + numericTexts + decimalTexts + dateTexts + boolTexts + otherTexts
    }
    var texts: Int { numericTexts + decimalTexts + dateTexts + boolTexts + otherTexts }
    var numbers: Int { integers + bigIntegers + fractions }

    mutating func add(_ value: JSONValue) {
        switch value {
        case .bool: bools += 1
        case .int(let number):
            if number.magnitude <= 1 << 53 { integers += 1 } else { bigIntegers += 1 }
            if number != 0 && number != 1 { integersAreBits = false }
            widen(number)
        case .double: fractions += 1
        case .string(let text): add(text: text)
        case .null, .array, .object: break
        }
    }

    private mutating func add(text: String) {
        if let number = Int(text), String(number) == text || text == "-0" {
            numericTexts += 1
            widen(number)
        } else if text == "true" || text == "false" {
            boolTexts += 1
        } else if Self.looksDecimal(text) {
            decimalTexts += 1
        } else if InternetDateTime.isValid(text) {
            dateTexts += 1
            if firstDate == nil { firstDate = text }
        } else {
            otherTexts += 1
        }
    }

    private mutating func widen(_ number: Int) {
        range = range.map { min($0.lowerBound, number)...max($0.upperBound, number) } ?? number...number
    }

    /// `-?[0-9]+\.[0-9]+`, the decimal text a `double` field's `string` form takes.
    private static func looksDecimal(_ text: String) -> Bool {
        var body = Substring(text)
        if body.first == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigitCharacter) }
    }

    static func + (lhs: ScalarTally, rhs: ScalarTally) -> ScalarTally {
        var sum = lhs
        sum.bools += rhs.bools
        sum.integers += rhs.integers
        sum.bigIntegers += rhs.bigIntegers
        sum.fractions += rhs.fractions
        sum.numericTexts += rhs.numericTexts
        sum.decimalTexts += rhs.decimalTexts
        sum.dateTexts += rhs.dateTexts
        sum.boolTexts += rhs.boolTexts
        sum.otherTexts += rhs.otherTexts
        sum.integersAreBits = lhs.integersAreBits && rhs.integersAreBits
        if let other = rhs.range { sum.widen(other.lowerBound); sum.widen(other.upperBound) }
        sum.firstDate = lhs.firstDate ?? rhs.firstDate
        return sum
    }
}
