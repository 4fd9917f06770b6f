import Contract
import Foundation
import XCTest

@testable import SwiftPlan

/// Every part of the plan hands over all of its fields, in order and under their own names: the templates'
/// contexts and the public-symbol list read nothing else, so a field left out of `planFields` would be a slot no
/// template could fill and a symbol the diff could not see. Reflection reads the parts here, never in generation.
final class PlanFieldsTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    func testEveryPartHandsOverEveryFieldByName() throws {
        var seen: Set<String> = []
        for name in ["zing", "herald", "longde", "wechat"] {
            let url = root.appendingPathComponent("contract/\(name).yaml")
            let contract = try XCTUnwrap(
                ContractLoader.load(contentsOf: url, displayPath: "contract/\(name).yaml").contract)
            check(try SwiftPlanner.plan(contract, contractPath: "contract/\(name).yaml"), seen: &seen)
        }
        XCTAssertGreaterThanOrEqual(seen.count, 22, "the walk reached the plan's part types: \(seen.sorted())")
    }

    private func check(_ part: some PlanPart, seen: inout Set<String>) {
        let type = String(describing: Swift.type(of: part))
        seen.insert(type)
        let fields = part.planFields
        XCTAssertEqual(fields.map(\.name), Mirror(reflecting: part).children.map { $0.label ?? "" }, type)
        for (field, child) in zip(fields, Mirror(reflecting: part).children) {
            check(field.value, against: child.value, in: type, seen: &seen)
        }
    }

    /// The field holds what the stored property holds: the same declaration, name, text or part.
    private func check(_ field: PlanField, against value: Any, in type: String, seen: inout Set<String>) {
        switch field {
        case .declaration(let planned):
            XCTAssertEqual(planned, value as? PlannedDeclaration, type)
        case .code(let declaration): XCTAssertEqual(declaration, value as? SwiftDeclaration, type)
        case .name(let name): XCTAssertEqual(name, value as? SwiftIdentifier, type)
        case .text(let text): XCTAssertEqual(text, value as? String, type)
        case .flag(let flag): XCTAssertEqual(flag, value as? Bool, type)
        case .part(let part): check(part, seen: &seen)
        case .list(let items):
            let children = Mirror(reflecting: value).children.map(\.value)
            XCTAssertEqual(items.count, children.count, type)
            for (item, child) in zip(items, children) { check(item, against: child, in: type, seen: &seen) }
        case .nothing:
            let mirror = Mirror(reflecting: value)
            let payload: Any? = mirror.displayStyle == .optional ? mirror.children.first?.value : value
            if let payload {
                XCTAssertFalse(
                    payload is PlannedDeclaration || payload is any PlanPart, "\(type): a value handed over as nothing")
            }
        }
    }
}
