import Contract
import ContractVerify
import Foundation
import XCTest

/// Captured requests of Tests/Fixtures/paged-lists.yaml's lists against their pagers: the example traffic is clean;
/// a missing page size, a page below the first page, a negative offset and a size of 0 are each reported by the
/// parameter's name, never its value.
final class PagingVerifyTests: XCTestCase {
    private var contract: Contract!
    private var traffic: ExampleTraffic!

    override func setUpWithError() throws {
        let file = RealContracts.root.appendingPathComponent("Tests/Fixtures/paged-lists.yaml")
        let result = ContractLoader.load(contentsOf: file, displayPath: "paged-lists.yaml")
        contract = try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
        traffic = ExampleTraffic(contract: contract)
    }

    func testTheExampleTrafficPagesAsThePagerWould() throws {
        let run = try VerifyHarness.run(contract, traffic.exampleEntries().map(\.spec))
        XCTAssertEqual(run.findings("request-query-invalid"), [], run.text)
    }

    /// The endpoint's example request with its query replaced by `query`.
    private func request(_ endpoint: String, query: String) -> EntrySpec {
        var request = traffic.request(traffic.endpoint(endpoint))
        let base = request.url.split(separator: "?", maxSplits: 1)[0]
        request.url = String(base) + "?" + query
        return request
    }

    func testAMissingSizeAPageBelowTheFirstANegativeOffsetAndAnEmptySizeAreReported() throws {
        let run = try VerifyHarness.run(
            contract,
            [
                request("listUsers", query: "pageNum=1"),
                request("listNotices", query: "pageNo=0&pageSize=10"),
                request("listLogs", query: "offset=-1&limit=0"),
            ])
        XCTAssertEqual(
            run.findings("request-query-invalid").map(\.message).filter { $0.contains("pager") },
            [
                "sends no pageSize (the pager's size)",
                "sends pageNo below the first page (1), which no page of the pager asks for",
                "sends offset below 0, which no page of the pager asks for",
                "sends limit below 1, which no page of the pager asks for",
            ], run.text)
    }

    func testACursorMayBeAbsentOnTheFirstPage() throws {
        let run = try VerifyHarness.run(contract, [request("feed", query: "size=2")])
        XCTAssertEqual(run.findings("request-query-invalid"), [], run.text)
    }
}
