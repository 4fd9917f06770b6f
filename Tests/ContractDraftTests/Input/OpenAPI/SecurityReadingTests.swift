import Contract
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A document's security schemes as the draft's auth: an API key in a header or the query is the token, in a cookie
/// the cookie session; HTTP bearer, OAuth 2 and OpenID Connect are a bearer `Authorization` header; anything else is
/// listed as left out. An operation's requirements (or the document's) then make it signed in, optionally signed in
/// (`{}` among them) or not. One rule per test.
final class SecurityReadingTests: XCTestCase {
    private static let schemes = """
        openapi: 3.0.1
        paths: {}
        components:
          securitySchemes:
            headerKey: { type: apiKey, in: header, name: X-Access-Token }
            queryKey: { type: apiKey, in: query, name: token }
            cookieKey: { type: apiKey, in: cookie, name: SESSDATA }
            bearer: { type: http, scheme: Bearer }
            basic: { type: http, scheme: basic }
            oauth: { type: oauth2, flows: {} }
            oidc: { type: openIdConnect, openIdConnectUrl: "https://id.example.com" }
            unnamed: { type: apiKey, in: header }
            elsewhere: { type: apiKey, in: body, name: key }
            tls: { type: mutualTLS }
        security: [ { headerKey: [] } ]
        x-requirements:
          none: []
          unmapped: [ { basic: [] } ]
          required: [ { basic: [] }, { bearer: [] } ]
          optional: [ { bearer: [] }, {} ]
          cookies: [ { basic: [], cookieKey: [] } ]
          tokenAfterCookie: [ { cookieKey: [] }, { queryKey: [] } ]
        """

    private var notes = DraftNotes()

    private func makeReading(_ text: String = SecurityReadingTests.schemes) throws -> SecurityReading {
        SecurityReading(document: try InputFixtures.document(text), notes: &notes)
    }

    private func placement(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> TokenPlacement?
    {
        guard case .token(let placement)? = try makeReading().schemes[name] else { return nil }
        return placement
    }

    private func requirements(_ name: String) throws -> DocumentNode {
        try XCTUnwrap(try InputFixtures.document(Self.schemes).root["x-requirements"]?[name])
    }

    func testAnAPIKeyInAHeaderOrTheQueryIsTheToken() throws {
        XCTAssertEqual(try placement("headerKey"), .header(name: "X-Access-Token"))
        XCTAssertEqual(try placement("queryKey"), .query(name: "token"))
    }

    func testAnAPIKeyInACookieIsTheCookieSession() throws {
        guard case .cookie(let name)? = try makeReading().schemes["cookieKey"] else { return XCTFail("not a cookie") }
        XCTAssertEqual(name, "SESSDATA")
    }

    func testBearerOAuth2AndOpenIDConnectAreABearerAuthorizationHeader() throws {
        for name in ["bearer", "oauth", "oidc"] {
            XCTAssertEqual(try placement(name), .header(name: "Authorization", scheme: "Bearer"), name)
        }
    }

    func testOtherSchemesAreListedAsLeftOutWhereTheyStand() throws {
        let reading = try makeReading()
        for name in ["basic", "unnamed", "elsewhere", "tls"] {
            guard case .unmapped? = reading.schemes[name] else { return XCTFail("\(name) is mapped") }
        }
        let left = try XCTUnwrap(notes.leftOut.first)
        XCTAssertEqual(notes.leftOut.count, 3, "\(notes.leftOut)")
        XCTAssertEqual(left.reason, "a security scheme the format has no place for (http)")
        XCTAssertEqual(left.examples, ["openapi.yaml:9:12 (components.securitySchemes.basic)"])
        XCTAssertEqual(
            notes.leftOut.map(\.reason).dropFirst(),
            [
                "a security scheme the format has no place for (apiKey)",
                "a security scheme the format has no place for (mutualTLS)",
            ])
    }

    func testANameAContractCannotHoldIsUnmapped() throws {
        let reading = try makeReading(
            """
            openapi: 3.0.1
            paths: {}
            components:
              securitySchemes:
                bidiHeader: { type: apiKey, in: header, name: "X-\\u202EToken" }
                spacedHeader: { type: apiKey, in: header, name: "X Token" }
                spacedCookie: { type: apiKey, in: cookie, name: "SESS DATA" }
                controlQuery: { type: apiKey, in: query, name: "to\\u0007ken" }
                listQuery: { type: apiKey, in: query, name: "token[]" }
            """)
        for name in ["bidiHeader", "spacedHeader", "spacedCookie", "controlQuery"] {
            guard case .unmapped? = reading.schemes[name] else { return XCTFail("\(name) is mapped") }
        }
        guard case .token(let placement)? = reading.schemes["listQuery"] else { return XCTFail("a query name") }
        XCTAssertEqual(placement, .query(name: "token[]"), "a query name need be no HTTP token")
        XCTAssertEqual(notes.leftOut.map(\.count), [4])
    }

    func testSwagger2SchemesAreItsSecurityDefinitions() throws {
        let reading = try makeReading(
            """
            swagger: "2.0"
            paths: {}
            securityDefinitions: { key: { type: apiKey, in: header, name: Authorization } }
            """)
        guard case .token(let placement)? = reading.schemes["key"] else { return XCTFail("no token") }
        XCTAssertEqual(placement, .header(name: "Authorization"))
    }

    func testTheCredentialIsTheFirstMappedTokenOfTheRequirements() throws {
        let reading = try makeReading()
        let credential = reading.credential(of: try requirements("tokenAfterCookie").items)
        XCTAssertEqual(credential.token, nil)
        XCTAssertEqual(credential.cookies, ["SESSDATA"], "a requirement's cookies stop the search")
        let token = reading.credential(of: try requirements("required").items)
        XCTAssertEqual(token.token, .header(name: "Authorization", scheme: "Bearer"))
        XCTAssertEqual(token.cookies, [])
    }

    func testARequirementOfUnmappedSchemesCarriesNoCredential() throws {
        let credential = try makeReading().credential(of: try requirements("unmapped").items)
        XCTAssertNil(credential.token)
        XCTAssertEqual(credential.cookies, [])
        XCTAssertEqual(try makeReading().credential(of: try requirements("cookies").items).cookies, ["SESSDATA"])
    }

    func testAnOperationWithoutRequirementsTakesTheDocuments() throws {
        let reading = try makeReading()
        XCTAssertEqual(reading.auth(of: nil, global: reading.document.root["security"]), .token)
        XCTAssertEqual(reading.auth(of: nil, global: nil), Endpoint.Auth.none)
    }

    func testAnEmptyListOfRequirementsIsSignedOut() throws {
        let reading = try makeReading()
        XCTAssertEqual(reading.auth(of: try requirements("none"), global: reading.document.root["security"]), .none)
    }

    func testRequirementsOfOnlyUnmappedSchemesAreSignedOut() throws {
        XCTAssertEqual(try makeReading().auth(of: try requirements("unmapped"), global: nil), .none)
    }

    func testAMappedRequirementSignsIn() throws {
        XCTAssertEqual(try makeReading().auth(of: try requirements("required"), global: nil), .token)
        XCTAssertEqual(try makeReading().auth(of: try requirements("cookies"), global: nil), .token)
    }

    func testAnEmptyRequirementBesideAMappedOneMakesSigningInOptional() throws {
        XCTAssertEqual(try makeReading().auth(of: try requirements("optional"), global: nil), .optional)
    }
}
