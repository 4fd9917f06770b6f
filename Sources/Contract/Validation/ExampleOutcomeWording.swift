import TextFoundation
import WireVocabulary

/// How lint says why the shared reading of an example's answer is not what the example expects: the reason in the
/// contract's words, the rule that classifies it, and where in the example to look.
struct ExampleOutcomeWording {
    let contract: Contract
    let endpoint: Endpoint
    let example: Example

    private var envelopeName: String { endpoint.response.envelope }

    /// Why the answer is a failure.
    func reason(_ failure: ExchangeOutcome<CheckedPayload, PayloadRejection>.Failure) -> String {
        switch failure.reason {
        case .redirect:
            return "HTTP \(example.status) is a redirect, which the client never follows"
        case .notJSON:
            return "the response is not JSON"
        case .notEnvelope(let mismatch):
            return "the response is not envelope '\(envelopeName)': \(mismatch)"
        case .reported:
            let code =
                failure.observation.failureCode.map { " (code \($0))" }
                ?? failure.observation.failureErrorCode.map { " (error code \(JSONQuoting.quoted($0)))" } ?? ""
            let codes = endpoint.response.successCodes.map { codes in
                " with the endpoint's success codes ("
                    + (codes.isEmpty ? "none" : codes.map(\.quotedForMessage).joined(separator: ", ")) + ")"
            }
            return "envelope '\(envelopeName)'\(codes ?? "") reads it as a failure\(code)"
        case .unsuccessfulStatus:
            return "the envelope says success, but its HTTP status is \(example.status)"
        case .payloadRule(let test):
            return "the payload rule '\(test)' makes it a failure"
        case .unmet(let condition):
            return "success condition '\(condition)' fails"
        case .refused(let rejection):
            return rejection.conditions.map { "'\($0)' fails" }.joined(separator: ", ")
        }
    }

    /// `; the rules classify it business (errorRules[6])`, or nothing where no rule does.
    func classified(_ meaning: AnswerMeaning) -> String {
        guard let match = meaning.classification else { return "" }
        return "; the rules classify it \(match.errorClass) (\(rulePlace(meaning)))"
    }

    /// `errorRules[6]`, `endpoints.login.errors[0]`.
    func rulePlace(_ meaning: AnswerMeaning) -> String {
        switch meaning.classification?.place {
        case .endpoint(let index)?: "endpoints.\(endpoint.name).errors[\(index)]"
        case .contract(let index)?: "errorRules[\(index)]"
        case nil: "no rule"
        }
    }

    /// The key of the example the reason concerns.
    func place(of reason: FailureReason<PayloadRejection>) -> String {
        switch reason {
        case .redirect, .unsuccessfulStatus: "status"
        case .unmet(let condition) where condition.hasPrefix("Set-Cookie"): "headers"
        default: "response"
        }
    }

    /// What to do about it, where the reason says.
    func hint(_ failure: ExchangeOutcome<CheckedPayload, PayloadRejection>.Failure) -> String? {
        switch failure.reason {
        case .notJSON: "a non-JSON body is only an example of a failure (`expect: { class: … }`)"
        case .unmet(let condition) where condition.hasPrefix("Set-Cookie"):
            setCookieHint
        case .unmet(let condition):
            cookieFieldHint(condition)
        default: nil
        }
    }
}

extension ExampleOutcomeWording {
    /// How an example shows a sign-in's (or the session's refresh's) answer setting every session cookie: the point
    /// first, each name quoted on its own and the sample header last, so bounding a long quote (``QuotedTextBound``)
    /// never cuts the advice.
    private var setCookieHint: String {
        let names = contract.auth?.session?.cookies.map(\.name) ?? []
        let setter = contract.auth?.session?.refreshedBy == endpoint.name ? "the session's refresh" : "a sign-in"
        return "\(setter)'s answer sets every session cookie ("
            + names.map { "'\($0)'" }.joined(separator: ", ")
            + "): give the example's `headers:` a `Set-Cookie` that sets each, several cookies in one header separated "
            + "by commas, e.g. `headers: { Set-Cookie: \"" + names.map { "\($0)=…; Path=/" }.joined(separator: ", ")
            + "\" }`"
    }

    /// For a sign-in whose cookies travel in a payload field (`cookie sets MUSIC_U`): how the field holds them.
    private func cookieFieldHint(_ condition: String) -> String? {
        guard let session = contract.auth?.session,
            let field = session.deliveries.values.lazy.compactMap({ delivery -> FieldPath? in
                guard case .field(let field) = delivery.source, condition.hasPrefix("\(field) sets ") else {
                    return nil
                }
                return field
            }).first
        else { return nil }
        let names = session.cookies.map(\.name)
        return "a sign-in's answer holds every session cookie ("
            + names.map { "'\($0)'" }.joined(separator: ", ")
            + "): give the payload's `\(field)` field the `name=value` pairs, separated by `;`, e.g. `\""
            + names.map { "\($0)=…" }.joined(separator: "; ") + "\"`"
    }
}

extension BusinessCode {
    /// `1001`, `"AuthFailure"`: how a message quotes a code.
    var quotedForMessage: String {
        switch self {
        case .int(let number): String(number)
        case .string(let text): JSONQuoting.quoted(text)
        }
    }
}
