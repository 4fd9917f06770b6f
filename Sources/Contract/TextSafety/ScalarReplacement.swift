extension String {
    /// Appends `text` with each scalar that `replacement` maps to a string replaced by that string.
    ///
    /// The scalars between replacements are appended in runs rather than one by one: escaping is on the path of every
    /// string literal, JSON string and comment line the generator writes, and appending scalar by scalar cost several
    /// times more than the copying (BENCHMARKS.md). Runs are cut at scalar boundaries, never rounded to characters, so
    /// a combining mark after a replaced scalar is never pulled back in front of it.
    package mutating func append(_ text: Substring, replacingScalars replacement: (Unicode.Scalar) -> String?) {
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        var index = runStart
        while index != scalars.endIndex {
            let next = scalars.index(after: index)
            if let replaced = replacement(scalars[index]) {
                if runStart != index { self += Substring(scalars[runStart..<index]) }
                self += replaced
                runStart = next
            }
            index = next
        }
        if runStart == scalars.startIndex {
            self += text
        } else if runStart != scalars.endIndex {
            self += Substring(scalars[runStart...])
        }
    }
}
