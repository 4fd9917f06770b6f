import Foundation
import XCTest

/// The generator, its templates and the shared runtime know no documented system by name: every difference between
/// the generated clients comes from the contracts.
final class NoSystemNamesTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The documented systems other than the one the project is named after.
    private let names = ["herald", "longde"]

    func testGeneratorTemplatesAndRuntimeNameNoSystem() throws {
        var scanned = 0
        for folder in ["Sources/SwiftEmitter", "Sources/APIRuntime", "Templates"] {
            let url = root.appendingPathComponent(folder)
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil))
            for case let file as URL in enumerator {
                guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
                scanned += 1
                let lowered = text.lowercased()
                for name in names where lowered.contains(name) || file.path.lowercased().contains(name) {
                    XCTFail("\(folder)/\(file.lastPathComponent) mentions '\(name)'")
                }
            }
        }
        XCTAssertGreaterThan(scanned, 30, "the folders were found and read")
    }
}
