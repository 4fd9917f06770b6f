import Contract
import Foundation
import OpenAPIExport
import TextFoundation
import XCTest

/// One list of the `x-zing-*` keys (``ZingExtension``) for the export that writes them and the draft that reads them
/// back: every key an export holds is on the list, every key on the list is written by the export and read back by
/// `draft --openapi` or listed as written only with why, and no other file spells a key as a string of its own.
final class ZingExtensionListTests: XCTestCase {
    private static let sources = ExportFixtures.packageRoot.appendingPathComponent("Sources")

    /// Every key the exports of the contracts and the full fixture hold is a listed one.
    func testEveryExportedKeyIsListed() throws {
        var seen = Set<String>()
        var documents = try ExportFixtures.contractNames.map {
            try OpenAPIExporter.document(for: ExportFixtures.contract($0))
        }
        documents.append(try OpenAPIExporter.document(for: ExportFixtures.contract(text: FullContract.text)))
        for document in documents { Self.collectKeys(document, into: &seen) }
        let listed = Set(ZingExtension.allCases.map(\.key))
        XCTAssertEqual(seen.subtracting(listed), [], "exported keys missing from ZingExtension")
        XCTAssertGreaterThan(seen.count, 30, "the exports hold the extensions")
    }

    /// Each listed key is written by the export; each is read back by the draft unless it says why not.
    func testEveryListedKeyIsWrittenAndReadBackOrSaysWhyNot() throws {
        let export = try Self.text(under: "OpenAPIExport")
        let draft = try Self.text(under: "ContractDraft")
        for item in ZingExtension.allCases {
            let use = "ZingExtension.\(item).key"
            XCTAssertTrue(export.contains(use), "\(item.key) is listed but the export never writes it")
            if let reason = item.exportOnlyReason {
                XCTAssertFalse(draft.contains(use), "\(item.key) is read back: it is no longer export-only")
                XCTAssertFalse(reason.isEmpty)
            } else {
                XCTAssertTrue(draft.contains(use), "\(item.key) is written but draft --openapi never reads it back")
            }
        }
    }

    /// No source file but the list spells a key.
    func testNoFileSpellsAKeyOfItsOwn() throws {
        let files = try FileManager.default.subpathsOfDirectory(atPath: Self.sources.path).filter {
            $0.hasSuffix(".swift")
        }
        for file in files where file != "Contract/Interchange/ZingExtension.swift" {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            XCTAssertFalse(text.contains("\"x-zing-"), "Sources/\(file) spells an x-zing key: use ZingExtension")
        }
    }

    private static func text(under module: String) throws -> String {
        let folder = sources.appendingPathComponent(module)
        return try FileManager.default.subpathsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".swift") }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }.joined(separator: "\n")
    }

    private static func collectKeys(_ value: JSONValue, into keys: inout Set<String>) {
        switch value {
        case .object(let members):
            for (key, member) in members {
                if key.hasPrefix("x-zing-") { keys.insert(key) }
                collectKeys(member, into: &keys)
            }
        case .array(let items): for item in items { collectKeys(item, into: &keys) }
        default: break
        }
    }
}
