import Contract
import SwiftPlan

/// The review of one contract: its classified changes and what they do to the generated Swift API.
public struct ContractComparison: Sendable {
    /// How the base side was named (`git:HEAD:contract/zing.yaml`); nil when the contract is new.
    public var base: String?
    /// How the head side was named; nil when the contract was removed.
    public var head: String?
    /// Every classified change, in contract order.
    public var changes: [Change]
    /// The public Swift symbols added, removed or changed, each tied to its causes in `changes`.
    public var symbols: [SymbolChange]
    /// Why no symbol impact could be computed, when it could not.
    public var symbolsNote: String?
    /// Changes an accepted-changes entry accepts, by index into `changes`.
    public var acceptances: [Int: AcceptedChange] = [:]

    /// Compares two loaded contracts (either may be missing: a contract added or removed).
    public static func compare(base: Contract?, head: Contract?, baseName: String?, headName: String?)
        -> ContractComparison
    {
        var changes: [Change] = []
        switch (base, head) {
        case (let old?, let new?): changes = ContractDiffer.diff(base: old, head: new)
        case (nil, let new?): changes = [ContractDiffer.wholeContract(new, side: .head)]
        case (let old?, nil): changes = [ContractDiffer.wholeContract(old, side: .base)]
        case (nil, nil): break
        }
        var comparison = ContractComparison(
            base: baseName, head: headName, changes: changes, symbols: [], symbolsNote: nil)
        do {
            let before = try symbols(of: base)
            let after = try symbols(of: head)
            comparison.symbols = SymbolImpact.diff(base: before, head: after, changes: changes)
        } catch {
            comparison.symbolsNote = "the generator cannot plan this contract: \(error.diagnostic.description)"
        }
        return comparison
    }

    private static func symbols(of contract: Contract?) throws(PlanError) -> [PublicSymbol] {
        guard let contract, contract.info.generate else { return [] }
        return try PublicSymbols.list(for: contract, contractPath: contract.file)
    }

    /// Whether only one side has the contract: every symbol of its module is then added (or removed) at once.
    public var isWholeContract: Bool { base == nil || head == nil }

    /// "Every public symbol of the module is new (87 symbols)", for a contract only one side has.
    var wholeContractSymbolsSummary: String {
        let count = "\(symbols.count) symbol\(symbols.count == 1 ? "" : "s")"
        return head == nil
            ? "every public symbol of the module is removed (\(count))"
            : "every public symbol of the module is new (\(count))"
    }

    /// The changes whose worse verdict is at least `verdict`.
    public func changes(atLeast verdict: Verdict) -> [Change] { changes.filter { $0.rule.worst >= verdict } }
}

/// The review of every compared contract.
public struct DiffReport: Sendable {
    /// One comparison per contract.
    public var comparisons: [ContractComparison]
    /// What the accepted-changes file did, when one was applied (``accepting(_:file:today:)``).
    public var acceptance: AcceptanceFindings?

    /// A report over the given comparisons, in order.
    public init(comparisons: [ContractComparison]) { self.comparisons = comparisons }

    /// Every change of every comparison.
    public var changes: [Change] { comparisons.flatMap(\.changes) }

    /// Whether any change is at least `verdict` on the wire or in Swift.
    public func contains(atLeast verdict: Verdict) -> Bool { changes.contains { $0.rule.worst >= verdict } }

    /// "1 change", "2 changes".
    static func changeCount(_ count: Int) -> String { "\(count) change\(count == 1 ? "" : "s")" }

    /// `3 breaking, 1 possibly breaking, 4 non-breaking`, counted by each change's worse verdict.
    static func counts(_ changes: [Change], by verdict: (Change) -> Verdict = { $0.rule.worst }) -> [Verdict: Int] {
        var counts: [Verdict: Int] = [:]
        for change in changes { counts[verdict(change), default: 0] += 1 }
        return counts
    }
}
