/// The printer's output so far, as UTF-8 bytes.
///
/// The printer appends millions of short pieces (a keyword, a name, `", "`). Appending one to a `String` checks and
/// prepares the string's storage every time, about 400 instructions a piece; appending its bytes to an array is less
/// than half of that, and the whole text is made a `String` once, when printing ends (issue 52's profile: String
/// appends were a fifth of a ×100 generation's instructions).
struct PrintedText {
    private var bytes: [UInt8] = []

    /// How many bytes have been printed: where a ``SwiftPrinter/Checkpoint`` takes the text back to.
    var byteCount: Int { bytes.count }

    /// The text printed, as a string. Every piece appended was a whole string, so the bytes are valid UTF-8.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    static func += (text: inout PrintedText, piece: String) {
        text.append(piece)
    }

    static func += (text: inout PrintedText, piece: Substring) {
        text.append(piece)
    }

    mutating func append(_ piece: some StringProtocol) {
        let copied: Void? = piece.utf8.withContiguousStorageIfAvailable { bytes.append(contentsOf: $0) }
        if copied == nil { bytes.append(contentsOf: piece.utf8) }
    }

    /// Appends one ASCII character (a digit, a separator) by its byte.
    mutating func append(ascii: UInt8) {
        bytes.append(ascii)
    }

    /// Appends a line feed.
    mutating func appendLineFeed() {
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Appends `count` spaces.
    mutating func appendSpaces(_ count: Int) {
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Takes back everything after the first `byteCount` bytes.
    mutating func truncate(to byteCount: Int) {
        bytes.removeSubrange(byteCount...)
    }

    /// How many columns the text after its first `byteCount` bytes takes: its Unicode scalars, counted as the bytes
    /// that start one (a continuation byte is `0b10xxxxxx`), as ``SwiftPrinter/width(of:)`` counts a string.
    func width(from byteCount: Int) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            var columns = 0
            for index in byteCount..<buffer.count where buffer[index] & 0xC0 != 0x80 { columns &+= 1 }
            return columns
        }
    }
}

extension String {
    /// Appends what a printer printed.
    mutating func append(_ printed: PrintedText) {
        self += printed.string
    }
}
