import Foundation
import XCTest

/// docs/architecture.md stays true: every path it names exists, and the definition counts it states are what a search
/// of `Sources/` finds.
final class ArchitectureDocTests: XCTestCase {
    private let root = BuiltProduct.packageRoot

    private func page() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    }

    /// The back-quoted paths under `Sources/`, `Tests/`, `Templates/`, `docs/` and `scripts/`; a path written as a
    /// folder ends in `/`. A bare file name after a path (`JSONParser.swift`) sits in that path's folder.
    private func namedPaths(in text: String) -> [String] {
        var paths: [String] = []
        var folder: String?
        for span in text.split(separator: "`").enumerated().filter({ $0.offset % 2 == 1 }).map({ String($0.element) }) {
            if ["Sources/", "Tests/", "Templates/", "docs/", "scripts/"].contains(where: span.hasPrefix) {
                paths.append(span)
                folder = span.hasSuffix("/") ? span : (span as NSString).deletingLastPathComponent
            } else if span.hasSuffix(".swift"), !span.contains("/"), let folder {
                paths.append(folder + "/" + span)
            }
        }
        return paths
    }

    /// The list of what a contract passes through names, for each representation, a type its file holds, and the
    /// count the page states after it is the list's length.
    func testTheRepresentationsListedAreTheCodes() throws {
        let page = try page()
        let list = try XCTUnwrap(
            page.components(separatedBy: "<!-- representations -->").dropFirst().first?
                .components(separatedBy: "<!-- /representations -->").first)
        // An item's later lines are indented: each joins the item it continues.
        var items: [String] = []
        for line in list.components(separatedBy: "\n") {
            if line.first?.isNumber == true {
                items.append(line)
            } else if line.hasPrefix(" "), !items.isEmpty {
                items[items.count - 1] += line
            }
        }
        XCTAssertEqual(items.count, 8, "the representations from YAML text to written file")
        for (index, item) in items.enumerated() {
            XCTAssertTrue(item.hasPrefix("\(index + 1). "), item)
            let spans = item.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
            let type = try XCTUnwrap(spans.first { !$0.contains("/") }, "item \(index + 1) names its type")
            let path = try XCTUnwrap(spans.first { $0.hasPrefix("Sources/") }, "item \(index + 1) names its file")
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            XCTAssertTrue(text.contains(type), "\(path) holds no \(type) (item \(index + 1))")
        }
        let after = try XCTUnwrap(page.components(separatedBy: "<!-- /representations -->").last)
        XCTAssertTrue(after.hasPrefix("\n\nEight, "), "the count stated after the list")
        // The tree is made from libyaml's events where they lie, with no Swift copy of each event between.
        let builder = try String(
            contentsOf: root.appendingPathComponent("Sources/YAMLNodes/TreeBuilder.swift"), encoding: .utf8)
        XCTAssertFalse(builder.contains("YAMLEvent"), "the tree builder converts no event into a YAMLEvent")
    }

    func testEveryPathItNamesExists() throws {
        let paths = namedPaths(in: try page())
        XCTAssertGreaterThan(paths.count, 40, "the page names its files: \(paths.count)")
        for path in paths {
            XCTAssertTrue(
                FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path),
                "docs/architecture.md names \(path), which does not exist")
        }
    }

    /// Lines of `Sources/` (every Swift file) that contain `needle`.
    private func hits(of needle: String) throws -> [String] {
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var found: [String] = []
        for case let file as URL in files where file.pathExtension == "swift" {
            let text = try String(contentsOf: file, encoding: .utf8)
            for line in text.split(separator: "\n") where line.contains(needle) {
                found.append(file.path.replacingOccurrences(of: root.path + "/", with: "") + ": " + line)
            }
        }
        return found
    }

    func testTheDefinitionCountsItStatesHold() throws {
        let text = try page()
        XCTAssertTrue(text.contains("`func quoted` has five"), "the page states the count of `func quoted`")
        let quoters = try hits(of: "func quoted(")
        XCTAssertEqual(quoters.count, 5, quoters.joined(separator: "\n"))
        for nowhere in ["addingPercentEncoding", "removingPercentEncoding", "Mirror(reflecting:"] {
            XCTAssertTrue(text.contains("`\(nowhere)`"), nowhere)
            XCTAssertEqual(try hits(of: nowhere), [], "the page says nothing in Sources/ spells \(nowhere)")
        }
        for single in ["enum WireForm", "struct EnvelopeFormat", "enum JSONValue", "enum UnsafeScalar"] {
            XCTAssertTrue(text.contains("`\(single)`"), single)
            let definitions = try hits(of: single + " ") + hits(of: single + ":")
            XCTAssertEqual(definitions.count, 1, definitions.joined(separator: "\n"))
        }
    }

    func testTheOneReadingOfAnExchangeAndItsCallersAreNamed() throws {
        let text = try page()
        let callers = try hits(of: "ExchangeReading.read(").map { String($0.prefix { $0 != ":" }) }
        let named = Set(namedPaths(in: text))
        for caller in Set(callers) where caller != "Sources/WireVocabulary/Exchange/ExchangeReading.swift" {
            XCTAssertTrue(named.contains(caller), "\(caller) reads exchanges and the page does not name it")
        }
        let readers = try hits(of: "AnswerReader(").map { String($0.prefix { $0 != ":" }) }
        for reader in Set(readers) where !reader.hasPrefix("Sources/Contract/Exchange/") {
            XCTAssertTrue(named.contains(reader), "\(reader) reads answers and the page does not name it")
        }
    }

    /// A style's behaviour is its row of traits: no file but that table compares envelope styles or switches over one,
    /// so a new style cannot be missed by a comparison the compiler does not flag.
    func testEnvelopeStylesAreBranchedOnOnlyInTheirTable() throws {
        let table = "Sources/WireVocabulary/Envelope/EnvelopeStyleTraits.swift"
        let text = try page()
        XCTAssertTrue(text.contains("`\(table)`"), "the page names the style table")
        let comparison = try Regex(#"style\??\s*[!=]=\s*(EnvelopeFormat\.Style)?\.(flag|code|none)\b"#)
        let switchOverStyle = try Regex(#"switch\s+[\w$.?]*\bstyle\??\s*\{"#)
        // Where `style` is something else: a YAML scalar's, zing-api's progress display's.
        let otherStyles = ["Sources/YAMLNodes/", "Sources/zing-api/Output/"]
        let branches = try hits(of: "style").filter { hit in
            !hit.hasPrefix(table + ":") && !otherStyles.contains(where: hit.hasPrefix)
                && (hit.contains(comparison) || hit.contains(switchOverStyle))
        }
        XCTAssertEqual(branches, [], "branches over an envelope style outside its table")
        XCTAssertFalse(try hits(of: "switch envelope.traits.decider").isEmpty, "the tools ask the table")
    }

    /// The concepts table's last column is true both ways: each module listed names the definition, and no module
    /// outside the definition's own names it without being listed.
    func testEachDefinitionIsNamedByTheModulesListed() throws {
        let text = try page()
        let table = try XCTUnwrap(text.range(of: "| concept | defining file | used by |")).lowerBound
        let rows = text[table...].split(separator: "\n").dropFirst(2).prefix { $0.hasPrefix("| ") }
        XCTAssertGreaterThan(rows.count, 30, "the concepts table was read")
        let sources = try swiftSourcesByModule()
        for row in rows {
            let columns = row.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            let listed = try XCTUnwrap(columns.last, String(row))
            let names = listed.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map {
                String($0.element)
            }
            let symbol = try XCTUnwrap(names.first, "no name in the last column of: \(row)")
            let defining = try XCTUnwrap(namedPaths(in: " " + columns[1]).first, "no defining file in: \(row)")
            let home = defining.split(separator: "/")[1]
            // A name ends where no word character follows; a dot does not join it to the next word (Swift's default
            // word boundaries would read `JSONQuoting.quoted` as one word).
            let pattern = (symbol.hasPrefix(".") ? "\\" : "(?:^|[^\\w.])") + symbol + "(?!\\w)"
            let regex = try Regex(pattern)
            let isNamedIn = { (texts: [String]) in texts.contains { $0.contains(symbol) && $0.contains(regex) } }
            XCTAssertTrue(isNamedIn(sources[String(home)] ?? []), "\(symbol) is not in \(home)")
            let naming = Set(sources.filter { $0.key != home && isNamedIn($0.value) }.keys)
            XCTAssertEqual(
                naming.subtracting(names.dropFirst()).sorted(), [], "modules that name \(symbol) and are not listed")
            XCTAssertEqual(
                Set(names.dropFirst()).subtracting(naming).sorted(), [], "modules listed that do not name \(symbol)")
        }
    }

    /// Every module's Swift sources, by the module's folder name under `Sources/`.
    private func swiftSourcesByModule() throws -> [String: [String]] {
        let sources = root.appendingPathComponent("Sources")
        let files = try XCTUnwrap(FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil))
        var byModule: [String: [String]] = [:]
        for case let file as URL in files where file.pathExtension == "swift" {
            let module = file.path.dropFirst(sources.path.count + 1).split(separator: "/")[0]
            byModule[String(module), default: []].append(try String(contentsOf: file, encoding: .utf8))
        }
        return byModule
    }
}
