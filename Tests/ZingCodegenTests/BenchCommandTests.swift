import Foundation
import SpecialFiles
import XCTest

/// The real `zing-bench` command line: a mistaken argument stops it with the argument named and exit status 2,
/// before anything is measured or written.
final class BenchCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("bench-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String], in directory: URL = BuiltProduct.packageRoot) throws -> (
        status: Int32, out: String, err: String
    ) {
        try BuiltProduct.run(try BuiltProduct.executable("zing-bench"), arguments, in: directory)
    }

    func testMistakenArgumentsAreNamedAndNothingRuns() throws {
        let report = folder.appendingPathComponent("report.md").path
        let cases: [(arguments: [String], names: String)] = [
            (["--scales", "1,x", "--output", report], "not 'x'"),
            (["--scales", "1,,10", "--output", report], "not ''"),
            (["--scales", "0", "--output", report], "from 1 to 10000, not '0'"),
            (["--scales", "-5", "--output", report], "not '-5'"),
            (["--scales", "99999999999999999999", "--output", report], "not '99999999999999999999'"),
            (["--scales", "10,10", "--output", report], "scale 10 is listed twice"),
            (["--scales"], "--scales needs a value"),
            (["--output", report, "--bogus"], "unknown argument '--bogus'"),
            (["--output", ""], "output path must be a non-empty path"),
            (["--output", "a\u{1B}[31mb"], "without control characters"),
            (["decode", "0"], "iteration count must be a whole number from 1 to 100000, not '0'"),
            (["decode", "20", "30"], "the decode case must be one of login, rows, payload, encode, not '30'"),
            (["decode", "20", "login", "rows"], "decode takes at most an iteration count and a case"),
            (["synthesize", "10"], "synthesize takes a scale and an output path"),
            (["synthesize", "ten", "out.yaml"], "not 'ten'"),
            (["measure-generation", "1"], "measure-generation takes"),
        ]
        for (arguments, names) in cases {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.hasPrefix("zing-bench: "), "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(names), "\(arguments) should say \(names): \(result.err)")
            XCTAssertTrue(result.err.contains("USAGE: zing-bench"), "\(arguments): the usage follows the problem")
            XCTAssertEqual(result.out, "", "\(arguments): nothing measured")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: report), "no report is written for a mistaken run")
    }

    /// A scratch copy of the package's contract and templates, so a run that is not refused writes nothing of the
    /// package's own.
    private func scratchProject() throws -> URL {
        let project = folder.appendingPathComponent("project")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("contract"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: BuiltProduct.packageRoot.appendingPathComponent("contract/zing.yaml"),
            to: project.appendingPathComponent("contract/zing.yaml"))
        try FileManager.default.copyItem(
            at: BuiltProduct.packageRoot.appendingPathComponent("Templates"),
            to: project.appendingPathComponent("Templates"))
        return project
    }

    /// The report and a synthetic contract are written only to a new or regular file that is not the contract the
    /// benchmark reads: never over a device, a FIFO, a socket, a folder or a link to one. Refused before anything
    /// is measured, exit 2.
    func testOutputsThatAreNotFilesOrAreTheContractAreRefusedBeforeMeasuring() throws {
        let project = try scratchProject()
        func path(_ name: String) -> String { project.appendingPathComponent(name).path }
        try SpecialFiles.makeFIFO(at: path("fifo"))
        try SpecialFiles.makeSocket(at: path("socket"))
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: path("link-to-fifo"), withDestinationPath: "fifo")
        try FileManager.default.createSymbolicLink(
            atPath: path("alias.yaml"), withDestinationPath: "contract/zing.yaml")
        try SpecialFiles.makeHardLink(at: path("hard.yaml"), to: path("contract/zing.yaml"))
        var refusals = [
            ("fifo", "FIFO"), ("socket", "socket"), ("folder", "folder"), ("link-to-fifo", "FIFO"),
            ("contract/zing.yaml", "the contract 'contract/zing.yaml'"),
            ("./contract/zing.yaml", "the contract 'contract/zing.yaml'"),
            ("alias.yaml", "the contract 'contract/zing.yaml'"), ("hard.yaml", "the contract 'contract/zing.yaml'"),
        ]
        try SpecialFiles.makeCharacterDevice(at: path("device"))
        try FileManager.default.createSymbolicLink(atPath: path("link-to-device"), withDestinationPath: "device")
        refusals += [("device", "device"), ("link-to-device", "device")]
        let contract = try Data(contentsOf: project.appendingPathComponent("contract/zing.yaml"))
        for (name, says) in refusals {
            let kind = SpecialFiles.kind(at: path(name))
            for arguments in [["--scales", "1", "--output", name], ["--output=\(name)"], ["synthesize", "1", name]] {
                let result = try run(arguments, in: project)
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
                let option = arguments[0] == "synthesize" ? "synthesize OUT.yaml" : "--output"
                XCTAssertTrue(result.err.contains("zing-bench: \(option) '\(name)'"), "\(arguments): \(result.err)")
                XCTAssertTrue(result.err.contains(says), "\(arguments) should say \(says): \(result.err)")
                XCTAssertEqual(result.out, "", "\(arguments): nothing measured")
                XCTAssertEqual(SpecialFiles.kind(at: path(name)), kind, "\(arguments): left as it was")
            }
        }
        XCTAssertEqual(try Data(contentsOf: project.appendingPathComponent("contract/zing.yaml")), contract)
    }

    func testTheGrammarOfTheOtherTools() throws {
        let project = try scratchProject()
        let report = folder.appendingPathComponent("report.md").path
        let cases: [(arguments: [String], says: String)] = [
            (["--scales=0", "--output", report], "from 1 to 10000, not '0'"),
            (["--scales", "1", "--scales", "10", "--output", report], "--scales is given twice (arguments 1 and 3)"),
            (["--scales", "1", "--output", report, "--output=\(report)"], "--output is given twice"),
            (["--output", "--scales"], "--output needs a value"),
            (["--scales", "1", "--", "--output"], "argument 4"),
            (["decode", "--scales", "1"], "--scales belongs to the report run"),
        ]
        for (arguments, says) in cases {
            let result = try run(arguments, in: project)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.err)")
            XCTAssertTrue(result.err.contains(says), "\(arguments) should say \(says): \(result.err)")
            XCTAssertEqual(result.out, "", "\(arguments): nothing measured")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: report))
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: project.path).sorted(), ["Templates", "contract"])
        let help = try run(["decode", "--help"], in: project)
        XCTAssertEqual(help.status, 0, help.err)
        XCTAssertTrue(help.out.hasPrefix("USAGE: zing-bench"), help.out)
    }

    func testControlAndFormatCharactersInAnArgumentAreEscapedWhenEchoed() throws {
        let result = try run(["--bogus\u{1B}[2J\u{202E}txt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.err.contains("'--bogus\\u{1B}[2J\\u{202E}txt'"), result.err)
        XCTAssertFalse(result.err.contains("\u{1B}"), "the terminal escape is not passed through")
        XCTAssertFalse(result.err.contains("\u{202E}"), "the right-to-left override is not passed through")
    }

    func testSynthesizeOutsideThePackageRootSaysWhereToRunIt() throws {
        let output = folder.appendingPathComponent("synthetic.yaml")
        let result = try run(["synthesize", "2", output.path], in: folder)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("cannot read contract/zing.yaml in "), result.err)
        XCTAssertTrue(result.err.contains("run zing-bench from the package root"), result.err)
        XCTAssertFalse(result.err.contains("NSCocoaErrorDomain"), "no raw error dump: \(result.err)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    /// The synthetic contract is one the generator accepts (a benchmark of a contract it refuses measures nothing),
    /// with every endpoint copied: ×2 generates twice the real contract's endpoints, models and rules' examples.
    func testSynthesizeWritesAContractOfTheScaleAskedThatGenerates() throws {
        let codegen = try BuiltProduct.executable("zing-codegen")
        func summary(ofScale scale: Int) throws -> String {
            let contract = folder.appendingPathComponent("synthetic-\(scale).yaml")
            let synthesized = try run(["synthesize", String(scale), contract.path])
            XCTAssertEqual(synthesized.status, 0, synthesized.err)
            let output = folder.appendingPathComponent("generated-\(scale)")
            let generated = try BuiltProduct.run(
                codegen, ["generate", "--templates", "Templates", "--output", output.path, contract.path],
                in: BuiltProduct.packageRoot)
            XCTAssertEqual(generated.status, 0, "×\(scale) does not generate: \(generated.err)")
            XCTAssertFalse(generated.err.contains("error:"), generated.err)
            return generated.err + generated.out
        }
        func count(_ noun: String, in summary: String) -> Int? {
            let words = summary.split(whereSeparator: { " \n,;".contains($0) })
            guard let index = words.firstIndex(where: { $0 == noun }), index > 0 else { return nil }
            return Int(words[index - 1])
        }
        let one = try summary(ofScale: 1)
        let two = try summary(ofScale: 2)
        for noun in ["endpoints", "models", "examples"] {
            let single = try XCTUnwrap(count(noun, in: one), "no \(noun) count in \(one)")
            XCTAssertGreaterThan(single, 0, noun)
            XCTAssertEqual(count(noun, in: two), 2 * single, "two copies of every one of the \(noun)")
        }
    }

    func testHelpPrintsTheUsage() throws {
        let result = try run(["--help"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.hasPrefix("USAGE: zing-bench"), result.out)
    }
}
