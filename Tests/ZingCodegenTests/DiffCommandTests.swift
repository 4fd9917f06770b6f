import Foundation
import XCTest

/// The real `zing-codegen diff` in scratch folders and scratch git repositories: formats, exit codes, `git:` sides.
final class DiffCommandTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    private var project: URL!

    private var pairs: URL { root.appendingPathComponent("Tests/ContractDiffTests/Pairs") }

    private var binary: URL {
        get throws { try BuiltProduct.executable("zing-codegen") }
    }

    override func setUpWithError() throws {
        project = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("contract"), withIntermediateDirectories: true)
        try copy("scenario-base.yaml", to: "base.yaml")
        try copy("scenario-head.yaml", to: "head.yaml")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: project)
    }

    private func copy(_ pair: String, to path: String) throws {
        let target = project.appendingPathComponent(path)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: pairs.appendingPathComponent(pair), to: target)
    }

    @discardableResult
    private func run(_ arguments: [String], executable: URL? = nil) throws -> (status: Int32, out: String, err: String)
    {
        try BuiltProduct.run(executable ?? binary, arguments, in: project)
    }

    private func git(_ arguments: [String]) throws {
        let gitURL = URL(fileURLWithPath: "/usr/bin/git")
        guard FileManager.default.isExecutableFile(atPath: gitURL.path) else { throw XCTSkip("git is not installed") }
        let result = try run(
            ["-c", "user.name=Test", "-c", "user.email=test@example.com", "-c", "commit.gpgsign=false"] + arguments,
            executable: gitURL)
        XCTAssertEqual(result.status, 0, "git \(arguments): \(result.err)")
    }

    func testIdenticalContractsSayNoChangesAndExitZero() throws {
        let result = try run(["diff", "base.yaml", "base.yaml", "--fail-on", "possibly-breaking"])
        XCTAssertEqual(result.status, 0, result.err)
        XCTAssertTrue(result.out.contains("**No changes**"), result.out)
        XCTAssertEqual(try run(["diff", "base.yaml", "base.yaml", "--format", "text"]).out, "No changes.\n")
    }

    func testFailOnLevels() throws {
        XCTAssertEqual(try run(["diff", "base.yaml", "head.yaml"]).status, 0)
        XCTAssertEqual(try run(["diff", "base.yaml", "head.yaml", "--fail-on", "none"]).status, 0)
        XCTAssertEqual(try run(["diff", "base.yaml", "head.yaml", "--fail-on", "breaking"]).status, 3)
        XCTAssertEqual(try run(["diff", "base.yaml", "head.yaml", "--fail-on", "possibly-breaking"]).status, 3)
        // Only a documented truncation length changes: nothing breaks.
        let text = try String(contentsOf: project.appendingPathComponent("base.yaml"), encoding: .utf8)
        try text.replacingOccurrences(of: "serverTruncatesAt: 50", with: "serverTruncatesAt: 80")
            .write(to: project.appendingPathComponent("soft.yaml"), atomically: true, encoding: .utf8)
        let soft = try run(["diff", "base.yaml", "soft.yaml", "--fail-on", "possibly-breaking", "--format", "text"])
        XCTAssertEqual(soft.status, 0, soft.out)
        XCTAssertTrue(soft.out.contains("[server-truncation-changed]"), soft.out)
    }

    func testFormats() throws {
        let json = try run(["diff", "base.yaml", "head.yaml", "--format", "json"])
        XCTAssertEqual(json.status, 0)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["schemaVersion"] as? Int, 1)
        let text = try run(["diff", "base.yaml", "head.yaml", "--format", "text"])
        XCTAssertTrue(
            text.out.contains("head.yaml:256:11: breaking (Swift: non-breaking): [tenant-header-renamed]"), text.out)
        let markdown = try run(["diff", "base.yaml", "head.yaml"])
        XCTAssertTrue(markdown.out.hasPrefix("## Contract review\n\n**11 changes: 2 breaking"), markdown.out)
    }

    func testUsageErrorsExitTwo() throws {
        XCTAssertEqual(try run(["diff", "base.yaml", "head.yaml", "--format", "xml"]).status, 2)
        XCTAssertEqual(try run(["diff", "base.yaml", "head.yaml", "--fail-on", "sometimes"]).status, 2)
        XCTAssertEqual(try run(["diff", "a.yaml", "b.yaml", "c.yaml"]).status, 2)
        let fileOnly = try run(["diff", "base.yaml"])
        XCTAssertEqual(fileOnly.status, 2)
        XCTAssertTrue(fileOnly.err.contains("needs a HEAD"), fileOnly.err)
    }

    func testAnInvalidContractExitsOneWithDiagnostics() throws {
        try "format: 1\ninfo: { title: x }\n".write(
            to: project.appendingPathComponent("broken.yaml"), atomically: true, encoding: .utf8)
        let result = try run(["diff", "base.yaml", "broken.yaml", "--fail-on", "breaking"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("broken.yaml:"), result.err)
        XCTAssertEqual(result.out, "")
    }

    func testGitRevisionsInATemporaryRepository() throws {
        try git(["init", "-q"])
        try copy("scenario-base.yaml", to: "contract/zing.yaml")
        try git(["add", "contract/zing.yaml"])
        try git(["commit", "-q", "-m", "v1.1"])

        // Defaults: git:HEAD against the working tree, every contract/*.yaml.
        XCTAssertTrue(try run(["diff"]).out.contains("**No changes**"))
        try copy("scenario-head.yaml", to: "contract/zing.yaml")
        let working = try run(["diff", "--fail-on", "breaking"])
        XCTAssertEqual(working.status, 3, working.err)
        XCTAssertTrue(working.out.contains("### `git:HEAD:contract/zing.yaml` → `contract/zing.yaml`"), working.out)
        XCTAssertTrue(working.out.contains("`tenant-header-renamed`"), working.out)

        try git(["commit", "-q", "-am", "v1.2"])
        let revisions = try run(["diff", "git:HEAD~1", "git:HEAD", "--format", "text"])
        XCTAssertEqual(revisions.status, 0, revisions.err)
        XCTAssertTrue(
            revisions.out.contains(
                "contract/zing.yaml:256:11: breaking (Swift: non-breaking): [tenant-header-renamed]"),
            revisions.out)
        let explicit = try run(["diff", "git:HEAD~1:contract/zing.yaml", "contract/zing.yaml", "--format", "text"])
        XCTAssertEqual(explicit.out, revisions.out.replacingOccurrences(of: "git:HEAD:contract", with: "contract"))

        // A new contract in the working tree is reported as added.
        try copy("scenario-base.yaml", to: "contract/other.yaml")
        let added = try run(["diff", "--format", "text"])
        XCTAssertTrue(added.out.contains("[contract-added]"), added.out)

        let missing = try run(["diff", "git:no-such-revision"])
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.err.contains("`no-such-revision` is not a commit"), missing.err)
    }

    /// Contracts added or removed between revisions, names with spaces or non-ASCII letters, and sides that cannot
    /// be read.
    func testGitEdgeCases() throws {
        try git(["init", "-q"])
        try copy("scenario-base.yaml", to: "contract/zing.yaml")
        try git(["add", "contract"])
        try git(["commit", "-q", "-m", "one"])
        for name in ["my api", "中文"] {
            try copy("scenario-base.yaml", to: "contract/\(name).yaml")
        }
        try git(["add", "contract"])
        try git(["commit", "-q", "-m", "two"])

        let all = try run(["diff", "git:HEAD~1", "git:HEAD", "--format", "text"])
        XCTAssertEqual(all.status, 0, all.err)
        XCTAssertTrue(all.out.contains("git:HEAD:contract/my api.yaml:"), all.out)
        XCTAssertTrue(all.out.contains("git:HEAD:contract/中文.yaml:"), all.out)
        XCTAssertTrue(all.out.contains("2 changes: 0 breaking"), all.out)

        // A path named on one side that the other revision lacks is an added or removed contract, not an error.
        let added = try run(["diff", "git:HEAD~1:contract/my api.yaml", "git:HEAD", "--format", "text"])
        XCTAssertEqual(added.status, 0, added.err)
        XCTAssertTrue(added.out.contains("[contract-added]"), added.out)
        let removed = try run(["diff", "git:HEAD:contract/中文.yaml", "git:HEAD~1", "--fail-on", "breaking"])
        XCTAssertEqual(removed.status, 3, removed.err)
        XCTAssertTrue(removed.out.contains("`contract-removed`"), removed.out)
        try FileManager.default.removeItem(at: project.appendingPathComponent("contract/my api.yaml"))
        let deleted = try run(["diff", "git:HEAD:contract/my api.yaml", "--format", "text"])
        XCTAssertTrue(deleted.out.contains("[contract-removed]"), deleted.out + deleted.err)

        let nowhere = try run(["diff", "git:HEAD:contract/none.yaml"])
        XCTAssertEqual(nowhere.status, 1)
        XCTAssertTrue(nowhere.err.contains("exists on neither side"), nowhere.err)
        let named = try run(["diff", "git:HEAD:contract/zing.yaml", "contract/typo.yaml"])
        XCTAssertEqual(named.status, 1, "a file the user names must exist")
        for empty in ["git:", "git::contract/zing.yaml", "git:HEAD:"] {
            let usage = try run(["diff", empty])
            XCTAssertEqual(usage.status, 2, empty)
            XCTAssertTrue(usage.err.contains("needs a revision"), usage.err)
        }
    }

    func testGitSidesOutsideARepositorySaySo() throws {
        let result = try run(["diff", "git:HEAD"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.err.contains("needs a git repository"), result.err)
    }
}
