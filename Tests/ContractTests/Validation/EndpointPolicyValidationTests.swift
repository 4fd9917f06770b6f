import XCTest

@testable import Contract

/// What lint says of a sign-in or a refresh that would carry the session's credentials: the role's own words, and,
/// for a cookie session, that a refresh sending the cookies is the one its `refreshedBy` names.
final class EndpointPolicyValidationTests: XCTestCase {
    private static func contract(auth: String) -> String {
        """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        envelopes: { bare: { style: none } }
        auth:
        \(auth)
        errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
        errorRules: [ { otherwise: true, class: failed } ]
        endpoints:
          login: { method: POST, path: /login, auth: none, role: login, response: { envelope: bare, payload: none } }
          renew:
            method: POST
            path: /renew
            role: refresh
            retry: never
            auth: token
            response: { envelope: bare, payload: none }
        """
    }

    private func refreshError(auth: String) throws -> Diagnostic {
        let result = ContractLoader.load(text: Self.contract(auth: auth), file: "t.yaml")
        let errors = result.diagnostics.filter { $0.severity == .error && $0.message.contains("refresh") }
        XCTAssertEqual(errors.count, 1, result.diagnostics.map(\.description).joined(separator: "\n"))
        return try XCTUnwrap(errors.first)
    }

    func testARefreshIsToldToSendItsRefreshTokenInTheBody() throws {
        let error = try refreshError(auth: "  token: { header: X-Access-Token }")
        XCTAssertTrue(
            error.message.hasPrefix("a refresh must not carry the session's credentials: it renews them from its body"),
            error.message)
        XCTAssertEqual(error.hint, "say `auth: none` and send the refresh token in the body")
    }

    func testACookieSessionsRefreshIsPointedAtRefreshedBy() throws {
        let error = try refreshError(auth: "  session: { cookies: [ { name: SID, secret: true } ], setBy: [login] }")
        XCTAssertEqual(
            error.hint,
            "say `auth: none` and send the refresh token in the body; a cookie session's refresh that sends its "
                + "cookies is named by `auth.session.refreshedBy`")
    }

    /// The refresh a cookie session names carries the cookies it renews: no refresh error is left.
    func testTheRefreshACookieSessionNamesCarriesItsCookies() {
        let text = Self.contract(
            auth: "  session: { cookies: [ { name: SID, secret: true } ], setBy: [login], refreshedBy: renew }"
        )
        .replacingOccurrences(
            of: "errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }",
            with: "errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false, "
                + "refreshes: true } }"
        )
        .replacingOccurrences(
            of: "response: { envelope: bare, payload: none }",
            with: "response: { envelope: bare, payload: body, type: json }")
        let result = ContractLoader.load(text: text, file: "t.yaml")
        let errors = result.diagnostics.filter {
            $0.severity == .error && ($0.message.contains("refresh") || $0.message.contains("renew"))
        }
        XCTAssertTrue(text.contains("refreshedBy: renew") && text.contains("refreshes: true"))
        XCTAssertEqual(errors.map(\.description), [])
    }
}
