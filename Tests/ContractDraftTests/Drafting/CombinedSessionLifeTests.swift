import Contract
import ContractFixtures
import WireVocabulary
import XCTest

@testable import ContractDraft

/// `draft --openapi DOC --har FILE` where the document publishes no security: the captures' session joins the draft
/// with the endpoints its life names (`setBy`, `endsBy`) called by the document's names, those the document does not
/// publish left out, so the captures are never dropped for naming an endpoint the draft does not have.
final class CombinedSessionLifeTests: XCTestCase {
    private let base = "https://api.shop.example/api"
    private let token = "shop-token-value-5e1d"

    private func document(publishingSignIn: Bool) -> String {
        let signIn = """
              /login:
                post:
                  operationId: signIn
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              success: { type: boolean }
                              code: { type: integer }
                              message: { type: string }
                              result: { type: object, properties: { token: { type: string } } }

            """
        return """
            openapi: 3.0.1
            info: { title: Shop, version: "1" }
            servers: [ { url: "\(base)" } ]
            paths:
            \(publishingSignIn ? signIn : "")  /orders/{id}:
                get:
                  operationId: getOrder
                  parameters: [ { name: id, in: path, required: true, schema: { type: integer } } ]
                  responses:
                    "200":
                      description: OK
                      content:
                        application/json:
                          schema:
                            type: object
                            properties:
                              success: { type: boolean }
                              code: { type: integer }
                              message: { type: string }
                              result: { type: object, properties: { id: { type: integer } } }
            """
    }

    private func draft(publishingSignIn: Bool) throws -> (Draft, RenderedDraft) {
        let harness = try DraftHarness()
        let document = try harness.write(self.document(publishingSignIn: publishingSignIn), as: "shop.yaml")
        let capture = try harness.write(
            HARText.json([
                CapturedEntry(
                    method: "POST", url: base + "/login",
                    responseBody: #"{"success": true, "code": 0, "result": {"token": "\#(token)"}}"#),
                CapturedEntry(
                    url: base + "/orders/1001", requestHeaders: [("X-Access-Token", token)],
                    responseBody: #"{"success": true, "code": 0, "result": {"id": 1001}}"#),
            ]), as: "shop.har")
        let draft = try CombinedDrafter.draft(
            document: document, captures: [capture], in: harness.folder, options: DraftOptions(date: DraftHarness.date))
        return (draft, harness.rendered(draft))
    }

    func testTheSignInTheDocumentPublishesIsNamedAsTheDocumentNamesIt() throws {
        let (draft, rendered) = try draft(publishingSignIn: true)
        let token = try XCTUnwrap(rendered.lint.contract?.auth?.token, rendered.text)
        XCTAssertEqual(token.setBy, ["signIn"])
        XCTAssertEqual(token.tokenField(for: "signIn"), FieldPath(keys: ["token"]))
        XCTAssertEqual(
            draft.guesses.guesses(at: DraftPlace.auth.appending("token")).filter { $0.kind == .tokenSetBy }.map(\.text),
            ["signIn hands the token out in `token`: 1 later requests sent a token its answers carried"])
        XCTAssertFalse(rendered.text.contains(self.token), rendered.text)
    }

    func testASignInTheDocumentDoesNotPublishIsLeftOutAndTheCapturesStay() throws {
        let (draft, rendered) = try draft(publishingSignIn: false)
        let contract = try XCTUnwrap(rendered.lint.contract, rendered.text)
        XCTAssertEqual(contract.auth?.token?.setBy, [])
        XCTAssertEqual(contract.auth?.token?.placement, .header(name: "X-Access-Token", scheme: nil))
        XCTAssertFalse(contract.endpoint(named: "getOrder")!.examples.isEmpty, "the captures' examples stay")
        XCTAssertFalse(draft.notes.leftOut.contains { $0.examples.contains("the captures") })
    }
}
