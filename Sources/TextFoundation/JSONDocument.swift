/// Why a text is not JSON, and where: the byte offset of the first byte that does not fit.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offset from the start of the text, in bytes.
    package var offset: Int
    /// What was expected or found there.
    package var problem: String

    package var description: String { "not JSON at byte \(offset): \(problem)" }
}

extension JSONValue {
    /// Deeper nesting than any documented payload: hostile text cannot exhaust the stack.
    package static let maximumDepth = 256

    /// Parses JSON text (RFC 8259): exactly one value, any kind at the top level, objects' members in written order.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses JSON bytes, which must be UTF-8 (RFC 8259 §8.1); a byte-order mark is refused like any other stray byte.
    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, streamingArrayAt: nil) { _ in }
    }

    /// Parses JSON bytes as ``parse(_:)`` does, every byte checked the same way, but keeps of a top-level object only
    /// the members named in `members`: the others are read and left out, never built. For a reader that needs a few
    /// fields of a large document (an envelope's code and message around a long list, which is decoded on its own).
    package static func parse(
        _ bytes: some Collection<UInt8>, keepingTopLevelMembers members: [String]
    ) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, streamingArrayAt: nil, keepingTopLevelMembers: members) { _ in }
    }

    /// Parses JSON bytes as ``parse(_:keepingTopLevelMembers:)`` does, keeping of a top-level object only what lies
    /// on `paths` (object keys from the top): a value where a path ends is built whole, an object a path runs through
    /// only with the members on the way. For a reader that needs an envelope's members and one field deep in a large
    /// payload (a sign-in's token), and decodes the rest on its own.
    package static func document(
        _ bytes: some Collection<UInt8>, keepingPaths paths: [[String]],
        watchingRepeatsAlong watchedPaths: [[String]]
    ) throws(JSONSyntaxError) -> JSONDocument {
        try document(bytes, streamingArrayAt: nil, keptPaths: paths, watchedPaths: watchedPaths) { _ in }
    }

    /// Parses JSON bytes as ``parse(_:)`` does, but hands each item of the array at `path` (object keys from the top,
    /// e.g. `["log", "entries"]`) to `each` as soon as it is read, instead of keeping it: the value returned has an
    /// empty array there. A large document is then never held whole, only its bytes and one item at a time.
    package static func parse(
        _ bytes: some Collection<UInt8>, streamingArrayAt path: [String]?,
        keepingTopLevelMembers members: [String]? = nil, each: (JSONValue) -> Void
    ) throws(JSONSyntaxError) -> JSONValue {
        try document(bytes, streamingArrayAt: path, keptPaths: members.map { $0.map { [$0] } }, each: each).value
    }

    /// Parses JSON bytes as ``parse(_:keepingTopLevelMembers:)`` does, and also tells which keys are written twice in
    /// the objects along `watchedPaths` (object keys from the top, e.g. `["Response", "Error", "Code"]`) and which
    /// top-level members were left out unbuilt: what a reader that must not be fooled by a repeated envelope field,
    /// or that asks whether an unbuilt member is there, needs beside the value.
    package static func document(
        _ bytes: some Collection<UInt8>, keepingTopLevelMembers members: [String]? = nil,
        watchingRepeatsAlong watchedPaths: [[String]]
    ) throws(JSONSyntaxError) -> JSONDocument {
        try document(
            bytes, streamingArrayAt: nil, keptPaths: members.map { $0.map { [$0] } }, watchedPaths: watchedPaths
        ) { _ in }
    }

    private static func document(
        _ bytes: some Collection<UInt8>, streamingArrayAt path: [String]?, keptPaths: [[String]]?,
        watchedPaths: [[String]] = [], each: (JSONValue) -> Void
    ) throws(JSONSyntaxError) -> JSONDocument {
        // Each step returns its outcome (no variable captured), so a parse allocates nothing of its own for it.
        let outcome = withoutActuallyEscaping(each) { each -> Result<JSONDocument, JSONSyntaxError> in
            func read(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<JSONDocument, JSONSyntaxError> {
                var parser = JSONParser(
                    bytes: buffer, streamedPath: path, keptPaths: keptPaths, watchedPaths: watchedPaths, each: each)
                return Result { () throws(JSONSyntaxError) in
                    let value = try parser.document()
                    return JSONDocument(
                        value: value, repeatedKeys: parser.repeatedKeys,
                        unbuiltTopLevelMembers: parser.unbuiltTopLevelMembers)
                }
            }
            return bytes.withContiguousStorageIfAvailable(read) ?? Array(bytes).withUnsafeBufferPointer(read)
        }
        return try outcome.get()
    }
}

/// A parsed JSON text with what its parse was asked to notice beside the value.
package struct JSONDocument: Sendable, Hashable {
    /// The value (of a top-level object, only the members kept).
    package var value: JSONValue
    /// The keys written more than once in a watched object, each as its path from the top (`["errcode"]`), in the
    /// order met; at most ``repeatedKeysKept`` of them. The value keeps the last of the repeats.
    package var repeatedKeys: [[String]]
    /// The top-level members that were read but not built whole because they were not kept (or built only along the
    /// paths kept), less those that are `null`: a reader can tell such a member is there without having built it,
    /// and find its value's text.
    package var unbuiltTopLevelMembers: [UnbuiltMember]

    /// A top-level member read but not built.
    package struct UnbuiltMember: Sendable, Hashable {
        /// The member's name.
        package var key: String
        /// Where its value's text is in the bytes parsed, as offsets from the first (of a repeated member, the last
        /// value's, as the value a document keeps).
        package var bytes: Range<Int>
    }

    /// Most repeated keys a document reports: one is enough to refuse it, and hostile text can repeat millions.
    package static let repeatedKeysKept = 16
}
