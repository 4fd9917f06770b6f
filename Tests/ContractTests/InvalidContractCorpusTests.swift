import Foundation
import XCTest

@testable import Contract

/// Loads every file of `InvalidContracts/` and checks its diagnostics against the file's own
/// `# expect: LINE:COL: fragment` header lines: each expected diagnostic appears exactly there, and no error
/// appears that is not expected (warnings and notes may).
final class InvalidContractCorpusTests: XCTestCase {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("InvalidContracts")

    struct Expectation: CustomStringConvertible {
        var line: Int
        var column: Int
        var fragment: String

        var description: String { "\(line):\(column): \(fragment)" }

        func isMet(by diagnostic: Diagnostic) -> Bool {
            diagnostic.mark.line == line && diagnostic.mark.column == column
                && "\(diagnostic.message) \(diagnostic.hint ?? "")".contains(fragment)
        }
    }

    static func corpusFiles() throws -> [URL] {
        try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "yaml" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    static func expectations(in text: String) -> [Expectation] {
        let prefix = "# expect: "
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            guard line.hasPrefix(prefix) else { return nil }
            let parts = line.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
            guard parts.count == 3, let row = Int(parts[0]), let column = Int(parts[1]) else { return nil }
            return Expectation(line: row, column: column, fragment: parts[2].trimmingCharacters(in: .whitespaces))
        }
    }

    func testCorpusIsLargeEnough() throws {
        XCTAssertGreaterThanOrEqual(try Self.corpusFiles().count, 35)
    }

    func testEveryInvalidContractReportsExactlyItsExpectedErrors() throws {
        for file in try Self.corpusFiles() {
            let name = file.lastPathComponent
            // Leniently: a fixture may hold bytes that are no UTF-8, which is what it tests.
            let expectations = Self.expectations(in: String(decoding: try Data(contentsOf: file), as: UTF8.self))
            XCTAssertFalse(expectations.isEmpty, "\(name): no `# expect:` lines")
            let result = ContractLoader.load(contentsOf: file, displayPath: name)
            let report = result.diagnostics.map(\.description).joined(separator: "\n")
            XCTAssertNil(result.contract, "\(name): an invalid contract must not load")
            for expectation in expectations where !result.diagnostics.contains(where: expectation.isMet) {
                XCTFail("\(name): missing \(expectation)\ngot:\n\(report)")
            }
            for error in result.diagnostics where error.severity == .error {
                if !expectations.contains(where: { $0.isMet(by: error) }) {
                    XCTFail("\(name): unexpected \(error)")
                }
            }
        }
    }

    func testOneFileReportsAtLeastThreeProblems() throws {
        let file = Self.folder.appendingPathComponent("multiple-problems.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "multiple-problems.yaml")
        XCTAssertGreaterThanOrEqual(result.diagnostics.filter { $0.severity == .error }.count, 3)
    }
}
