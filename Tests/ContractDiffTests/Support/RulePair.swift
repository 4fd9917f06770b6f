import Contract
import ContractDiff
import Foundation
import XCTest

/// A before/after pair made from the fixture contract by text edits, and the change it must produce.
struct RulePair: Sendable {
    var rule: String
    var wire: Verdict
    var swift: Verdict
    /// Edits (every occurrence replaced) that make the base from the fixture.
    var baseEdits: [(String, String)] = []
    /// Edits that make the head from the fixture.
    var headEdits: [(String, String)] = []
    /// Model edits for what the format cannot load (a future `format`, a contract without auth).
    var mutateBase: (@Sendable (inout Contract) -> Void)? = nil
    var mutateHead: (@Sendable (inout Contract) -> Void)? = nil
    /// Text whose first line in the located side is where the change must point.
    var at: String
    var side: Side = .head

    init(
        _ rule: String, _ wire: Verdict, _ swift: Verdict, base: [(String, String)] = [], head: [(String, String)] = [],
        at: String, side: Side = .head, mutateBase: (@Sendable (inout Contract) -> Void)? = nil,
        mutateHead: (@Sendable (inout Contract) -> Void)? = nil
    ) {
        self.rule = rule
        self.wire = wire
        self.swift = swift
        baseEdits = base
        headEdits = head
        self.at = at
        self.side = side
        self.mutateBase = mutateBase
        self.mutateHead = mutateHead
    }
}

enum Fixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Pairs")

    static let text: String = {
        (try? String(contentsOf: folder.appendingPathComponent("fixture.yaml"), encoding: .utf8)) ?? ""
    }()

    static func edited(_ edits: [(String, String)], file: StaticString = #filePath, line: UInt = #line) -> String {
        var result = text
        for (old, new) in edits {
            XCTAssertTrue(result.contains(old), "edit target not found: \(old)", file: file, line: line)
            result = result.replacingOccurrences(of: old, with: new)
        }
        return result
    }

    static func load(_ text: String, as name: String, file: StaticString = #filePath, line: UInt = #line) -> Contract? {
        let result = ContractLoader.load(text: text, file: name)
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.isEmpty, "\(name) does not load: \(errors.map(\.description))", file: file, line: line)
        return result.contract
    }

    /// The 1-based line of the first occurrence of `needle`.
    static func line(of needle: String, in text: String) -> Int? {
        guard let range = text.range(of: needle) else { return nil }
        return text[..<range.lowerBound].filter { $0 == "\n" }.count + 1
    }
}

/// Checks that each pair yields a change of its rule with both verdicts and the expected location.
func assertPairs(_ pairs: [RulePair], file: StaticString = #filePath, line: UInt = #line) {
    for pair in pairs {
        let baseText = Fixture.edited(pair.baseEdits, file: file, line: line)
        let headText = Fixture.edited(pair.headEdits, file: file, line: line)
        guard var base = Fixture.load(baseText, as: "base.yaml", file: file, line: line),
            var head = Fixture.load(headText, as: "head.yaml", file: file, line: line)
        else {
            XCTFail("\(pair.rule): a side does not load", file: file, line: line)
            continue
        }
        pair.mutateBase?(&base)
        pair.mutateHead?(&head)
        let changes = ContractDiffer.diff(base: base, head: head)
        guard let change = changes.first(where: { $0.rule.id == pair.rule }) else {
            XCTFail("\(pair.rule): not reported; got \(changes.map(\.rule.id))", file: file, line: line)
            continue
        }
        XCTAssertEqual(change.wire, pair.wire, "\(pair.rule): wire verdict", file: file, line: line)
        XCTAssertEqual(change.swift, pair.swift, "\(pair.rule): Swift verdict", file: file, line: line)
        XCTAssertEqual(change.location.side, pair.side, "\(pair.rule): side", file: file, line: line)
        XCTAssertEqual(
            change.location.file, pair.side == .head ? "head.yaml" : "base.yaml", "\(pair.rule): file", file: file,
            line: line)
        let expected = Fixture.line(of: pair.at, in: pair.side == .head ? headText : baseText)
        XCTAssertNotNil(expected, "\(pair.rule): '\(pair.at)' not in the located side", file: file, line: line)
        XCTAssertEqual(change.location.line, expected, "\(pair.rule): location line", file: file, line: line)
        XCTAssertGreaterThan(change.location.column, 0, "\(pair.rule): location column", file: file, line: line)
    }
}
