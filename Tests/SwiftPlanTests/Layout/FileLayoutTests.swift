import Contract
import Foundation
import XCTest

@testable import SwiftPlan

/// The files a plan ends in hold every declaration of the plan, each once: a declaration the layout left out would be
/// code never written and a symbol the diff could not see. Reflection reads the plan here, never in generation.
final class FileLayoutTests: XCTestCase {
    private let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Declarations by how many times each occurs.
    private struct Census: Equatable {
        var planned: [PlannedDeclaration: Int] = [:]
        var code: [SwiftDeclaration: Int] = [:]
    }

    func testTheFilesHoldEveryDeclarationOfThePlanOnce() throws {
        for name in ["zing", "herald", "longde", "wechat"] {
            let url = root.appendingPathComponent("contract/\(name).yaml")
            let contract = try XCTUnwrap(
                ContractLoader.load(contentsOf: url, displayPath: "contract/\(name).yaml").contract)
            let plan = try SwiftPlanner.plan(contract, contractPath: "contract/\(name).yaml")
            var inPlan = Census()
            reflect(plan, into: &inPlan)
            var inFiles = Census()
            let files = plan.files
            for declaration in (files.leading + files.trailing).flatMap(\.declarations)
                + files.groups.flatMap({ $0.units.flatMap(\.declarations) })
            {
                count(declaration, into: &inFiles)
            }
            XCTAssertGreaterThan(inPlan.planned.count, 50, name)
            for (planned, times) in inPlan.planned where inFiles.planned[planned] != times {
                XCTFail(
                    "\(name): \(planned.origin) \(SwiftPrinter.signature(planned.declaration)) is in the plan \(times)×, in the files \(inFiles.planned[planned] ?? 0)×"
                )
            }
            for (planned, times) in inFiles.planned where inPlan.planned[planned] == nil {
                XCTFail(
                    "\(name): \(planned.origin) \(SwiftPrinter.signature(planned.declaration)) is in the files \(times)×, not in the plan"
                )
            }
            for (code, times) in inPlan.code where inFiles.code[code] != times {
                XCTFail(
                    "\(name): \(SwiftPrinter.signature(code)) is in the plan \(times)×, in the files \(inFiles.code[code] ?? 0)×"
                )
            }
            for (code, times) in inFiles.code where inPlan.code[code] == nil {
                XCTFail("\(name): \(SwiftPrinter.signature(code)) is in the files \(times)×, not in the plan")
            }
        }
    }

    /// Every declaration a value of the plan holds, found by reflection.
    private func reflect(_ value: Any, into census: inout Census) {
        if let planned = value as? PlannedDeclaration {
            census.planned[planned, default: 0] += 1
        } else if let declaration = value as? SwiftDeclaration {
            census.code[declaration, default: 0] += 1
        } else if !(value is String || value is SwiftIdentifier) {
            // A model's extension is written only to hold its `limitViolation()`.
            let unwritten = (value as? ModelPlan).map { $0.limitViolation == nil } == true ? "extensionHeader" : nil
            for child in Mirror(reflecting: value).children where unwritten == nil || child.label != unwritten {
                reflect(child.value, into: &census)
            }
        }
    }

    private func count(_ declaration: FileDeclaration, into census: inout Census) {
        switch declaration {
        case .member(let member): count(member, into: &census)
        case .scope(let scope):
            count(scope.header, into: &census)
            for member in scope.members { count(member.declaration, into: &census) }
        }
    }

    private func count(_ declaration: PlanDeclaration, into census: inout Census) {
        switch declaration {
        case .planned(let planned): census.planned[planned, default: 0] += 1
        case .code(let code): census.code[code, default: 0] += 1
        }
    }
}
