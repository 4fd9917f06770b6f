import Foundation
import XCTest

/// The peer suites' data in `../shared/testdata` beside the package root (the Mustache spec, the YAML test suite).
///
/// A developer's clone may lack it: a suite then skips and says where it looked. Under CI (`CI=true`, which `.ci/run`
/// sets) a missing suite is a failure, so a run that proved nothing can't pass as green.
public enum SharedTestData {
    /// `<root>/Tests/Support/SharedTestData/SharedTestData.swift` → `<root>/../shared/testdata`.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("../shared/testdata")
        .standardizedFileURL

    /// The folder `name` of the shared test data; throws `XCTSkip` with the reason when it is missing, or fails the
    /// test under CI.
    public static func folder(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> URL {
        let folder = root.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue {
            return folder
        }
        let reason = "\(name) not found at \(folder.path): the shared test data is not checked out beside the package"
        if isCI {
            XCTFail("CI must run the \(name) peer suite: \(reason)", file: file, line: line)
            throw Missing()
        }
        throw XCTSkip(reason)
    }

    /// Whether this run is CI's (`CI=true`).
    public static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Ends a test that CI could not run (already reported as a failure).
    private struct Missing: Error {}
}
