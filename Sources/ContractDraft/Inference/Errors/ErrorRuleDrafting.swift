import Contract
import WireVocabulary

/// The error classes and rules of a draft: the usual ones of this family (transport faults, redirects, a token
/// refused, business failures, 4xx, 5xx, bodies that are no JSON or no envelope), and one rule with a placeholder
/// class for each business code (or string error code) the failures carried.
enum ErrorRuleDrafting {
    /// A code the failures carried: where, how often, and the first message (already scrubbed of secrets).
    struct SeenCode {
        var code: BusinessCode
        var endpoints: [String]
        var count: Int
        var message: String?
        /// The distinct messages the code came with, as sent (never written out as they are: see `messageTests`).
        var messages: [String] = []
        /// The tests that tell the code's messages apart, when it came with several (``MessageRuleDrafting``).
        var messageTests: [MessageTest] = []
    }

    /// At most this many codes get a class of their own; the rest fall to the `success: false` rule.
    static let codesRuled = 50

    static func draft(
        codes: [SeenCode], hasAuth: Bool, envelopes: [EnvelopeFormat], refreshing: BusinessCode? = nil,
        guesses: inout GuessBook
    ) -> (classes: [ErrorClass], rules: [ErrorRule]) {
        var classes: [ErrorClass] = []
        var rules: [ErrorRule] = []
        func use(_ name: String, _ make: () -> ErrorClass) {
            if !classes.contains(where: { $0.name == name }) { classes.append(make()) }
        }
        func ordinary(_ name: String, when: String, action: String, retryable: Bool = false) -> ErrorClass {
            ErrorClass(
                name: name, when: when, invalidatesSession: false, keepsCredentials: true, isRetryable: retryable,
                action: action, provenance: DraftProvenance.none)
        }
        let decides = envelopes.contains { $0.traits.decider.isInBody }
        let numeric = envelopes.contains { $0.traits.admitsCode && $0.codeField != nil && $0.codeKind == .int }
        let textual = envelopes.contains {
            $0.errorCodeField != nil || $0.problemDetails
                || ($0.traits.admitsCode && $0.codeField != nil && $0.codeKind == .string)
        }
        rules.append(ErrorRule(transport: [.cancelled], errorClass: "cancelled", provenance: DraftProvenance.none))
        use("cancelled") {
            ordinary("cancelled", when: "The caller cancelled the request", action: "End the task silently.")
        }
        rules.append(
            ErrorRule(
                transport: [.timeout, .offline, .cannotConnect, .connectionLost, .other], errorClass: "connectivity",
                provenance: DraftProvenance.none))
        use("connectivity") {
            ordinary(
                "connectivity", when: "Timeout, offline, lost connection, HTTP 5xx, or a body that is not JSON",
                action: "Show a connection failure and offer to retry.", retryable: true)
        }
        rules.append(
            ErrorRule(transport: [.responseTooLarge], errorClass: "invalidResponse", provenance: DraftProvenance.none))
        rules.append(
            ErrorRule(http: [.init(300, 399)], errorClass: "invalidResponse", provenance: DraftProvenance.none))
        if hasAuth {
            rules.append(
                ErrorRule(
                    http: [.init(401, 401)], when: .authenticated, errorClass: "sessionExpired",
                    provenance: DraftProvenance.none))
            use("sessionExpired") {
                ErrorClass(
                    name: "sessionExpired", when: "HTTP 401 on a request that carried the credentials",
                    invalidatesSession: true, keepsCredentials: false, isRetryable: false,
                    action: "Drop the session and sign in again.", provenance: DraftProvenance.none)
            }
        }
        for seen in codes.prefix(codesRuled) {
            let usable: Bool
            switch seen.code {
            case .int: usable = numeric
            case .string: usable = textual
            }
            guard usable else { continue }
            let name = Naming.unique(placeholderName(seen.code), among: Set(classes.map(\.name)))
            let rule: ErrorRule
            switch seen.code {
            case .int(let number): rule = ErrorRule(codes: [number], errorClass: name, provenance: DraftProvenance.none)
            case .string(let text):
                rule = ErrorRule(errorCodes: [text], errorClass: name, provenance: DraftProvenance.none)
            }
            var messageClasses: [String] = []
            for (number, test) in seen.messageTests.enumerated() {
                let messageClass = Naming.unique(
                    "\(name)Message\(number + 1)", among: Set(classes.map(\.name) + [name]))
                messageClasses.append(messageClass)
                var messageRule = rule
                messageRule.message = test
                messageRule.errorClass = messageClass
                rules.append(messageRule)
                use(messageClass) {
                    ordinary(
                        messageClass, when: "Business code \(seen.code) with the message \(test)",
                        action: "Name this class for what the app does about it.")
                }
                guesses.add(
                    Guess(
                        .errorClass,
                        "a placeholder for code \(seen.code) with the message \(test): name it and set its flags, or"
                            + " delete it where the message does not change what the app does (a test by message holds"
                            + " only while the server's wording does)"),
                    at: .errorClass(messageClass))
            }
            rules.append(rule)
            let shown = seen.endpoints.prefix(3).joined(separator: ", ") + (seen.endpoints.count > 3 ? ", …" : "")
            var when = "Business code \(seen.code) (seen \(seen.count) times, on \(shown))"
            if let message = seen.message { when += ", e.g. \"\(message)\"" }
            use(name) { ordinary(name, when: when, action: "Name this class for what the app does about it.") }
            guesses.add(
                Guess(.errorClass, "a placeholder for code \(seen.code): name it and set its flags"),
                at: .errorClass(name))
            if seen.code == refreshing {
                markRefreshing(name, plus: messageClasses, in: &classes, guesses: &guesses)
            }
        }
        if decides {
            rules.append(ErrorRule(success: false, errorClass: "business", provenance: DraftProvenance.none))
            use("business") {
                ordinary(
                    "business", when: "Any other failure the envelope reports", action: "Show the server's message.")
            }
        }
        rules.append(
            ErrorRule(http: [.init(400, 499)], errorClass: "requestRejected", provenance: DraftProvenance.none))
        use("requestRejected") {
            ordinary("requestRejected", when: "Another HTTP 4xx", action: "Report the rejection with its status.")
        }
        rules.append(ErrorRule(http: [.init(500, 599)], errorClass: "connectivity", provenance: DraftProvenance.none))
        rules.append(ErrorRule(body: .notJSON, errorClass: "connectivity", provenance: DraftProvenance.none))
        if decides {
            rules.append(ErrorRule(body: .notEnvelope, errorClass: "invalidResponse", provenance: DraftProvenance.none))
        }
        rules.append(ErrorRule(conditionsFailed: true, errorClass: "invalidResponse", provenance: DraftProvenance.none))
        rules.append(ErrorRule(otherwise: true, errorClass: "invalidResponse", provenance: DraftProvenance.none))
        use("invalidResponse") {
            ordinary(
                "invalidResponse",
                when:
                    "A redirect, an answer over the size limit, JSON that is not the envelope, or a success that fails its conditions",
                action: "Treat as a failure and store nothing.")
        }
        return (classes, rules)
    }

    /// Says `refreshes: true` on the classes of the code a cookie session's refresh follows (`name`, and its
    /// classes by message, those of them that exist), with the guess at each.
    private static func markRefreshing(
        _ name: String, plus messageClasses: [String], in classes: inout [ErrorClass], guesses: inout GuessBook
    ) {
        for index in classes.indices where classes[index].name == name || messageClasses.contains(classes[index].name) {
            classes[index].refreshes = true
            guesses.add(
                Guess(
                    .cookieRefresh,
                    "the answer before each renewal of the cookie session carried this code: `refreshes: true` starts the refresh"
                ), at: .errorClass(classes[index].name))
        }
    }

    /// `code1001`, `codeMinus1`, `errorAuthFailure`.
    static func placeholderName(_ code: BusinessCode) -> String {
        switch code {
        case .int(let number): number < 0 ? "codeMinus\(-number)" : "code\(number)"
        case .string(let text): "error" + Naming.upperCamel(Naming.words(text), fallback: "Code")
        }
    }
}
