import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// What the generated client makes of one answer, read the way the runtime reads it: the facts its rules classify,
/// the payload, and what checking the payload against its type found.
struct ResponseReading {
    var facts: ExchangeFacts
    /// The body parsed as JSON, when it is JSON.
    var json: JSONValue?
    /// The payload and the path that names it (`result`, or the body itself); nil when there is none to check.
    var payload: (value: JSONValue, path: PayloadPath)?
    /// The payload checked against the endpoint's type.
    var shape: JSONShapeChecker.Report?
    /// The success conditions that failed, in contract spelling (`token nonEmpty`).
    var unmetConditions: [String] = []
    /// The envelope's code when it is present but no integer (the client then ignores it).
    var malformedCode: JSONValue?

    /// A success the client accepts: the flag (or a 2xx bare object), the HTTP status and the conditions all hold.
    private(set) var isSuccess = false

    init(status: Int, body: Data, endpoint: Endpoint, contract: Contract) {
        facts = ExchangeFacts(status: status, carriedToken: endpoint.auth == .token, body: .notJSON)
        guard !body.isEmpty, let json = try? JSONValue.parse(body) else { return }
        self.json = json
        guard let envelope = contract.envelope(named: endpoint.response.envelope) else { return }
        switch envelope.style {
        case .flag: readFlag(json, envelope: envelope, endpoint: endpoint, contract: contract)
        case .none: readBare(json, envelope: envelope, endpoint: endpoint, contract: contract)
        }
    }

    private mutating func readFlag(_ json: JSONValue, envelope: Envelope, endpoint: Endpoint, contract: Contract) {
        guard let successField = envelope.successField, case .bool(let success)? = json[successField] else {
            facts.body = .notEnvelope
            return
        }
        facts.body = .envelope(success: success)
        if let field = envelope.codeField, let code = json[field], code != .null {
            if LenientReading.accepts(code, target: .integer, forms: [.int, .numericString]) {
                facts.failureCode = success ? nil : code.integerValue ?? code.stringValue.flatMap { Int($0) }
            } else {
                malformedCode = code
            }
        }
        if !success, let field = envelope.errorCodeField, case .string(let code)? = json[field] {
            facts.failureErrorCode = code
        }
        guard success, let status = facts.status, (200..<300).contains(status) else { return }
        let response = endpoint.response
        switch response.payload {
        case .none, .body:
            break
        case .message:
            let message = envelope.messageField.flatMap { json[$0] }
            // A URL in the message is only held to being http(s); text is held to the endpoint's conditions.
            if response.type == .scalar(.url) {
                if message?.stringValue.map(Self.isHTTPURL) != true { fail("httpURL") }
            } else {
                evaluateConditions(response.require, on: message.flatMap { $0 == .null ? nil : $0 }, contract: contract)
            }
        case .result:
            guard let field = envelope.payloadField, let value = json[field], value != .null else {
                return fail("present")
            }
            check(value, at: PayloadPath(components: [.key(field)]), endpoint: endpoint, contract: contract)
        }
        isSuccess = !facts.conditionsFailed
    }

    private mutating func readBare(_ json: JSONValue, envelope: Envelope, endpoint: Endpoint, contract: Contract) {
        // JSON that is no object fails whatever the status, and no rule's body condition names it.
        guard case .object = json else {
            facts.body = .json
            return
        }
        facts.body = .json
        guard let status = facts.status, (200..<300).contains(status) else {
            if let field = envelope.errorCodeField, case .string(let code)? = json[field] {
                facts.failureErrorCode = code
            }
            return
        }
        check(json, at: PayloadPath(components: []), endpoint: endpoint, contract: contract)
        isSuccess = !facts.conditionsFailed
    }

    /// Checks the payload against the endpoint's type; a value the client cannot decode fails the conditions, as
    /// the runtime's decoding error does, and only a payload that decodes is held to the success conditions.
    private mutating func check(_ value: JSONValue, at path: PayloadPath, endpoint: Endpoint, contract: Contract) {
        payload = (value, path)
        guard let type = endpoint.response.type else { return }
        let report = JSONShapeChecker(contract: contract).check(value, against: type, at: path)
        shape = report
        if report.problems.contains(where: \.breaksDecoding) {
            facts.conditionsFailed = true
            unmetConditions.append("the payload decodes as \(type)")
            return
        }
        evaluateConditions(endpoint.response.require, on: value, type: type, contract: contract)
    }

    private mutating func evaluateConditions(
        _ requirements: [Endpoint.Requirement], on payload: JSONValue?, type: TypeRef? = nil, contract: Contract
    ) {
        for requirement in requirements
        where RequirementCheck.failure(of: requirement, on: payload, payloadType: type, in: contract) != nil {
            fail(requirement.description)
        }
    }

    private mutating func fail(_ condition: String) {
        facts.conditionsFailed = true
        unmetConditions.append(condition)
    }

    /// http or https with a host, as the runtime's `PayloadChecks.httpURL` accepts it.
    static func isHTTPURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
            let host = url.host, !host.isEmpty
        else { return false }
        return true
    }
}

extension JSONValue {
    /// The text of a string value.
    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
