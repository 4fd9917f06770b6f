import Foundation

/// A part of a documentation page that a test writes: the lines between `<!-- name:begin -->` and `<!-- name:end -->`
/// (a table of rules, guesses, finding kinds), so the page says what the code does.
public struct MarkedSection {
    /// Why a page cannot be compared.
    public struct MissingMarkers: Error, CustomStringConvertible {
        public let page: String
        public let name: String
        public var description: String {
            "\(page) has no \(name) markers (<!-- \(name):begin --> … <!-- \(name):end -->)"
        }
    }

    /// The section as the page holds it now, markers included.
    public let current: String
    /// The section as the test computed it, markers included.
    public let expected: String

    /// What the page at `url` holds between the `name` markers, beside `lines`. With `RECORD_GOLDEN=1` in the
    /// environment a differing section is written into the page (review the difference before committing it); the
    /// comparison still reports the old text, so a recording run fails once and says so.
    public init(_ lines: [String], named name: String, in url: URL) throws {
        let begin = "<!-- \(name):begin -->"
        let end = "<!-- \(name):end -->"
        expected = begin + "\n" + lines.joined(separator: "\n") + "\n" + end
        let page = try String(contentsOf: url, encoding: .utf8)
        guard let start = page.range(of: begin), let stop = page.range(of: end, range: start.upperBound..<page.endIndex)
        else { throw MissingMarkers(page: url.lastPathComponent, name: name) }
        current = String(page[start.lowerBound..<stop.upperBound])
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1", current != expected {
            try page.replacingCharacters(in: start.lowerBound..<stop.upperBound, with: expected)
                .write(to: url, atomically: true, encoding: .utf8)
        }
    }

    /// What a failing comparison tells the reader.
    public static let advice = "regenerate with RECORD_GOLDEN=1 and review the difference"
}
