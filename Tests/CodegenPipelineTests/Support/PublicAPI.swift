import Foundation
import SwiftPlan

/// A module's public API as one comparable shape: each declaration by its path (`ZingClient/logout(credentials:)`),
/// and each type's conformances. Read from a compiled module's symbol graph, or from the plan's symbol list.
struct PublicAPI: Equatable {
    /// Declarations by path, written as the symbol graph writes them (no `public`, no body, no raw values).
    var declarations: [String: String] = [:]
    /// Conformances by type path, by name (`Sendable`, `Decodable`).
    var conformances: [String: Set<String>] = [:]

    /// The API a compiled module declares in its own source (not what Swift synthesizes or protocols supply).
    init(symbolGraph url: URL) throws {
        let graph = try jsonObject(try JSONSerialization.jsonObject(with: Data(contentsOf: url)))
        let symbols = graph["symbols"] as? [[String: Any]] ?? []
        var pathByID: [String: String] = [:]
        for symbol in symbols {
            guard let components = symbol["pathComponents"] as? [String],
                let identifier = (symbol["identifier"] as? [String: Any])?["precise"] as? String
            else { continue }
            let path = components.joined(separator: "/")
            pathByID[identifier] = path
            // Declared in the module's own source: protocol defaults (`::SYNTHESIZED::`) are the runtime's.
            guard symbol["location"] != nil, !identifier.contains("::SYNTHESIZED::"),
                let fragments = symbol["declarationFragments"] as? [[String: Any]]
            else { continue }
            var declaration = fragments.compactMap { $0["spelling"] as? String }.joined()
                .replacingOccurrences(of: "`Self`", with: "Self")
            for accessor in [" { get }", " { get set }"] where declaration.hasSuffix(accessor) {
                declaration.removeLast(accessor.count)
            }
            // A protocol's graph declaration lists what it refines, which the plan keeps as conformances.
            if declaration.hasPrefix("protocol ") || declaration.hasPrefix("nonisolated protocol "),
                let inheritance = declaration.range(of: " : ")
            {
                declaration = String(declaration[..<inheritance.lowerBound])
            }
            declarations[path] = declaration
        }
        for relationship in graph["relationships"] as? [[String: Any]] ?? [] {
            // A protocol of the module itself has no fallback name: its path is its name.
            guard relationship["kind"] as? String == "conformsTo", let source = relationship["source"] as? String,
                let path = pathByID[source], declarations[path] != nil,
                let target = relationship["targetFallback"] as? String
                    ?? (relationship["target"] as? String).flatMap({ pathByID[$0] })
            else { continue }
            conformances[path, default: []].insert(String(target.split(separator: ".").last ?? ""))
        }
    }

    /// Adds the declarations of another module (paths of different modules never collide here).
    mutating func merge(_ other: PublicAPI) {
        declarations.merge(other.declarations) { first, _ in first }
        conformances.merge(other.conformances) { first, _ in first }
    }

    /// The API the plan says the module declares.
    init(planned symbols: [PublicSymbol]) {
        for symbol in symbols {
            var signature = symbol.signature
            if signature.hasPrefix("public ") { signature.removeFirst("public ".count) }
            let (path, declaration, conformances) = Self.parse(signature, container: symbol.container)
            guard !Self.isHiddenFromSymbolGraphs(path) else { continue }
            declarations[path] = declaration
            if !conformances.isEmpty {
                // `Codable` is the two protocols the symbol graph lists; an enum's `String` is its raw type.
                self.conformances[path] = Set(
                    conformances.flatMap {
                        $0 == "Codable" ? ["Decodable", "Encodable"] : $0 == "String" ? ["RawRepresentable"] : [$0]
                    })
            }
        }
    }

    /// The path, the declaration as the symbol graph writes it, and the declared conformances of a signature.
    private static func parse(_ signature: String, container: String?) -> (String, String, [String]) {
        // A nested container (`ZingExamples.CurrentUser`) is a path of the symbol graph.
        let prefix = container.map { $0.replacingOccurrences(of: ".", with: "/") + "/" } ?? ""
        // Every generated type is `nonisolated`, which the symbol graph writes too.
        let isolation = signature.hasPrefix("nonisolated ") ? "nonisolated " : ""
        let typeSignature = signature.dropFirst(isolation.count)
        for keyword in ["struct ", "enum ", "final class ", "protocol "] where typeSignature.hasPrefix(keyword) {
            let rest = typeSignature.dropFirst(keyword.count)
            let parts = rest.split(separator: ":", maxSplits: 1)
            let name = String(parts[0])
            let conformances =
                parts.count > 1 ? parts[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : []
            return (prefix + name, isolation + keyword + name, conformances)
        }
        var declaration = signature
        let isOperator = declaration.contains("func == ")
        let words = declaration.split(separator: " ", maxSplits: 3).map(String.init)
        if declaration.hasPrefix("case ") {
            // `case name = "raw"` shows as `case name`; `case name(T)` has the path `name(_:)`.
            if let equals = declaration.range(of: " = ") { declaration = String(declaration[..<equals.lowerBound]) }
            let name = String(declaration.dropFirst("case ".count))
            guard let open = name.firstIndex(of: "(") else { return (prefix + unescaped(name), declaration, []) }
            return (prefix + unescaped(String(name[..<open])) + "(_:)", declaration, [])
        }
        if declaration.hasPrefix("typealias ") { return (prefix + unescaped(words[1]), declaration, []) }
        guard let open = declaration.firstIndex(of: "(") else {
            // A property: `static let name: Type`, `var name: Type`.
            let name = words.first { !["static", "let", "var"].contains($0) } ?? ""
            return (prefix + unescaped(String(name.dropLast(name.hasSuffix(":") ? 1 : 0))), declaration, [])
        }
        let head = declaration[..<open].split(separator: " ").last.map(String.init) ?? ""
        let base = head == "init?" ? "init" : head
        var labels = labels(declaration[open...])
        if isOperator { labels = String(repeating: "_:", count: labels.split(separator: ":").count) }
        return (prefix + unescaped(base) + "(" + labels + ")", declaration, [])
    }

    /// `(_ body: T, realmID: String)` → `_:realmID:`.
    private static func labels(_ parameters: Substring) -> String {
        var depth = 0
        var current = ""
        var labels: [String] = []
        for character in parameters.dropFirst() {
            if depth == 0 && (character == "," || character == ")") {
                let first = current.trimmingCharacters(in: .whitespaces).split(separator: " ").first.map(String.init)
                if let first, !first.isEmpty {
                    labels.append(unescaped(first.hasSuffix(":") ? String(first.dropLast()) : first) + ":")
                }
                current = ""
                if character == ")" { break }
                continue
            }
            if "([<".contains(character) { depth += 1 }
            if ")]>".contains(character) { depth -= 1 }
            current.append(character)
        }
        return labels.joined()
    }

    /// Symbol graphs leave out declarations whose name, or a parameter label, starts with `_` (Swift's mark of an
    /// implementation detail), so the comparison can't see them either.
    private static func isHiddenFromSymbolGraphs(_ path: String) -> Bool {
        path.split(whereSeparator: { "/(:)".contains($0) }).contains { $0.hasPrefix("_") && $0.count > 1 }
    }

    private static func unescaped(_ name: String) -> String {
        name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}

/// The JSON object a symbol graph file holds.
private func jsonObject(_ value: Any) throws -> [String: Any] {
    guard let object = value as? [String: Any] else {
        throw CocoaError(.fileReadCorruptFile)
    }
    return object
}
