import Contract

extension Rules {
    static let exampleRules = [exampleAdded, exampleRemoved, exampleChanged, exampleExpectationChanged]

    static let exampleAdded = Rule(
        "example-added", .examples, wire: .nonBreaking, swift: .nonBreaking,
        "A new documented exchange; the generated contract tests and the examples module gain it.", client: "None.")
    static let exampleRemoved = Rule(
        "example-removed", .examples, wire: .nonBreaking, swift: .possiblyBreaking,
        "A documented exchange is no longer tested, and its constant leaves the examples module.",
        client: "Tests that replay it by name (`<Prefix>Examples`) must replay another.")
    static let exampleChanged = Rule(
        "example-changed", .examples, wire: .nonBreaking, swift: .nonBreaking,
        "A documented request or response body, status or headers changed.", client: "None; review the new sample.")
    static let exampleExpectationChanged = Rule(
        "example-expectation-changed", .examples, wire: .possiblyBreaking, swift: .nonBreaking,
        "The documented outcome of an exchange changed (another class or other values).",
        client: "Review how the app handles this exchange.")
}

extension DiffContext {
    mutating func diffExamples(_ oldEndpoint: Endpoint, _ newEndpoint: Endpoint, group: String, path: String) {
        let pairing = Pairing(base: oldEndpoint.examples, head: newEndpoint.examples, name: \.name)
        for example in pairing.added {
            emit(
                Rules.exampleAdded, group: group, path: path, "example \"\(example.name)\" added",
                at: example.provenance)
        }
        for example in pairing.removed {
            emit(
                Rules.exampleRemoved, group: group, path: path, "example \"\(example.name)\" removed",
                at: example.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let before = pair.base
            let after = pair.head
            if renamed(before.expectation) != after.expectation || before.expectedMessage != after.expectedMessage {
                emit(
                    Rules.exampleExpectationChanged, group: group, path: path,
                    "example \"\(after.name)\" expects another outcome",
                    before: describe(before.expectation, secrets: SecretPaths(contract: base, endpoint: oldEndpoint)),
                    after: describe(after.expectation, secrets: SecretPaths(contract: head, endpoint: newEndpoint)),
                    at: after.provenance)
            }
            let parts = [
                ("request body", before.request != after.request), ("response body", before.response != after.response),
                ("HTTP status", before.status != after.status),
                ("response headers", before.responseHeaders != after.responseHeaders),
                ("constructed flag", before.isConstructed != after.isConstructed),
                ("signed-in flag", before.signedIn != after.signedIn),
            ].filter(\.1).map(\.0)
            if !parts.isEmpty {
                emit(
                    Rules.exampleChanged, group: group, path: path,
                    "example \"\(after.name)\": \(parts.joined(separator: ", ")) changed",
                    before: before.status != after.status ? "\(before.status)" : nil,
                    after: before.status != after.status ? "\(after.status)" : nil, at: after.provenance)
            }
            diffDocumentation(
                before.provenance, after.provenance, group: group, path: path, what: "example \"\(after.name)\"")
        }
    }

    /// A base expectation spelled with head class names, so a renamed class is not another outcome.
    private func renamed(_ expectation: Example.Expectation) -> Example.Expectation {
        guard case .failure(let errorClass, let code, let errorCode) = expectation else { return expectation }
        return .failure(errorClass: renames[errorClass] ?? errorClass, code: code, errorCode: errorCode)
    }

    /// The outcome in words; a value at a secret field is never shown, since reports end up in pull requests.
    private func describe(_ expectation: Example.Expectation, secrets: SecretPaths) -> String {
        switch expectation {
        case .success(let values):
            "success"
                + (values.isEmpty
                    ? ""
                    : " with "
                        + values.map { "\($0.path) = \(secrets.isSecret($0.path) ? "(secret)" : $0.json)" }
                        .joined(separator: ", "))
        case .failure(let errorClass, let code, let errorCode):
            "class \(errorClass)" + (code.map { ", code \($0)" } ?? "") + (errorCode.map { ", errorCode \($0)" } ?? "")
        }
    }
}
