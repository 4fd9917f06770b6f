import Contract
import ContractFixtures
import XCTest

@testable import ContractDraft

/// `draft --openapi DOC --har FILE`: the document's names, types and docs, the captures' success codes, failure
/// rules, headers, per-call values and examples, in one draft that lints.
final class CombinedDraftTests: XCTestCase {
    private static let document = ##"""
        swagger: "2.0"
        info: { title: Jeecg, version: "3.7" }
        host: fleet.example.com
        basePath: /jeecg-boot
        securityDefinitions:
          X-Access-Token: { type: apiKey, name: X-Access-Token, in: header }
        paths:
          /sys/login:
            post:
              operationId: loginUsingPOST
              summary: 登录接口
              parameters:
                - { in: body, name: sysLoginModel, required: true, schema: { $ref: "#/definitions/SysLoginModel" } }
              responses: { "200": { description: OK, schema: { $ref: "#/definitions/Result«LoginResult»" } } }
          /sys/user/info:
            get:
              operationId: getUserInfoUsingGET
              security: [ { X-Access-Token: [] } ]
              responses: { "200": { description: OK, schema: { $ref: "#/definitions/Result«SysUser»" } } }
          /sys/user/list:
            get:
              operationId: queryPageListUsingGET
              security: [ { X-Access-Token: [] } ]
              parameters:
                - { in: query, name: pageNo, type: integer }
                - { in: query, name: _t, type: integer }
              responses: { "200": { description: OK, schema: { $ref: "#/definitions/Result«SysUser»" } } }
        definitions:
          SysLoginModel:
            type: object
            properties: { username: { type: string }, password: { type: string } }
          LoginResult:
            type: object
            properties: { token: { type: string }, realname: { type: string } }
          SysUser:
            type: object
            properties: { id: { type: string }, realname: { type: string, description: 真实姓名 } }
          Result«LoginResult»:
            type: object
            properties:
              success: { type: boolean }
              message: { type: string }
              code: { type: integer }
              result: { $ref: "#/definitions/LoginResult" }
          Result«SysUser»:
            type: object
            properties:
              success: { type: boolean }
              message: { type: string }
              code: { type: integer }
              result: { $ref: "#/definitions/SysUser" }
        """##

    private func captures() -> [CapturedEntry] {
        let base = "https://fleet.example.com/jeecg-boot"
        let token = "eyJ0eXAiOiJKV1Qi.c2VlZA.c2ln"
        let headers = [("X-Access-Token", token), ("X-Version", "3.7")]
        return [
            CapturedEntry(
                method: "POST", url: base + "/sys/login", requestHeaders: [("X-Version", "3.7")],
                requestBody: #"{"username": "admin", "password": "Pl4nted-pw"}"#,
                responseBody:
                    #"{"success": true, "message": "", "code": 200, "result": {"token": "\#(token)", "realname": "A"}}"#
            ),
            CapturedEntry(
                method: "POST", url: base + "/sys/login", requestHeaders: [("X-Version", "3.7")],
                requestBody: #"{"username": "admin", "password": "Pl4nted-pw2"}"#,
                responseBody: #"{"success": false, "message": "用户名或密码错误", "code": 500, "result": null}"#),
            CapturedEntry(
                url: base + "/sys/user/info?_t=1764000000001", requestHeaders: headers,
                responseBody: #"{"success": true, "message": "", "code": 200, "result": {"id": "1", "realname": "A"}}"#
            ),
            CapturedEntry(
                url: base + "/sys/user/list?pageNo=1&_t=1764000000002", requestHeaders: headers,
                responseBody: #"{"success": true, "message": "", "code": 200, "result": {"id": "2", "realname": "B"}}"#
            ),
            CapturedEntry(
                url: base + "/sys/cgform/head", requestHeaders: headers,
                responseBody: #"{"success": true, "message": "", "code": 200, "result": null}"#),
        ]
    }

    func testTheDocumentNamesAndTheCapturesShowWhatTheyShow() throws {
        let harness = try DraftHarness()
        let document = try harness.write(Self.document, as: "jeecg.yaml")
        let capture = try harness.write(HARText.json(captures()), as: "jeecg.har")
        let draft = try CombinedDrafter.draft(
            document: document, captures: [capture], in: harness.folder, options: DraftOptions(date: DraftHarness.date))
        let rendered = harness.rendered(draft)
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        XCTAssertEqual(Set(contract.endpoints.map(\.name)), ["login", "getUserInfo", "queryPageList"])
        XCTAssertEqual(contract.endpoint(named: "login")?.body, .json(model: "SysLoginModel"))
        XCTAssertEqual(contract.headers.always, [HeaderRules.Header(name: "X-Version", value: "3.7")])
        XCTAssertEqual(contract.perCall.map(\.value.placement), [.query("_t")])
        XCTAssertFalse(contract.endpoint(named: "queryPageList")!.query.contains { $0.name == "_t" })
        XCTAssertTrue(contract.errorRules.contains { $0.codes == [500] }, rendered.text)
        let login = try XCTUnwrap(contract.endpoint(named: "login"))
        XCTAssertTrue(login.examples.contains { if case .success = $0.expectation { true } else { false } })
        XCTAssertTrue(login.examples.contains { if case .failure = $0.expectation { true } else { false } })
        XCTAssertFalse(contract.endpoint(named: "getUserInfo")!.examples.isEmpty)
        XCTAssertFalse(rendered.text.contains("Pl4nted"), rendered.text)
        XCTAssertFalse(rendered.text.contains("c2VlZA"), rendered.text)
        XCTAssertTrue(
            draft.notes.leftOut.contains { $0.reason == "an endpoint of the captures the document does not publish" })
        XCTAssertTrue(
            rendered.text.hasPrefix("# Drafted by `zing-codegen draft` from jeecg.yaml (Swagger 2.0) and jeecg.har"))
        XCTAssertEqual(try harness.generate(rendered).map(\.description), [])
    }

    /// The captures add their coded rules to the document's; they never replace them (here the captures carry no
    /// token, so their own rules have no `sessionExpired`, which the document's session needs), and a code is tested
    /// before the document's catch-all would take the failure.
    func testTheCapturesCodedRulesJoinTheDocumentsBeforeItsCatchAll() throws {
        let harness = try DraftHarness()
        let document = try harness.write(Self.document, as: "jeecg.yaml")
        var tokenless = captures()
        for index in tokenless.indices { tokenless[index].requestHeaders.removeAll { $0.0 == "X-Access-Token" } }
        let capture = try harness.write(HARText.json(tokenless), as: "jeecg.har")
        let options = DraftOptions(date: DraftHarness.date)
        let fromDocument = try OpenAPIDrafter.draft(file: document, in: harness.folder, options: options)
        let combined = try CombinedDrafter.draft(
            document: document, captures: [capture], in: harness.folder, options: options)
        let rendered = harness.rendered(combined)
        let rules = try XCTUnwrap(rendered.lint.contract, rendered.text).errorRules
        let documentRules = fromDocument.contract.errorRules
        XCTAssertFalse(documentRules.isEmpty)
        XCTAssertEqual(
            rules.filter { $0.codes.isEmpty && $0.errorCodes.isEmpty }.map(\.condition), documentRules.map(\.condition))
        let coded = try XCTUnwrap(rules.firstIndex { $0.codes == [500] }, rendered.text)
        if let catchAll = rules.firstIndex(where: { $0.otherwise || $0.success == false }) {
            XCTAssertLessThan(coded, catchAll, rendered.text)
        }
        XCTAssertTrue(
            rules.contains { $0.http == [.init(401, 401)] && $0.errorClass == "sessionExpired" }, rendered.text)
        for rule in rules { XCTAssertNotNil(combined.contract.errorClass(named: rule.errorClass), rule.errorClass) }
    }
}
