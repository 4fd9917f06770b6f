import APIRuntime
import Foundation

/// Compares a sent body with expected JSON as JSON values, and says where they differ without showing what either
/// holds there (bodies carry identity tokens and nonces).
enum JSONComparison {
    /// The most differing paths one problem lists.
    private static let shownPaths = 8

    static func problems(sent: Data, expected: String) -> [String] {
        guard let expectedValue = value(Data(expected.utf8)) else {
            return ["the expected JSON body is not JSON"]
        }
        guard let sentValue = value(sent) else {
            return [sent.isEmpty ? "no body was sent, expected JSON" : "the body is not JSON (\(sent.count) bytes)"]
        }
        var paths: [String] = []
        collectDifferences(sentValue, expectedValue, at: "", into: &paths)
        guard !paths.isEmpty else { return [] }
        var listed = paths.prefix(shownPaths).map { $0.isEmpty ? "(the whole body)" : $0 }.joined(separator: ", ")
        if paths.count > shownPaths { listed += " and \(paths.count - shownPaths) more" }
        return ["the JSON body differs at \(listed) (values not shown)"]
    }

    private static func value(_ data: Data) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: data)
    }

    private static func collectDifferences(
        _ sent: JSONValue, _ expected: JSONValue, at path: String, into paths: inout [String]
    ) {
        switch (sent, expected) {
        case (.object(let sentObject), .object(let expectedObject)):
            for key in Set(sentObject.keys).union(expectedObject.keys).sorted() {
                let keyPath = path.isEmpty ? key : path + "." + key
                guard let sentMember = sentObject[key], let expectedMember = expectedObject[key] else {
                    paths.append(keyPath)
                    continue
                }
                collectDifferences(sentMember, expectedMember, at: keyPath, into: &paths)
            }
        case (.array(let sentArray), .array(let expectedArray)):
            guard sentArray.count == expectedArray.count else {
                paths.append(path)
                return
            }
            for (index, pair) in zip(sentArray, expectedArray).enumerated() {
                collectDifferences(pair.0, pair.1, at: path + "[\(index)]", into: &paths)
            }
        default:
            if !sent.isEquivalent(to: expected) { paths.append(path) }
        }
    }
}
