import Contract
import XCTest

@testable import SwiftPlan

/// Snippet tests: a contract fragment and the Swift one member of its plan must become, printed as the generator
/// prints it. A reader learns a translator from them; a failure shows a line diff and the text to paste.
///
/// The fragment is the part of a contract the test is about: each of its top-level sections (`models:`,
/// `endpoints:`, `errorRules:`, …) replaces the minimal contract's section of that name or is added to it, so a
/// fragment of `models:` alone keeps the minimal envelope, error class, rule and `ping` endpoint.
enum Snippet {
    /// The path generated comments name the contract by.
    static let contractPath = "contract/tiny.yaml"

    /// The smallest valid contract (docs/contract-format.md), one top-level section per entry, in the order the format
    /// reference lists sections. A fragment's sections replace these, or join them in that order.
    static let minimalSections: [(key: String, text: String)] = [
        ("format", "format: 1"),
        (
            "info",
            #"info: { title: Tiny, module: TinyAPI, version: "1", date: 2026-01-01, generate: false, docs: [tiny.md] }"#
        ),
        ("envelopes", "envelopes:\n  bare: { style: none }"),
        (
            "errorClasses",
            "errorClasses:\n  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }"
        ),
        ("errorRules", "errorRules:\n  - { otherwise: true, class: failed }"),
        ("endpoints", "endpoints:\n  ping: { method: GET, path: /ping, response: { envelope: bare, payload: none } }"),
    ]

    /// The top-level keys of a contract, in the format reference's order.
    static let sectionOrder = [
        "format", "info", "identifiers", "models", "unions", "enums", "envelopes", "auth", "headers", "errorClasses",
        "errorRules", "retry", "clientPolicy", "endpoints", "scenarios",
    ]

    /// The minimal contract with `fragment`'s top-level sections in place of its own (or added to it).
    static func contract(_ fragment: String) -> String {
        var sections = Dictionary(uniqueKeysWithValues: minimalSections)
        for (key, text) in topLevelSections(of: fragment) { sections[key] = text }
        let known = sectionOrder.compactMap { sections[$0] }
        let unknown = sections.filter { !sectionOrder.contains($0.key) }.sorted { $0.key < $1.key }.map(\.value)
        return (known + unknown).joined(separator: "\n") + "\n"
    }

    /// A fragment cut at its top-level keys: each section is its key's line and the indented lines after it.
    static func topLevelSections(of fragment: String) -> [(key: String, text: String)] {
        var sections: [(key: String, lines: [Substring])] = []
        for line in fragment.split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = line.first, first != " ", first != "#", let colon = line.firstIndex(of: ":") {
                sections.append((String(line[..<colon]), [line]))
            } else if !sections.isEmpty {
                sections[sections.count - 1].lines.append(line)
            }
        }
        return sections.map { section in
            var lines = section.lines
            while let last = lines.last, last.allSatisfy(\.isWhitespace) { lines.removeLast() }
            return (section.key, lines.joined(separator: "\n"))
        }
    }

    /// The plan of the minimal contract with `fragment`; throws ``SnippetError/notClean(_:)`` with the diagnostics
    /// unless it lints clean (warnings included, notes aside).
    static func plan(_ fragment: String) throws -> ModulePlan {
        let text = contract(fragment)
        let result = ContractLoader.load(text: text, file: contractPath)
        let problems = result.diagnostics.filter { $0.severity != .note }
        guard problems.isEmpty, let contract = result.contract else {
            let listed = problems.map(\.description).joined(separator: "\n")
            throw SnippetError.notClean("the snippet's contract does not lint clean:\n\(listed)\n\n\(numbered(text))")
        }
        return try SwiftPlanner.plan(contract, contractPath: contractPath)
    }

    /// `text`'s lines, numbered as diagnostics count them.
    private static func numbered(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }
        return lines.enumerated().map { index, line in
            let number = String(index + 1)
            return String(repeating: " ", count: max(0, 3 - number.count)) + number + "  " + line
        }.joined(separator: "\n")
    }

    /// The lines of `expected` and `actual`, each marked unchanged (two spaces), only expected (`- `) or only actual
    /// (`+ `), along a longest common subsequence.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                lines.append("  " + old[i])
                (i, j) = (i + 1, j + 1)
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- " + old[i])
                i += 1
            } else {
                lines.append("+ " + new[j])
                j += 1
            }
        }
        return lines.joined(separator: "\n")
    }

    enum SnippetError: Error, CustomStringConvertible {
        /// The contract has problems: the diagnostics and the numbered contract.
        case notClean(String)

        var description: String {
            switch self {
            case .notClean(let message): message
            }
        }
    }
}

/// A piece of the plan a snippet test prints.
protocol SnippetPart {
    /// The piece as the printer writes it where a template puts it at `column`, with that indentation taken off every
    /// line; nil when the plan has no such piece.
    func snippetText(access: APIAccess, column: Int) -> String?
}

extension SwiftDeclaration: SnippetPart {
    func snippetText(access: APIAccess, column: Int) -> String? {
        let indentation = String(repeating: " ", count: column)
        let text = SwiftPrinter.declaration(self, column: column, indentation: indentation, access: access)
        return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasPrefix(indentation) ? line.dropFirst(column) : line
        }.joined(separator: "\n")
    }
}

extension PlannedDeclaration: SnippetPart {
    func snippetText(access: APIAccess, column: Int) -> String? {
        declaration.snippetText(access: access, column: column)
    }
}

extension Optional: SnippetPart where Wrapped: SnippetPart {
    func snippetText(access: APIAccess, column: Int) -> String? {
        flatMap { $0.snippetText(access: access, column: column) }
    }
}

/// A list of members, one after the other (as a template lists properties or cases).
extension Array: SnippetPart where Element: SnippetPart {
    func snippetText(access: APIAccess, column: Int) -> String? {
        let texts = compactMap { $0.snippetText(access: access, column: column) }
        return texts.isEmpty ? nil : texts.joined(separator: "\n")
    }
}

extension XCTestCase {
    /// Checks that the minimal contract with `fragment` plans `member` as `expected`, printed at `column` (4: a member
    /// of a type) with that indentation taken off.
    func assertSnippet<Part: SnippetPart>(
        contract fragment: String, column: Int = 4, member: (ModulePlan) throws -> Part, equals expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let plan: ModulePlan
        do {
            plan = try Snippet.plan(fragment)
        } catch let error as Snippet.SnippetError {
            return XCTFail(error.description, file: file, line: line)
        }
        guard let actual = try member(plan).snippetText(access: plan.access, column: column) else {
            return XCTFail("the plan has no such member", file: file, line: line)
        }
        guard actual != expected else { return }
        XCTFail(
            """
            the snippet differs from what the generator prints (- expected, + actual):
            \(Snippet.lineDiff(expected: expected, actual: actual))

            the actual text:
            \(actual)
            """, file: file, line: line)
    }
}
