import XCTest

@testable import SwiftPlan

/// The module's fixed types: `<Prefix>Client` (its initializer and runtime core), `<Prefix>Credentials` (one session
/// snapshot, redacted when printed) and `<Prefix>Operation`.
final class ClientTranslationSnippetTests: XCTestCase {
    private static let auth = """
        identifiers:
          TenantID: { type: int }
        auth:
          token: { header: X-Access-Token }
          tenant: { header: X-Tenant-Id, type: TenantID, omitWhen: 0 }
        """

    func testTheClientConformsToItsProtocol() throws {
        try assertSnippet(
            contract: "", column: 0, member: { $0.client.client.declaration },
            equals: """
                /// A client of Tiny, one method per endpoint of `contract/tiny.yaml`.
                ///
                /// Failures throw ``TinyError``, classified by the contract's rules; idempotent reads are retried within the contract's
                /// retry policy, everything else never.
                public nonisolated struct TinyClient: TinyClientProtocol
                """)
    }

    func testTheInitializerDefaultsToTheDocumentedBaseURL() throws {
        try assertSnippet(
            contract: """
                info:
                  { title: Tiny, module: TinyAPI, version: "1", date: 2026-01-01, generate: false, docs: [tiny.md],
                    baseURL: "https://api.example.com/v1" }
                """,
            member: { $0.client.client.initializer },
            equals: """
                /// Creates a client.
                ///
                /// - Parameters:
                ///   - baseURL: The API's base URL; the documented one by default.
                ///   - transport: How requests travel; `URLSessionTransport` by default.
                ///   - sleeper: How the client waits between retries of idempotent reads.
                ///   - allowsInsecureHTTP: Allow a plain `http` base URL on a host that is not loopback, so that tokens travel in
                ///     clear text; without it such a client refuses every call before sending anything.
                ///   - observer: Receives each call's events (request, attempts, answers, retry waits, classification, decoding
                ///     failures), which carry no secret; nil, the default, observes nothing.
                public init(
                    baseURL: URL = TinyContract.defaultBaseURL,
                    transport: any HTTPTransport = URLSessionTransport(),
                    sleeper: any RetrySleeper = TaskSleeper(),
                    allowsInsecureHTTP: Bool = false,
                    observer: (any APIObserver)? = nil
                ) {
                    core = APIClientCore(
                        baseURL: baseURL,
                        transport: transport,
                        sleeper: sleeper,
                        allowsInsecureHTTP: allowsInsecureHTTP,
                        observer: observer
                    )
                }
                """)
    }

    func testTheClientHoldsTheRuntimeCoreAndReadsItsBaseURL() throws {
        try assertSnippet(
            contract: "",
            member: { [$0.client.client.core, $0.client.client.baseURL] },
            equals: """
                /// The shared runtime that sends requests and reads answers by the contract's rules.
                var core: APIClientCore<TinyContract>
                /// The base URL every endpoint path is relative to.
                public var baseURL: URL { core.baseURL }
                """)
    }

    func testACopyOfTheClientSendsWithTheAppsCallOptions() throws {
        try assertSnippet(
            contract: "",
            member: { [$0.client.client.withOptions] },
            equals: """
                /// A copy of this client whose calls send with `options`, after those this client already sends: a deadline of
                /// their own, and headers and query items the contract does not name (a trace id); secret ones are redacted as the
                /// token is. A call's own `options:` follow these: its deadline wins when it sets one, its headers and query items
                /// are sent after these.
                ///
                /// - Parameters:
                ///   - options: What the copy's calls change of how they are sent.
                public func with(_ options: CallOptions) -> TinyClient {
                    var configured = self
                    configured.core = core.with(options)
                    return configured
                }
                """)
    }

    func testCredentialsHoldTheTokenAndTheTenant() throws {
        try assertSnippet(
            contract: Self.auth,
            member: { $0.client.credentials?.fields },
            equals: """
                /// The session token; never printed.
                public var token: Secret
                /// The confirmed current tenant, sent as `X-Tenant-Id`; nil or `0` sends none.
                public var tenantID: TenantID?
                """)
    }

    func testCredentialsNeverPrintTheirToken() throws {
        try assertSnippet(
            contract: Self.auth,
            member: { [$0.client.credentials?.initializer, $0.client.credentials?.description] },
            equals: #"""
                /// Takes a snapshot of a session's credentials.
                public init(token: Secret, tenantID: TenantID?) {
                    self.token = token
                    self.tenantID = tenantID
                }
                /// The snapshot with its token redacted.
                public var description: String { "\(Self.self)(token: <redacted>, tenantID: \(tenantID?.description ?? "nil"))" }
                """#)
    }

    func testCredentialsGiveTheSessionHeaders() throws {
        try assertSnippet(
            contract: Self.auth,
            member: { $0.client.credentials?.sessionHeaders },
            equals: """
                var sessionHeaders: SessionHeaders { SessionHeaders(token: token, tenant: tenantID?.description) }
                """)
    }

    func testWithoutAuthThereAreNoCredentials() throws {
        XCTAssertNil(try Snippet.plan("").client.credentials)
    }

    func testAnOperationIsEqualWhenItsSpecIs() throws {
        try assertSnippet(
            contract: "",
            member: { [$0.operation.spec, $0.operation.endpointRules, $0.operation.equality] },
            equals: """
                /// The endpoint's method, path, credentials and retry mode.
                public let spec: EndpointSpec
                /// The endpoint's own classification rules, consulted before the contract's; nil when none matches.
                let endpointRules: @Sendable (ExchangeObservation) -> TinyErrorClass?
                /// Operations are equal when their specs are.
                public static func == (lhs: Self, rhs: Self) -> Bool { lhs.spec == rhs.spec }
                """)
    }
}
