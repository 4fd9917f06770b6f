import TextFoundation
import YAMLNodes

extension DecodingContext {
    /// Reports a name that holds a control character (``UnsafeScalar/isControl(_:)``) at the place the first
    /// one is written. `what` says which name it is, e.g. "a name in models" or "`name` of an example". `what` and
    /// `path` are made only for a report: nearly every name is clean.
    func checkNameCharacters(
        _ node: YAMLNode, name: String, what: @autoclosure () -> String, path: @autoclosure () -> NodePath
    ) {
        guard let control = name.unicodeScalars.first(where: UnsafeScalar.isControl) else { return }
        error(
            "'\(name.abbreviatedForMessage)' (\(what())) holds \(ScalarNames.describe(control)), a control character",
            at: source?.place(of: control, in: node) ?? node.mark, path: path(),
            hint:
                "a name is one line of visible characters; delete it (prose such as `doc:` may hold control characters)"
        )
    }

    /// The text of a scalar that is a name; a control character in it is reported.
    func name(_ node: YAMLNode, path: @autoclosure () -> NodePath, what: @autoclosure () -> String) -> String? {
        guard let text = string(node, path: path()) else { return nil }
        checkNameCharacters(node, name: text, what: what(), path: path())
        return text
    }
}

extension MappingReader {
    /// The value of `key`, a name (see ``DecodingContext/name(_:path:what:)``), or nil when absent or null.
    func name(_ key: String) -> String? {
        value(key).flatMap { context.name($0, path: path(key), what: "`\(key)` of \(subject)") }
    }

    /// The value of a required key that is a name.
    func requiredName(_ key: String) -> String? {
        required(key).flatMap { context.name($0, path: path(key), what: "`\(key)` of \(subject)") }
    }

    /// A list of names (a lone name counts as one item when `allowsSingle`).
    func names(_ key: String, allowsSingle: Bool = false) -> [String]? {
        value(key).flatMap { node in
            context.list(node, path: path(key), allowsSingle: allowsSingle) { item, itemPath in
                context.name(item, path: itemPath, what: "`\(key)` of \(subject)")
            }
        }
    }
}
