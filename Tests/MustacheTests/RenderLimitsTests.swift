import Foundation
import XCTest

@testable import Mustache

/// Hostile templates end in located errors: deep nesting (which crashed with a stack overflow at 100,000 levels) and
/// lists iterated inside themselves (2^30 renderings from a 600-byte template).
final class RenderLimitsTests: XCTestCase {
    private func nested(_ levels: Int, _ name: String = "yes", inner: String = "x") -> String {
        String(repeating: "{{#\(name)}}", count: levels) + inner + String(repeating: "{{/\(name)}}", count: levels)
    }

    func testSectionsNestUpToAHundredLevels() throws {
        let template = try MustacheTemplate(source: nested(100), name: "deep")
        XCTAssertEqual(try template.render(["yes": true]), "x")
    }

    func testDeeperSectionsAreAParseErrorAtTheTagTooMany() {
        XCTAssertThrowsError(try MustacheTemplate(source: "\n" + nested(1_000), name: "deep")) { error in
            XCTAssertEqual(
                error as? MustacheError,
                MustacheError(
                    templateName: "deep", line: 2, column: 1 + 100 * 8,
                    message: "sections nested more than 100 levels deep"))
        }
    }

    func testSectionsAndPartialsNestUpToAHundredLevelsWhileRendering() throws {
        let library = try MustacheLibrary(templates: ["main": "{{>level}}", "level": "{{#more}}{{>level}}{{/more}}"])
        XCTAssertThrowsError(try library.render("main", ["more": true])) { error in
            let error = error as? MustacheError
            XCTAssertEqual(error?.templateName, "level")
            XCTAssertEqual(error?.message, "sections and partials nested more than 100 levels deep while rendering")
        }
    }

    func testAListIteratedInsideItselfRunsOutOfSteps() throws {
        let template = try MustacheTemplate(source: nested(30, "items"), name: "blowup")
        let context: MustacheValue = ["items": [1, 2]]
        XCTAssertEqual(
            RenderLimits.stepBudget(templateNodes: template.nodeCount, contextValues: RenderLimits.count(context)),
            1_000_000, "what render(_:) allows this template: far below its 2^30 visits")
        XCTAssertThrowsError(
            try template.render(context, partials: [:], escaper: .none, strict: false, stepBudget: 10_000)
        ) { error in
            let error = error as? MustacheError
            XCTAssertEqual(error?.line, 1)
            XCTAssertEqual(error?.message.hasPrefix("rendering visits too many nodes"), true)
        }
        XCTAssertEqual(try template.render(["items": [1]]), "x", "one item: one visit per level")
    }

    func testTheBudgetGrowsWithTemplateAndContext() throws {
        XCTAssertEqual(RenderLimits.stepBudget(templateNodes: 10, contextValues: 10), 1_000_000)
        XCTAssertEqual(RenderLimits.stepBudget(templateNodes: 2_000, contextValues: 5_000), 10_000_000)
        XCTAssertEqual(RenderLimits.stepBudget(templateNodes: .max, contextValues: 2), .max)
        XCTAssertEqual(RenderLimits.count(["a": [1, 2, ["b": .null]]]), 6)
    }

    func testABudgetStopsRenderingAtTheSectionThatRunsOut() throws {
        let template = try MustacheTemplate(source: "{{#rows}}\n{{#rows}}.{{/rows}}{{/rows}}", name: "pairs")
        let rows: MustacheValue = ["rows": .list((0..<30).map { .int($0) })]
        let render = { (budget: Int) in
            try template.render(rows, partials: [:], escaper: .none, strict: false, stepBudget: budget)
        }
        XCTAssertEqual(try render(1_000).count, 900, "30 × 30 pairs: 931 visits")
        XCTAssertThrowsError(try render(920)) { error in
            XCTAssertEqual((error as? MustacheError)?.line, 2, "the inner section")
        }
    }

    /// The generator renders on worker threads; the deepest rendering allowed fits a 512 KB stack.
    func testTheDeepestRenderingFitsASmallThreadStack() throws {
        let library = try MustacheLibrary(templates: ["main": nested(99, inner: "{{>leaf}}"), "leaf": "leaf"])
        let done = expectation(description: "rendered")
        let thread = Thread {
            XCTAssertEqual(try? library.render("main", ["yes": true]), "leaf")
            done.fulfill()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        wait(for: [done], timeout: 60)
    }
}
