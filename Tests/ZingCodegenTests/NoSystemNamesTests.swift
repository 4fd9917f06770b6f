import Foundation
import XCTest

/// The generator (contract loading, planning, templates, the CLI), the diff and the shared runtime know no documented
/// system by name: every difference between the generated clients comes from the contracts.
final class NoSystemNamesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documented systems other than the one the project is named after.
    private let names = ["herald", "longde"]

    /// Everything that turns any contract into code or a review, and the runtime every client links.
    private let folders = [
        "Sources/YAMLNodes", "Sources/Contract", "Sources/Mustache", "Sources/SwiftPlan", "Sources/SwiftRendering",
        "Sources/OutputWriter", "Sources/CodegenPipeline", "Sources/APIRuntime", "Sources/ContractDiff",
        "Sources/OpenAPIExport", "Sources/ContractVerify", "Sources/ContractMock", "Sources/zing-codegen", "Templates",
        "Plugins",
    ]

    private func mentions(_ text: String) -> [String] {
        let lowered = text.lowercased()
        return names.filter { lowered.contains($0) }
    }

    func testTheCheckIgnoresCase() {
        XCTAssertEqual(mentions("let client = HERALDClient() // LongDe"), ["herald", "longde"])
        XCTAssertEqual(mentions("Zing only"), [])
    }

    func testGeneratorTemplatesDiffAndRuntimeNameNoSystem() throws {
        for folder in folders {
            var scanned = 0
            let url = root.appendingPathComponent(folder)
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil))
            for case let file as URL in enumerator {
                let relative = folder + file.path.dropFirst(url.path.count)
                for name in mentions(relative) { XCTFail("\(relative): its path mentions '\(name)'") }
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                scanned += 1
                for name in mentions(String(decoding: data, as: UTF8.self)) {
                    XCTFail("\(relative) mentions '\(name)'")
                }
            }
            XCTAssertGreaterThan(scanned, 0, "\(folder) was found and read")
        }
    }
}
