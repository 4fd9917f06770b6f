import XCTest

/// Secret values planted in captures: each holds the marker at both ends, so even a shortened quote of one is found.
/// Every output of every test that runs `verify` is scanned for the marker.
enum Planted {
    static let marker = "zqxsecret"

    static func value(_ name: String) -> String { "\(marker)-\(name)-7f3a9c-\(marker)" }

    /// Fails when `output` holds any planted secret (or a part of one that keeps the marker).
    static func assertClean(_ output: String, _ what: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(output.contains(marker), "\(what) shows a planted secret:\n\(output)", file: file, line: line)
    }
}
