import Foundation
import XCTest

/// The README stays one screen and loses nothing: at most 150 lines, every section it had before it became one screen
/// is a heading of it or of a page it links to (or one those link to), and every relative link of it and of the
/// guides in docs/guides/ names a file that exists.
final class ReadmeReachabilityTests: XCTestCase {
    private let root = BuiltProduct.packageRoot

    /// The headings of the README before its sections moved into docs/guides/ (issue 38).
    private let formerHeadings = [
        "zing-codegen",
        "Set up (two commands, from a fresh clone)",
        "What is here",
        "The CLI",
        "Adding a contract",
        "Start from traffic",
        "Running against a mock server",
        "What generated code can hold",
        "Using the generated client in an app",
        "Uploading a file, with progress",
        "A Bearer session with rotating refresh tokens (Longde)",
        "Watching calls without leaking secrets, and reading response metadata",
        "Testing with the generated client",
        "Generating from your own package (SwiftPM plugin)",
        "Reviewing contract changes",
        "Editors, OpenAPI and the interop checks",
        "Holding a contract against real traffic",
        "Benchmarks",
        "`zing-api`: the Zing API from the terminal",
    ]

    private var readme: URL { root.appendingPathComponent("README.md") }

    private func text(of file: URL) throws -> String {
        try String(contentsOf: file, encoding: .utf8)
    }

    /// The lines of `text` outside fenced code blocks (a fence is a line that starts with three back-ticks).
    private func proseLines(of text: String) -> [String] {
        var inFence = false
        var lines: [String] = []
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                lines.append(line)
            }
        }
        return lines
    }

    /// Each ATX heading's text (`## Title` is "Title"), code blocks left out.
    private func headings(of text: String) -> [String] {
        proseLines(of: text).compactMap { line in
            let hashes = line.prefix { $0 == "#" }
            guard (1...6).contains(hashes.count), line.dropFirst(hashes.count).first == " " else { return nil }
            return line.dropFirst(hashes.count).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The files the relative links of `file` point at (`[text](target)`, fragment dropped), with each link's target
    /// as written; links with a scheme and links within the page (`#…`) are left out.
    private func relativeLinks(of file: URL) throws -> [(written: String, file: URL)] {
        let prose = proseLines(of: try text(of: file)).joined(separator: "\n")
        let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        let range = NSRange(prose.startIndex..<prose.endIndex, in: prose)
        let folder = file.deletingLastPathComponent()
        return pattern.matches(in: prose, range: range).compactMap { match in
            guard let span = Range(match.range(at: 1), in: prose) else { return nil }
            let written = String(prose[span])
            guard !written.hasPrefix("#"), !written.contains(":") else { return nil }
            let path = String(written.prefix { $0 != "#" })
            let decoded = path.removingPercentEncoding ?? path
            return (written, URL(fileURLWithPath: decoded, relativeTo: folder).absoluteURL.standardizedFileURL)
        }
    }

    /// The Markdown files `file` links to.
    private func linkedPages(of file: URL) throws -> [URL] {
        try relativeLinks(of: file).map(\.file).filter {
            $0.pathExtension == "md" && FileManager.default.fileExists(atPath: $0.path)
        }
    }

    func testTheReadmeFitsOneScreen() throws {
        let text = try text(of: readme)
        let lines = text.components(separatedBy: "\n").count - (text.hasSuffix("\n") ? 1 : 0)
        XCTAssertLessThanOrEqual(lines, 150, "README.md has \(lines) lines; move a section into docs/guides/")
    }

    func testEveryFormerHeadingIsReachableFromTheReadme() throws {
        let first = try linkedPages(of: readme)
        let second = try first.flatMap { try linkedPages(of: $0) }
        var pages: [URL] = []
        for page in [readme.standardizedFileURL] + first + second where !pages.contains(page) {
            pages.append(page)
        }
        XCTAssertGreaterThan(pages.count, 10, "the README links to its guides: \(pages.map(\.lastPathComponent))")
        let reachable = Set(try pages.flatMap { headings(of: try text(of: $0)) })
        for heading in formerHeadings {
            XCTAssertTrue(
                reachable.contains(heading),
                "\"\(heading)\" is no heading of README.md or of a page within two links of it")
        }
    }

    func testEveryRelativeLinkOfTheReadmeAndTheGuidesExists() throws {
        let guides = root.appendingPathComponent("docs/guides")
        let names = try FileManager.default.contentsOfDirectory(atPath: guides.path).filter { $0.hasSuffix(".md") }
        XCTAssertGreaterThan(names.count, 5, "docs/guides/ holds the guides")
        var checked = 0
        for file in [readme] + names.sorted().map({ guides.appendingPathComponent($0) }) {
            for link in try relativeLinks(of: file) {
                checked += 1
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: link.file.path),
                    "\(file.lastPathComponent) links to \(link.written), which does not exist")
            }
        }
        XCTAssertGreaterThan(checked, 30, "the links were found")
    }
}
