import TextFoundation

/// Where an expected value's path leaves an example's payload: the hint lint gives with its error.
extension ExampleChecker {
    /// Where the path leaves the example: "did you mean" among the keys there, or the size of a too-short list.
    func missingStepHint(_ path: PayloadPath, in payload: JSONValue) -> String? {
        var value = payload
        for (depth, component) in path.components.enumerated() {
            switch (component, value) {
            case (.key(let key), .object(let members)):
                guard let member = members[key] else {
                    let (keys, suggester) = objectKeys.keys(of: members, at: Array(path.components.prefix(depth)))
                    if let hint = suggester.hint(for: key) { return hint }
                    let shown = keys.prefix(Self.keysShown).joined(separator: ", ")
                    return keys.isEmpty
                        ? "the object there is empty"
                        : keys.count <= Self.keysShown
                            ? "the object there has \(shown), no '\(key)'"
                            : "the object there has \(keys.count) keys (\(shown), …), no '\(key)'"
                }
                value = member
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return "the list there has \(items.count) items" }
                value = items[index]
            case (.key, _):
                return "the value there is not an object"
            case (.index, _):
                return "the value there is not a list"
            }
        }
        return nil
    }

    /// Most keys a hint lists, so a hostile example with thousands of keys can't make thousands of long lines.
    static let keysShown = 12
}

/// The sorted keys of an example's objects, and their suggester, by the path of the object: an example with many
/// expected values that miss sorts and prepares each object once.
final class ObjectKeys {
    private var known: [[PayloadPath.Component]: (keys: [String], suggester: DidYouMean.Suggester)] = [:]

    func keys(
        of members: JSONObject, at path: [PayloadPath.Component]
    ) -> (keys: [String], suggester: DidYouMean.Suggester) {
        if let entry = known[path] { return entry }
        let keys = members.keys.sorted()
        let entry = (keys, DidYouMean.Suggester(keys))
        known[path] = entry
        return entry
    }
}
