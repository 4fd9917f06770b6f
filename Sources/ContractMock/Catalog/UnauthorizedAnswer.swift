import Contract
import Foundation
import TextFoundation

/// What the mock answers a request that lacks the token its endpoint requires.
///
/// In order: the endpoint's first example with HTTP status 401 that expects the class the contract gives a refused
/// token (the class of its plain `http: 401` rule); else the first such example of any endpoint that carries a
/// token; else a body the mock makes from the endpoint's envelope (docs/mock.md).
enum UnauthorizedAnswer {
    static func answer(for endpoint: Endpoint, in contract: Contract) -> CannedAnswer {
        let refusedClass = refusedTokenClass(in: contract)
        func fits(_ example: Example) -> Bool {
            guard example.status == 401 else { return false }
            guard let refusedClass else { return true }
            if case .failure(let errorClass, _, _) = example.expectation { return errorClass == refusedClass }
            return false
        }
        let candidates = [endpoint] + contract.endpoints.filter { $0.auth == .token && $0.name != endpoint.name }
        for candidate in candidates {
            if let example = candidate.examples.first(where: fits) { return CannedAnswer(example: example) }
        }
        return synthesized(for: endpoint, in: contract)
    }

    /// The class of the first rule that maps HTTP 401 alone (on a request with a token, or whatever it carried).
    static func refusedTokenClass(in contract: Contract) -> String? {
        contract.errorRules.first { rule in
            rule.http.contains { $0.contains(401) } && rule.when != .unauthenticated && rule.codes.isEmpty
                && rule.errorCodes.isEmpty && rule.success == nil && rule.body == nil && rule.transport.isEmpty
                && rule.local.isEmpty && !rule.conditionsFailed
        }?.errorClass
    }

    /// A failure in the endpoint's envelope: the flag false, code and status code 401, an error code
    /// `UNAUTHORIZED`, a message, and a null payload, for whichever of these fields the envelope names.
    static func synthesized(for endpoint: Endpoint, in contract: Contract) -> CannedAnswer {
        let envelope = contract.envelope(named: endpoint.response.envelope)
        var members = JSONObject()
        if let field = envelope?.successField { members[field] = false }
        if let field = envelope?.codeField { members[field] = 401 }
        if let field = envelope?.statusCodeField { members[field] = 401 }
        if let field = envelope?.errorCodeField { members[field] = "UNAUTHORIZED" }
        if let field = envelope?.payloadField, envelope?.style == .flag { members[field] = .null }
        members[envelope?.messageField ?? "message"] = "mock: this endpoint requires a token"
        return CannedAnswer.json(status: 401, members, label: "(made by the mock: no 401 example)")
    }
}
