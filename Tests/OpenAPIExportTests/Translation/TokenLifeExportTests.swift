import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A token session's life exports beside its placement in `x-zing-headers.token`: `setBy`, `endsBy`, and each sign-in's
/// payload field and `when` under `deliveries` (`draft --openapi` reads them back: OpenAPIRoundTripTests, with the
/// RuoYi fixture); a token without them exports its placement alone, as before.
final class TokenLifeExportTests: XCTestCase {
    static let text = """
        format: 1
        info: { title: R, module: RAPI, version: "1", date: 2026-01-01, generate: false, docs: [r.md] }
        envelopes: { bare: { style: none } }
        auth:
          token:
            header: Authorization
            scheme: Bearer
            setBy:
              - { endpoint: login, from: { field: token } }
              - { endpoint: poll, when: { field: state, equals: 2 }, from: { field: data.token } }
            endsBy: [logout]
        models:
          SignIn: { fields: { token: { type: string, secret: true } } }
          Poll: { fields: { state: { type: int }, data: { type: PollData, optional: true } } }
          PollData: { fields: { token: { type: string, secret: true } } }
        errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
        errorRules: [{ otherwise: true, class: failed }]
        endpoints:
          login: { method: POST, path: /login, auth: none, role: login, response: { envelope: bare, payload: body, type: SignIn } }
          poll: { method: GET, path: /poll, auth: none, response: { envelope: bare, payload: body, type: Poll } }
          logout: { method: POST, path: /logout, role: logout, response: { envelope: bare, payload: none } }
        """

    func testSetByEndsByAndDeliveriesExportBesideThePlacement() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.text))
        let token = ["x-zing-headers", "token"]
        XCTAssertEqual(document.at(token + ["header"]), "Authorization")
        XCTAssertEqual(document.at(token + ["setBy"]), ["login", "poll"])
        XCTAssertEqual(document.at(token + ["endsBy"]), ["logout"])
        XCTAssertEqual(document.at(token + ["deliveries", "login", "from", "field"]), "token")
        XCTAssertEqual(document.at(token + ["deliveries", "poll", "from", "field"]), "data.token")
        XCTAssertEqual(document.at(token + ["deliveries", "poll", "when", "field"]), "state")
    }

    func testATokenWithoutALifeExportsItsPlacementAlone() throws {
        let plain = Self.text.replacingOccurrences(
            of: "    setBy:\n      - { endpoint: login, from: { field: token } }\n"
                + "      - { endpoint: poll, when: { field: state, equals: 2 }, from: { field: data.token } }\n"
                + "    endsBy: [logout]\n", with: "")
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: plain))
        XCTAssertEqual(
            document.at(["x-zing-headers", "token"]), ["header": "Authorization", "scheme": "Bearer"])
    }
}
