import Contract
import Foundation
import WireVocabulary

/// Path and query parameters against the endpoint's declarations: present unless optional, of their type, equal
/// to their fixed value. Query values are quoted only for declared parameters (an undeclared one may be a
/// credential).
struct ParameterChecks {
    let contract: Contract
    let endpoint: Endpoint
    /// Path parameter values by name, as the URL carried them (decoded).
    let pathValues: [String: String]
    /// The URL's query, decoded.
    let query: QueryString

    func findings() -> [FindingDraft] {
        var drafts: [FindingDraft] = []
        for parameter in endpoint.pathParameters {
            if let value = pathValues[parameter.name], let problem = problem(value, parameter) {
                drafts.append(invalid("path parameter \(parameter.name) \(problem)", parameter))
            }
        }
        // A value computed per call is ``PerCallChecks``'s.
        for parameter in endpoint.query where parameter.perCall == nil {
            let values = query.values(named: parameter.name)
            guard let value = values.first else {
                if !parameter.isOptional {
                    drafts.append(invalid("has no query parameter \(parameter.name)", parameter))
                }
                continue
            }
            if values.count > 1 {
                drafts.append(invalid("sends query parameter \(parameter.name) \(values.count) times", parameter))
            }
            if let problem = problem(value, parameter) {
                drafts.append(invalid("query parameter \(parameter.name) \(problem)", parameter))
            }
        }
        var declared = Set(endpoint.query.map(\.name))
        for placement in contract.perCallValues(for: endpoint).map(\.placement)
            + contract.signedValues(for: endpoint).map(\.placement)
        {
            if case .query(let name) = placement { declared.insert(name) }
        }
        if endpoint.auth.mayCarryCredentials, let tokenQuery = contract.auth?.token?.placement.queryName {
            declared.insert(tokenQuery)  // ``TokenChecks`` checks it
        }
        for name in Set(query.names).subtracting(declared).sorted() {
            drafts.append(
                FindingDraft(
                    kind: .queryUnknown, message: "sends query parameter \(name), which the endpoint does not declare",
                    note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)' declares \(describe(declared))")))
        }
        return drafts
    }

    private func invalid(_ message: String, _ parameter: Endpoint.Parameter) -> FindingDraft {
        var text = "parameter '\(parameter.name)' is \(parameter.type)"
        if let constant = parameter.constant { text += ", always \(constant)" }
        return FindingDraft(kind: .queryInvalid, message: message, note: (parameter.provenance.mark, text))
    }

    /// Why `value` is no value of the parameter, or nil. A secret parameter's value is never quoted.
    private func problem(_ value: String, _ parameter: Endpoint.Parameter) -> String? {
        if parameter.isCredential { return value.isEmpty ? "is empty" : nil }
        if let constant = parameter.constant {
            return value == constant ? nil : "is \(Quoting.quoted(value)), not its fixed value \(constant)"
        }
        guard Self.fits(value, parameter, contract: contract) else {
            return "is \(Quoting.quoted(value)), not \(parameter.type)"
        }
        if let range = parameter.range, let number = Double(value), let reason = range.violation(of: number) {
            return "is \(value), which \(reason); the client refuses to send that"
        }
        return nil
    }

    /// Whether text in a URL or a form is a value of `parameter`: of its type, or for a joined list (`separator:`),
    /// values of its element type between the separators (``JoinedList``).
    static func fits(_ value: String, _ parameter: Endpoint.Parameter, contract: Contract) -> Bool {
        guard let separator = parameter.separator else { return fits(value, parameter.type, contract: contract) }
        return JoinedList.values(in: value, separator: separator).allSatisfy {
            fits($0, parameter.type.listElement, contract: contract)
        }
    }

    /// Whether text in a URL is a value of `type`.
    static func fits(_ value: String, _ type: TypeRef, contract: Contract) -> Bool {
        switch type {
        case .scalar(.int), .scalar(.int64):
            return LenientText.isNumeric(value) && Int(value) != nil
        case .scalar(.unixSeconds), .scalar(.unixMillis):
            return LenientReading.accepts(.string(value), target: DateWire.epochTarget, forms: DateWire.epochForms)
        case .scalar(.double): return Double(value)?.isFinite == true
        case .scalar(.bool): return ["true", "false", "1", "0"].contains(value)
        case .identifier(let name):
            return contract.identifier(named: name)?.storage != .int
                || (LenientText.isNumeric(value) && Int(value) != nil)
        case .enumeration(let name):
            return contract.enumeration(named: name)?.storage != .int
                || (LenientText.isNumeric(value) && Int(value) != nil)
        default: return true
        }
    }

    private func describe(_ names: Set<String>) -> String {
        names.isEmpty ? "no query parameters" : "query parameters " + names.sorted().joined(separator: ", ")
    }
}
