import Foundation
import XCTest

/// The API baseline (`api/`, `scripts/api-baseline.sh`) from the outside: the checked-in baseline matches the built
/// modules, and a baseline that differs from them is reported declaration by declaration, under its module and
/// section. CI's own step runs the check; these show that it can fail, and say what. They read every app-facing
/// module's symbol graph (seconds), so they run only with `ZING_API_BASELINE_TEST=1` (which `.ci/run` sets).
final class APIBaselineTests: XCTestCase {
    private let root = BuiltProduct.packageRoot

    override func setUpWithError() throws {
        guard ProcessInfo.processInfo.environment["ZING_API_BASELINE_TEST"] == "1" else {
            throw XCTSkip("set ZING_API_BASELINE_TEST=1 to run scripts/api-baseline.sh against the built modules")
        }
    }

    func testTheCheckedInBaselineMatchesTheBuiltModules() throws {
        let run = try check()
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.out.hasPrefix("api-baseline: "), run.out)
    }

    func testEveryDifferenceIsNamedUnderItsModuleAndSection() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("api-baseline-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(at: root.appendingPathComponent("api"), to: folder)
        // APIRuntime's baseline lacks a public line, holds one the module doesn't declare, and has an SPI line with
        // another declaration; BearerSession's is missing.
        let runtime = folder.appendingPathComponent("APIRuntime.txt")
        var lines = try String(contentsOf: runtime, encoding: .utf8).components(separatedBy: "\n")
        let spiHeading = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("## @_spi(Generated)") })
        let dropped = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("Secret.init(_:)  ") })
        XCTAssertLessThan(dropped, spiHeading, "Secret.init(_:) is public")
        let droppedLine = lines.remove(at: dropped)
        let invented = "Secret.retired()  func retired()"
        lines.insert(invented, at: dropped)
        let changed = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("fieldsEqual(_:_:)  ") })
        XCTAssertGreaterThan(changed, spiHeading, "fieldsEqual is @_spi(Generated)")
        let builtLine = lines[changed]
        lines[changed] = builtLine.replacingOccurrences(of: "Value : Equatable", with: "Value : Comparable")
        XCTAssertNotEqual(lines[changed], builtLine)
        try lines.joined(separator: "\n").write(to: runtime, atomically: false, encoding: .utf8)
        try FileManager.default.removeItem(at: folder.appendingPathComponent("BearerSession.txt"))

        let run = try check("--baseline", folder.path)
        XCTAssertEqual(run.status, 1, run.out + run.err)
        let report = sections(run.out)
        XCTAssertEqual(
            report["APIRuntime, public:"], ["  added    \(droppedLine)", "  removed  \(invented)"], run.out)
        let doctored = try XCTUnwrap(lines[changed].range(of: "  ")).upperBound
        XCTAssertEqual(
            report["APIRuntime, @_spi(Generated):"],
            ["  changed  \(builtLine)  (was: \(lines[changed][doctored...]))"], run.out)
        let bearer = try XCTUnwrap(report.first { $0.key.hasPrefix("BearerSession, public (") }, run.out)
        XCTAssertTrue(bearer.key.hasSuffix("BearerSession.txt is missing: a new module):"), bearer.key)
        XCTAssertTrue(bearer.value.contains("  added    RefreshingSession: Actor"), run.out)
        XCTAssertEqual(report.count, 3, run.out)
        XCTAssertTrue(run.err.contains("bash scripts/api-baseline.sh update"), run.err)
    }

    /// `scripts/api-baseline.sh check` with `arguments`, against the modules the tests were built with.
    private func check(_ arguments: String...) throws -> (status: Int32, out: String, err: String) {
        try BuiltProduct.run(
            URL(fileURLWithPath: "/bin/bash"),
            [root.appendingPathComponent("scripts/api-baseline.sh").path, "check"] + arguments, in: root)
    }

    /// The report's lines under each heading (`APIRuntime, public:`).
    private func sections(_ report: String) -> [String: [String]] {
        var sections: [String: [String]] = [:]
        var heading = ""
        for line in report.split(separator: "\n").map(String.init) {
            if line.hasPrefix("  ") {
                sections[heading, default: []].append(line)
            } else {
                heading = line
            }
        }
        return sections
    }
}
