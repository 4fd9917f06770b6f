import Contract
import OpenAPIExport
import TextFoundation
import XCTest

/// The exported documents say what the contracts (and through them the docs) say.
final class OpenAPIExporterTests: XCTestCase {
    private func document(_ name: String) throws -> JSONValue {
        try OpenAPIExporter.document(for: try ExportFixtures.contract(name))
    }

    private func schema(_ name: String, in document: JSONValue) throws -> JSONValue {
        try XCTUnwrap(document.at(["components", "schemas", name]), "no component \(name)")
    }

    func testOutputIsDeterministicAndYAMLReadsAsTheJSON() throws {
        for name in ExportFixtures.contractNames {
            let contract = try ExportFixtures.contract(name)
            let json = try OpenAPIExporter.render(contract, as: .json)
            let yaml = try OpenAPIExporter.render(contract, as: .yaml)
            XCTAssertEqual(json, try OpenAPIExporter.render(contract, as: .json), name)
            XCTAssertEqual(yaml, try OpenAPIExporter.render(contract, as: .yaml), name)
            XCTAssertEqual(try ExportFixtures.value(ofYAML: yaml), try ExportFixtures.value(ofYAML: json), name)
            XCTAssertEqual(try ExportFixtures.value(ofYAML: yaml), try OpenAPIExporter.document(for: contract), name)
        }
    }

    func testZingServersSecurityAndHeaders() throws {
        let zing = try document("zing")
        XCTAssertEqual(zing.at(["openapi"]), "3.1.0")
        XCTAssertEqual(zing.at(["servers", "0", "url"]), "https://work.zingyang.com/api")
        // The platform token travels in X-Access-Token, never as a Bearer header (doc §7.4).
        XCTAssertEqual(
            zing.at(["components", "securitySchemes", "sessionToken"]),
            [
                "type": "apiKey", "in": "header", "name": "X-Access-Token",
                "description": "The session token from the login exchange.",
            ])
        let login = try XCTUnwrap(zing.at(["paths", "/sys/thirdLogin/apple/native", "post"]))
        XCTAssertEqual(login["security"], [], "the login exchange carries no token")
        XCTAssertNil(login["parameters"], "and no tenant header")
        let me = try XCTUnwrap(zing.at(["paths", "/sys/user/getUserInfo", "get"]))
        XCTAssertEqual(me["security"], [["sessionToken": []]])
        XCTAssertEqual(me.at(["parameters", "0", "name"]), "X-Tenant-Id")
        XCTAssertEqual(me.at(["parameters", "0", "in"]), "header")
        XCTAssertEqual(me.at(["parameters", "0", "x-zing-omit-when"]), "0")
        XCTAssertEqual(zing.at(["x-zing-headers", "never"]), ["Authorization", "X-Forwarded-For"])
        let memberships = try XCTUnwrap(zing.at(["paths", "/sys/tenant/getTenantListByUserId", "get"]))
        XCTAssertEqual(memberships.at(["parameters", "0", "schema", "const"]), 1, "userTenantStatus=1 is always sent")
        XCTAssertEqual(memberships.at(["parameters", "0", "required"]), true)
    }

    func testLenientFormsSecretsAndClientChecks() throws {
        let zing = try document("zing")
        XCTAssertEqual(
            try schema("TenantID", in: zing)["oneOf"],
            [["type": "integer"], ["type": "string", "pattern": "^-?[0-9]+$"]])
        let membership = try schema("TenantMembership", in: zing)
        XCTAssertEqual(membership.at(["properties", "status", "$ref"]), "#/components/schemas/TenantStatus")
        // An enum: its documented values, and any other value in its wire forms (kept as `unknown`).
        XCTAssertEqual(
            try schema("TenantStatus", in: zing)["anyOf"],
            [["enum": [1]], ["oneOf": [["type": "integer"], ["type": "string", "pattern": "^-?[0-9]+$"]]]])
        // keepRaw: a non-numeric tenant id keeps its row, so any string is accepted; and a row without its ids (absent
        // or null) keeps the list (issue 49), so neither is required.
        XCTAssertEqual(
            membership.at(["properties", "tenantUserId", "anyOf", "0", "oneOf"]),
            [["type": "integer"], ["type": "string"]])
        XCTAssertEqual(membership.at(["properties", "tenantUserId", "anyOf", "1"]), ["type": "null"])
        XCTAssertNil(membership.at(["required"]))

        // What the client sends has the type's own form: the tenant switch sends the id as an integer.
        let change = try schema("ChangeLoginTenantRequest", in: zing)
        XCTAssertEqual(change.at(["properties", "loginTenantId", "type"]), "integer")
        XCTAssertEqual(change.at(["properties", "loginTenantId", "x-zing-identifier"]), "TenantID")
        let login = try schema("AppleLoginRequest", in: zing)
        let token = try XCTUnwrap(login.at(["properties", "identityToken"]))
        XCTAssertEqual(token["format"], "password")
        XCTAssertEqual(token["writeOnly"], true)
        XCTAssertEqual(token["maxLength"], 4096)
        XCTAssertEqual(token["minLength"], 1)
        XCTAssertEqual(login.at(["properties", "fullName", "x-zing-server-truncates-at"]), 50)
        let result = try schema("LoginResult", in: zing)
        XCTAssertEqual(result.at(["properties", "token", "format"]), "password")
        XCTAssertNil(result.at(["properties", "token", "writeOnly"]), "a token the server returns is not write-only")
        XCTAssertEqual(result.at(["properties", "token", "x-zing-secret"]), true)
        let userInfo = try schema("UserInfo", in: zing)
        XCTAssertEqual(
            userInfo.at(["properties", "loginTenantId", "anyOf"]),
            [["$ref": "#/components/schemas/TenantID"], ["type": "null"]])
        XCTAssertEqual(userInfo.at(["properties", "username", "type"]), ["string", "null"])
        XCTAssertEqual(
            try schema("PermissionSet", in: zing).at(["properties", "allAuth", "x-zing-not-for-authorization"]), true)
    }

    func testEnvelopesWrapPayloadsAndSuccessConditionsConstrainThem() throws {
        let zing = try document("zing")
        let login = try XCTUnwrap(
            zing.at([
                "paths", "/sys/thirdLogin/apple/native", "post", "responses", "200", "content", "application/json",
            ]))
        let success = try XCTUnwrap(login.at(["schema", "oneOf", "0"]))
        XCTAssertEqual(login.at(["schema", "oneOf", "1"]), ["$ref": "#/components/schemas/standard.Failure"])
        XCTAssertEqual(success.at(["properties", "success"]), ["const": true])
        XCTAssertEqual(success["required"], ["success", "result"])
        let conditions = try XCTUnwrap(success.at(["properties", "result", "allOf", "1"]))
        XCTAssertEqual(conditions.at(["required"]), ["token", "userInfo"])
        XCTAssertEqual(conditions.at(["properties", "token", "minLength"]), 1)
        XCTAssertEqual(conditions.at(["properties", "userInfo", "properties", "id", "minLength"]), 1)
        let failure = try schema("standard.Failure", in: zing)
        XCTAssertEqual(failure.at(["properties", "success"]), ["const": false])
        XCTAssertEqual(failure.at(["required"]), ["success"])

        let upload = try XCTUnwrap(zing.at(["paths", "/sys/common/upload", "post"]))
        let form = try XCTUnwrap(upload.at(["requestBody", "content", "multipart/form-data", "schema"]))
        XCTAssertEqual(form["required"], ["file"])
        XCTAssertEqual(form.at(["properties", "file", "contentMediaType"]), "application/octet-stream")
        let url = try XCTUnwrap(
            upload.at([
                "responses", "200", "content", "application/json", "schema", "oneOf", "0", "properties", "message",
            ]))
        XCTAssertEqual(url.at(["allOf", "1", "pattern"]), "^[Hh][Tt][Tt][Pp][Ss]?://[^/?#\\s]+")
        XCTAssertEqual(upload.at(["x-zing-retry"]), "never")
    }

    func testWhatOpenAPICannotSayIsInExtensions() throws {
        let zing = try document("zing")
        XCTAssertEqual(
            zing.at(["x-zing-error-classes", "sessionExpired"])?.object?.members.prefix(3).map(\.value),
            [true, false, false], "invalidatesSession, keepsCredentials, retryable")
        XCTAssertEqual(zing.at(["x-zing-error-rules", "0", "transport"]), ["cancelled"])
        XCTAssertEqual(zing.at(["x-zing-error-rules", "4", "http"]), ["300..399"], "redirects: never followed")
        XCTAssertEqual(zing.at(["x-zing-error-rules", "11", "http"]), ["400..499"])
        XCTAssertEqual(zing.at(["x-zing-client-policy", "maxResponseBytes"]), 8_388_608)
        let login = try XCTUnwrap(zing.at(["paths", "/sys/thirdLogin/apple/native", "post"]))
        XCTAssertEqual(login.at(["x-zing-error-rules", "0", "code"]), [1001])
        XCTAssertEqual(login.at(["x-zing-error-rules", "0", "class"]), "appleTokenInvalid")
        XCTAssertEqual(
            login.at(["x-zing-success", "require"]), ["token nonEmpty", "userInfo present", "userInfo.id nonEmpty"])
        XCTAssertEqual(zing.at(["x-zing-envelopes", "standard", "successCodes"]), [0, 200])
        XCTAssertEqual(zing.at(["x-zing-retry", "maxAttempts"]), 3)
    }

    func testExamplesAreOpenAPIExamplesOrKeptWithTheReason() throws {
        let zing = try document("zing")
        let me = try XCTUnwrap(zing.at(["paths", "/sys/user/getUserInfo", "get"]))
        XCTAssertEqual(
            me.at([
                "responses", "200", "content", "application/json", "examples", "current user", "value", "result",
                "userInfo", "id",
            ]), "platform-user-1")
        XCTAssertNotNil(
            me.at(["responses", "401", "content", "application/json", "examples", "HTTP 401 with a token"]))
        let kept = try XCTUnwrap(
            me["x-zing-examples"].flatMap { value -> [JSONValue]? in
                if case .array(let items) = value { return items }
                return nil
            })
        let reasons = Dictionary(uniqueKeysWithValues: kept.map { ($0["name"]?.stringValue ?? "", $0["reason"]) })
        XCTAssertEqual(reasons["truncated JSON"], "notJSON")
        XCTAssertEqual(reasons["HTML gateway page with 502"], "notJSON")
        XCTAssertEqual(reasons["JSON that is not the envelope"], "notEnvelope")
        XCTAssertEqual(reasons["empty user id"], "conditionsFailed")
        XCTAssertEqual(reasons["success=true without result"], "conditionsFailed")
        let truncated = try XCTUnwrap(kept.first { $0["name"] == "truncated JSON" })
        XCTAssertEqual(truncated.at(["expect", "class"]), "connectivity")
        XCTAssertEqual(truncated["response"]?.stringValue?.hasPrefix("{ \"success\": true"), true, "kept verbatim")
    }

    /// A redirect's body is not the API's answer (the one reading classifies its status alone), so even a success
    /// envelope in it is no example of a schema: it is kept, with why.
    func testARedirectIsKeptAsARedirect() throws {
        let yaml = """
            format: 1
            info: { title: Moved, module: MovedAPI, version: "1", date: 2026-12-07, generate: false, docs: [moved.md] }
            envelopes:
              flag: { style: flag, success: success }
            errorClasses:
              moved: { invalidatesSession: false, keepsCredentials: true, retryable: false }
              failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
              - { http: 300..399, class: moved }
              - { otherwise: true, class: failed }
            endpoints:
              profile:
                method: GET
                path: /me
                auth: none
                response: { envelope: flag, payload: none }
                examples:
                  - { name: a profile, response: '{"success": true}', expect: { success: true } }
                  - { name: moved, status: 302, response: '{"success": true}', expect: { class: moved } }
            """
        let loaded = ContractLoader.load(text: yaml, file: "moved.yaml")
        let contract = try XCTUnwrap(loaded.contract, loaded.diagnostics.map(\.description).joined(separator: "\n"))
        let document = try OpenAPIExporter.document(for: contract)
        let operation = try XCTUnwrap(document.at(["paths", "/me", "get"]))
        XCTAssertEqual(operation.at(["x-zing-examples", "0", "name"]), "moved")
        XCTAssertEqual(operation.at(["x-zing-examples", "0", "reason"]), "redirect")
        XCTAssertNil(operation.at(["responses", "302"]), "no 302 response made of it")
    }

    func testHeraldUnionAndBareFailures() throws {
        let herald = try document("herald")
        XCTAssertEqual(herald.at(["servers", "0", "url"]), "https://{host}")
        XCTAssertNil(herald.at(["components", "securitySchemes"]), "Herald has no session token header")
        let outcome = try schema("NativeLoginOutcome", in: herald)
        XCTAssertEqual(outcome.at(["oneOf", "0", "required"]), ["accessToken"])
        XCTAssertEqual(outcome.at(["oneOf", "1", "required"]), ["redirectUri"])
        XCTAssertEqual(outcome.at(["oneOf", "1", "not"]), ["anyOf": [["required": ["accessToken"]]]])
        let login = try XCTUnwrap(herald.at(["paths", "/api/oauth/{realmId}/apple/native-login", "post"]))
        // Each variant's success conditions hold when the payload is that variant.
        let success = try XCTUnwrap(login.at(["responses", "200", "content", "application/json", "schema"]))
        XCTAssertEqual(success.at(["allOf", "0"]), ["$ref": "#/components/schemas/NativeLoginOutcome"])
        XCTAssertEqual(success.at(["allOf", "1", "if", "required"]), ["accessToken"])
        XCTAssertEqual(success.at(["allOf", "1", "then", "required"]), ["accessToken", "refreshToken"])
        XCTAssertEqual(success.at(["allOf", "1", "then", "properties", "accessToken", "minLength"]), 1)
        XCTAssertEqual(success.at(["allOf", "2", "if", "required"]), ["redirectUri"])
        XCTAssertEqual(success.at(["allOf", "2", "then", "required"]), ["redirectUri"])
        XCTAssertEqual(
            login.at(["responses", "404", "content", "application/json", "schema"]),
            ["$ref": "#/components/schemas/bare.Failure"])
        XCTAssertEqual(login.at(["parameters", "0", "in"]), "path")
        XCTAssertNil(login["security"])
        XCTAssertEqual(
            try schema("bare.Failure", in: herald)["properties"],
            ["error": ["type": ["string", "null"]], "message": ["type": ["string", "null"]]])
    }

    func testLongdeBearerScheme() throws {
        let longde = try document("longde")
        XCTAssertEqual(longde.at(["components", "securitySchemes", "sessionToken", "type"]), "http")
        XCTAssertEqual(longde.at(["components", "securitySchemes", "sessionToken", "scheme"]), "bearer")
        XCTAssertEqual(longde.at(["paths", "/auth/refresh", "post", "security"]), [])
        XCTAssertEqual(longde.at(["paths", "/auth/logout", "post", "security"]), [["sessionToken": []]])
        XCTAssertEqual(longde.at(["x-zing-error-classes", "userDisabled", "endsIn"]), "disabled")
    }

    func testATokenInTheQueryIsAnAPIKeyInTheQueryAndSecretParametersArePasswords() throws {
        let contract = try ExportFixtures.contract(
            text: """
                format: 1
                info: { title: Q, module: QAPI, version: "1", date: 2026-01-01, generate: false, docs: [q.md] }
                envelopes: { bare: { style: none } }
                auth: { token: { query: access_token } }
                errorClasses: { failed: { invalidatesSession: false, keepsCredentials: true, retryable: false } }
                errorRules: [{ otherwise: true, class: failed }]
                endpoints:
                  me: { method: GET, path: /me, response: { envelope: bare, payload: none } }
                  refresh:
                    method: GET
                    path: /refresh
                    auth: none
                    query: { refresh_token: { type: string, secret: true } }
                    response: { envelope: bare, payload: none }
                """)
        let document = try OpenAPIExporter.document(for: contract)
        XCTAssertEqual(document.at(["components", "securitySchemes", "sessionToken", "type"]), "apiKey")
        XCTAssertEqual(document.at(["components", "securitySchemes", "sessionToken", "in"]), "query")
        XCTAssertEqual(document.at(["components", "securitySchemes", "sessionToken", "name"]), "access_token")
        XCTAssertEqual(document.at(["x-zing-headers", "token"]), ["query": "access_token"])
        XCTAssertEqual(document.at(["paths", "/me", "get", "security"]), [["sessionToken": []]])
        let secret = try XCTUnwrap(document.at(["paths", "/refresh", "get", "parameters", "0", "schema"]))
        XCTAssertEqual(secret["format"], "password")
        XCTAssertEqual(secret["writeOnly"], true)
        XCTAssertEqual(secret["x-zing-secret"], true)
    }

    func testHostileContractTextStaysData() throws {
        let contract = try ExportFixtures.contract(
            text: #"""
                format: 1
                info:
                  title: "T: a\n- b # c"
                  module: TAPI
                  version: "1"
                  date: "2026-01-01"
                  generate: false
                  docs: ["x.md"]
                  doc: "yes\r\n? key: &a *b !tag |\n\"quoted\" \u2028 end"
                envelopes:
                  bare: { style: none, message: "msg: x" }
                errorClasses:
                  "fail: ed": { invalidatesSession: false, keepsCredentials: true, retryable: false, when: "--- ..." }
                errorRules:
                  - { otherwise: true, class: "fail: ed" }
                models:
                  M:
                    doc: "null"
                    fields:
                      "on": { type: string, doc: "'single' \\ back" }
                endpoints:
                  "get: it":
                    method: GET
                    path: "/a:b/{id}"
                    params: { id: { type: string, doc: "# not a comment" } }
                    response: { envelope: bare, type: M }
                    examples:
                      - name: "n"
                        response: '{ "on": "yes\n#x" }'
                        expect: { success: true, values: { "on": "yes\n#x" } }
                """#)
        let document = try OpenAPIExporter.document(for: contract)
        let yaml = try OpenAPIExporter.render(contract, as: .yaml)
        XCTAssertEqual(try ExportFixtures.value(ofYAML: yaml), document)
        XCTAssertEqual(document.at(["info", "title"]), "T: a\n- b # c")
        XCTAssertEqual(document.at(["paths", "/a:b/{id}", "get", "operationId"]), "get: it")
        XCTAssertEqual(
            document.at([
                "paths", "/a:b/{id}", "get", "responses", "200", "content", "application/json", "examples", "n",
                "value", "on",
            ]), "yes\n#x")
    }

    func testTwoEndpointsOnOneMethodAndPathAreALocatedError() throws {
        let contract = try ExportFixtures.contract(
            text: """
                format: 1
                info: { title: T, module: TAPI, version: "1", date: "2026-01-01", generate: false, docs: [t.md] }
                envelopes:
                  bare: { style: none }
                errorClasses:
                  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                errorRules:
                  - { otherwise: true, class: failed }
                endpoints:
                  first: { method: GET, path: "/items/{a}", params: { a: { type: string } }, response: { envelope: bare, payload: none } }
                  second: { method: GET, path: "/items/{b}", params: { b: { type: string } }, response: { envelope: bare, payload: none } }
                """)
        XCTAssertThrowsError(try OpenAPIExporter.document(for: contract)) { error in
            XCTAssertEqual(
                "\(error)",
                "test.yaml:11:3: error: endpoints 'first' and 'second' are both GET /items/{}; an OpenAPI document "
                    + "holds one operation per method and path")
        }
    }
}
