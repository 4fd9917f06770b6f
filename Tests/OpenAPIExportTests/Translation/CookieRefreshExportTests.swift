import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A cookie session's refresh exports beside its sign-ins in `x-zing-headers.session`: `refreshedBy`, and where its
/// cookies come in a payload field, its `from` under `deliveries` (`draft --openapi` reads them back:
/// OpenAPIRoundTripTests, with Tests/Fixtures/cookie-refresh.yaml); a session without one exports no `refreshedBy`.
final class CookieRefreshExportTests: XCTestCase {
    static let text = """
        format: 1
        info: { title: C, module: CAPI, version: "1", date: 2026-01-01, generate: false, docs: [c.md] }
        envelopes: { bare: { style: none } }
        auth:
          session:
            cookies: [ { name: SESSDATA, secret: true } ]
            setBy: [login]
            refreshedBy: { endpoint: renew, from: { field: cookie } }
        models:
          Renewal: { fields: { cookie: { type: string, secret: true } } }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          expired: { invalidatesSession: false, keepsCredentials: true, retryable: false, refreshes: true }
        errorRules: [{ http: 401, class: expired }, { otherwise: true, class: failed }]
        endpoints:
          login: { method: POST, path: /login, auth: none, role: login, response: { envelope: bare, payload: body, type: json } }
          renew: { method: POST, path: /renew, role: refresh, response: { envelope: bare, payload: body, type: Renewal } }
        """

    func testTheRefreshAndItsDeliveryExportBesideTheSignIns() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.text))
        let session = ["x-zing-headers", "session"]
        XCTAssertEqual(document.at(session + ["setBy"]), ["login"])
        XCTAssertEqual(document.at(session + ["refreshedBy"]), "renew")
        XCTAssertEqual(document.at(session + ["deliveries", "renew", "from", "field"]), "cookie")
        XCTAssertNil(document.at(session + ["deliveries", "login"]), "a plain sign-in has no delivery of its own")
    }

    func testASessionWithoutARefreshExportsNone() throws {
        let plain = Self.text.replacingOccurrences(
            of: "    refreshedBy: { endpoint: renew, from: { field: cookie } }\n", with: ""
        )
        .replacingOccurrences(of: ", refreshes: true", with: "")
        .replacingOccurrences(of: "role: refresh, response", with: "role: refresh, auth: none, response")
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: plain))
        XCTAssertEqual(document.at(["x-zing-headers", "session", "setBy"]), ["login"])
        XCTAssertNil(document.at(["x-zing-headers", "session", "refreshedBy"]))
    }
}
