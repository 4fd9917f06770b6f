import Foundation
import TextFoundation
import WireVocabulary

/// Reads a scenario's values out of its steps' payloads: a path with `[*]` wildcards, equality as a client sees it,
/// and whether a path passes through a secret field (whose value a message must never show).
struct ScenarioValues {
    /// A path split at its `[*]` wildcards: each part is an ordinary payload path.
    struct WildcardPath {
        var parts: [PayloadPath]

        /// Nil when a part is no payload path (`userInfo..id`, `[x]`).
        init?(_ text: String) {
            var parts: [PayloadPath] = []
            for piece in text.components(separatedBy: "[*]") {
                let part = piece.hasPrefix(".") ? String(piece.dropFirst()) : piece
                guard let path = PayloadPath(part) else { return nil }
                parts.append(path)
            }
            self.parts = parts
        }

        /// Every value the path reaches: each `[*]` fans out over a list's elements.
        func values(in root: JSONValue) -> [JSONValue] {
            var values = [root]
            for (index, part) in parts.enumerated() {
                values = values.compactMap { part.value(in: $0) }
                guard index < parts.count - 1 else { break }
                values = values.flatMap { value -> [JSONValue] in
                    if case .array(let items) = value { return items }
                    return []
                }
            }
            return values
        }

        /// The object keys along the path, lists skipped: what a type walk follows.
        var keys: [String] {
            parts.flatMap { part in
                part.components.compactMap { component -> String? in
                    if case .key(let key) = component { return key }
                    return nil
                }
            }
        }
    }

    let contract: Contract

    /// Equal as a decoded value: the same JSON, or an integer and the text of its digits (lenient ids decode
    /// `1234` and `"1234"` alike).
    static func areEqual(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        if lhs == rhs { return true }
        switch (lhs, rhs) {
        case (.string(let text), let number), (let number, .string(let text)):
            guard let integer = number.integerValue else { return false }
            return Int(text) == integer
        default:
            return lhs.integerValue != nil && lhs.integerValue == rhs.integerValue
        }
    }

    /// Whether `path` of `endpoint`'s payload ends in or passes through a `secret: true` field; a step the types
    /// don't know counts as secret, so a message never shows a value by mistake.
    func isSecret(_ path: WildcardPath, of endpoint: Endpoint) -> Bool {
        contract.pathIsSecret(path.keys, from: endpoint.response.type)
    }

    /// The payload of a success example, where its endpoint returns one; nil for failures and message-only
    /// endpoints.
    func payload(of example: Example, endpoint: Endpoint) -> JSONValue? {
        guard case .success = example.expectation, let json = try? JSONValue.parse(example.response) else {
            return nil
        }
        let envelope = contract.envelope(for: endpoint)
        switch endpoint.response.payload {
        case .none: return nil
        case .body: return json
        case .result: return envelope?.payloadField.flatMap { $0.value(in: json) }
        case .message: return envelope.flatMap { EnvelopeReading.message(in: json, $0.format) }.map { .string($0) }
        }
    }
}
