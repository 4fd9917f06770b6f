import Foundation
import YAMLNodes

/// Finds the first byte of a contract file that is no UTF-8, and says what is wrong with it, located like every
/// other diagnostic (the line and character where it stands).
enum UTF8Check {
    /// The first ill-formed sequence: the byte it starts at and what is wrong.
    struct Problem: Equatable {
        var offset: Int
        var message: String
    }

    /// A located error for the first bytes of `data` that are no UTF-8; nil when it is all UTF-8.
    static func diagnostic(for data: Data, file: String) -> Diagnostic? {
        let bytes = [UInt8](data)
        guard let problem = bytes.withUnsafeBufferPointer(firstProblem) else { return nil }
        let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        return Diagnostic(
            severity: .error, file: file, mark: SourceMark(byteOffset: problem.offset, in: bytes),
            message: problem.message,
            hint: isUTF16
                ? "the file starts with a UTF-16 byte-order mark; save it as UTF-8"
                : "a contract file is UTF-8 text; save it as UTF-8")
    }

    /// The first ill-formed sequence of `bytes` (Unicode's table of well-formed UTF-8 byte sequences), if any.
    static func firstProblem(in bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            guard let allowed = followers(of: lead) else {
                let reason =
                    lead < 0xC0 ? "a continuation byte with no character to continue" : "it never occurs in UTF-8"
                return Problem(offset: index, message: "invalid UTF-8 byte \(hex(lead)) (\(reason))")
            }
            for (position, range) in allowed.enumerated() {
                let next = index + 1 + position
                let ordinal = ["second", "third", "fourth"][position]
                let start = "invalid UTF-8 byte \(hex(lead)) (it starts a \(allowed.count + 1)-byte character, and"
                guard next < bytes.count else {
                    return Problem(offset: index, message: "\(start) the file ends before its \(ordinal) byte)")
                }
                guard range.contains(bytes[next]) else {
                    return Problem(
                        offset: index, message: "\(start) \(hex(bytes[next])) cannot be its \(ordinal) byte)")
                }
            }
            index += 1 + allowed.count
        }
        return nil
    }

    /// The ranges of the bytes that may follow a lead byte, in order; nil for a byte no character starts with.
    private static func followers(of lead: UInt8) -> [ClosedRange<UInt8>]? {
        let any: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: return [any]
        case 0xE0: return [0xA0...0xBF, any]  // shorter forms are overlong
        case 0xED: return [0x80...0x9F, any]  // higher ones are surrogates
        case 0xE1...0xEF: return [any, any]
        case 0xF0: return [0x90...0xBF, any, any]
        case 0xF1...0xF3: return [any, any, any]
        case 0xF4: return [0x80...0x8F, any, any]  // higher ones pass U+10FFFF
        default: return nil
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count < 2 ? "0" : "") + digits
    }
}
