import Foundation
import TextFoundation
import YAMLNodes

/// A contract's text, with its places counted the way libyaml counts the marks of nodes: lines break at LF, CR,
/// CRLF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, columns count Unicode scalars, and a byte-order mark at the
/// very start is not counted. It finds the bidirectional controls written in the text (comments included) and
/// tells where each character of a scalar node was written.
struct SourceText: Sendable {
    /// Where a bidirectional control is written, and which one.
    struct Occurrence: Equatable {
        var scalar: Unicode.Scalar
        var mark: SourceMark
    }

    /// One character of a scalar as written: the character it stands for, where it starts, and whether it was an
    /// escape sequence of a double-quoted scalar (located at its backslash).
    struct WrittenCharacter: Equatable {
        var scalar: Unicode.Scalar
        var mark: SourceMark
        var isEscape: Bool
    }

    private let bytes: [UInt8]
    /// The byte offset where each line starts.
    private let lineStarts: [Int]
    /// Every bidirectional control written in the text, in order.
    let bidirectionalControls: [Occurrence]
    /// Whether a backslash followed by `u` or `U` is written anywhere: the only YAML escapes (`\uXXXX`,
    /// `\UXXXXXXXX`) that can stand for a bidirectional control. False means no scalar holds one by escape.
    let mayHoldUnicodeEscapes: Bool
    private let places = PlaceCache()

    init(_ text: String) {
        bytes = Array(text.utf8)
        var lineStarts: [Int] = []
        var found: [Occurrence] = []
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var line = 1
        var column = 1
        lineStarts.append(index)
        let count = bytes.count
        var unicodeEscapes = false
        while index < count {
            // Printable ASCII but the backslash, most of a contract: no line break, escape or control starts there.
            // Skipped as a run, each byte read without a bounds check: a byte at a time, this loop cost more than
            // the tree builder's own work.
            let run = Self.plainRunLength(from: index, in: bytes)
            if run > 0 {
                index += run
                column += run
                continue
            }
            let breakLength = Self.lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                index += breakLength
                line += 1
                column = 1
                lineStarts.append(index)
                continue
            }
            if bytes[index] == UInt8(ascii: "\\"), index + 1 < count, bytes[index + 1] | 0x20 == UInt8(ascii: "u") {
                unicodeEscapes = true
            }
            if bytes[index] == 0xD8 || bytes[index] == 0xE2, let scalar = Self.scalar(at: index, in: bytes),
                UnsafeScalar.isBidirectionalControl(scalar)
            {
                found.append(Occurrence(scalar: scalar, mark: SourceMark(line: line, column: column)))
            }
            index += Self.length(ofScalarAt: index, in: bytes)
            column += 1
        }
        self.lineStarts = lineStarts
        bidirectionalControls = found
        mayHoldUnicodeEscapes = unicodeEscapes
    }

    /// The byte offset of the character at `mark`; nil for a place outside the text.
    func offset(of mark: SourceMark) -> Int? {
        guard mark.line >= 1, mark.line <= lineStarts.count, mark.column >= 1 else { return nil }
        var index = lineStarts[mark.line - 1]
        var column = 1
        while column < mark.column {
            guard index < bytes.count, Self.lineBreakLength(at: index, in: bytes) == 0 else { return nil }
            index += Self.length(ofScalarAt: index, in: bytes)
            column += 1
        }
        return index
    }

    /// The characters written for a scalar node, from its mark to its end mark (anchor, tag and quotes included,
    /// standing for themselves); escape sequences are decoded after the opening quote of a double-quoted scalar.
    /// Line breaks come as written, whether the scalar keeps or folds them.
    func writtenCharacters(of node: YAMLNode) -> [WrittenCharacter] {
        guard let scalar = node.scalar, var index = offset(of: node.mark) else { return [] }
        let end = offset(of: node.endMark) ?? bytes.count
        var decodesEscapes = false
        var line = node.mark.line
        var column = node.mark.column
        var result: [WrittenCharacter] = []
        while index < end {
            let mark = SourceMark(line: line, column: column)
            let breakLength = Self.lineBreakLength(at: index, in: bytes)
            if breakLength > 0 {
                result.append(
                    WrittenCharacter(scalar: Self.scalar(at: index, in: bytes) ?? "\n", mark: mark, isEscape: false))
                index += breakLength
                line += 1
                column = 1
                continue
            }
            guard let character = Self.scalar(at: index, in: bytes) else { break }
            if decodesEscapes, character == "\\", let escape = decodeEscape(after: index, line: line, column: column) {
                if let decoded = escape.scalar {
                    result.append(WrittenCharacter(scalar: decoded, mark: mark, isEscape: true))
                }
                (index, line, column) = (escape.next, escape.line, escape.column)
                continue
            }
            if scalar.style == .doubleQuoted, character == "\"" { decodesEscapes = true }
            result.append(WrittenCharacter(scalar: character, mark: mark, isEscape: false))
            index += Self.length(ofScalarAt: index, in: bytes)
            column += 1
        }
        return result
    }

    /// Where `scalar` is first written in the scalar `node` (as itself or as an escape), else nil. Remembered per
    /// node, so a node that aliases repeat is read once.
    func place(of scalar: Unicode.Scalar, in node: YAMLNode) -> SourceMark? {
        let key = PlaceCache.Key(start: node.mark, end: node.endMark, scalar: scalar.value)
        if let known = places[key] { return known }
        let place = writtenCharacters(of: node).first { $0.scalar == scalar }?.mark
        places[key] = .some(place)
        return place
    }

    /// The escape sequence whose backslash is at `index`: the character it writes (nil for an escaped line break,
    /// which writes nothing) and the place after it. Nil when it is no valid escape (libyaml has refused those).
    private func decodeEscape(
        after index: Int, line: Int, column: Int
    ) -> (scalar: Unicode.Scalar?, next: Int, line: Int, column: Int)? {
        let code = index + 1
        guard code < bytes.count else { return nil }
        let breakLength = Self.lineBreakLength(at: code, in: bytes)
        if breakLength > 0 { return (nil, code + breakLength, line + 1, 1) }
        if let value = Self.singleCharacterEscapes[bytes[code]] {
            return (Unicode.Scalar(value), code + 1, line, column + 2)
        }
        let digits: Int
        switch bytes[code] {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: return nil
        }
        guard code + digits < bytes.count,
            let value = UInt32(String(decoding: bytes[(code + 1)...(code + digits)], as: UTF8.self), radix: 16)
        else { return nil }
        return (Unicode.Scalar(value), code + 1 + digits, line, column + 2 + digits)
    }

    /// YAML's one-letter escapes (`\t`, `\N`, `\L`, …; a backslash before a tab writes the tab): the letter's byte
    /// and the code point it writes.
    private static let singleCharacterEscapes: [UInt8: UInt32] = [
        0x30: 0x00, 0x61: 0x07, 0x62: 0x08, 0x74: 0x09, 0x09: 0x09, 0x6E: 0x0A, 0x76: 0x0B, 0x66: 0x0C, 0x72: 0x0D,
        0x65: 0x1B, 0x20: 0x20, 0x22: 0x22, 0x2F: 0x2F, 0x5C: 0x5C, 0x4E: 0x85, 0x5F: 0xA0, 0x4C: 0x2028, 0x50: 0x2029,
    ]

    /// How many bytes from `index` on are printable ASCII other than the backslash.
    private static func plainRunLength(from index: Int, in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var end = index
            while end < buffer.count, buffer[end] >= 0x20, buffer[end] < 0x7F, buffer[end] != UInt8(ascii: "\\") {
                end += 1
            }
            return end - index
        }
    }

    /// 1 for LF and a lone CR, 2 for CRLF and NEL, 3 for LINE SEPARATOR and PARAGRAPH SEPARATOR, else 0.
    private static func lineBreakLength(at index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case 0x0A: return 1
        case 0x0D: return index + 1 < bytes.count && bytes[index + 1] == 0x0A ? 2 : 1
        case 0xC2: return index + 1 < bytes.count && bytes[index + 1] == 0x85 ? 2 : 0
        case 0xE2:
            guard index + 2 < bytes.count, bytes[index + 1] == 0x80 else { return 0 }
            return bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9 ? 3 : 0
        default: return 0
        }
    }

    /// The length of the UTF-8 sequence that starts at `index` (the text is valid UTF-8: it came from a `String`).
    private static func length(ofScalarAt index: Int, in bytes: [UInt8]) -> Int {
        switch bytes[index] {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    private static func scalar(at index: Int, in bytes: [UInt8]) -> Unicode.Scalar? {
        let end = min(bytes.count, index + length(ofScalarAt: index, in: bytes))
        var iterator = bytes[index..<end].makeIterator()
        var decoder = UTF8()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return scalar
    }
}

/// The places ``SourceText/place(of:in:)`` found, shared by the decoders that run at once.
private final class PlaceCache: @unchecked Sendable {
    struct Key: Hashable {
        var start: SourceMark
        var end: SourceMark
        var scalar: UInt32
    }

    private let lock = NSLock()
    private var places: [Key: SourceMark?] = [:]

    subscript(key: Key) -> SourceMark?? {
        get { lock.withLock { places[key] } }
        set { lock.withLock { places[key] = newValue ?? nil } }
    }
}
