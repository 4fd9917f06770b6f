import Contract
import Foundation
import Mustache
import SwiftPlan
import XCTest

@testable import SwiftRendering

/// docs/templates.md's table of templates and their values is the contexts the renderer makes: every template of
/// `Templates/` has a row, and each row names exactly the values (and the values of their items) its template
/// receives for the repository's contracts.
final class TemplatesDocTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// What a template receives: its values' names, and for each value whose items (or itself) are objects, their
    /// names.
    private struct Shape: Equatable {
        var values: Set<String> = []
        var nested: [String: Set<String>] = [:]
    }

    func testTheTableNamesEveryTemplatesValues() throws {
        let documented = try documentedShapes()
        let templates = try FileManager.default.contentsOfDirectory(
            atPath: root.appendingPathComponent("Templates").path
        )
        .filter { $0.hasSuffix(".mustache") && $0 != "header.mustache" }.map { String($0.dropLast(".mustache".count)) }
        XCTAssertEqual(Set(documented.keys), Set(templates), "a row per template")
        let made = try madeShapes()
        XCTAssertEqual(Set(made.keys), Set(templates), "the contracts reach every template")
        for (template, shape) in made {
            XCTAssertEqual(documented[template]?.values, shape.values, template)
            for (value, names) in shape.nested {
                XCTAssertEqual(documented[template]?.nested[value], names, "\(template): \(value)'s items")
            }
            for value in documented[template]?.nested.keys.sorted() ?? [] where shape.nested[value] == nil {
                XCTFail("\(template): \(value) has no items with values of their own")
            }
        }
    }

    /// Each row's values: the backticked names before its description (the first `:` outside parentheses), and the
    /// backticked names in the parentheses after one.
    private func documentedShapes() throws -> [String: Shape] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/templates.md"), encoding: .utf8)
        let identifier = /^[A-Za-z][A-Za-z0-9]*$/
        var shapes: [String: Shape] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { continue }
            let template = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            var shape = Shape()
            var depth = 0
            var inTicks = false
            var name = ""
            var last = ""
            for character in cells[1] {
                if inTicks {
                    if character == "`" {
                        inTicks = false
                        if name.wholeMatch(of: identifier) != nil {
                            if depth == 0 {
                                shape.values.insert(name)
                                last = name
                            } else {
                                shape.nested[last, default: []].insert(name)
                            }
                        }
                    } else {
                        name.append(character)
                    }
                    continue
                }
                switch character {
                case "`":
                    inTicks = true
                    name = ""
                case "(": depth += 1
                case ")": depth -= 1
                default: break
                }
                if character == ":" && depth == 0 { break }
            }
            shapes[template] = shape
        }
        return shapes
    }

    /// The values of every template's contexts for the repository's contracts, less the header's.
    private func madeShapes() throws -> [String: Shape] {
        var shapes: [String: Shape] = [:]
        func add(_ template: String, _ context: MustacheValue) {
            guard case .object(let values) = context else { return XCTFail("\(template): not an object") }
            var shape = shapes[template] ?? Shape()
            for (key, value) in values where key != "contractPath" && key != "header" {
                shape.values.insert(key)
                let items: [MustacheValue] =
                    switch value {
                    case .list(let items): items
                    case .object: [value]
                    default: []
                    }
                for case .object(let fields) in items { shape.nested[key, default: []].formUnion(fields.keys) }
            }
            shapes[template] = shape
        }
        for name in ["zing", "herald", "longde", "wechat"] {
            let url = root.appendingPathComponent("contract/\(name).yaml")
            let contract = try XCTUnwrap(
                ContractLoader.load(contentsOf: url, displayPath: "contract/\(name).yaml").contract)
            let plan = try SwiftPlanner.plan(contract, contractPath: "contract/\(name).yaml")
            let contexts = FileContexts(plan: plan)
            let files = plan.files
            for file in files.leading + files.trailing { add(file.template, contexts.context(file)) }
            for group in files.groups where !group.units.isEmpty {
                add(group.template, contexts.context(group.file(0, units: 0..<group.units.count)))
            }
            add("Catalog.md", contexts.context(markdown: plan.catalog.context))
            for article in plan.catalog.groups { add("CatalogGroup.md", contexts.context(markdown: article.context)) }
        }
        return shapes
    }
}
