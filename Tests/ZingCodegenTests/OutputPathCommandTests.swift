import Foundation
import SpecialFiles
import XCTest

/// The real `zing-codegen` never replaces what an output option names when that is not a file it may write: a
/// device, a FIFO, a socket, a folder, a link to one of those, or one of the run's own inputs by any spelling.
/// Each is refused with exit 2 before anything is read or written, and the refused path is left as it was.
final class OutputPathCommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("output-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let root = BuiltProduct.packageRoot
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("contract/zing.yaml"), to: folder.appendingPathComponent("zing.yaml"))
        try FileManager.default.copyItem(
            at: root.appendingPathComponent("Templates"), to: folder.appendingPathComponent("Templates"))
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let har = #"{"log": {"version": "1.2", "entries": []}}"#
        try Data(har.utf8).write(to: folder.appendingPathComponent("capture.har"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try BuiltProduct.run(try BuiltProduct.executable("zing-codegen"), arguments, in: folder)
    }

    private func path(_ name: String) -> String { folder.appendingPathComponent(name).path }

    private func link(_ name: String, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: target)
    }

    /// A device, a FIFO, a socket, a folder and a link to each, by name, with the word the refusal must use.
    private func makeThingsThatAreNotFiles() throws -> [(name: String, says: String)] {
        try SpecialFiles.makeFIFO(at: path("fifo"))
        try SpecialFiles.makeSocket(at: path("socket"))
        try FileManager.default.createDirectory(atPath: path("folder"), withIntermediateDirectories: false)
        try link("link-to-fifo", to: "fifo")
        try link("link-to-socket", to: "socket")
        try link("link-to-folder", to: "folder")
        var things = [
            ("fifo", "FIFO"), ("socket", "socket"), ("folder", "folder"), ("link-to-fifo", "FIFO"),
            ("link-to-socket", "socket"), ("link-to-folder", "folder"),
        ]
        try SpecialFiles.makeCharacterDevice(at: path("device"))
        try link("link-to-device", to: "device")
        things += [("device", "device"), ("link-to-device", "device")]
        return things
    }

    /// The contract named by other spellings: relative with `./`, through `..`, absolute, a link and a hard link.
    private func otherSpellingsOfTheContract() throws -> [String] {
        try link("alias.yaml", to: "zing.yaml")
        try SpecialFiles.makeHardLink(at: path("hard.yaml"), to: path("zing.yaml"))
        return ["zing.yaml", "./zing.yaml", "sub/../zing.yaml", path("zing.yaml"), "alias.yaml", "hard.yaml"]
    }

    private func assertRefused(
        _ result: (status: Int32, out: String, err: String), option: String, path shown: String, says: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, 2, result.err, file: file, line: line)
        XCTAssertTrue(result.err.contains("error: \(option) '\(shown)'"), result.err, file: file, line: line)
        XCTAssertTrue(result.err.contains(says), "should say \(says): \(result.err)", file: file, line: line)
        XCTAssertEqual(result.out, "", file: file, line: line)
    }

    func testOpenAPIRefusesAnOutputThatIsNotAFile() throws {
        let things = try makeThingsThatAreNotFiles()
        for (name, says) in things {
            let kind = SpecialFiles.kind(at: path(name))
            let result = try run(["openapi", "zing.yaml", "--output", name])
            assertRefused(result, option: "--output", path: name, says: says)
            XCTAssertEqual(SpecialFiles.kind(at: path(name)), kind, "\(name) is left as it was")
        }
    }

    func testOpenAPIRefusesToReplaceItsOwnContractByAnySpelling() throws {
        let original = try Data(contentsOf: folder.appendingPathComponent("zing.yaml"))
        let inode = SpecialFiles.inode(at: path("zing.yaml"))
        for spelling in try otherSpellingsOfTheContract() {
            let result = try run(["openapi", "zing.yaml", "--output", spelling])
            assertRefused(result, option: "--output", path: spelling, says: "the contract 'zing.yaml'")
            XCTAssertEqual(try Data(contentsOf: folder.appendingPathComponent("zing.yaml")), original, spelling)
            XCTAssertEqual(SpecialFiles.inode(at: path("zing.yaml")), inode, "\(spelling): not replaced")
        }
        XCTAssertEqual(SpecialFiles.kind(at: path("alias.yaml")), .symbolicLink)
    }

    func testVerifyRefusesExamplesOverAnythingButANewOrRegularFile() throws {
        let verify = ["verify", "zing.yaml", "--har", "capture.har", "--examples"]
        for (name, says) in try makeThingsThatAreNotFiles() {
            let kind = SpecialFiles.kind(at: path(name))
            assertRefused(try run(verify + [name]), option: "--examples", path: name, says: says)
            XCTAssertEqual(SpecialFiles.kind(at: path(name)), kind, "\(name) is left as it was")
        }
        for spelling in try otherSpellingsOfTheContract() {
            assertRefused(
                try run(verify + [spelling]), option: "--examples", path: spelling, says: "the contract 'zing.yaml'")
        }
        try link("capture-link.har", to: "capture.har")
        for spelling in ["capture.har", "./capture.har", "capture-link.har"] {
            assertRefused(
                try run(verify + [spelling]), option: "--examples", path: spelling,
                says: "the capture 'capture.har'")
        }
        XCTAssertEqual(
            try String(contentsOfFile: path("capture.har"), encoding: .utf8),
            #"{"log": {"version": "1.2", "entries": []}}"#)
        let written = try run(verify + ["examples.yaml"])
        XCTAssertEqual(written.status, 0, written.err)
        XCTAssertEqual(SpecialFiles.kind(at: path("examples.yaml")), .regularFile, "a new file is still fine")
    }

    /// The output folder belongs to the generator, which deletes every file in it that it wrote and no contract
    /// produces, and the templates begin with the generated-file header: a folder holding them would lose them.
    func testGenerateRefusesAnOutputFolderThatIsNotAFolderOrHoldsItsInputs() throws {
        let generate = ["generate", "zing.yaml", "--templates", "Templates", "--output"]
        try Data("notes\n".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try link("link-to-file", to: "notes.txt")
        try link("dangling", to: "nowhere")
        try SpecialFiles.makeFIFO(at: path("fifo"))
        var refusals = [
            ("notes.txt", "not a folder"), ("link-to-file", "not a folder"), ("dangling", "not a folder"),
            ("fifo", "FIFO"), (".", "holds the contract 'zing.yaml'"), ("./", "holds the contract 'zing.yaml'"),
            ("Templates", "holds the templates folder 'Templates'"),
            ("sub/..", "holds the contract 'zing.yaml'"),
        ]
        try link("root-link", to: ".")
        refusals.append(("root-link", "holds the contract 'zing.yaml'"))
        try SpecialFiles.makeCharacterDevice(at: path("device"))
        refusals.append(("device", "device"))
        for (name, says) in refusals {
            let result = try run(generate + [name])
            assertRefused(result, option: "--output", path: name, says: says)
        }
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: path("Templates/header.mustache")), "no template was deleted")
        XCTAssertEqual(try String(contentsOfFile: path("notes.txt"), encoding: .utf8), "notes\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("ZingAPI")), "nothing was generated")

        try FileManager.default.createDirectory(atPath: path("real-out"), withIntermediateDirectories: false)
        try link("out-link", to: "real-out")
        let linked = try run(generate + ["out-link"])
        XCTAssertEqual(linked.status, 0, "a link to a folder is a folder: \(linked.err)")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path("real-out/ZingAPI/ZingClient.swift")))
    }

    func testARefusedPathIsEscapedForTheTerminal() throws {
        let name = "out\u{1B}]0;owned\u{07}\u{202E}lmth.json"
        try SpecialFiles.makeFIFO(at: path(name))
        for arguments in [
            ["openapi", "zing.yaml", "--output", name],
            ["verify", "zing.yaml", "--har", "capture.har", "--examples", name],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 2, result.err)
            XCTAssertTrue(result.err.contains("out\\u{1B}]0;owned\\u{7}\\u{202E}lmth.json"), result.err)
            XCTAssertFalse(result.err.contains("\u{1B}") || result.err.contains("\u{202E}"), result.err)
        }
        XCTAssertEqual(SpecialFiles.kind(at: path(name)), .fifo)
    }
}
