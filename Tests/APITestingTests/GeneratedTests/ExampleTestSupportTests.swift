import APIRuntime
import Foundation
import XCTest

@_spi(Generated) @testable import APITesting

/// What the generated contract tests call: JSON at a path compared by value, and secrets never shown when printed.
final class ExampleTestSupportTests: XCTestCase {
    private struct Leaky: CustomStringConvertible {
        var token: String
        var description: String { "Leaky(\(token))" }
    }

    private struct Careful {
        var token: Secret
    }

    func testASecretThatShowsIsFoundInEveryFormItShowsIn() {
        let leaky = secretsShown(in: Leaky(token: "tok-123456"), secrets: ["tok-123456", "other-secret"])
        XCTAssertEqual(leaky.map(\.form), ["description", "debugDescription", "dump"])
        XCTAssertEqual(Set(leaky.map(\.secret)), [0])
        XCTAssertTrue(secretsShown(in: Careful(token: "tok-123456"), secrets: ["tok-123456"]).isEmpty)
    }

    private struct Profile: Encodable {
        var id: Int
        var name: String
        var tags: [String]
        var score: Double
    }

    func testJSONAtAPathComparesByValue() throws {
        let profile = Profile(id: 7, name: "示例", tags: ["a", "b"], score: 1)
        try assertJSON(profile, at: "id", equals: "7")
        try assertJSON(profile, at: "score", equals: "1.0")
        try assertJSON(profile, at: "tags[1]", equals: #""b""#)
        try assertJSON(profile, at: "", equals: #"{"tags":["a","b"],"score":1,"name":"示例","id":7}"#)
        XCTAssertNil([1, 2].element(at: 2))
        XCTAssertEqual([1, 2].element(at: 1), 2)
    }

    /// The upload file of a generated example test is gone once its test has torn down; teardown blocks run last
    /// registered first, so this check, registered before the file exists, runs after the file's removal.
    func testAnUploadExampleFileIsDeletedWhenItsTestTearsDown() throws {
        let made = LockedBox<URL?>(nil)
        addTeardownBlock {
            guard let url = made.value else { return XCTFail("no file was made") }
            XCTAssertFalse(FileManager.default.fileExists(atPath: url.path), "left behind: \(url.lastPathComponent)")
        }
        let file = try temporaryExampleFile(removedAfter: self, contents: "upload\n")
        made.value = file
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), "upload\n")
    }
}

/// A value a teardown block reads after the test body wrote it.
private final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
