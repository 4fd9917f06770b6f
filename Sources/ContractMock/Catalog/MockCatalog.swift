import Contract
import TextFoundation
import WireVocabulary

/// Everything a mock serves for one contract and scenario, decided before the first request: each endpoint's route,
/// the answers it can give by name, the one it gives by default, and its answers to a missing token and to a body
/// over the limit.
public struct MockCatalog: Sendable {
    /// One endpoint as the mock serves it.
    struct Route: Sendable {
        let endpoint: Endpoint
        let template: RouteTemplate
        /// Every answer that a request may choose by name: the endpoint's examples, then the scenario's own.
        let answers: [CannedAnswer]
        /// What a request that names no example gets.
        let defaultAnswer: CannedAnswer
        /// What a request that names no example and carries no credentials gets, for an endpoint of optional
        /// authentication with an example sent signed out; nil otherwise.
        let signedOutAnswer: CannedAnswer?
        /// What a request without the token gets; nil where the endpoint sends none.
        let unauthorized: CannedAnswer?
        /// What a request whose body is over the limit gets.
        let tooLarge: CannedAnswer
        /// The values the client computes per call that a request must carry (``Contract/perCallValues(for:)``).
        var perCallValues: [PerCallValue] = []
        /// The values the app's signer adds that a request must carry (``Contract/signedValues(for:)``).
        var signedValues: [SignedValue] = []
        /// The endpoint's envelope, where a paginated endpoint's success holds its payload (``PagedAnswer``).
        var envelope: Envelope? = nil

        /// The answer of the example with this name.
        func answer(named name: String) -> CannedAnswer? { answers.first { $0.exampleName == name } }
    }

    /// A scenario that the contract does not have.
    public struct UnknownScenario: Error, CustomStringConvertible {
        /// The name asked for.
        public var name: String
        /// The scenarios the contract has.
        public var available: [String]

        /// What to tell the user: the name, and the ones there are.
        public var description: String {
            available.isEmpty
                ? "the contract has no scenarios, so there is no '\(name)'"
                : "no scenario '\(name)'; the contract has \(available.joined(separator: ", "))"
        }
    }

    /// The contract's module name, for the banner.
    public let module: String
    /// The scenario served, if any.
    public let scenario: String?
    let routes: [Route]
    /// Where an authenticated endpoint requires its token, if the contract has auth.
    let token: TokenPlacement?
    /// The session cookies an authenticated endpoint requires, for a cookie session.
    let session: CookieSession?
    /// The endpoints whose successful answers end the session (`auth.session.endsBy` or `auth.token.endsBy`).
    let sessionEnders: Set<String>
    /// Headers the contract says a client never sends.
    let forbiddenHeaders: [String]
    /// Each named server other than the default, with the path prefix its endpoints are served under (`/passport`),
    /// in contract order; the default server's endpoints are served at the root.
    public let serverPrefixes: [(server: String, prefix: String)]

    /// The catalog of `contract` playing `scenario`; without one, the contract's `default` scenario if it has one.
    public init(contract: Contract, scenario requested: String? = nil) throws(UnknownScenario) {
        let scenario: Scenario?
        if let requested {
            guard let found = contract.scenario(named: requested) else {
                throw UnknownScenario(name: requested, available: contract.scenarios.map(\.name))
            }
            scenario = found
        } else {
            scenario = contract.scenario(named: Scenario.defaultName)
        }
        module = contract.info.module
        self.scenario = scenario?.name
        token = contract.auth?.token?.placement
        session = contract.auth?.session?.wire
        sessionEnders = Set(contract.auth?.signOuts ?? [])
        forbiddenHeaders = contract.headers.never
        routes = contract.endpoints.map { Self.route($0, scenario: scenario, contract: contract) }
        serverPrefixes = contract.additionalServers.map { ($0.name, "/" + $0.name) }
    }

    /// The path prefix the mock serves `endpoint` under: `/<server>` for a named server other than the default
    /// (server names are URL-safe: lint allows letters, digits, `-` and `_`), else nothing. One mock serves every
    /// server, so a client points each server's URL at the mock's URL plus its prefix.
    static func serverPrefix(of endpoint: Endpoint, in contract: Contract) -> String {
        contract.additionalServerName(of: endpoint).map { "/" + $0 } ?? ""
    }

    private static func route(_ endpoint: Endpoint, scenario: Scenario?, contract: Contract) -> Route {
        let mark = AnswerMeaningMark(endpoint: endpoint, contract: contract)
        let step = scenario?.step(for: endpoint.name)
        let own = step?.definition.map { [$0] } ?? []
        let examples = endpoint.examples + own
        let answers = examples.map(mark.marked)
        let chosen = step.flatMap { step in answers.first { $0.exampleName == step.example } }
        let tooLarge =
            endpoint.examples.first { $0.status == 413 }.map(mark.marked)
            ?? CannedAnswer.json(status: 413, ["mock": "the body is over the size limit"], label: "(body too large)")
        let signedOut = zip(examples, answers).filter { $0.0.sentSignedIn(for: endpoint.auth) == false }.map(\.1)
        let signedIn = zip(examples, answers).filter { $0.0.sentSignedIn(for: endpoint.auth) != false }.map(\.1)
        let defaultAnswer =
            chosen ?? signedIn.first(where: \.isSuccess) ?? signedIn.first ?? answers.first(where: \.isSuccess)
            ?? answers.first ?? mark.marked(emptySuccess(for: endpoint, in: contract), sentSignedIn: true)
        return Route(
            endpoint: endpoint, template: RouteTemplate(serverPrefix(of: endpoint, in: contract) + endpoint.path),
            answers: answers, defaultAnswer: defaultAnswer,
            signedOutAnswer: endpoint.auth == .optional && chosen == nil
                ? signedOut.first(where: \.isSuccess) ?? signedOut.first : nil,
            unauthorized: endpoint.auth == .token ? UnauthorizedAnswer.answer(for: endpoint, in: contract) : nil,
            tooLarge: tooLarge, perCallValues: contract.perCallValues(for: endpoint),
            signedValues: contract.signedValues(for: endpoint), envelope: contract.envelope(for: endpoint))
    }

    /// For an endpoint without examples: a success envelope without payload (the flag true, or the first success
    /// code), or an empty object.
    private static func emptySuccess(for endpoint: Endpoint, in contract: Contract) -> CannedAnswer {
        var body: JSONValue = .object(JSONObject())
        if let envelope = contract.envelope(for: endpoint) {
            switch envelope.traits.decider {
            case .successFlag:
                if let field = envelope.successField { body = field.setting(true, in: body) }
            case .businessCode:
                guard !envelope.successWithoutCode, let field = envelope.codeField,
                    let code = envelope.successCodes.first
                else { break }
                body = field.setting(code.jsonValue, in: body)
            case .httpStatus: break
            }
            body = PayloadConditionFill.filled(body, endpoint: endpoint, envelope: envelope)
        }
        return CannedAnswer.json(status: 200, body.object ?? JSONObject(), label: "(made by the mock: no example)")
    }

    /// The routes whose template matches `path`, the most literal first.
    func routes(matching path: String) -> [Route] {
        routes.enumerated().filter { $0.element.template.matches(path) }
            .sorted { ($0.element.template.specificity, -$0.offset) > ($1.element.template.specificity, -$1.offset) }
            .map(\.element)
    }
}
