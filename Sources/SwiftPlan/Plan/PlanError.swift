import Contract

/// A contract construct the generator can't turn into Swift, located in the contract.
public struct PlanError: Error, Sendable, CustomStringConvertible {
    public var diagnostic: Diagnostic

    init(_ message: String, at provenance: Provenance, in file: String, hint: String? = nil) {
        diagnostic = Diagnostic(severity: .error, file: file, mark: provenance.mark, message: message, hint: hint)
    }

    public var description: String { diagnostic.description }
}
