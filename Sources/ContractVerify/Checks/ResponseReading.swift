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
        read(json, status: status, envelope: envelope, endpoint: endpoint, contract: contract)
    }

    /// The envelope read as the runtime reads it (``EnvelopeReading``), then the payload where the endpoint finds it.
    private mutating func read(
        _ json: JSONValue, status: Int, envelope: Envelope, endpoint: Endpoint, contract: Contract
    ) {
        let format = envelope.format
        let reading = EnvelopeReading.read(json, format, httpStatus: status)
        let rules = endpoint.payloadRules
        var payloadFormat = format
        if endpoint.response.payload == .body { payloadFormat.payloadField = nil }
        let rulesPayload = rules.isEmpty ? nil : EnvelopeReading.payload(in: json, payloadFormat)
        facts.payloadFields = rules.readFields(of: rulesPayload)
        if envelope.style == .flag, envelope.codeKind == .int, reading.code == nil,
            let code = envelope.codeField?.value(in: json), code != .null
        {
            malformedCode = code
        }
        switch reading.verdict {
        case .notEnvelope:
            facts.body = .notEnvelope
            return
        case .failure:
            facts.body = envelope.style == .none ? .json : .envelope(success: false)
            facts.failureCode = reading.numericCode
            facts.failureErrorCode = reading.textCode ?? reading.errorCode
            return
        case .success:
            facts.body = envelope.style == .none ? .json : .envelope(success: true)
        }
        guard (200..<300).contains(status) else { return }
        // The payload rules, as the runtime applies them: an error rule's field value makes the answer a failure for
        // the rules to classify; an unmet condition fails the conditions.
        switch rules.evaluate(rulesPayload) {
        case .accepted: break
        case .failure: return
        case .unmet(let condition): fail(condition.description)
        }
        let response = endpoint.response
        switch response.payload {
        case .none:
            break
        case .message:
            let message = envelope.messageField.flatMap { $0.value(in: json) }
            // A URL in the message is only held to being http(s); text is held to the endpoint's conditions.
            if response.type == .scalar(.url) {
                if message?.stringValue.map(Self.isHTTPURL) != true { fail("httpURL") }
            } else {
                evaluateConditions(response.require, on: message.flatMap { $0 == .null ? nil : $0 }, contract: contract)
            }
        case .result:
            // The payload field less the envelope's own keys inside it (`Error` inside `Response`), as the client
            // decodes it.
            guard let field = envelope.payloadField, let value = EnvelopeReading.payload(in: json, format),
                value != .null
            else {
                return fail("present")
            }
            check(
                value, at: PayloadPath(components: field.keys.map(PayloadPath.Component.key)), endpoint: endpoint,
                contract: contract)
        case .body:
            var body = format
            body.payloadField = nil
            check(
                EnvelopeReading.payload(in: json, body) ?? json, at: PayloadPath(components: []), endpoint: endpoint,
                contract: contract)
        }
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
