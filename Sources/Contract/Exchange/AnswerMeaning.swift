import TextFoundation
import WireVocabulary

/// What an answer means for one endpoint, read by the shared definition (``ExchangeReading``) as the generated client
/// reads it, with the class the contract's rules give a failure: what lint holds every example to and `verify` every
/// captured answer.
package struct AnswerMeaning: Sendable {
    /// Success with the payload checked against the endpoint's type, or failure and why.
    package var outcome: ExchangeOutcome<CheckedPayload, PayloadRejection>
    /// The class a failure gets and the rule that gives it; nil for a success (or a contract without a catch-all).
    package var classification: ClassificationRules.Match?

    /// Whether the answer is a success.
    package var isSuccess: Bool {
        if case .success = outcome { return true }
        return false
    }

    /// The facts the rules classify, for a failure.
    package var observation: ExchangeObservation? {
        if case .failure(let failure) = outcome { return failure.observation }
        return nil
    }

    /// What the envelope said (its code, message, status echo, timestamp, a code it could not read), where the body
    /// was read as one: a success's, or a failure's that got as far as the envelope (not a redirect, not a body that
    /// is no JSON).
    package var envelope: EnvelopeReading? {
        switch outcome {
        case .success(let success): success.envelope
        case .failure(let failure): failure.envelope
        }
    }

    /// The HTTP status the body echoes (`statusCode`), as the client reads it: a number or its digits as text. A
    /// failure's is the observation's (what `APIError.statusCode` reports), a success's its envelope's.
    package var statusEcho: Int? {
        switch outcome {
        case .success(let success): success.envelope.statusCode
        case .failure(let failure): failure.observation.envelopeStatusCode
        }
    }

    /// The payload as checked, where the reading got as far as checking it (a success, or a payload refused).
    package var checkedPayload: CheckedPayload? {
        switch outcome {
        case .success(let success): success.accepted
        case .failure(let failure):
            if case .refused(let rejection) = failure.reason { rejection.payload } else { nil }
        }
    }
}

/// A payload as the tools check it: the JSON and the path that names it, and what checking it against the endpoint's
/// type found.
package struct CheckedPayload: Sendable {
    /// The payload; nil where the endpoint returns none (or its envelope's message).
    package var value: JSONValue?
    /// How messages name where the payload is: `result`, or the body itself.
    package var path: PayloadPath
    /// The payload checked against the endpoint's type; nil where there is none to check.
    package var shape: JSONShapeChecker.Report?
}

/// Why a tool refuses a payload, as the generated client does: it does not decode as the endpoint's type, or a
/// success condition fails on it.
package struct PayloadRejection: Error, Sendable, CustomStringConvertible {
    /// The conditions that fail, in contract spelling: `the payload decodes as LoginResult`, `token nonEmpty`.
    package var conditions: [String]
    /// The payload as far as it was checked.
    package var payload: CheckedPayload

    /// Whether the payload does not decode as its type at all (rather than decoding and failing a condition).
    package var breaksDecoding: Bool { payload.shape?.problems.contains(where: \.breaksDecoding) == true }

    /// The conditions, joined.
    package var description: String { conditions.joined(separator: ", ") }
}

extension Contract {
    /// What the answer of `status`, `headers` and `body` means for `endpoint`, sent with credentials or without;
    /// nil when the endpoint's envelope is not defined. (A caller reading many answers of one endpoint keeps an
    /// ``AnswerReader``.)
    package func meaning(
        ofAnswer status: Int, headers: [(name: String, value: String)] = [], body: some Collection<UInt8>,
        carriedCredentials: Bool, endpoint: Endpoint
    ) -> AnswerMeaning? {
        AnswerReader(contract: self, endpoint: endpoint).meaning(
            ofAnswer: status, headers: headers, body: body, carriedCredentials: carriedCredentials)
    }
}

/// The shared reading of one endpoint's answers, with what it needs made once: the endpoint's answer spec, its rules
/// and the contract's as data, and the tools' acceptance of a payload.
package struct AnswerReader: Sendable {
    private let spec: AnswerSpec?
    private let rules: ClassificationRules
    private let acceptance: PayloadAcceptance

    /// The reader of `endpoint`'s answers.
    package init(contract: Contract, endpoint: Endpoint) {
        spec = contract.answerSpec(for: endpoint)
        rules = contract.classificationRules(for: endpoint)
        acceptance = PayloadAcceptance(contract: contract, endpoint: endpoint)
    }

    /// What the answer of `status`, `headers` and `body` means, sent with credentials or without; nil when the
    /// endpoint's envelope is not defined.
    package func meaning(
        ofAnswer status: Int, headers: [(name: String, value: String)] = [], body: some Collection<UInt8>,
        carriedCredentials: Bool
    ) -> AnswerMeaning? {
        guard let spec else { return nil }
        let outcome = ExchangeReading.read(
            status: status, headers: headers, body: body, sent: SentRequest(carriedCredentials: carriedCredentials),
            spec: spec, building: .whole, accept: acceptance.accept)
        var classification: ClassificationRules.Match?
        if case .failure(let failure) = outcome { classification = rules.classify(failure.observation) }
        return AnswerMeaning(outcome: outcome, classification: classification)
    }
}

/// The tools' acceptance of a payload the shared reading found, standing for the generated client's typed decoding
/// and success conditions: the JSON checked against the contract's types (``JSONShapeChecker``), then the endpoint's
/// `require:` conditions (``RequirementCheck``).
struct PayloadAcceptance: Sendable {
    let contract: Contract
    let endpoint: Endpoint

    func accept(_ found: FoundPayload) -> Result<CheckedPayload, PayloadRejection> {
        let response = endpoint.response
        let root = PayloadPath(components: found.keys.map(PayloadPath.Component.key))
        switch response.payload {
        case .none:
            return .success(CheckedPayload(value: nil, path: root, shape: nil))
        case .message:
            let checked = CheckedPayload(value: nil, path: root, shape: nil)
            // A URL in the message is only held to being http(s); text is held to the endpoint's conditions.
            if response.type == .scalar(.url) {
                guard found.message.map(URLWire.isHTTPURL) == true else {
                    return .failure(PayloadRejection(conditions: ["httpURL"], payload: checked))
                }
                return .success(checked)
            }
            return conditions(on: found.message.map(JSONValue.string), type: nil, checked: checked)
        case .result, .body:
            let value = Self.withoutUndeclaredEnvelopeKeys(found, type: response.type, in: contract)
            var checked = CheckedPayload(value: value, path: root, shape: nil)
            guard let type = response.type else { return .success(checked) }
            let report = JSONShapeChecker(contract: contract).check(value, against: type, at: root)
            checked.shape = report
            if report.problems.contains(where: \.breaksDecoding) {
                return .failure(PayloadRejection(conditions: ["the payload decodes as \(type)"], payload: checked))
            }
            return conditions(on: value, type: type, checked: checked)
        }
    }

    /// The payload as the client's decoding reads it: the envelope's own keys beside the payload's fields are left
    /// out, except those the payload's model declares (it decodes them like any field).
    private static func withoutUndeclaredEnvelopeKeys(_ found: FoundPayload, type: TypeRef?, in contract: Contract)
        -> JSONValue
    {
        guard case .object(var members)? = found.json, !found.envelopeKeys.isEmpty else { return found.json ?? .null }
        let declared: Set<String> =
            if case .model(let name)? = type, let model = contract.model(named: name) {
                Set(model.fields.map(\.name))
            } else {
                []
            }
        for key in found.envelopeKeys where !declared.contains(key) { members[key] = nil }
        return .object(members)
    }

    private func conditions(
        on payload: JSONValue?, type: TypeRef?, checked: CheckedPayload
    ) -> Result<CheckedPayload, PayloadRejection> {
        let failed = endpoint.response.require.filter { requirement in
            RequirementCheck.failure(of: requirement, on: payload, payloadType: type, in: contract) != nil
        }
        guard failed.isEmpty else {
            return .failure(PayloadRejection(conditions: failed.map(\.description), payload: checked))
        }
        return .success(checked)
    }
}
