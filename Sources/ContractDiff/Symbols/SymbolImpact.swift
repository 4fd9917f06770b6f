import SwiftPlan

/// One public Swift symbol added, removed or changed, with the contract changes that caused it.
public struct SymbolChange: Sendable, Hashable {
    /// How a symbol differs between the base and head plans.
    public enum Kind: String, Sendable, Hashable, Codable { case added, removed, changed }

    /// Whether the symbol appeared, disappeared or changed its signature.
    public var kind: Kind
    /// `Container.name`, e.g. `ZingErrorClass.accountDisabled`.
    public var key: String
    /// The base-side signature.
    public var before: String?
    /// The head-side signature.
    public var after: String?
    /// The contract changes behind it (indexes into the comparison's `changes`).
    public var causes: [Int]
}

/// Diffs the symbol lists of two plans and ties each difference to the contract change that caused it.
enum SymbolImpact {
    static func diff(base: [PublicSymbol], head: [PublicSymbol], changes: [Change]) -> [SymbolChange] {
        let old = Dictionary(base.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        let new = Dictionary(head.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        var result: [SymbolChange] = []
        for key in Set(old.keys).union(new.keys).sorted() {
            switch (old[key], new[key]) {
            case (let before?, let after?) where before.signature != after.signature:
                result.append(
                    SymbolChange(
                        kind: .changed, key: key, before: before.signature, after: after.signature,
                        causes: causes(of: after, changes)))
            case (let before?, nil):
                result.append(
                    SymbolChange(
                        kind: .removed, key: key, before: before.signature, after: nil,
                        causes: causes(of: before, changes, base: true)))
            case (nil, let after?):
                result.append(
                    SymbolChange(
                        kind: .added, key: key, before: nil, after: after.signature, causes: causes(of: after, changes))
                )
            default:
                break
            }
        }
        return result
    }

    /// Changes whose path is the symbol's origin, above it or below it; renames whose names the signature shows.
    private static func causes(of symbol: PublicSymbol, _ changes: [Change], base: Bool = false) -> [Int] {
        let origin = symbol.origin
        // An example's constant in the examples module comes from that example: the changes that name it.
        if let marker = origin.range(of: "/example:") {
            let endpoint = String(origin[..<marker.lowerBound])
            let quoted = "\"" + origin[marker.upperBound...] + "\""
            let own = changes.indices.filter { index in
                let change = changes[index]
                return change.rule.area == .examples && (change.path == endpoint || change.basePath == endpoint)
                    && change.detail.contains(quoted)
            }
            if !own.isEmpty { return own }
        }
        func related(_ path: String?) -> Bool {
            guard let path else { return false }
            // A contract added or removed as a whole causes every symbol of its module.
            if path == "contract" { return true }
            // The module's name prefixes every type but the contract's own models, unions and ids.
            if path == "info/module" {
                return !["model:", "union:", "identifier:"].contains { origin.hasPrefix($0) }
            }
            if path == origin || origin.hasPrefix(path + "/") || path.hasPrefix(origin + "/") {
                return true
            }
            // The error-class flags are computed over every class.
            return origin == "errorClasses" && path.hasPrefix("errorClass:")
        }
        let relevant = changes.indices.filter { index in
            let change = changes[index]
            guard change.rule.area != .documentation, change.rule.area != .examples else { return false }
            return related(base ? (change.basePath ?? change.path) : change.path) || related(change.basePath)
        }
        if !relevant.isEmpty { return relevant }
        // A signature that mentions a renamed or retyped definition.
        return changes.indices.filter { index in
            let change = changes[index]
            guard change.rule.swift != .nonBreaking, let name = base ? change.before : change.after else {
                return false
            }
            return symbol.signature.contains(name)
        }
    }
}
