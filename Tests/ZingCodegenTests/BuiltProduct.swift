import Foundation
import XCTest

/// Finds an executable this package built, for tests that run the real binary.
enum BuiltProduct {
    /// The package root, three folders above this file.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The product next to the test runner, or in `.build/debug`; skips the test (with the reason) when absent.
    static func executable(_ name: String) throws -> URL {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(name),
            packageRoot.appendingPathComponent(".build/debug/\(name)"),
        ]
        guard let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("\(name) binary not found next to the test runner or in .build/debug")
        }
        return found
    }
}
