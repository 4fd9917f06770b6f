import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// A cookie session exports one `apiKey` scheme in a cookie per session cookie, required together; `auth: optional`
/// adds the empty requirement; a parameter derived from a cookie is a password-format secret naming its cookie.
final class SessionSecurityTests: XCTestCase {
    static let text = """
        format: 1
        info: { title: B, module: BAPI, version: "1", date: 2026-01-01, generate: false, docs: [b.md] }
        envelopes: { bare: { style: none } }
        auth:
          session:
            cookies: [ { name: SESSDATA, secret: true }, { name: bili_jct, secret: true }, DedeUserID ]
            setBy: [login]
            endsBy: [logout]
        errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
        errorRules: [{ otherwise: true, class: failed }]
        endpoints:
          login: { method: POST, path: /login, auth: none, role: login, response: { envelope: bare, payload: body, type: json } }
          nav: { method: GET, path: /nav, auth: optional, response: { envelope: bare, payload: none } }
          like:
            method: POST
            path: /like
            query: { csrf: { type: string, from: { cookie: bili_jct } } }
            response: { envelope: bare, payload: none }
          logout: { method: POST, path: /logout, role: logout, response: { envelope: bare, payload: none } }
        """

    func testEachCookieIsAnAPIKeyInACookieRequiredTogether() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.text))
        let schemes = try XCTUnwrap(document.at(["components", "securitySchemes"])?.object)
        XCTAssertEqual(schemes.keys.sorted(), ["cookie_DedeUserID", "cookie_SESSDATA", "cookie_bili_jct"])
        XCTAssertEqual(document.at(["components", "securitySchemes", "cookie_SESSDATA", "in"]), "cookie")
        XCTAssertEqual(document.at(["components", "securitySchemes", "cookie_SESSDATA", "type"]), "apiKey")
        XCTAssertEqual(document.at(["components", "securitySchemes", "cookie_bili_jct", "name"]), "bili_jct")
        let together: JSONValue = [["cookie_SESSDATA": [], "cookie_bili_jct": [], "cookie_DedeUserID": []]]
        XCTAssertEqual(document.at(["paths", "/like", "post", "security"]), together)
        XCTAssertEqual(document.at(["paths", "/login", "post", "security"]), [])
        XCTAssertEqual(
            document.at(["paths", "/nav", "get", "security"]),
            [["cookie_SESSDATA": [], "cookie_bili_jct": [], "cookie_DedeUserID": []], [:]])
        XCTAssertEqual(document.at(["x-zing-headers", "session", "setBy"]), ["login"])
        XCTAssertNil(document.at(["x-zing-headers", "token"]))
    }

    func testADerivedParameterIsASecretNamingItsCookie() throws {
        let document = try OpenAPIExporter.document(for: try ExportFixtures.contract(text: Self.text))
        let schema = try XCTUnwrap(document.at(["paths", "/like", "post", "parameters", "0", "schema"]))
        XCTAssertEqual(schema["format"], "password")
        XCTAssertEqual(schema["x-zing-secret"], true)
        XCTAssertEqual(schema["x-zing-from-cookie"], "bili_jct")
    }
}
