extension String {
    /// Appends `text` with each scalar that `replacement` maps to a string replaced by that string.
    ///
    /// Escaping is on the path of every string literal, JSON string and comment line the generator writes, some of
    /// them whole example bodies, so this walks the UTF-8 bytes and decodes each scalar itself (walking
    /// `unicodeScalars` by index cost about 150 instructions a scalar), and appends the runs between replacements
    /// whole. Runs are cut at scalar boundaries, never rounded to characters, so a combining mark after a replaced
    /// scalar is never pulled back in front of it.
    package mutating func append(_ text: Substring, replacingScalars replacement: (Unicode.Scalar) -> String?) {
        var text = text
        let utf8 = text.utf8
        let start = utf8.startIndex
        text.withUTF8 { bytes in
            var runStart = 0
            var offset = 0
            while offset < bytes.count {
                let (scalar, length) = Self.scalar(in: bytes, at: offset)
                if let replaced = replacement(scalar) {
                    if runStart < offset {
                        let from = utf8.index(start, offsetBy: runStart)
                        append(contentsOf: Substring(utf8[from..<utf8.index(from, offsetBy: offset - runStart)]))
                    }
                    self += replaced
                    runStart = offset + length
                }
                offset += length
            }
            if runStart < bytes.count {
                append(contentsOf: Substring(utf8[utf8.index(start, offsetBy: runStart)...]))
            }
        }
    }

    /// The scalar whose UTF-8 encoding starts at `offset` of `bytes` (valid UTF-8, as a string's bytes are), and how
    /// many bytes it takes.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = UInt32(bytes[offset])
        let value: UInt32
        let length: Int
        if lead < 0x80 {
            return (Unicode.Scalar(UInt8(lead)), 1)
        } else if lead < 0xE0 {
            (value, length) = ((lead & 0x1F) << 6 | continuation(bytes, offset + 1), 2)
        } else if lead < 0xF0 {
            (value, length) = (
                (lead & 0x0F) << 12 | continuation(bytes, offset + 1) << 6 | continuation(bytes, offset + 2), 3
            )
        } else {
            (value, length) = (
                (lead & 0x07) << 18 | continuation(bytes, offset + 1) << 12 | continuation(bytes, offset + 2) << 6
                    | continuation(bytes, offset + 3), 4
            )
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// The six payload bits of the continuation byte at `offset`.
    private static func continuation(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset] & 0x3F)
    }
}
