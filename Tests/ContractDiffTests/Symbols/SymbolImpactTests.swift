import Contract
import ContractDiff
import SwiftPlan
import XCTest

final class SymbolImpactTests: XCTestCase {
    func testIdenticalContractsHaveNoChangesAndNoSymbolImpact() throws {
        let contract = try XCTUnwrap(Fixture.load(Fixture.text, as: "demo.yaml"))
        let comparison = ContractComparison.compare(base: contract, head: contract, baseName: "a", headName: "b")
        XCTAssertEqual(comparison.changes.count, 0)
        XCTAssertEqual(comparison.symbols.count, 0)
        XCTAssertEqual(
            MarkdownReport.render(DiffReport(comparisons: [comparison])),
            "## Contract review\n\n**No changes** in `a` → `b`.\n")
        XCTAssertEqual(TextReport.render(DiffReport(comparisons: [comparison])), "No changes.\n")
    }

    func testARenamedEndpointRenamesItsMethodItsRequirementAndItsOperation() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(Fixture.load(Fixture.edited([("  logout:\n", "  signOut:\n")]), as: "head.yaml"))
        let comparison = ContractComparison.compare(base: base, head: head, baseName: "a", headName: "b")
        let summary = comparison.symbols.map { "\($0.kind.rawValue) \($0.key)" }
        XCTAssertEqual(
            summary,
            [
                "removed DemoClient.logout", "added DemoClient.signOut", "removed DemoClientProtocol.logout",
                "removed DemoClientProtocol.logout without options", "added DemoClientProtocol.signOut",
                "added DemoClientProtocol.signOut without options", "removed DemoOperation.logout",
                "added DemoOperation.signOut",
            ])
        XCTAssertTrue(comparison.symbols.allSatisfy { $0.causes == [0] }, "all caused by the rename")
    }

    func testANewErrorClassAddsAnEnumCase() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "base.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(Fixture.edited([ErrorClassRulesTests.rateLimited]), as: "head.yaml"))
        let comparison = ContractComparison.compare(base: base, head: head, baseName: "a", headName: "b")
        let added = comparison.symbols.first { $0.key == "DemoErrorClass.rateLimited" }
        XCTAssertEqual(added?.kind, .added)
        XCTAssertEqual(added?.after, "case rateLimited")
        XCTAssertEqual(added.map { $0.causes.map { comparison.changes[$0].rule.id } }, ["error-class-added"])
    }

    func testPublicSymbolsComeFromThePlan() throws {
        let contract = try XCTUnwrap(Fixture.load(Fixture.text, as: "demo.yaml"))
        let symbols = try PublicSymbols.list(for: contract, contractPath: "demo.yaml")
        let byKey = Dictionary(symbols.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(byKey["LoginResult.token"]?.signature, "public var token: Secret")
        XCTAssertEqual(byKey["Membership.tenantUserID"]?.signature, "public var tenantUserID: String")
        XCTAssertEqual(byKey["Membership.tenantID"]?.signature, "public var tenantID: TenantID?")
        XCTAssertEqual(byKey["Outcome.redirect"]?.signature, "case redirect(Redirect)")
        XCTAssertEqual(
            byKey["DemoClient.login"]?.signature,
            "public func login(_ body: LoginRequest, options: CallOptions = .none) async throws(DemoError) -> LoginResult"
        )
        XCTAssertEqual(
            byKey["DemoClient.logout"]?.signature,
            "public func logout(credentials: DemoCredentials, options: CallOptions = .none) async throws(DemoError)")
        XCTAssertEqual(
            byKey["DemoClientProtocol.logout"]?.signature,
            "func logout(credentials: DemoCredentials, options: CallOptions) async throws(DemoError)")
        XCTAssertEqual(
            byKey["DemoClientProtocol.logout without options"]?.signature,
            "public func logout(credentials: DemoCredentials) async throws(DemoError)")
        XCTAssertEqual(byKey["DemoCredentials.tenantID"]?.signature, "public var tenantID: TenantID?")
        XCTAssertEqual(byKey["Membership.tenantUserID"]?.origin, "model:Membership/field:tenantUserId")
        XCTAssertEqual(byKey["DemoError"]?.signature, "public typealias DemoError = APIError<DemoErrorClass>")
        XCTAssertEqual(symbols, symbols.sorted(), "sorted by key")
    }

    /// A module rename renames the error alias apps write in `throws(…)` too, and the rename is its cause.
    func testAModuleRenameRenamesTheErrorAlias() throws {
        let base = try XCTUnwrap(Fixture.load(Fixture.text, as: "demo.yaml"))
        let head = try XCTUnwrap(
            Fixture.load(Fixture.edited([("module: DemoAPI", "module: ShopAPI")]), as: "demo.yaml"))
        let comparison = ContractComparison.compare(base: base, head: head, baseName: nil, headName: nil)
        let alias = comparison.symbols.first { $0.key == "ShopError" }
        XCTAssertEqual(alias?.kind, .added)
        XCTAssertEqual(alias.map { $0.causes.map { comparison.changes[$0].rule.id } }, ["module-renamed"])
        XCTAssertEqual(comparison.symbols.first { $0.key == "DemoError" }?.kind, .removed)
    }
}
