/// Questions about a text's UTF-8 bytes, answered over its contiguous storage.
///
/// The printer asks them of every piece it writes and the renderer of every file; walking `String.UTF8View` byte by
/// byte through its iterator cost several times more than a loop over the bytes in memory (BENCHMARKS.md).
package enum UTF8Scan {
    /// Runs `body` over the text's bytes, in place when they are contiguous (a native string, or a small one copied
    /// to the stack), else over a copy.
    @inline(__always)
    static func withBytes<Text: StringProtocol, Result>(
        _ text: Text, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        return Array(text.utf8).withUnsafeBufferPointer(body)
    }

    /// How many times `byte` occurs in `text`.
    package static func count(of byte: UInt8, in text: some StringProtocol) -> Int {
        withBytes(text) { bytes in
            var count = 0
            for each in bytes where each == byte { count &+= 1 }
            return count
        }
    }

    /// The text's lines between line feeds, empty ones included: `text.utf8.split(separator: 0x0A,
    /// omittingEmptySubsequences: false)`, with the line feeds found by one loop over the bytes instead of the
    /// generic split's index walk.
    static func linesBetweenLineFeeds(_ text: String) -> [Substring] {
        let lineFeeds = withBytes(text) { bytes in
            var offsets: [Int] = []
            for offset in bytes.indices where bytes[offset] == UInt8(ascii: "\n") { offsets.append(offset) }
            return offsets
        }
        let utf8 = text.utf8
        var lines: [Substring] = []
        lines.reserveCapacity(lineFeeds.count + 1)
        var lineStart = utf8.startIndex
        for offset in lineFeeds {
            let lineFeed = utf8.index(utf8.startIndex, offsetBy: offset)
            lines.append(Substring(utf8[lineStart..<lineFeed]))
            lineStart = utf8.index(after: lineFeed)
        }
        lines.append(Substring(utf8[lineStart...]))
        return lines
    }

    /// How many Unicode scalars `text` holds: its bytes that are not UTF-8 continuation bytes.
    static func scalarCount(of text: some StringProtocol) -> Int {
        withBytes(text, scalarCount(of:))
    }

    /// How many Unicode scalars the UTF-8 `bytes` hold.
    static func scalarCount(of bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var count = 0
        for byte in bytes { count &+= byte & 0xC0 != 0x80 ? 1 : 0 }
        return count
    }

    /// Whether every byte of `text` is printable ASCII (0x20 through 0x7E).
    static func isPrintableASCII(_ text: some StringProtocol) -> Bool {
        withBytes(text) { bytes in
            // Branch-free, so the loop runs over whole vectors; the answer is the same as stopping at the first miss.
            // Bit 7 of `byte | (byte - 0x20)` is set for a byte at or above 0x80 and (wrapping) for one below 0x20.
            var outside: UInt8 = 0
            for byte in bytes { outside |= byte | (byte &- 0x20) | (byte == 0x7F ? 0x80 : 0) }
            return outside < 0x80
        }
    }

    /// Whether every byte of `text` is ASCII.
    static func isASCII(_ text: some StringProtocol) -> Bool {
        withBytes(text) { bytes in
            var union: UInt8 = 0
            for byte in bytes { union |= byte }
            return union < 0x80
        }
    }
}
