import CodegenPipeline
import Contract
import ContractFixtures
import Foundation
import Mustache
import OutputWriter
import XCTest

/// Every file the generator writes, held byte for byte to a reviewed record: for each YAML contract and fixture in
/// the repository, each envelope-style and named-server fixture, `contract/zing.yaml` with `--access-level internal`
/// and a ×10 synthetic contract (`zing-bench synthesize 10`), the path, length and `ContentHash` of every file, or
/// the number of errors when the contract is refused. Work on the printer, the renderer or the templates that means
/// to change no output keeps this passing; a change that means to change output says so by regenerating the record
/// (`ZING_UPDATE_GENERATED_DIGESTS=1 swift test --filter GeneratedBytesTests`) and showing its diff.
final class GeneratedBytesTests: XCTestCase {
    private let root = packageRoot
    private var record: URL { root.appendingPathComponent("Tests/Fixtures/generated-digests.txt") }

    func testEveryGeneratedFileKeepsItsBytes() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("digests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let templates = try MustacheLibrary(directory: root.appendingPathComponent("Templates"))
        var lines: [String] = []
        func generate(_ url: URL, as displayPath: String, accessLevel: Info.AccessLevel? = nil, label: String? = nil) {
            let result = GeneratorPipeline.run(
                [.init(url: url, displayPath: displayPath)], templates: templates, accessLevel: accessLevel)
            let errors = result.diagnostics.filter { $0.severity == .error }.count
            lines.append("# \(label ?? displayPath): \(result.files.count) files, \(errors) errors")
            for file in result.files {
                lines.append("\(file.path) \(file.contents.utf8.count) \(ContentHash(text: file.contents))")
            }
        }
        for path in try yamlFiles() {
            generate(root.appendingPathComponent(path), as: path)
        }
        generate(
            root.appendingPathComponent("contract/zing.yaml"), as: "contract/zing.yaml", accessLevel: .internal,
            label: "contract/zing.yaml --access-level internal")
        let written =
            EnvelopeStyleFixture.all.map { ($0.file, $0.yaml) } + [
                ("fixtures/two-servers.yaml", NamedServerFixture.twoServers),
                ("fixtures/same-path-on-both-servers.yaml", NamedServerFixture.samePathOnBothServers),
            ]
        for (path, yaml) in written {
            let url = scratch.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent)
            try yaml.write(to: url, atomically: true, encoding: .utf8)
            generate(url, as: path)
        }
        let synthetic = scratch.appendingPathComponent("synthetic-10.yaml")
        try synthesize(copies: 10, into: synthetic)
        generate(synthetic, as: "synthetic-10.yaml")

        let text = lines.joined(separator: "\n") + "\n"
        if ProcessInfo.processInfo.environment["ZING_UPDATE_GENERATED_DIGESTS"] == "1" {
            try text.write(to: record, atomically: true, encoding: .utf8)
            return
        }
        let expected = try String(contentsOf: record, encoding: .utf8)
        let expectedLines = expected.split(separator: "\n").map(String.init)
        XCTAssertGreaterThan(lines.count, 300, "the inputs were found")
        for (index, pair) in zip(expectedLines, lines).enumerated() where pair.0 != pair.1 {
            XCTFail("line \(index + 1): expected '\(pair.0)', generated '\(pair.1)'")
            break
        }
        XCTAssertEqual(expectedLines.count, lines.count, "the same files for the same inputs")
    }

    /// Every YAML file of the repository's contracts and test fixtures, sorted.
    private func yamlFiles() throws -> [String] {
        var paths: [String] = []
        for folder in ["contract", "Tests"] {
            let base = root.appendingPathComponent(folder)
            guard let walk = FileManager.default.enumerator(atPath: base.path) else { continue }
            while let path = walk.nextObject() as? String {
                if path.hasSuffix(".yaml") { paths.append("\(folder)/\(path)") }
            }
        }
        XCTAssertGreaterThan(paths.count, 100, "the walk found the contracts and fixtures")
        return paths.sorted()
    }

    /// `zing-bench synthesize copies FILE`, with the binary this package built.
    private func synthesize(copies: Int, into url: URL) throws {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
                "zing-bench"),
            root.appendingPathComponent(".build/debug/zing-bench"),
        ]
        let bench = try XCTUnwrap(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "zing-bench is built with the tests (swift build --build-tests)")
        let process = Process()
        process.executableURL = bench
        process.arguments = ["synthesize", String(copies), url.path]
        process.currentDirectoryURL = root
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "zing-bench synthesize")
    }
}
