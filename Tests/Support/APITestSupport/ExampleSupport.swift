// The transports and sleeper the project's tests use are the ones apps get (the APITesting product).
@_exported import APITesting
import Foundation
import XCTest

/// The base URL generated example tests send to; nothing listens there, the transport is scripted.
public let exampleBaseURL = URL(string: "https://api.example.invalid/base")!

/// Decodes an example's request JSON into the request model.
public func decodeExample<Value: Decodable>(_ type: Value.Type, from json: String) throws -> Value {
    try JSONDecoder().decode(Value.self, from: Data(json.utf8))
}

/// A small non-empty file in the temporary folder, for upload examples.
public func temporaryExampleFile(contents: String = "example file contents\n") throws -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("zing-example-\(UUID().uuidString).txt")
    try Data(contents.utf8).write(to: url)
    return url
}

/// Asserts that `value`, encoded to JSON, holds `expectedJSON` at `path` (`userInfo.id`, `[0].status`, or `""`
/// for the whole value). Numbers compare by value, so `1` equals `1.0`. A `secret` value is compared but never shown.
public func assertJSON<Value: Encodable>(
    _ value: Value, at path: String, equals expectedJSON: String, secret: Bool = false, file: StaticString = #filePath,
    line: UInt = #line
) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let root = try JSONSerialization.jsonObject(with: encoder.encode(value), options: [.fragmentsAllowed])
    let expected = try JSONSerialization.jsonObject(with: Data(expectedJSON.utf8), options: [.fragmentsAllowed])
    guard let actual = JSONPath.value(at: path, in: root) else {
        XCTFail("no value at '\(path)'", file: file, line: line)
        return
    }
    let mismatch =
        secret
        ? "at '\(path)': the secret differs (values not shown)"
        : "at '\(path)': expected \(expectedJSON), found \(JSONPath.text(actual))"
    XCTAssertTrue(JSONPath.equal(actual, expected), mismatch, file: file, line: line)
}

/// Reads values out of `JSONSerialization` trees by dotted paths with `[index]` steps.
public enum JSONPath {
    public static func value(at path: String, in root: Any) -> Any? {
        var current: Any? = root
        for step in steps(path) {
            switch step {
            case .key(let key): current = (current as? [String: Any])?[key]
            case .index(let index):
                guard let array = current as? [Any], array.indices.contains(index) else { return nil }
                current = array[index]
            }
        }
        return current
    }

    enum Step: Equatable {
        case key(String)
        case index(Int)
    }

    static func steps(_ path: String) -> [Step] {
        var steps: [Step] = []
        for part in path.split(separator: ".") {
            var rest = Substring(part)
            if let open = rest.firstIndex(of: "["), open != rest.startIndex {
                steps.append(.key(String(rest[..<open])))
                rest = rest[open...]
            }
            if !rest.hasPrefix("[") {
                steps.append(.key(String(rest)))
                continue
            }
            while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
                steps.append(.index(Int(rest[rest.index(after: rest.startIndex)..<close]) ?? -1))
                rest = rest[rest.index(after: close)...]
            }
        }
        return steps
    }

    /// Equal when their canonical JSON texts (sorted keys) are equal: `1` and `1.0` match, `true` and `1` do not.
    public static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        text(lhs) == text(rhs)
    }

    static func text(_ value: Any) -> String {
        guard JSONSerialization.isValidJSONObject([value]),
            let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
        else { return "\(value)" }
        return String(decoding: data.dropFirst().dropLast(), as: UTF8.self)
    }
}

extension Array {
    /// The element at `index`, or nil past the end: a generated example test checks a list's rows without crashing
    /// the test run when the list is shorter than the example says.
    public func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
