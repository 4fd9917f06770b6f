import ContractFixtures
import Foundation
import XCTest

/// Each envelope style's fixture contract (a code envelope, WeChat-like, Tencent Cloud-like, problem details, a flag)
/// generates code that compiles warning-free with its example tests and declares exactly the planned public symbols;
/// each endpoint is read by its own envelope as the contract states it, and the example tests cover the six
/// exchanges of the style, the documented failure by its class (whose client action the generated class documents).
final class EnvelopeStyleCompileTests: XCTestCase {
    func testEveryStylesFixtureCompilesWarningFreeWithItsExampleTests() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("styles-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let check = PropertyCheck(scratch: scratch)
        for fixture in EnvelopeStyleFixture.all {
            if let failure = check.failure(ofYAML: fixture.yaml) {
                XCTFail("\(fixture.name) \(failure.stage): \(failure.details)")
            }
        }
    }

    func testTheGeneratedContractStatesEachStylesEnvelope() throws {
        let expected = [
            "code": [#"style: .code"#, #"codeField: "code""#, #"payloadField: "data""#, "successCodes: [0]"],
            "wechat": [#"codeField: "errcode""#, "successWithoutCode: true"],
            "nested": [
                #"codeField: "Response.Error.Code""#, "codeKind: .string", #"messageField: "Response.Error.Message""#,
                #"payloadField: "Response""#,
            ],
            "problems": ["style: .none", "problemDetails: true"],
            "flag": ["style: .flag", #"successField: "success""#],
        ]
        for fixture in EnvelopeStyleFixture.all {
            let module = try GeneratedModule(yaml: fixture.yaml, file: fixture.file)
            let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
            for fragment in try XCTUnwrap(expected[fixture.name]) {
                XCTAssertTrue(text.contains(fragment), "\(fixture.name): no \(fragment) in\n\(envelopeLines(text))")
            }
        }
    }

    func testTheExampleTestsCoverTheStylesExchangesAndTheDocumentedClassHasItsAction() throws {
        for fixture in EnvelopeStyleFixture.all {
            let module = try GeneratedModule(yaml: fixture.yaml, file: fixture.file)
            let tests = module.testFiles.map(\.contents).joined(separator: "\n")
            let examples = module.contract.endpoints.flatMap(\.examples)
            XCTAssertGreaterThanOrEqual(examples.count, 5, fixture.name)
            for example in examples {
                XCTAssertTrue(
                    tests.contains("Example '\(example.name)'"),
                    "\(fixture.name): the example tests name '\(example.name)'")
            }
            let classes = Set(
                examples.compactMap { example -> String? in
                    if case .failure(let errorClass, _, _) = example.expectation { return errorClass }
                    return nil
                })
            XCTAssertTrue(
                tests.contains("XCTAssertEqual(error.errorClass, .\(fixture.documentedClass)"),
                "\(fixture.name): an example test asserts the documented class")
            XCTAssertTrue(classes.isSuperset(of: [fixture.documentedClass, "connectivity"]), "\(fixture.name)")
            XCTAssertTrue(classes.contains("invalidResponse") || fixture.name == "problems", fixture.name)
            let errorClass = module.moduleFiles.first { $0.path.hasSuffix("ErrorClass.swift") }?.contents ?? ""
            XCTAssertTrue(
                errorClass.contains("Client action: \(fixture.documentedAction)"),
                "\(fixture.name): the generated class documents its action")
        }
    }

    private func envelopeLines(_ text: String) -> String {
        text.components(separatedBy: "\n").filter { $0.contains("EnvelopeFormat") || $0.contains("Field:") }
            .joined(separator: "\n")
    }
}
