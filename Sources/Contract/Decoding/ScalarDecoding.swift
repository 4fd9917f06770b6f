import YAMLNodes

/// Reading typed scalars from nodes: each reports a wrong node kind or scalar type at the node and returns nil.
///
/// The path is made only when there is a problem to report: nearly every read succeeds, and making a path for each
/// cost 1.4% of a generation (BENCHMARKS.md).
extension DecodingContext {
    /// Any non-null scalar's text (a plain `0` or `1.1` is read as its text).
    func string(_ node: YAMLNode, path: @autoclosure () -> NodePath) -> String? {
        if let text = node.stringValue { return text }
        error("expected a string, found \(node.foundDescription)", at: node.mark, path: path())
        return nil
    }

    /// A plain integer; a quoted `"1"` is a string and is rejected.
    func int(_ node: YAMLNode, path: @autoclosure () -> NodePath) -> Int? {
        if let value = node.intValue { return value }
        reportWrongScalar(node, path: path(), expected: "an integer") { text in Int(text) != nil }
        return nil
    }

    /// A plain number (integer or float).
    func double(_ node: YAMLNode, path: @autoclosure () -> NodePath) -> Double? {
        if let value = node.doubleValue, value.isFinite { return value }
        reportWrongScalar(node, path: path(), expected: "a number") { text in Double(text) != nil }
        return nil
    }

    /// A plain `true` or `false`.
    func bool(_ node: YAMLNode, path: @autoclosure () -> NodePath) -> Bool? {
        if let value = node.boolValue { return value }
        reportWrongScalar(node, path: path(), expected: "true or false") { text in text == "true" || text == "false" }
        return nil
    }

    /// One of a fixed set of words, e.g. a method; reports "unknown method 'GTE'; expected one of …".
    func choice<Value: RawRepresentable>(
        _ node: YAMLNode, path: NodePath, what: String, among values: [Value]
    ) -> Value? where Value.RawValue == String {
        guard let text = string(node, path: path) else { return nil }
        if let value = values.first(where: { $0.rawValue == text }) { return value }
        let names = values.map(\.rawValue)
        let hint = DidYouMean.suggestion(for: text, among: names).map { "did you mean '\($0)'?" }
        error(
            "unknown \(what) '\(text)'; expected one of \(names.joined(separator: ", "))", at: node.mark, path: path,
            hint: hint)
        return nil
    }

    /// A sequence read item by item (bad items are reported and skipped); with `allowsSingle`, a lone
    /// scalar counts as a one-item list (`transport: timeout`).
    func list<Element>(
        _ node: YAMLNode, path: NodePath, allowsSingle: Bool = false, element: (YAMLNode, NodePath) -> Element?
    ) -> [Element]? {
        if let items = node.sequence {
            var results: [Element] = []
            for (index, item) in items.enumerated() {
                let itemPath = path.appending(index: index)
                record(item, at: itemPath)
                guard let value = element(item, itemPath) else { continue }
                // Paths follow the model's indices, so validation finds item i of the model at `path/i`.
                if results.count != index { relocate(itemPath, to: path.appending(index: results.count)) }
                results.append(value)
            }
            return results
        }
        if allowsSingle, node.scalar != nil, !node.isNull {
            return element(node, path).map { [$0] }
        }
        error("expected a sequence, found \(node.foundDescription)", at: node.mark, path: path)
        return nil
    }

    private func reportWrongScalar(
        _ node: YAMLNode, path: NodePath, expected: String, acceptsUnquoted: (String) -> Bool
    ) {
        error(
            "expected \(expected), found \(node.foundDescription)", at: node.mark, path: path,
            hint: node.unquoteHint(accepting: acceptsUnquoted))
    }
}
