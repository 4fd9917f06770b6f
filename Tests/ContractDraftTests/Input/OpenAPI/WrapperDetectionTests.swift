import Contract
import WireVocabulary
import XCTest

@testable import ContractDraft

/// A document's envelope is never chosen silently, and never one that reads a failure as a success: a code beside a
/// message in the schemas that declare their members decides for the free-form answers too (RuoYi's `AjaxResult`).
final class WrapperDetectionTests: XCTestCase {
    private static let ruoYi = ##"""
        openapi: 3.0.1
        info: { title: RuoYi, version: "3.8" }
        servers: [ { url: "https://admin.example.com/prod-api" } ]
        paths:
          /login:
            post:
              operationId: login
              requestBody:
                content: { application/json: { schema: { $ref: "#/components/schemas/LoginBody" } } }
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/AjaxResult" } } } }
          /captchaImage:
            get:
              operationId: getCode
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/AjaxResult" } } } }
          /getInfo:
            get:
              operationId: getInfo
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/AjaxResult" } } } }
          /system/user/list:
            get:
              operationId: list
              responses:
                "200": { description: OK, content: { "*/*": { schema: { $ref: "#/components/schemas/TableDataInfo" } } } }
        components:
          schemas:
            LoginBody:
              type: object
              properties: { username: { type: string }, password: { type: string }, code: { type: string }, uuid: { type: string } }
            AjaxResult:
              type: object
              additionalProperties: { type: object }
            TableDataInfo:
              type: object
              properties:
                total: { type: integer, format: int64 }
                rows: { type: array, items: { type: object } }
                code: { type: integer, format: int32 }
                msg: { type: string }
        """##

    func testFreeFormAnswersAreReadThroughTheCodeTheOtherSchemasDeclare() throws {
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft(openAPI: Self.ruoYi))
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        let envelope = try XCTUnwrap(contract.envelopes.first)
        XCTAssertEqual(envelope.style, .code)
        XCTAssertEqual(envelope.codeField, "code")
        XCTAssertEqual(envelope.messageField, "msg")
        let login = try XCTUnwrap(contract.endpoint(named: "login"))
        XCTAssertEqual(login.response.envelope, envelope.name)
        XCTAssertEqual(login.response.payload, .body)
        let reading = EnvelopeReading.read(["msg": "验证码错误", "code": 500], envelope.format, httpStatus: 200)
        guard case .failure = reading.verdict else { return XCTFail("a 500 code is a failure, not \(reading.verdict)") }
        XCTAssertTrue(rendered.text.contains("answer a free-form object"), rendered.text)
    }

    func testABareEnvelopeIsAGuessWithItsEvidence() throws {
        let document = ##"""
            openapi: 3.0.1
            info: { title: Plain, version: "1" }
            servers: [ { url: "https://plain.example.com" } ]
            paths:
              /items:
                get:
                  operationId: listItems
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema: { type: array, items: { type: object, properties: { id: { type: integer } } } }
            """##
        let harness = try DraftHarness()
        let rendered = harness.rendered(try harness.draft(openAPI: document))
        XCTAssertEqual(rendered.lint.contract?.envelopes.map(\.style), [EnvelopeFormat.Style.none])
        XCTAssertTrue(
            rendered.text.contains("# draft: no success schema carries a success flag or a code"), rendered.text)
    }
}
