import Foundation
import XCTest

/// The size limits the project keeps: hand-written Swift and templates under ~400 lines, generated files under 2,000.
final class FileSizeTests: XCTestCase {
    private let root = BuiltProduct.packageRoot

    /// Every file under `folder` (relative to the package root) whose name ends in one of `suffixes`, with its line count.
    private func lineCounts(under folder: String, suffixes: [String]) throws -> [(path: String, lines: Int)] {
        let base = root.appendingPathComponent(folder)
        guard let enumerator = FileManager.default.enumerator(atPath: base.path) else { return [] }
        var result: [(String, Int)] = []
        while let path = enumerator.nextObject() as? String {
            guard suffixes.contains(where: path.hasSuffix) else { continue }
            let text = try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8)
            result.append(("\(folder)/\(path)", text.split(separator: "\n", omittingEmptySubsequences: false).count))
        }
        return result
    }

    func testHandWrittenFilesStayUnderFourHundredLines() throws {
        var files = try ["Sources", "Tests", "Templates"].flatMap {
            try lineCounts(under: $0, suffixes: [".swift", ".mustache"])
        }
        files.append(
            (
                "Package.swift",
                try String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)
                    .split(separator: "\n", omittingEmptySubsequences: false).count
            ))
        XCTAssertGreaterThan(files.count, 100, "the walk found the sources")
        for file in files {
            XCTAssertLessThanOrEqual(file.lines, 400, "\(file.path) has \(file.lines) lines; split it by concern")
        }
    }

    func testGeneratedFilesStayUnderTwoThousandLines() throws {
        let files = try lineCounts(under: "Generated", suffixes: [".swift"])
        XCTAssertGreaterThan(files.count, 10, "the walk found Generated/")
        for file in files {
            XCTAssertLessThan(file.lines, 2_000, "\(file.path) has \(file.lines) lines")
        }
    }
}
