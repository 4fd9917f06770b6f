import Contract
import ContractDiff
import Foundation
import XCTest

/// The scenario pair (docs v1.1 → v1.2 of the Zing contract) as a diff report, for the report formats' tests.
enum ScenarioReport {
    static func report(file: StaticString = #filePath, line: UInt = #line) throws -> DiffReport {
        func load(_ name: String) throws -> Contract {
            let text = try String(contentsOf: Fixture.folder.appendingPathComponent(name), encoding: .utf8)
            return try XCTUnwrap(Fixture.load(text, as: "contract/zing.yaml"), file: file, line: line)
        }
        let base = try load("scenario-base.yaml")
        let head = try load("scenario-head.yaml")
        return DiffReport(comparisons: [
            ContractComparison.compare(
                base: base, head: head, baseName: "git:HEAD:contract/zing.yaml", headName: "contract/zing.yaml")
        ])
    }

    /// Accepts the scenario's two breaking changes, plus one entry that matches nothing and one that has expired.
    static let acceptedText = """
        accepted:
          - rule: tenant-header-renamed
            path: auth/tenantID
            reason: The server reads both headers until every app has updated.
          - rule: error-class-added
            path: errorClass:accountDisabled
            contract: contract/zing.yaml
            reason: Apps switch over the class with a default case.
            until: "2026-12-31"
          - rule: endpoint-removed
            path: endpoint:gone
            reason: A stale entry.
          - rule: model-removed
            path: model:Old
            reason: Expired long ago.
            until: "2020-01-01"
        """

    static func accepted() throws -> AcceptedChanges {
        let (accepted, problems) = AcceptedChanges.parse(acceptedText, file: "accepted-changes.yaml")
        XCTAssertEqual(problems, [])
        return try XCTUnwrap(accepted)
    }
}
