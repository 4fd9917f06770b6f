import Foundation
import XCTest

/// Tests/Fixtures/paged-lists.yaml: a RuoYi list (rows and total beside the code) and a JeecgBoot list (a MyBatis-Plus
/// page inside `result`). The client protocol gains `listUsersPages`/`listUsersItems` beside the one-page method, built
/// on it; the module compiles warning-free with its example tests (which pass), also where the main actor is the
/// default isolation.
final class PagingCompileTests: XCTestCase {
    static let contract: String = {
        let url = packageRoot.appendingPathComponent("Tests/Fixtures/paged-lists.yaml")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }()

    func testTheContractCompilesWarningFreeAndItsExampleTestsPass() throws {
        XCTAssertFalse(Self.contract.isEmpty, "the fixture is readable")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("paged-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: Self.contract) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testADeprecatedListsPagersAreDeprecatedWithItAndCompileWarningFree() throws {
        let deprecated = Self.contract.replacingOccurrences(
            of: "    doc: The users, a page at a time.\n",
            with: "    doc: The users, a page at a time.\n    deprecated: { since: \"2\", note: Read the notices. }\n")
        XCTAssertNotEqual(deprecated, Self.contract)
        let text = try GeneratedModule(yaml: deprecated).moduleFiles.map(\.contents).joined(separator: "\n")
        XCTAssertTrue(
            text.contains(
                "    @available(*, deprecated, message: \"Deprecated since 2: Read the notices.\")\n    public func listUsersPages("
            ), text)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("paged-old-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        if let failure = PropertyCheck(scratch: scratch).failure(ofYAML: deprecated) {
            XCTFail("\(failure.stage): \(failure.details)")
        }
    }

    func testTheModuleCompilesWhereTheMainActorIsTheDefaultIsolation() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("paged-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let module = try GeneratedModule(yaml: Self.contract)
        let compiled = try module.emit(
            into: scratch.appendingPathComponent("built"), scratch: scratch,
            extra: ["-default-isolation", "MainActor"])
        XCTAssertTrue(compiled.succeeded, compiled.output)
    }

    func testThePagersAreBuiltOnTheOnePageRequirementOfTheProtocol() throws {
        let module = try GeneratedModule(yaml: Self.contract)
        let text = module.moduleFiles.map(\.contents).joined(separator: "\n")
        for line in [
            "nonisolated extension PagedClientProtocol {",
            "    public func listUsersPages(",
            "    ) -> Pages<User, PagedError> {",
            "            style: .page(firstPage: 1),",
            "            fetch: { request throws(PagedError) in",
            "                    pageNum: request.pageNumber,",
            "                return PageContent(items: payload.rows, total: payload.total)",
            "    public func listUsersItems(",
            "    ) -> PagedItems<User, PagedError> {",
            "                return PageContent(items: payload.records, total: payload.total)",
        ] {
            XCTAssertTrue(text.contains(line), line)
        }
    }
}
