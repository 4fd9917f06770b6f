import APIRuntime
import Foundation
import XCTest
import ZingAPI

/// The README's usage example compiles (ReadmeExample.swift holds it) and stays in sync with the README.
final class ReadmeExampleTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testReadmeExampleIsTheCompiledOne() throws {
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let compiled = try String(
            contentsOf: root.appendingPathComponent("Tests/ZingAPITests/ReadmeExample.swift"), encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "```swift\n"))
        let end = try XCTUnwrap(readme.range(of: "```", range: start.upperBound..<readme.endIndex))
        let block = String(readme[start.upperBound..<end.lowerBound])
        XCTAssertTrue(compiled.hasSuffix(block), "README.md's Swift example and ReadmeExample.swift differ")
    }

    func testExampleDescribesClasses() {
        let expired = ZingError(errorClass: .sessionExpired, observation: ExchangeObservation(carriedCredentials: true))
        XCTAssertEqual(describe(expired), "Please sign in again.")
        let offline = ZingError(
            errorClass: .connectivity,
            observation: ExchangeObservation(transportFault: .offline, carriedCredentials: true))
        XCTAssertEqual(describe(offline), "Can't connect. Try again?")
    }
}
