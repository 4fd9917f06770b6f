import XCTest

@testable import SwiftPlan

/// How error rules become `classify(_:operation:)`: the endpoint's own rules first, then each contract rule in order
/// as an `if` under a comment that reads it (a run of rules testing one value becomes one `switch`), then the
/// catch-all.
final class RuleTranslatorSnippetTests: XCTestCase {
    /// A contract whose rules are `rules` (lines under `errorRules:`) and then the catch-all, over an envelope with
    /// codes and error codes.
    private func contract(rules: String) -> String {
        """
        envelopes:
          standard: { style: flag, success: success, code: code, errorCode: error, message: message, payload: result }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          special: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
        \(rules)
          - { otherwise: true, class: failed }
        endpoints:
          ping: { method: GET, path: /ping, response: { envelope: standard, payload: none } }
        """
    }

    func testOnlyTheCatchAllReturnsItsClassAfterTheEndpointsOwnRules() throws {
        try assertSnippet(
            contract: """
                errorRules:
                  - { otherwise: true, class: failed, source: tiny.md#9 }
                """,
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // anything else → failed (tiny.md#9)
                    return .failed
                }
                """)
    }

    func testTransportAndLocalRulesTestFaultsBeforeAnyAnswer() throws {
        try assertSnippet(
            contract: contract(
                rules: """
                      - { transport: [timeout, offline], class: special }
                      - { local: invalidInput, class: failed }
                    """),
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // transport timeout/offline → special
                    if observation.isTransportFault([.timeout, .offline]) { return .special }
                    // refused locally (invalidInput) → failed
                    if observation.isLocalRejection([.invalidInput]) { return .failed }
                    // anything else → failed
                    return .failed
                }
                """)
    }

    func testAnHTTPRuleTestsAStatusOrARange() throws {
        try assertSnippet(
            contract: contract(rules: "  - { http: [401, 500..599], class: special }"),
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // HTTP 401, 500..599 → special
                    if observation.httpStatus(in: [401...401, 500...599]) { return .special }
                    // anything else → failed
                    return .failed
                }
                """)
    }

    func testACodeRuleTestsTheEnvelopesBusinessCode() throws {
        try assertSnippet(
            contract: contract(rules: "  - { code: [1001, 1002], success: false, class: special }"),
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // code 1001, 1002, success=false → special
                    if observation.failureCode(in: [1001, 1002]) && observation.isEnvelopeFailure { return .special }
                    // anything else → failed
                    return .failed
                }
                """)
    }

    func testAnErrorCodeRuleTestsTheStringCode() throws {
        try assertSnippet(
            contract: contract(rules: "  - { errorCode: TOKEN_EXPIRED, class: special }"),
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // errorCode TOKEN_EXPIRED → special
                    if observation.failureErrorCode(in: ["TOKEN_EXPIRED"]) { return .special }
                    // anything else → failed
                    return .failed
                }
                """)
    }

    func testABodyRuleTestsWhatTheBodyWas() throws {
        try assertSnippet(
            contract: contract(
                rules: """
                      - { body: notJSON, class: special }
                      - { body: notEnvelope, class: failed }
                    """),
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // body notJSON → special
                    if observation.isNotJSON { return .special }
                    // body notEnvelope → failed
                    if observation.isNotEnvelope { return .failed }
                    // anything else → failed
                    return .failed
                }
                """)
    }

    func testAWhenRuleTestsWhetherTheRequestCarriedAToken() throws {
        try assertSnippet(
            contract: """
                auth:
                  token: { header: X-Token }
                errorClasses:
                  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                  expired: { invalidatesSession: true, keepsCredentials: false, retryable: false }
                  denied: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                errorRules:
                  - { http: 401, when: authenticated, class: expired }
                  - { http: 401, when: unauthenticated, class: denied }
                  - { otherwise: true, class: failed }
                """,
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // HTTP 401, authenticated → expired
                    if observation.httpStatus(in: [401...401]) && observation.carriedCredentials { return .expired }
                    // HTTP 401, unauthenticated → denied
                    if observation.httpStatus(in: [401...401]) && !observation.carriedCredentials { return .denied }
                    // anything else → failed
                    return .failed
                }
                """)
    }

    func testAConditionsRuleTestsTheSuccessConditions() throws {
        try assertSnippet(
            contract: contract(rules: "  - { conditions: failed, class: special }"),
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    // success conditions failed → special
                    if observation.conditionsFailed { return .special }
                    // anything else → failed
                    return .failed
                }
                """)
    }

    func testARunOfRulesTestingOneValueIsOneSwitchEndingInTheCatchAll() throws {
        try assertSnippet(
            contract: contract(
                rules: """
                      - { http: 404, class: special }
                      - { http: 500..599, class: failed }
                    """),
            member: { $0.rules.classify },
            equals: """
                /// Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in order; the first
                /// match wins.
                public static func classify(
                    _ observation: ExchangeObservation,
                    operation: TinyOperation
                ) -> TinyErrorClass {
                    if let endpointClass = operation.endpointRules(observation) { return endpointClass }
                    switch observation.httpStatus {
                    // HTTP 404 → special
                    case 404: return .special
                    // HTTP 500..599 → failed
                    case (500...599)?: return .failed
                    // anything else → failed
                    default: return .failed
                    }
                }
                """)
    }

    func testAnEndpointsOwnRulesAreAClosureOfItsOperation() throws {
        try assertSnippet(
            contract: """
                envelopes:
                  standard: { style: flag, success: success, code: code, message: message, payload: result }
                errorClasses:
                  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                  badToken: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                endpoints:
                  login:
                    method: POST
                    path: /login
                    auth: none
                    response: { envelope: standard, payload: none }
                    errors:
                      1001: badToken
                      1002: badToken
                """,
            member: { $0.endpoints[0].operationExtension.operation },
            equals: """
                /// `POST /login`: sends no token; never retried automatically.
                public static let login = TinyOperation(
                    spec: EndpointSpec(
                        name: "login",
                        method: .post,
                        path: "/login",
                        carriesToken: false,
                        sendsTenant: false,
                        role: .write,
                        retry: .never,
                        envelope: TinyContract.standardEnvelope,
                        payload: .nothing
                    ),
                    endpointRules: { observation in
                        switch observation.failureCode {
                        // code 1001 → badToken
                        case 1001: return .badToken
                        // code 1002 → badToken
                        case 1002: return .badToken
                        default: return nil
                        }
                    }
                )
                """)
    }
}
