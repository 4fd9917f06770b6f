import Contract
import XCTest

@testable import SwiftPlan

/// The generated module's DocC landing page as planned: links to the methods with their argument labels, grouped by
/// kind of endpoint, one row per error class with what the app does, and contract text made safe Markdown.
final class CatalogPlanTests: XCTestCase {
    private static let yaml = """
        format: 1
        info:
          title: "Shop | API"
          module: ShopAPI
          version: "2"
          date: 2026-01-01
          generate: true
          docs: [shop.md, "two  ``words``.md"]
        identifiers:
          ItemID: { type: int, wire: [int, numericString] }
        models:
          Item:
            fields:
              id: { type: ItemID }
          Login:
            fields:
              token: { type: string, secret: true }
        envelopes:
          standard: { style: flag, success: success, code: code, message: message, payload: result }
        auth:
          token: { header: X-Token }
        errorClasses:
          expired:
            invalidatesSession: true
            keepsCredentials: false
            retryable: false
            when: "HTTP 401 | code 7"
            action: Sign in again
          offline: { invalidatesSession: false, keepsCredentials: true, retryable: true }
        errorRules:
          - { http: [401], when: authenticated, class: expired }
          - { otherwise: true, class: offline }
        endpoints:
          login:
            method: POST
            path: /login
            auth: none
            role: login
            body: { json: Item }
            response: { envelope: standard, payload: result, type: Login }
          getItem:
            method: GET
            path: /items/{itemId}
            params: { itemId: { type: ItemID } }
            retry: idempotent
            response: { envelope: standard, payload: result, type: Item }
          addItem:
            method: POST
            path: /items
            body: { json: Item }
            response: { envelope: standard, payload: none }
        """

    private func catalog() throws -> CatalogPlan {
        let result = ContractLoader.load(text: Self.yaml, file: "contract/shop.yaml")
        let contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        return try SwiftPlanner.plan(contract, contractPath: "contract/shop.yaml").catalog
    }

    func testMethodsAreLinkedWithTheirLabelsByKindOfEndpoint() throws {
        let catalog = try catalog()
        XCTAssertEqual(catalog.module, "ShopAPI")
        XCTAssertEqual(catalog.groups.map(\.title), ["Signing in and out", "Reading", "Writing"])
        XCTAssertEqual(catalog.groups.map(\.article), ["SigningInAndOut", "Reading", "Writing"])
        XCTAssertEqual(catalog.groups[0].endpoints.map(\.link), ["``ShopClient/login(_:options:)``"])
        XCTAssertEqual(catalog.groups[0].endpoints.map(\.request), ["`POST /login`"])
        XCTAssertEqual(catalog.groups[1].endpoints.map(\.link), ["``ShopClient/getItem(itemID:credentials:options:)``"])
        XCTAssertEqual(catalog.groups[1].endpoints.map(\.request), ["`GET /items/{itemId}`"])
        XCTAssertEqual(catalog.groups[2].endpoints.map(\.link), ["``ShopClient/addItem(_:credentials:options:)``"])
        XCTAssertEqual(catalog.typeLinks, ["``ItemID``", "``Item``", "``Login``"])
        XCTAssertEqual(
            catalog.clientLinks,
            [
                "``ShopClient``", "``ShopClientProtocol``", "``ShopCredentials``", "``ShopError``",
                "``ShopErrorClass``", "``ShopContract``", "``ShopOperation``",
            ])
    }

    func testEachErrorClassSaysWhenAndWhatTheAppDoes() throws {
        let rows = try catalog().errorClasses
        XCTAssertEqual(rows.map(\.link), ["``ShopErrorClass/expired``", "``ShopErrorClass/offline``"])
        XCTAssertEqual(rows[0].meaning, "HTTP 401 \\| code 7", "a bar would end the table's cell")
        XCTAssertEqual(rows[0].action, "Sign in again. Ends the session.")
        XCTAssertEqual(rows[1].meaning, "")
        XCTAssertEqual(rows[1].action, "Keeps the stored credentials. Retried automatically on idempotent reads.")
    }

    func testContractTextIsOneLineThatLinksNothing() throws {
        let catalog = try catalog()
        XCTAssertEqual(catalog.title, "Shop | API")
        XCTAssertEqual(catalog.sources, ["shop.md", "two \\`\\`words\\`\\`.md"], "a double backtick would be a link")
        XCTAssertNil(catalog.notes, "a contract without deviation or policy notes has no notes section")
        XCTAssertEqual(Translator.markdownLine("a\n\n# heading\tb"), "a # heading b")
    }

    func testContractProseLinksOnlyToTheWebAndDirectsNothing() {
        XCTAssertEqual(
            Translator.markdownLine("see [x](javascript:alert(1)) or [docs](https://d.example)"),
            "see [x\\](javascript:alert(1)) or [docs](https://d.example)")
        XCTAssertEqual(Translator.markdownLine("a\n@Comment(x) <b>bold</b>"), "a \\@Comment(x) \\<b>bold\\</b>")
        XCTAssertEqual(Translator.markdownLine("`GET /a|b`", escapingBars: true), "`GET /a\\|b`")
    }
}
