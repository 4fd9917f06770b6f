import Foundation
import Mustache
import SharedTestData
import XCTest

/// Runs the required modules of the official Mustache spec (../shared/testdata/mustache-spec relative to the package
/// root); CI fails when it is missing.
final class MustacheSpecTests: XCTestCase {
    /// Exact pass counts, so a regression in any module fails loudly.
    private static let expectedCounts: [(module: String, count: Int)] = [
        ("comments", 12), ("delimiters", 14), ("interpolation", 42),
        ("inverted", 22), ("partials", 12), ("sections", 34),
    ]

    func testRequiredSpecModules() throws {
        // Skips with the reason in a clone without ../shared; fails under CI.
        let directory = try SharedTestData.folder("mustache-spec")
        var summary: [String] = []
        var totalPassed = 0
        for (module, expected) in Self.expectedCounts {
            let data = try Data(contentsOf: directory.appendingPathComponent("\(module).json"))
            let file = try JSONDecoder().decode(SpecFile.self, from: data)
            let passed = file.tests.filter { run($0, module: module) }.count
            XCTAssertEqual(file.tests.count, expected, "\(module): number of tests in the spec file")
            XCTAssertEqual(passed, expected, "\(module): passed tests")
            summary.append("\(module) \(passed)/\(file.tests.count)")
            totalPassed += passed
        }
        let expectedTotal = Self.expectedCounts.reduce(0) { $0 + $1.count }
        XCTAssertEqual(totalPassed, expectedTotal, "total passed")
        print("mustache-spec: \(summary.joined(separator: ", ")); total \(totalPassed)/\(expectedTotal)")
    }

    /// Renders one spec test; records a failure and returns false if it does not match.
    private func run(_ test: SpecTest, module: String) -> Bool {
        let templateName = "<\(module): \(test.name)>"
        var sources = test.partials ?? [:]
        sources[templateName] = test.template
        do {
            let library = try MustacheLibrary(templates: sources)
            let output = try library.render(templateName, test.data.value, escaper: .html)
            guard output == test.expected else {
                XCTFail(
                    """
                    \(module) / \(test.name): output differs
                      template: \(test.template.debugDescription)
                      expected: \(test.expected.debugDescription)
                      actual:   \(output.debugDescription)
                    """)
                return false
            }
            return true
        } catch {
            XCTFail("\(module) / \(test.name): threw \(error)")
            return false
        }
    }
}

private struct SpecFile: Decodable {
    let tests: [SpecTest]
}

private struct SpecTest: Decodable {
    let name: String
    let data: JSONValue
    let template: String
    let partials: [String: String]?
    let expected: String
}

/// Decodes arbitrary JSON into a `MustacheValue`, keeping integers, decimals and booleans apart.
private struct JSONValue: Decodable {
    let value: MustacheValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            value = .int(number)
        } else if let number = try? container.decode(Double.self) {
            value = .double(number)
        } else if let text = try? container.decode(String.self) {
            value = .string(text)
        } else if let items = try? container.decode([JSONValue].self) {
            value = .list(items.map(\.value))
        } else {
            value = .object(try container.decode([String: JSONValue].self).mapValues(\.value))
        }
    }
}
