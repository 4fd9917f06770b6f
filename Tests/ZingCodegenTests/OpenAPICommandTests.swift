import Foundation
import XCTest

/// The real `zing-codegen openapi`: YAML on standard output or JSON/YAML files by extension, and its failures.
final class OpenAPICommandTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, out: String, err: String) {
        try BuiltProduct.run(try BuiltProduct.executable("zing-codegen"), arguments, in: BuiltProduct.packageRoot)
    }

    func testStandardOutputIsYAMLAndFilesFollowTheirExtension() throws {
        let yaml = try run(["openapi", "contract/herald.yaml"])
        XCTAssertEqual(yaml.status, 0, yaml.err)
        XCTAssertTrue(
            yaml.out.hasPrefix("openapi: \"3.1.0\"\ninfo:\n  title: \"Herald Apple native login\"\n"), yaml.out)
        XCTAssertEqual(yaml.err, "")

        let jsonPath = folder.appendingPathComponent("zing.json").path
        let json = try run(["openapi", "contract/zing.yaml", "--output", jsonPath])
        XCTAssertEqual(json.status, 0, json.err)
        XCTAssertEqual(json.out, "")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: jsonPath)))
        XCTAssertEqual((object as? [String: Any])?["openapi"] as? String, "3.1.0")

        let yamlPath = folder.appendingPathComponent("zing.yaml").path
        XCTAssertEqual(try run(["openapi", "contract/zing.yaml", "--output", yamlPath]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: yamlPath, encoding: .utf8).hasPrefix("openapi: \"3.1.0\"\n"))
        XCTAssertEqual(
            try run(["openapi", "contract/zing.yaml"]).out, try String(contentsOfFile: yamlPath, encoding: .utf8),
            "the same document either way, run after run")
    }

    func testUsageAndContractErrors() throws {
        XCTAssertEqual(try run(["openapi"]).status, 2)
        XCTAssertEqual(try run(["openapi", "contract/zing.yaml", "contract/herald.yaml"]).status, 2)
        XCTAssertEqual(try run(["openapi", "contract/nowhere.yaml"]).status, 2)
        XCTAssertEqual(try run(["openapi", "contract/zing.yaml", "--format", "json"]).status, 2)
        let broken = folder.appendingPathComponent("broken.yaml")
        try "format: 1\ninfo: { title: x }\n".write(to: broken, atomically: true, encoding: .utf8)
        let target = folder.appendingPathComponent("out.yaml")
        let result = try run(["openapi", broken.path, "--output", target.path])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("broken.yaml:2:7: error:"), result.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: target.path), "nothing is written for a broken contract")
    }
}
