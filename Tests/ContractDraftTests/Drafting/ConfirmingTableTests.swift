import Contract
import ContractFixtures
import Foundation
import MarkedSections
import XCTest

@testable import ContractDraft

/// docs/draft.md's "What is left to confirm" table: for each contract of the repository (and the two sign-in
/// fixtures), what the unedited draft of its traffic holds and what a person still confirms, measured here so the
/// page stays true. Regenerate with `RECORD_GOLDEN=1` and review the difference.
final class ConfirmingTableTests: XCTestCase {
    private static let sources = [
        "contract/zing.yaml", "contract/herald.yaml", "contract/longde.yaml", "contract/wechat.yaml",
        "Tests/Fixtures/ruoyi-sign-in.yaml", "Tests/Fixtures/gate-sign-in.yaml",
    ]

    func testTheDocsTableIsWhatTheDraftsHold() throws {
        var table = [
            "| traffic of | endpoints | examples kept | draft lines | guesses to confirm | most guessed | codes to name | left out |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        for file in Self.sources {
            let text = try String(contentsOf: DraftHarness.root.appendingPathComponent(file), encoding: .utf8)
            let loaded = ContractLoader.load(text: text, file: file)
            let source = try XCTUnwrap(loaded.contract, file)
            let harness = try DraftHarness()
            let draft = try harness.draft([(name: "traffic.har", entries: ContractTraffic.entries(source))])
            let rendered = harness.rendered(draft)
            let drafted = try XCTUnwrap(rendered.lint.contract, file)
            let kept = drafted.endpoints.reduce(0) { $0 + $1.examples.count }
            let examples = source.endpoints.reduce(0) { $0 + $1.examples.count }
            let kinds = draft.guesses.countsByKind.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
            let most = kinds.prefix(3).map { "`\($0.key.rawValue)` \($0.value)" }.joined(separator: ", ")
            let lines = rendered.text.split(separator: "\n", omittingEmptySubsequences: false).count
            table.append(
                "| `\(file)` | \(drafted.endpoints.count) of \(source.endpoints.count) | \(kept) of \(examples) | "
                    + "\(lines) | \(draft.guesses.count) | \(most) | "
                    + "\(draft.guesses.countsByKind[.errorClass] ?? 0) | \(draft.notes.leftOut.reduce(0) { $0 + $1.examples.count }) |"
            )
        }
        let section = try MarkedSection(
            table, named: "confirming", in: DraftHarness.root.appendingPathComponent("docs/draft.md"))
        XCTAssertEqual(section.current, section.expected, MarkedSection.advice)
    }
}
