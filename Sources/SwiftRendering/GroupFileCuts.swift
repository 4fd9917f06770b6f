import OutputWriter

/// Where a group's sections (its types, in plan order) are cut into files.
///
/// A file ends after a section whose name hashes to a cut point, once the file holds at least ``minimumLines``; it
/// also ends before a section that would take it past ``maximumLines``. Because cut points come from names rather
/// than from counting lines from the start, a contract change nearly always moves only the boundaries of the file that
/// holds the types it touches, and the other files are not rewritten: an app's incremental build compiles only what
/// the change reaches. Cutting every ~1,500 lines from the start, as before, shifted the later boundaries too (five
/// fields added to the first model of a ×100 contract rewrote 6 of its model files; now only the first).
///
/// A section is never cut; one longer than ``maximumLines`` has a file of its own.
enum GroupFileCuts {
    /// No file ends before it holds this many lines (counting the blank line after each section).
    static let minimumLines = 1_100
    /// No file passes this many lines unless a single section does.
    static let maximumLines = 2_000
    /// One section name in this many is a cut point: with sections of 40–80 lines, files average about 1,400 lines.
    static let cutPointOneIn: UInt64 = 6

    /// One section of a group: its stable name (the type or endpoint it renders) and its length in lines.
    struct Section: Sendable, Equatable {
        var name: String
        var lines: Int
    }

    /// The index ranges of `sections` that share a file, in order, covering every section once.
    static func parts(_ sections: [Section]) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = 0
        var lines = 0
        for (index, section) in sections.enumerated() {
            if index > start, lines + section.lines + 1 > maximumLines {
                parts.append(start..<index)
                start = index
                lines = 0
            }
            lines += section.lines + 1
            if lines >= minimumLines, isCutPoint(section.name) {
                parts.append(start..<(index + 1))
                start = index + 1
                lines = 0
            }
        }
        if start < sections.count { parts.append(start..<sections.count) }
        return parts
    }

    /// Whether a file may end after the section named `name`: the same answer on every machine and in every run.
    static func isCutPoint(_ name: String) -> Bool {
        ContentHash(text: name).value % cutPointOneIn == 0
    }
}
