import Foundation

/// Finds every ``Secret`` a request value holds, so the redactor of its exchange knows them.
///
/// Generated models declare each `secret: true` field as a `Secret` (or `Secret?`, `[Secret]`), so walking the value's
/// stored properties finds them all, nested models and lists included, without the model having to list them.
enum SecretCollector {
    /// Request models are shallow; the bound only keeps a self-similar value from recursing without end.
    private static let maximumDepth = 32

    static func secrets(in value: Any) -> [Secret] {
        var found: [Secret] = []
        collect(value, into: &found, depth: 0)
        return found
    }

    private static func collect(_ value: Any, into found: inout [Secret], depth: Int) {
        if let secret = value as? Secret {
            found.append(secret)
            return
        }
        // Leaves without secrets; Data's mirror would list every byte.
        if value is String || value is Data || value is any Numeric || value is Bool { return }
        guard depth < maximumDepth else { return }
        for child in Mirror(reflecting: value).children {
            collect(child.value, into: &found, depth: depth + 1)
        }
    }
}
