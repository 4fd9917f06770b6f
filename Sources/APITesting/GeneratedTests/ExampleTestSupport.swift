import Foundation
import TextFoundation
import XCTest

// What the generated contract tests (`<Module>ContractTests`) call: part of the testing library, so a package that
// generates its own client runs them too, and `@_spi(Generated)`, so an app's own tests don't see it.

/// The base URL generated example tests send to; nothing listens there, the transport replays the examples.
@_spi(Generated)
public let exampleBaseURL = URL(string: "https://api.example.invalid/base")!

/// Decodes an example's request JSON into the request model.
@_spi(Generated)
public func decodeExample<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
    try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

/// A small non-empty file in the temporary folder, for upload examples, deleted when `test` tears down.
@_spi(Generated)
public func temporaryExampleFile(
    removedAfter test: XCTestCase, contents: String = "example file contents\n"
) throws -> URL {
    let url = try temporaryExampleFile(contents: contents)
    test.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
    return url
}

/// A small non-empty file in the temporary folder, for upload examples; the caller deletes it.
@_spi(Generated)
public func temporaryExampleFile(contents: String = "example file contents\n") throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("zing-example-\(UUID().uuidString).txt")
    try Data(contents.utf8).write(to: url)
    return url
}

/// Asserts that `value`, encoded to JSON, holds `expectedJSON` at `path` (`userInfo.id`, `[0].status`, or `""` for the
/// whole value, as contract examples write paths). Numbers compare by value, so `1` equals `1.0`. A `secret` value is
/// compared but never shown.
@_spi(Generated)
public func assertJSON<Value: Encodable>(
    _ value: Value, at path: String, equals expectedJSON: String, secret: Bool = false, file: StaticString = #filePath,
    line: UInt = #line
) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let root = try JSONValue.parse(encoder.encode(value))
    let expected = try JSONValue.parse(expectedJSON)
    guard let actual = PayloadPath(path)?.value(in: root) else {
        XCTFail("no value at '\(path)'", file: file, line: line)
        return
    }
    let mismatch =
        secret
        ? "at '\(path)': the secret differs (values not shown)"
        : "at '\(path)': expected \(expectedJSON), found \(actual.text(.canonical))"
    XCTAssertTrue(actual.isEquivalent(to: expected), mismatch, file: file, line: line)
}

/// Fails, without showing the printed text, when one of `secrets` shows in the value's description, debug description
/// or dump: how the generated redaction tests print every value that holds a `secret: true` field.
@_spi(Generated)
public func assertNothingShows(_ value: Any, secrets: [String], file: StaticString = #filePath, line: UInt = #line) {
    for shown in secretsShown(in: value, secrets: secrets) {
        XCTFail("secret #\(shown.secret + 1) shows in the value's \(shown.form)", file: file, line: line)
    }
}

/// Where one of `secrets` (by its index) shows when `value` is printed: in its `description`, `debugDescription` or
/// `dump`.
func secretsShown(in value: Any, secrets: [String]) -> [(secret: Int, form: String)] {
    var dumped = ""
    dump(value, to: &dumped)
    let printed = [
        ("description", String(describing: value)), ("debugDescription", String(reflecting: value)), ("dump", dumped),
    ]
    return printed.flatMap { form, text in
        secrets.indices.filter { text.contains(secrets[$0]) }.map { (secret: $0, form: form) }
    }
}

extension Array {
    /// The element at `index`, or nil past the end: a generated example test checks a list's rows without crashing
    /// the test run when the list is shorter than the example says.
    @_spi(Generated)
    public func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}

extension Dictionary where Key == String {
    /// The value at `key` (a map's key, which is data), or nil where there is none: a generated example test checks a
    /// map's values as it checks a list's rows, `payload.items.element(forKey: "sex")?.element(at: 0)?.text`.
    @_spi(Generated)
    public func element(forKey key: String) -> Value? {
        self[key]
    }
}
