/// The part of a contract a rule looks at.
public enum RuleArea: String, Sendable, Hashable, CaseIterable, Codable {
    case contract, info, identifiers, scalars, models, enums, envelopes, auth, headers, errorClasses, errorRules
    case businessCodes, endpoints, unions, examples, retry, clientPolicy, documentation
}

/// A kind of contract change with a stable id and fixed verdicts for the wire and for the generated Swift API.
public struct Rule: Sendable, Hashable {
    /// Stable kebab-case id, e.g. `request-field-became-required`; never renamed once released.
    public let id: String
    public let area: RuleArea
    /// What the change does to a client already talking to the server.
    public let wire: Verdict
    /// What the change does to code written against the generated Swift API.
    public let swift: Verdict
    /// Why the verdicts are what they are, in one line.
    public let explanation: String
    /// What client code must do about it.
    public let clientChange: String

    init(
        _ id: String, _ area: RuleArea, wire: Verdict, swift: Verdict, _ explanation: String, client: String
    ) {
        self.id = id
        self.area = area
        self.wire = wire
        self.swift = swift
        self.explanation = explanation
        self.clientChange = client
    }

    /// The worse of the two verdicts.
    public var worst: Verdict { max(wire, swift) }
}
