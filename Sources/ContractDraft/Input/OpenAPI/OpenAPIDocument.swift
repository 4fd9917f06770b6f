import Foundation
import WireVocabulary
import YAMLNodes

/// An OpenAPI 3.0 or 3.1 document, or a Swagger 2.0 one, read from JSON or YAML (JSON is read as the YAML it also
/// is, so both keep every node's line and column), with its local `$ref`s resolved.
struct OpenAPIDocument {
    enum Version {
        case swagger2
        case openAPI3
    }

    /// Documents larger than this are refused: a server's document is a few megabytes.
    static let sizeLimit = 64 * 1024 * 1024
    /// `$ref` chains longer than this are refused (a loop of references).
    static let referenceDepth = 32

    let file: String
    let root: DocumentNode
    let version: Version
    /// `3.0.1`, `3.1.0`, `2.0`.
    let versionText: String

    init(file: String, data: Data) throws(DraftError) {
        self.file = file
        guard data.count <= Self.sizeLimit else {
            throw DraftError(file: file, message: "the document is over 64 MiB")
        }
        let loaded: YAMLNode?
        var bytes = Array(data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...])
        if bytes.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) == UInt8(ascii: "{") {
            bytes = Self.escapingUnprintable(bytes)
        }
        do {
            loaded = try YAMLLoader.load(bytes: bytes)
        } catch {
            throw DraftError(
                file: file, line: error.mark.line, column: error.mark.column,
                message: "not an OpenAPI document: \(error.message)")
        }
        guard let loaded, loaded.mapping != nil else {
            throw DraftError(
                file: file, line: 1, column: 1, message: "not an OpenAPI document: expected a mapping at the top")
        }
        root = DocumentNode(node: loaded, path: [])
        if let text = root["openapi"]?.string, text.hasPrefix("3.") {
            version = .openAPI3
            versionText = text
        } else if let text = root["swagger"]?.string, text.hasPrefix("2") {
            version = .swagger2
            versionText = text
        } else {
            let mark = (root["openapi"] ?? root["swagger"])?.node.mark ?? loaded.mark
            throw DraftError(
                file: file, line: mark.line, column: mark.column,
                message: "not an OpenAPI 3.x or Swagger 2.0 document: it has no `openapi: 3.…` or `swagger: \"2.0\"`")
        }
    }

    /// JSON text with the characters JSON allows raw in strings but YAML reads otherwise (DEL, the C1 controls, which a
    /// document whose text was encoded twice is full of; NEL and the Unicode line separators, which YAML takes for line
    /// breaks; U+FFFE, U+FFFF) written as `\uXXXX`, which both read as the same character; everything else, and so the
    /// columns of every line without them, as it was.
    static func escapingUnprintable(_ bytes: [UInt8]) -> [UInt8] {
        guard let text = String(validating: bytes, as: UTF8.self) else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value == 0x7F || (0x80...0x9F).contains(value) || [0x2028, 0x2029, 0xFFFE, 0xFFFF].contains(value) {
                out += Array(String(format: "\\u%04X", value).utf8)
            } else {
                out += Array(String(scalar).utf8)
            }
        }
        return out
    }

    /// Where named schemas live: `components.schemas` (3.x) or `definitions` (2.0).
    var schemas: DocumentNode? { version == .openAPI3 ? root["components"]?["schemas"] : root["definitions"] }

    /// The name of the schema a local `$ref` names (`#/components/schemas/User` → `User`), percent and `~` escapes
    /// read.
    static func schemaName(_ reference: String) -> String? {
        for prefix in ["#/components/schemas/", "#/definitions/"] where reference.hasPrefix(prefix) {
            let raw = String(reference.dropFirst(prefix.count))
            guard !raw.contains("/") else { return nil }
            return pointerToken(raw)
        }
        return nil
    }

    /// One token of a JSON pointer written in a URI fragment (RFC 6901 §6): its `%XX` escapes read, then `~1` as `/`
    /// and `~0` as `~`.
    static func pointerToken(_ raw: some StringProtocol) -> String {
        PercentEncoding.decoded(raw.utf8, plusIsSpace: false)
            .replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    /// The node a local reference points at (`#/components/responses/NotFound`), or nil.
    func resolve(_ reference: String) -> DocumentNode? {
        guard reference.hasPrefix("#/") else { return nil }
        var node = root
        for raw in reference.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false) {
            let key = Self.pointerToken(raw)
            guard let next = node[key] else { return nil }
            node = next
        }
        return node
    }

    /// `node`, or what its `$ref` chain ends at; nil for a reference that leads nowhere or loops. A chain of
    /// ``referenceDepth`` references is followed to its end; one reference more is refused.
    func dereferenced(_ node: DocumentNode) -> DocumentNode? {
        var current = node
        // One look more than the references followed: the last look finds the end of the longest chain allowed.
        for _ in 0...Self.referenceDepth {
            guard let reference = current["$ref"]?.string else { return current }
            guard let next = resolve(reference) else { return nil }
            current = next
        }
        return nil
    }
}
