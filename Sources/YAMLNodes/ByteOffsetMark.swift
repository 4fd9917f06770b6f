extension SourceMark {
    /// Where the byte at `offset` of UTF-8 text stands, counted as libyaml counts the marks of nodes: lines break
    /// at LF, CR, CRLF, NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR, columns count Unicode scalars (a character's
    /// lead byte), and a byte-order mark at the very start is not counted. For places libyaml reports only as a byte
    /// offset (bad encodings), so they read like every other mark.
    public init(byteOffset offset: Int, in bytes: some Collection<UInt8>) {
        let mark =
            bytes.withContiguousStorageIfAvailable { Self.mark(byteOffset: offset, in: $0) }
            ?? Array(bytes).withUnsafeBufferPointer { Self.mark(byteOffset: offset, in: $0) }
        self = mark
    }

    private static func mark(byteOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceMark {
        let count = bytes.count
        let end = min(max(offset, 0), count)
        var index = count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF ? 3 : 0
        var line = 1
        var column = 1
        while index < end {
            let byte = bytes[index]
            let breakLength: Int
            switch byte {
            case 0x0A: breakLength = 1
            case 0x0D: breakLength = index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
            case 0xC2: breakLength = index + 1 < count && bytes[index + 1] == 0x85 ? 2 : 0
            case 0xE2:
                let isSeparator =
                    index + 2 < count && bytes[index + 1] == 0x80
                    && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9)
                breakLength = isSeparator ? 3 : 0
            default: breakLength = 0
            }
            if breakLength > 0 {
                line += 1
                column = 1
                index += breakLength
                continue
            }
            if byte & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceMark(line: line, column: column)
    }
}
