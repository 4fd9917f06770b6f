import XCTest

@testable import Contract

/// `deviation:` on error rules (the contract's and an endpoint's) and on examples: decoded, checked like every other
/// deviation, and listed with the place they sit on.
final class DocumentationNoteDecodingTests: XCTestCase {
    private static let markedRule = (
        "  - { success: false, class: business }\n",
        "  - success: false\n    class: business\n"
            + "    deviation: { source: demo.md#7.4, reason: A 5xx carrying the envelope is business. }\n"
    )
    private static let markedEndpointRule = (
        "    errors: { 1001: appleTokenInvalid, invalid_grant: business }\n",
        "    errors:\n      - { code: 1001, class: appleTokenInvalid, deviation: { source: demo.md#5, reason: Ours. } }\n"
    )
    private static let markedExample = (
        "      - name: bad apple token\n",
        "      - name: bad apple token\n        deviation: { source: demo.md#5, reason: The docs give no status. }\n"
    )

    private func load(_ edits: [(String, String)]) -> ContractLoadResult {
        var text = MinimalContract.text
        for (old, new) in edits {
            XCTAssertTrue(text.contains(old), old)
            text = text.replacingOccurrences(of: old, with: new)
        }
        return ContractLoader.load(text: text, file: "demo.yaml")
    }

    func testRulesAndExamplesCarryDeviationsThatAreListed() throws {
        let result = load([Self.markedRule, Self.markedEndpointRule, Self.markedExample])
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let contract = try XCTUnwrap(result.contract)
        XCTAssertEqual(
            contract.errorRules.flatMap(\.provenance.deviations).map(\.source), ["demo.md#7.4"], "the contract's rule")
        XCTAssertEqual(
            contract.documentationNotes.map(\.description),
            [
                "error rule 'success: false → business' deviates from demo.md#7.4: "
                    + "A 5xx carrying the envelope is business.",
                "error rule 'code: 1001 → appleTokenInvalid' of endpoint 'login' deviates from demo.md#5: Ours.",
                "example 'bad apple token' of endpoint 'login' deviates from demo.md#5: The docs give no status.",
            ])
    }

    /// `deviation:` on the auth rules, a cookie session, its cookies and servers: choices the docs leave open, such as
    /// cookie names they never give.
    func testAuthSessionsCookiesAndServersCarryDeviationsThatAreListed() throws {
        let text = """
            format: 1
            info: { title: S, module: SAPI, version: "1", date: 2026-01-01, generate: false, docs: [s.md] }
            servers:
              api: { url: "https://api.example.com", deviation: { source: s.md#1, reason: The host is the app's. } }
            defaultServer: api
            envelopes: { bare: { style: none } }
            auth:
              deviation: { source: s.md#2, reason: Cookies and no token. }
              session:
                deviation: { source: s.md#2, reason: The docs name no sign-out. }
                cookies: [ { name: SID, secret: true, deviation: { source: s.md#2, reason: The name is ours. } } ]
                setBy: [login]
            errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
            errorRules: [ { otherwise: true, class: failed } ]
            endpoints:
              login:
                method: POST
                path: /login
                auth: none
                role: login
                response: { envelope: bare, payload: body, type: json }
            """
        let result = ContractLoader.load(text: text, file: "s.yaml")
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.description), [])
        let contract = try XCTUnwrap(result.contract)
        XCTAssertEqual(
            contract.documentationNotes.map(\.description),
            [
                "server 'api' deviates from s.md#1: The host is the app's.",
                "auth deviates from s.md#2: Cookies and no token.",
                "auth session deviates from s.md#2: The docs name no sign-out.",
                "session cookie 'SID' deviates from s.md#2: The name is ours.",
            ])
    }

    func testARulesDeviationIsCheckedLikeAnyOther() throws {
        let unlisted = (
            "  - { success: false, class: business }\n",
            "  - { success: false, class: business, deviation: { source: other.md#1, reason: Why. } }\n"
        )
        let result = load([unlisted])
        XCTAssertEqual(
            result.diagnostics.filter { $0.severity == .error }.map(\.message),
            [
                "error rule 'success: false → business': the deviation's source 'other.md#1' is not in a doc this "
                    + "contract transcribes"
            ])
    }

    func testAnExampleTakesNoPolicy() throws {
        let result = load([
            ("      - name: bad apple token\n", "      - name: bad apple token\n        policy: { status: ours }\n")
        ])
        XCTAssertTrue(
            result.diagnostics.contains { $0.message.hasPrefix("unknown key 'policy' in example 'bad apple token'") },
            result.diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// A definition that departs from two passages lists a note for each; the header rules carry notes too.
    func testADefinitionListsOneNotePerPassageAndTheHeaderRulesCarryNotes() throws {
        let twoNotes = (
            "      - name: bad apple token\n",
            "      - name: bad apple token\n        deviation:\n"
                + "          - { source: demo.md#5, reason: The docs give no status. }\n"
                + "          - { source: demo.md#7.4, reason: The body is ours. }\n"
        )
        let markedHeaders = (
            "  never: [X-Forwarded-For]\n",
            "  never: [X-Forwarded-For]\n  doc: The headers.\n"
                + "  deviation: { source: demo.md#7.4, reason: The docs never forbid it. }\n"
        )
        let result = load([twoNotes, markedHeaders])
        XCTAssertEqual(result.diagnostics.map(\.description), [])
        let contract = try XCTUnwrap(result.contract)
        XCTAssertEqual(contract.headers.provenance?.doc, "The headers.")
        XCTAssertEqual(
            contract.documentationNotes.map(\.description),
            [
                "header rules deviates from demo.md#7.4: The docs never forbid it.",
                "example 'bad apple token' of endpoint 'login' deviates from demo.md#5: The docs give no status.",
                "example 'bad apple token' of endpoint 'login' deviates from demo.md#7.4: The body is ours.",
            ])
    }

    func testTwoNotesOnOnePassageAreAnErrorThatSaysWhereTheFirstIs() throws {
        let twice = (
            "      - name: bad apple token\n",
            "      - name: bad apple token\n        deviation:\n"
                + "          - { source: demo.md#5, reason: One. }\n"
                + "          - { source: demo.md#5, reason: Two. }\n"
        )
        let errors = load([twice]).diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(errors.map(\.message), ["two deviation notes name demo.md#5"])
        XCTAssertEqual(errors.first?.hint?.hasPrefix("one passage has one note: write both reasons in the first"), true)
        let empty = ("      - name: bad apple token\n", "      - name: bad apple token\n        deviation: []\n")
        XCTAssertEqual(load([empty]).diagnostics.filter { $0.severity == .error }.map(\.message), [])
    }
}
