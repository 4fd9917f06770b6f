import Foundation
import XCTest

/// The testing example of docs/guides/testing.md (moved there from the README) is the compiled one, and this folder
/// holds what an app can write: no file here reaches past the public API.
final class ReadmeTestingExampleTests: XCTestCase {
    private let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    private var root: URL { folder.deletingLastPathComponent().deletingLastPathComponent() }

    func testTheReadmeHoldsTheCompiledTestingExample() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("docs/guides/testing.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: folder.appendingPathComponent("ReadmeTestingExample.swift"), encoding: .utf8)
        let marker = try XCTUnwrap(readme.range(of: "# Testing with the generated client"), "the guide's title")
        let start = try XCTUnwrap(readme.range(of: "```swift\n", range: marker.upperBound..<readme.endIndex))
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let block = String(readme[start.upperBound..<end.lowerBound])
        XCTAssertTrue(
            compiled.hasSuffix(block), "docs/guides/testing.md's testing example and ReadmeTestingExample.swift differ")
    }

    func testNoFileHereUsesMoreThanThePublicAPI() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
        XCTAssertGreaterThanOrEqual(files.count, 3)
        for file in files where file != "ReadmeTestingExampleTests.swift" {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for attribute in ["@_spi", "@testable"] {
                XCTAssertFalse(text.contains(attribute), "\(file) uses \(attribute): an app can't")
            }
        }
    }
}
