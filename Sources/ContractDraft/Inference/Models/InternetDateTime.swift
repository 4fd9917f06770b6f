/// The shape of an RFC 3339 internet date-time, `2026-10-23T08:00:00Z` or `2026-10-23T08:00:00.123+08:00`, checked by
/// hand: a real calendar day, a time of day, and a `Z` or an offset, nothing else. Every value of a capture is held to it
/// (a formatter for each would cost most of a draft's time); the client's own reader confirms the first of a field.
enum InternetDateTime {
    static func isValid(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.count <= 40 else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                guard index < bytes.count, (48...57).contains(bytes[index]) else { return nil }
                value = value * 10 + Int(bytes[index] - 48)
            }
            return value
        }
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        guard let year = number(0..<4), byte(4) == 45, let month = number(5..<7), byte(7) == 45,
            let day = number(8..<10), byte(10) == 84, let hour = number(11..<13), byte(13) == 58,
            let minute = number(14..<16), byte(16) == 58, let second = number(17..<19),
            (1...12).contains(month), day >= 1, day <= days(inMonth: month, year: year), hour < 24, minute < 60,
            second < 60
        else { return false }
        var index = 19
        if byte(index) == 46 {
            index += 1
            let start = index
            while (48...57).contains(byte(index)) { index += 1 }
            guard index > start, index - start <= 9 else { return false }
        }
        if byte(index) == 90 { return index + 1 == bytes.count }
        guard byte(index) == 43 || byte(index) == 45, let offsetHours = number(index + 1..<index + 3),
            byte(index + 3) == 58, let offsetMinutes = number(index + 4..<index + 6)
        else { return false }
        return offsetHours < 24 && offsetMinutes < 60 && index + 6 == bytes.count
    }

    private static func days(inMonth month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
