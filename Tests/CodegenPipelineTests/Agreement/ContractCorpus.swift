import ContractFixtures
import Foundation

/// Every contract and fixture of the repository that generates: the real contracts and the fixture files (their
/// modules renamed, so the scratch package that builds them does not clash with this package's own targets or with
/// each other), the shared fixtures and the compile tests' own contracts. One per module name: the first wins.
enum ContractCorpus {
    struct Entry {
        /// Where the text comes from, for messages.
        var source: String
        var yaml: String
    }

    /// The contracts of `contract/`.
    static let contractFiles = [
        "contract/zing.yaml", "contract/herald.yaml", "contract/longde.yaml", "contract/wechat.yaml",
    ]

    static var entries: [Entry] {
        var entries: [Entry] = []
        let files =
            contractFiles + [
                "Tests/Fixtures/gate-sign-in.yaml", "Tests/Fixtures/ruoyi-sign-in.yaml",
                "Tests/Fixtures/jeecg-dict-items.yaml",
                "Tests/ContractDiffTests/Pairs/fixture.yaml",
                "Tests/ContractDiffTests/Pairs/scenario-base.yaml", "Tests/ContractDiffTests/Pairs/scenario-head.yaml",
                "Tests/Fixtures/paged-lists.yaml",
            ]
        for (index, file) in files.enumerated() {
            guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            else { continue }
            entries.append(Entry(source: file, yaml: renamingModule(text, suffix: "Check\(index)")))
        }
        entries += EnvelopeStyleFixture.all.map { Entry(source: "EnvelopeStyleFixture.\($0.name)", yaml: $0.yaml) }
        entries += [
            Entry(source: "NamedServerFixture.twoServers", yaml: NamedServerFixture.twoServers),
            Entry(source: "CookieSessionCompileTests", yaml: CookieSessionCompileTests.contract),
            Entry(source: "EpochDateCompileTests", yaml: EpochDateCompileTests.contract),
            Entry(source: "JoinedListCompileTests", yaml: JoinedListCompileTests.contract),
            Entry(source: "RangeCompileTests", yaml: RangeCompileTests.contract),
            Entry(source: "NoValueCompileTests", yaml: NoValueCompileTests.contract),
            Entry(source: "FallbackFieldsCompileTests", yaml: FallbackFieldsCompileTests.contract),
            Entry(source: "FormBodyCompileTests", yaml: FormBodyCompileTests.contract),
            Entry(source: "FormatFeaturesCompileTests", yaml: FormatFeaturesCompileTests.contract),
            Entry(source: "NamedServersCompileTests", yaml: NamedServersCompileTests.contract),
            Entry(source: "PayloadRulesCompileTests", yaml: PayloadRulesCompileTests.contract),
            Entry(source: "QueryTokenCompileTests", yaml: QueryTokenCompileTests.contract),
            Entry(source: "UnionExampleCompileTests", yaml: UnionExampleCompileTests.contract),
        ]
        return entries
    }

    /// The contracts of `contract/` once more, their modules renamed `<Module>OnMainActor`: the clients an app
    /// generates into its own target, whose default isolation Xcode 26 makes the main actor.
    static var contractsOnMainActor: [Entry] {
        contractFiles.compactMap { file in
            guard let text = try? String(contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
            else { return nil }
            return Entry(source: file, yaml: renamingModule(text, suffix: "OnMainActor"))
        }
    }

    /// `module: ZingAPI` → `module: ZingAPICheck0`: files whose modules share a name, or this package's, build side
    /// by side.
    private static func renamingModule(_ text: String, suffix: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("module: "), line.count - trimmed.count == 2 else { return String(line) }
            return String(line) + suffix
        }.joined(separator: "\n")
    }
}
