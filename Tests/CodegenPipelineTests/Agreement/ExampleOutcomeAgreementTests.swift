import Contract
import Foundation
import OutputWriter
import XCTest

/// Lint and the generated tests agree, example by example: for every contract and fixture of the repository, and for
/// the unedited draft `zing-codegen draft` makes of each one's traffic (``DraftedCorpus``), what
/// lint reads of each example (the shared definition of an exchange, with the class the rules give) is what the
/// example's generated test observes when it runs the example through the generated client, in a scratch package
/// that depends on this one. The same package holds the contracts of `contract/` once more, generated `internal` into
/// targets whose default isolation is the main actor (an Xcode 26 app target's), where they build warning-free and
/// their example tests agree too. Building that package takes minutes, so the test runs with `ZING_OUTCOME_TEST=1`
/// (which `.ci/run` sets).
final class ExampleOutcomeAgreementTests: XCTestCase {
    /// One example: lint's reading of it and the generated test that runs it.
    struct Checked {
        var contract: String
        var endpoint: String
        var example: String
        var lint: String
        var test: String
    }

    func testLintAndTheGeneratedExampleTestsAgreeOnEveryExample() throws {
        guard ProcessInfo.processInfo.environment["ZING_OUTCOME_TEST"] == "1" else {
            throw XCTSkip("set ZING_OUTCOME_TEST=1 to run every fixture's generated example tests (a scratch package)")
        }
        var modules: [GeneratedModule] = []
        var checked: [Checked] = []
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("outcomes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let drafts = try DraftedCorpus.entries(in: scratch.appendingPathComponent("captures"))
        XCTAssertEqual(
            drafts.count,
            DraftedCorpus.sources.count + ContractCorpus.contractFiles.count + DraftedCorpus.springDocuments.count,
            "every source drafts")
        for entry in ContractCorpus.entries + drafts {
            let module = try GeneratedModule(yaml: entry.yaml, file: "contract/\(entry.source).yaml")
            guard !modules.contains(where: { $0.plan.module == module.plan.module }) else { continue }
            modules.append(module)
            checked += try Self.examples(of: module, source: entry.source)
        }
        XCTAssertGreaterThan(modules.count, 15, "the corpus")
        var mainActorModules: [GeneratedModule] = []
        var checkedOnMainActor: [Checked] = []
        for entry in ContractCorpus.contractsOnMainActor {
            let module = try GeneratedModule(yaml: entry.yaml, file: entry.source, accessLevel: .internal)
            mainActorModules.append(module)
            checkedOnMainActor += try Self.examples(of: module, source: entry.source + " (on the main actor)")
        }
        XCTAssertEqual(mainActorModules.count, ContractCorpus.contractFiles.count, "the contracts")
        let package = ScratchPackage(root: scratch, modules: modules, mainActorModules: mainActorModules)
        guard try package.build() else { return }
        // Apart: both sets of modules have suites of the same names.
        check(checked, against: try package.test(["--skip", ScratchPackage.mainActorTests]))
        check(checkedOnMainActor, against: try package.test(["--filter", ScratchPackage.mainActorTests]))
        XCTAssertGreaterThan(checked.count, 150, "examples compared")
        XCTAssertGreaterThan(
            checked.filter { $0.contract.hasPrefix("draft of ") }.count, 50, "drafted examples compared")
        XCTAssertFalse(
            checked.filter { $0.contract.hasPrefix("draft of SpringDocuments") }.isEmpty,
            "the Spring documents' examples compared")
        XCTAssertGreaterThan(checkedOnMainActor.count, 50, "examples compared on the main actor")
    }

    /// Fails for each example whose generated test observed otherwise than lint, or did not run.
    private func check(_ checked: [Checked], against results: [String: Bool]) {
        var missing: [String] = []
        for example in checked {
            let label = "\(example.contract) \(example.endpoint) '\(example.example)' (lint: \(example.lint))"
            switch results[example.test] {
            case true?: continue
            case false?: XCTFail("\(label): its generated test \(example.test) observed otherwise")
            case nil: missing.append(label)
            }
        }
        XCTAssertEqual(missing, [], "examples whose generated test did not run")
    }

    /// Each example of the module's contract with lint's reading of it and the test (`Suite.testName`) that runs it.
    static func examples(of module: GeneratedModule, source: String) throws -> [Checked] {
        let tests = ExampleTestIndex(plan: module.plan, contract: module.contract)
        var checked: [Checked] = []
        for endpoint in module.contract.endpoints where !endpoint.isServerOnly {
            for example in endpoint.examples {
                let meaning = try XCTUnwrap(
                    module.contract.meaning(
                        ofAnswer: example.status, headers: example.responseHeaders.map { ($0.name, $0.value) },
                        body: Array(example.response.utf8),
                        carriedCredentials: example.sentSignedIn(for: endpoint.auth) ?? false, endpoint: endpoint))
                let lint = meaning.isSuccess ? "success" : "class \(meaning.classification?.errorClass ?? "none")"
                let test = try XCTUnwrap(
                    tests.test(endpoint: endpoint.name, example: example.name),
                    "\(source) \(endpoint.name) '\(example.name)': no generated test")
                checked.append(
                    Checked(contract: source, endpoint: endpoint.name, example: example.name, lint: lint, test: test))
            }
        }
        return checked
    }
}
