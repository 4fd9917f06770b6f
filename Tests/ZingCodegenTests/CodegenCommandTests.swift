import Foundation
import XCTest

/// The real `zing-codegen` binary in a scratch copy of the project: exit codes, atomicity, no-op runs, check.
final class CodegenCommandTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var project: URL!

    private var binary: URL {
        get throws { try BuiltProduct.executable("zing-codegen") }
    }

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("codegen-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        for folder in ["contract", "Templates", "Generated"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent(folder), to: project.appendingPathComponent(folder))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        let process = Process()
        process.executableURL = try binary
        process.arguments = arguments
        process.currentDirectoryURL = project
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (
            process.terminationStatus, String(decoding: outData, as: UTF8.self),
            String(decoding: errData, as: UTF8.self)
        )
    }

    /// Every generated file with its bytes and modification date.
    private func snapshot() throws -> [String: (Data, Date)] {
        let folder = project.appendingPathComponent("Generated")
        var result: [String: (Data, Date)] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            let full = folder.appendingPathComponent(path).path
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isFolder), !isFolder.boolValue else {
                continue
            }
            let date = try XCTUnwrap(try FileManager.default.attributesOfItem(atPath: full)[.modificationDate] as? Date)
            result[path] = (try Data(contentsOf: URL(fileURLWithPath: full)), date)
        }
        return result
    }

    func testCheckedInGeneratedIsUpToDateAndANoOpRunWritesNothing() throws {
        let before = try snapshot()
        XCTAssertEqual(try run(["check"]).status, 0)
        let generate = try run([])
        XCTAssertEqual(generate.status, 0, generate.err)
        XCTAssertTrue(generate.out.contains("0 added, 0 changed, 0 removed"), generate.out)
        let after = try snapshot()
        XCTAssertEqual(Set(before.keys), Set(after.keys))
        for (path, (data, date)) in before {
            XCTAssertEqual(after[path]?.0, data, path)
            XCTAssertEqual(after[path]?.1, date, "\(path) was rewritten")
        }
    }

    func testABrokenContractLeavesGeneratedExactlyAsItWas() throws {
        let zing = project.appendingPathComponent("contract/zing.yaml")
        let text = try String(contentsOf: zing, encoding: .utf8)
        try text.replacingOccurrences(of: "type: LoginResult", with: "type: LoginResultt").write(
            to: zing, atomically: true, encoding: .utf8)
        let stale = project.appendingPathComponent("Generated/ZingAPI/Models/Stale.swift")
        try "// stale\n".write(to: stale, atomically: true, encoding: .utf8)
        let before = try snapshot()
        let result = try run([])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("contract/zing.yaml:"), result.err)
        XCTAssertTrue(result.err.contains("LoginResultt"), result.err)
        let after = try snapshot()
        XCTAssertEqual(Set(before.keys), Set(after.keys), "the stale file stays too: nothing is removed on error")
        for (path, (data, date)) in before {
            XCTAssertEqual(after[path]?.0, data, path)
            XCTAssertEqual(after[path]?.1, date, "\(path) was touched")
        }
    }

    func testCheckListsDifferingAndStaleFiles() throws {
        let model = project.appendingPathComponent("Generated/ZingAPI/Models/LoginResult.swift")
        try "// edited by hand\n".write(to: model, atomically: true, encoding: .utf8)
        try "// stale\n".write(
            to: project.appendingPathComponent("Generated/ZingAPI/Models/Stale.swift"), atomically: true,
            encoding: .utf8)
        let result = try run(["check"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("differs: ZingAPI/Models/LoginResult.swift"), result.err)
        XCTAssertTrue(result.err.contains("stale: ZingAPI/Models/Stale.swift"), result.err)
        let regenerate = try run([])
        XCTAssertEqual(regenerate.status, 0)
        XCTAssertTrue(regenerate.out.contains("1 changed, 1 removed"), regenerate.out)
        XCTAssertEqual(try run(["check"]).status, 0)
    }

    func testLintSummarisesEveryContract() throws {
        let result = try run(["lint"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("contract/zing.yaml: 8 endpoints"), result.out)
        XCTAssertTrue(result.out.contains("contract/herald.yaml:"), result.out)
        XCTAssertTrue(result.out.contains("contract/longde.yaml:"), result.out)
    }

    func testLintReportsAllProblemsWithLocations() throws {
        let bad = project.appendingPathComponent("bad.yaml")
        try "format: 1\ninfo:\n  titel: x\nendpoints: []\n".write(to: bad, atomically: true, encoding: .utf8)
        let result = try run(["lint", "bad.yaml"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("bad.yaml:3:3: error: unknown key 'titel'"), result.err)
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try run(["frobnicate"]).status, 2)
        XCTAssertEqual(try run(["--templates"]).status, 2)
        XCTAssertEqual(try run(["--bogus"]).status, 2)
        let missing = try run(["lint", "no-such-contract.yaml"])
        XCTAssertEqual(missing.status, 2, "a file that isn't there is a usage error, not a contract error")
        XCTAssertTrue(missing.err.contains("no such contract file: no-such-contract.yaml"), missing.err)
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.out.contains("USAGE: zing-codegen"))
        XCTAssertTrue(try run(["--version"]).out.hasPrefix("zing-codegen "))
    }

    func testTemplatesOverride() throws {
        let custom = project.appendingPathComponent("MyTemplates")
        try FileManager.default.copyItem(at: project.appendingPathComponent("Templates"), to: custom)
        try "// my header {{contractPath}}\n".write(
            to: custom.appendingPathComponent("header.mustache"), atomically: true, encoding: .utf8)
        let result = try run(["--templates", "MyTemplates", "--output", "Out"])
        XCTAssertEqual(result.status, 0, result.err)
        let client = try String(
            contentsOf: project.appendingPathComponent("Out/ZingAPI/ZingClient.swift"), encoding: .utf8)
        XCTAssertTrue(client.hasPrefix("// my header contract/zing.yaml\n"))
    }

    func testNamedContractsNeedAnOutputFolderSoGeneratedKeepsEveryModule() throws {
        let before = try snapshot()
        let refused = try run(["contract/zing.yaml"])
        XCTAssertEqual(refused.status, 2, refused.err)
        XCTAssertTrue(refused.err.contains("--output DIR"), refused.err)
        XCTAssertEqual(Set(try snapshot().keys), Set(before.keys), "no module was removed from Generated/")
        let elsewhere = try run(["generate", "contract/herald.yaml", "--output", "Herald Only"])
        XCTAssertEqual(elsewhere.status, 0, elsewhere.err)
        XCTAssertTrue(elsewhere.out.contains("Herald Only/: "), elsewhere.out)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: project.appendingPathComponent("Herald Only/HeraldAPI/HeraldClient.swift").path))
    }

    func testTemplateProblemsNameTheTemplatesFolderGiven() throws {
        let missing = try run(["--templates", "NoSuchTemplates", "--output", "Out"])
        XCTAssertEqual(missing.status, 2, missing.err)
        XCTAssertTrue(missing.err.contains("no templates folder at NoSuchTemplates"), missing.err)
        let custom = project.appendingPathComponent("Broken")
        try FileManager.default.copyItem(at: project.appendingPathComponent("Templates"), to: custom)
        try "{{#open}}\n".write(to: custom.appendingPathComponent("extra.mustache"), atomically: true, encoding: .utf8)
        let broken = try run(["--templates", "Broken", "--output", "Out"])
        XCTAssertEqual(broken.status, 1, broken.err)
        XCTAssertTrue(broken.err.contains("Broken/extra.mustache:1:1: error:"), broken.err)
    }
}
