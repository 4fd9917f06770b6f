import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// What the client makes of a matched exchange's answer.
public enum Outcome: Sendable, Hashable {
    case success
    /// A failure of this class, with the failure body's codes.
    case failure(errorClass: String, code: Int?, errorCode: String?)
    /// Nothing to judge: the capture kept no answer or no body.
    case unknown
}

/// The class a failed answer gets, and the rule that gives it.
struct Classification: Sendable, Hashable {
    var errorClass: String
    var rule: ErrorRule
    /// How reports name the rule: `errorRules[7]` or `endpoints.login.errors[2]`.
    var place: String
}

/// An answer against the endpoint's response, read by the shared definition as the generated client reads it
/// (``Contract/meaning(ofAnswer:headers:body:carriedCredentials:endpoint:)``), and then checked for what the contract
/// does not anticipate: a success on a non-2xx status, codes in unreadable forms or not listed, a status echo that
/// disagrees, payload fields the types do not document, codes no rule or example names.
struct ResponseChecks {
    let contract: Contract
    let endpoint: Endpoint
    let response: HARResponse?
    /// Whether the captured request carried the session's credentials (what `when: authenticated` rules match).
    let carriedCredentials: Bool
    /// The codes the contract names for this endpoint.
    let documented: DocumentedCodes

    struct Result {
        var findings: [FindingDraft] = []
        var outcome: Outcome = .unknown
        /// The shared reading of the answer.
        var meaning: AnswerMeaning?
        var classification: Classification?
    }

    func run() -> Result {
        var result = Result()
        guard let response else {
            result.findings.append(missing("the capture holds no response (the request was aborted or blocked)"))
            // A capture without an answer tells no fault's kind or code: `other`.
            let observation = ExchangeObservation(
                transportFault: .other(code: 0), carriedCredentials: carriedCredentials)
            result.classification = classification(of: observation)
            result.outcome =
                result.classification.map { .failure(errorClass: $0.errorClass, code: nil, errorCode: nil) }
                ?? .unknown
            return result
        }
        if let defect = response.body.defect {
            result.findings.append(
                FindingDraft(
                    kind: .bodyUnreadable, message: defect,
                    note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)'")))
            return result
        }
        guard let data = response.body.data ?? (response.body.size == 0 ? Data() : nil) else {
            result.findings.append(missing("the capture kept no response body; the answer was not checked"))
            return result
        }
        guard
            let meaning = contract.meaning(
                ofAnswer: response.status, headers: response.headers.map { ($0.name, $0.value) }, body: data,
                carriedCredentials: carriedCredentials, endpoint: endpoint)
        else { return result }
        result.meaning = meaning
        if (300..<400).contains(response.status) { result.findings.append(redirect(response)) }
        result.findings += envelopeFindings(meaning, status: response.status)
        result.findings += payloadFindings(meaning)
        guard let observation = meaning.observation else {
            result.outcome = .success
            return result
        }
        let classification = classification(of: observation)
        result.classification = classification
        if let classification {
            result.outcome = .failure(
                errorClass: classification.errorClass, code: observation.failureCode,
                errorCode: observation.failureErrorCode)
            result.findings += undocumentedCode(observation, classification: classification)
        }
        return result
    }

    /// The class the contract's rules give `observation`, with the rule and how reports name it.
    private func classification(of observation: ExchangeObservation) -> Classification? {
        guard let match = contract.classificationRules(for: endpoint).classify(observation) else { return nil }
        switch match.place {
        case .endpoint(let index):
            return Classification(
                errorClass: match.errorClass, rule: endpoint.errorRules[index],
                place: "endpoints.\(endpoint.name).errors[\(index)]")
        case .contract(let index):
            return Classification(
                errorClass: match.errorClass, rule: contract.errorRules[index], place: "errorRules[\(index)]")
        }
    }

    private func missing(_ message: String) -> FindingDraft {
        FindingDraft(
            kind: .responseMissing, message: message, note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)'"))
    }

    private func redirect(_ response: HARResponse) -> FindingDraft {
        let target = response.redirectURL.flatMap { URLComponents(string: $0)?.host }.map { " to host \($0)" } ?? ""
        return FindingDraft(
            kind: .redirect,
            message: "answered HTTP \(response.status)\(target); the generated client never follows redirects",
            note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)'"))
    }

    /// What the envelope's own fields say against the contract, as the one reading read them (``AnswerMeaning/envelope``,
    /// the status echo from its observation): the body is never parsed a second time, so a field verify reads is read
    /// as the client reads it (`"statusCode": "500"` is 500).
    private func envelopeFindings(_ meaning: AnswerMeaning, status: Int) -> [FindingDraft] {
        guard let envelope = contract.envelope(for: endpoint), let reading = meaning.envelope else { return [] }
        let note = (envelope.provenance.mark, "envelope '\(envelope.name)'")
        var drafts: [FindingDraft] = []
        if case .failure(let failure) = meaning.outcome, case .unsuccessfulStatus = failure.reason {
            drafts.append(
                FindingDraft(
                    kind: .successStatus, message: "the envelope says success, but the HTTP status is \(status)",
                    note: (note.0, note.1 + ": success needs the flag and a 2xx status")))
        }
        // Where the code decides nothing (style flag), the client ignores one it cannot read.
        if envelope.traits.decider != .businessCode, let code = reading.unreadableCode {
            drafts.append(
                FindingDraft(
                    kind: .codeMalformed,
                    message:
                        "\(code.field) arrived as \(code.value.foundDescription); the client ignores a code it cannot "
                        + "read",
                    jsonPath: code.field.description, note: note))
        }
        // In style flag the listed codes document what success carries; in style code they decide it.
        if !envelope.traits.successCodesDecide, case .success(let success) = meaning.outcome,
            !envelope.successCodes.isEmpty,
            let field = envelope.codeField, let code = success.envelope.code, !envelope.successCodes.contains(code)
        {
            let listed = envelope.successCodes.map(\.description).joined(separator: ", ")
            drafts.append(
                FindingDraft(
                    kind: .successCodeUnlisted,
                    message: "a success carried \(field) \(code); the contract lists \(listed)",
                    jsonPath: field.description, note: (note.0, note.1 + ": `successCodes: [\(listed)]`")))
        }
        if let field = envelope.statusCodeField, let value = meaning.statusEcho, value != status {
            drafts.append(
                FindingDraft(
                    kind: .statusCodeMismatch, message: "\(field) is \(value), but the HTTP status is \(status)",
                    jsonPath: field.description, note: note))
        }
        return drafts
    }

    /// Problems of the payload that the contract does not anticipate. A value the success conditions name (a missing
    /// `userInfo` where `userInfo present` is required) or a body that is none of a union's variants is a failure
    /// the contract classifies, not a disagreement.
    private func payloadFindings(_ meaning: AnswerMeaning) -> [FindingDraft] {
        guard let checked = meaning.checkedPayload, let shape = checked.shape else { return [] }
        let root = checked.path
        let conditions = endpoint.response.require.map(\.path)
        let unlisted = shape.unlistedEnumValues.map { value in
            let enumeration = contract.enumeration(named: value.enumeration)
            let values = enumeration?.cases.map(\.value.description).joined(separator: ", ") ?? ""
            return FindingDraft(
                kind: .enumValueUnlisted,
                message: "\(value.path) arrived as \(value.value), which no case of enum '\(value.enumeration)' "
                    + "documents; the client keeps it as `unknown`",
                jsonPath: "\(value.path)",
                note: enumeration.map { ($0.provenance.mark, "enum '\($0.name)' documents \(values)") })
        }
        return unlisted
            + shape.problems.compactMap { problem in
                let relative = Array(problem.path.components.dropFirst(root.components.count))
                let keys = relative.compactMap { component -> String? in
                    if case .key(let key) = component { return key }
                    return nil
                }
                let isCondition =
                    (problem.kind == .missing || problem.kind == .null) && keys.count == relative.count
                    && conditions.contains { Array($0.prefix(keys.count)) == keys }
                if isCondition || (problem.kind == .noVariant && relative.isEmpty) { return nil }
                return FindingDraft(
                    kind: problem.breaksDecoding ? .payloadInvalid : .payloadUndocumented,
                    message: ShapeWording.sentence(problem)
                        + (problem.breaksDecoding ? "; the client classifies the answer as a failure" : ""),
                    jsonPath: "\(problem.path)", note: ShapeWording.note(for: problem, contract: contract))
            }
    }

    /// A failure code that no rule and no example names: only a general rule classifies it.
    private func undocumentedCode(_ facts: ExchangeObservation, classification: Classification) -> [FindingDraft] {
        let known = documented
        let note = (
            classification.rule.provenance.mark, "\(classification.place) classifies it \(classification.errorClass)"
        )
        if let code = facts.failureCode, !known.codes.contains(code) {
            return [
                FindingDraft(
                    kind: .codeUndocumented,
                    message: "business code \(code) is named by no rule or example; the client classifies it "
                        + "\(classification.errorClass) (\(classification.place))", note: note)
            ]
        }
        if let code = facts.failureErrorCode, !known.errorCodes.contains(code) {
            return [
                FindingDraft(
                    kind: .codeUndocumented,
                    message: "error code \(Quoting.quoted(code)) is named by no rule or example; the client classifies "
                        + "it \(classification.errorClass) (\(classification.place))", note: note)
            ]
        }
        return []
    }
}

/// The failure codes a contract names for an endpoint: in its rules and the endpoint's, and in any example.
struct DocumentedCodes {
    var codes: Set<Int> = []
    var errorCodes: Set<String> = []

    init(contract: Contract, endpoint: Endpoint) {
        for rule in contract.errorRules + endpoint.errorRules {
            codes.formUnion(rule.codes)
            errorCodes.formUnion(rule.errorCodes)
        }
        // What each failure example's envelope says, as the one reading reads it (a redirect, a body that is no JSON
        // and no envelope say no code), so a code is documented exactly when a client would have seen it.
        for documented in contract.endpoints {
            let reader = AnswerReader(contract: contract, endpoint: documented)
            for example in documented.examples {
                guard case .failure(_, let code, let errorCode) = example.expectation else { continue }
                if let code { codes.insert(code) }
                if let errorCode { errorCodes.insert(errorCode) }
                guard
                    let reading = reader.meaning(
                        ofAnswer: example.status, headers: example.responseHeaders.map { ($0.name, $0.value) },
                        body: Array(example.response.utf8),
                        carriedCredentials: example.sentSignedIn(for: documented.auth) ?? false)?.envelope
                else { continue }
                if let value = reading.numericCode { codes.insert(value) }
                if let value = reading.textCode ?? reading.errorCode { errorCodes.insert(value) }
            }
        }
    }
}
