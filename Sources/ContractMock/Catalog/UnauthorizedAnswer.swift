import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// What the mock answers a request that lacks the token its endpoint requires: what the contract's server says to a
/// refused token, in the endpoint's envelope (HTTP 401 for Zing, HTTP 200 with a business code for a code envelope).
///
/// The class of a refused token is the class of the contract's first rule that maps HTTP 401 alone; in a contract
/// without one, the class of its first code rule whose class ends or refreshes the session (WeChat's 40001 or 42001).
/// The answer is, in order: the endpoint's first example that expects that class (with HTTP 401 where the class comes
/// from a 401 rule); else the first such example of any endpoint that carries a token; else a body the mock makes
/// from the endpoint's envelope (docs/mock.md).
enum UnauthorizedAnswer {
    static func answer(for endpoint: Endpoint, in contract: Contract) -> CannedAnswer {
        let refused = refusedToken(in: contract)
        func fits(_ example: Example) -> Bool {
            if refused?.byStatus != false, example.status != 401 { return false }
            guard let refused else { return true }
            if case .failure(let errorClass, _, _) = example.expectation { return errorClass == refused.errorClass }
            return false
        }
        let candidates = [endpoint] + contract.endpoints.filter { $0.auth == .token && $0.name != endpoint.name }
        for candidate in candidates {
            if let example = candidate.examples.first(where: fits) { return CannedAnswer(example: example) }
        }
        return synthesized(for: endpoint, in: contract, code: refused?.code, message: refused?.message)
    }

    /// The class of a refused token, whether a 401 rule gives it, and the code (and message test) of the rule that does
    /// otherwise.
    static func refusedToken(
        in contract: Contract
    ) -> (errorClass: String, byStatus: Bool, code: BusinessCode?, message: MessageTest?)? {
        if let byStatus = refusedTokenClass(in: contract) { return (byStatus, true, nil, nil) }
        let sessionClasses = Set(
            contract.errorClasses.filter { $0.invalidatesSession || $0.refreshes }.map(\.name))
        let rule = contract.errorRules.first { rule in
            (!rule.codes.isEmpty || !rule.errorCodes.isEmpty) && rule.when != .unauthenticated
                && sessionClasses.contains(rule.errorClass)
        }
        guard let rule else { return nil }
        let code = rule.codes.first.map(BusinessCode.int) ?? rule.errorCodes.first.map(BusinessCode.string)
        return (rule.errorClass, false, code, rule.message)
    }

    /// The class of the first rule that maps HTTP 401 alone (on a request with a token, or whatever it carried). A
    /// range such as `400..499` says what any client error means, not what a refused token is.
    static func refusedTokenClass(in contract: Contract) -> String? {
        contract.errorRules.first { rule in
            rule.http.contains { $0.lower == 401 && $0.upper == 401 } && rule.when != .unauthenticated
                && rule.codes.isEmpty
                && rule.errorCodes.isEmpty && rule.success == nil && rule.body == nil && rule.transport.isEmpty
                && rule.local.isEmpty && !rule.conditionsFailed && rule.message == nil
        }?.errorClass
    }

    /// A failure in the endpoint's envelope, for whichever fields the envelope names: a flag envelope's flag false
    /// with code and status code 401 (HTTP 401); a code envelope's refused-token code (HTTP 200, as such APIs answer);
    /// without an envelope, an error code `UNAUTHORIZED`, or problem details (HTTP 401). Always a message: one the
    /// rule's message test accepts, where it has one.
    static func synthesized(
        for endpoint: Endpoint, in contract: Contract, code: BusinessCode? = nil, message test: MessageTest? = nil
    ) -> CannedAnswer {
        let envelope = contract.envelope(for: endpoint)
        var body: JSONValue = .object(JSONObject())
        func set(_ field: FieldPath?, _ value: JSONValue) {
            if let field { body = field.setting(value, in: body) }
        }
        let status = envelope?.traits.refusalStatus ?? 401
        switch envelope?.traits.decider {
        case .businessCode?:
            switch code {
            case .int(let number)?: set(envelope?.codeField, .int(number))
            case .string(let text)?: set(envelope?.codeField, .string(text))
            case nil: set(envelope?.codeField, envelope?.codeKind == .string ? "UNAUTHORIZED" : 401)
            }
        case .successFlag?:
            set(envelope?.successField, false)
            set(envelope?.codeField, 401)
            set(envelope?.payloadField, .null)
        case .httpStatus?, nil:
            if envelope?.problemDetails == true {
                body = ["type": "about:blank", "title": "Unauthorized", "status": 401]
            }
        }
        set(envelope?.statusCodeField, 401)
        set(envelope?.errorCodeField, "UNAUTHORIZED")
        let message = test?.fittingText ?? "mock: this endpoint requires a token"
        if let field = envelope?.messageField {
            set(field, .string(message))
        } else if envelope?.problemDetails == true {
            body = FieldPath("detail").setting(.string(message), in: body)
        } else {
            body = FieldPath("message").setting(.string(message), in: body)
        }
        var answer = CannedAnswer.json(
            status: status, body.object ?? JSONObject(), label: "(made by the mock: no 401 example)")
        if envelope?.problemDetails == true {
            answer.headers = [HTTPHeaderField(name: "Content-Type", value: "application/problem+json")]
        }
        return answer
    }
}
