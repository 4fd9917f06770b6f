import Contract
import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// Documents of the family's Spring servers draft with the wrapper unwrapped into the envelope, the token where the
/// security scheme puts it, and each operation's payload its wrapper's data member; the drafts lint and generate.
final class SpringDocumentTests: XCTestCase {
    func testJeecgBootSwagger2DraftsAFlagEnvelopeUnwrapped() throws {
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: SpringDocuments.jeecgSwagger2, name: "jeecg.json")
        let rendered = harness.rendered(draft)
        let contract = try XCTUnwrap(rendered.lint.contract)
        XCTAssertEqual(try harness.generate(rendered).map(\.description), [])
        let envelope = try XCTUnwrap(contract.envelopes.first)
        XCTAssertEqual(envelope.style, .flag)
        XCTAssertEqual(envelope.successField, "success")
        XCTAssertEqual(envelope.codeField, "code")
        XCTAssertEqual(envelope.messageField, "message")
        XCTAssertEqual(envelope.payloadField, "result")
        XCTAssertEqual(envelope.timestampField, "timestamp")
        XCTAssertEqual(contract.info.baseURL, "https://fleet.example.com/jeecg-boot")
        XCTAssertEqual(contract.auth?.token?.placement, .header(name: "X-Access-Token"))
        let login = try XCTUnwrap(contract.endpoint(named: "login"))
        XCTAssertEqual(login.auth, .none)
        XCTAssertEqual(login.role, .login)
        XCTAssertEqual(login.response.type, .scalar(.json))
        XCTAssertEqual(contract.model(named: "SysLoginModel")?.field(named: "password")?.isSecret, true)
        XCTAssertEqual(contract.endpoint(named: "getUserInfo")?.response.type, .model("SysUser"))
        XCTAssertEqual(contract.endpoint(named: "getUserInfo")?.auth, .token)
        XCTAssertEqual(contract.endpoint(named: "getTenantListByUserId")?.response.type, .list(.model("SysTenant")))
        guard case .multipart(let file, let fields)? = contract.endpoint(named: "upload")?.body else {
            return XCTFail("the upload is multipart")
        }
        XCTAssertEqual(file, "file")
        XCTAssertEqual(fields.map(\.name), ["biz"])
        XCTAssertNotNil(contract.endpoint(named: "oldList")?.deprecation)
        XCTAssertEqual(contract.model(named: "SysUser")?.field(named: "birthday")?.type, .scalar(.dateTime))
        XCTAssertNotNil(
            contract.enums.first { $0.storage == .int && $0.cases.map(\.value) == [.int(0), .int(1), .int(2)] })
        // The wrappers themselves are no models.
        XCTAssertFalse(contract.models.contains { $0.name.hasPrefix("Result") })
        // The OPTIONS operation is listed as left out, with its place.
        XCTAssertTrue(
            draft.notes.leftOut.contains {
                $0.reason.contains("OPTIONS") && $0.examples.first?.hasPrefix("jeecg.json:") == true
            })
        // The example's token is never written.
        XCTAssertFalse(rendered.text.contains("eyJhbGciOi.secret.sig"), rendered.text)
    }

    func testSpringdocOpenAPI3DraftsACodeEnvelopeUnwrapped() throws {
        let harness = try DraftHarness()
        let draft = try harness.draft(openAPI: SpringDocuments.springdoc3, name: "depot.yaml")
        let rendered = harness.rendered(draft)
        let contract = try XCTUnwrap(rendered.lint.contract)
        XCTAssertEqual(try harness.generate(rendered).map(\.description), [])
        XCTAssertEqual(contract.envelopes.map(\.name), ["standard", "bare"])
        let envelope = contract.envelopes[0]
        XCTAssertEqual(envelope.style, .code)
        XCTAssertEqual(envelope.codeField, "code")
        XCTAssertEqual(envelope.successCodes, [.int(0)])
        XCTAssertEqual(envelope.messageField, "msg")
        XCTAssertEqual(envelope.payloadField, "data")
        XCTAssertEqual(contract.auth?.token?.placement, .header(name: "Authorization", scheme: "Bearer"))
        let list = try XCTUnwrap(contract.endpoint(named: "listItems"))
        XCTAssertEqual(list.path, "/depot/{depotId}/items")
        XCTAssertEqual(list.pathParameters.map(\.type), [.scalar(.int)])
        XCTAssertEqual(list.response.type, .model("PageResultItemVO"))
        XCTAssertEqual(contract.endpoint(named: "createItem")?.response.type, .scalar(.int))
        let login = try XCTUnwrap(contract.endpoint(named: "login"))
        XCTAssertEqual(login.auth, .none)
        guard case .form(let fields) = login.body else { return XCTFail("the login sends a form") }
        XCTAssertEqual(fields.map(\.name), ["username", "password"])
        XCTAssertEqual(fields.map(\.isSecret), [false, true])
        XCTAssertEqual(contract.model(named: "AuthLoginRespVO")?.field(named: "accessToken")?.isSecret, true)
        XCTAssertEqual(contract.model(named: "ItemVO")?.field(named: "price")?.isNullable, true)
        XCTAssertEqual(contract.endpoint(named: "health")?.response.envelope, "bare")
    }
}
