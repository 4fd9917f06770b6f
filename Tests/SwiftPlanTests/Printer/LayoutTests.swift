import XCTest

@testable import SwiftPlan

/// Layout: one line when it fits, else the breaks swift-format makes with the project's `.swift-format`.
final class LayoutTests: XCTestCase {
    private let a = SwiftExpression.code(SwiftFragment("alpha"))
    private let core = SwiftExpression.code(SwiftFragment("core"))

    private func call(_ count: Int, length: Int, layout: ListLayout = .fit) -> SwiftExpression {
        .call(
            core.member(SwiftFragment("prepare")),
            (0..<count).map { _ in SwiftArgument(.string(String(repeating: "x", count: length))) }, layout: layout)
    }

    func testACallFitsOnOneLineThenOnOneContinuationLineThenOneArgumentPerLine() {
        XCTAssertEqual(
            relative(SwiftPrinter.expression(call(2, length: 3), column: 8), 8), #"core.prepare("xxx", "xxx")"#)
        let second = relative(
            SwiftPrinter.statements([.let(SwiftIdentifier("x"), nil, call(2, length: 46))], column: 8), 8)
        XCTAssertEqual(second.split(separator: "\n").count, 2)
        XCTAssertTrue(second.hasPrefix("let x = core.prepare(\n    \"x"))
        XCTAssertTrue(second.hasSuffix("\")"))
        let third = relative(SwiftPrinter.expression(call(3, length: 50), column: 8), 8)
        XCTAssertEqual(third.split(separator: "\n").count, 5)
        XCTAssertTrue(third.hasSuffix("\",\n    \"" + String(repeating: "x", count: 50) + "\"\n)"))
    }

    func testOnePerLineCallsAlwaysBreak() {
        XCTAssertEqual(
            relative(SwiftPrinter.expression(call(2, length: 1, layout: .onePerLine), column: 8), 8),
            "core.prepare(\n    \"x\",\n    \"x\"\n)")
    }

    func testEveryLineKeepsWithinTheWidth() {
        for column in [0, 8, 40, 80] {
            for count in 1...6 {
                let printed = SwiftPrinter.expression(call(count, length: 20), column: column)
                for (index, line) in printed.split(separator: "\n").enumerated() {
                    XCTAssertLessThanOrEqual((index == 0 ? column : 0) + line.count, SwiftPrinter.width)
                }
            }
        }
    }

    func testArraysFitOrTakeAContinuationLineOrOneElementPerLine() {
        let short = SwiftExpression.array([a, a])
        XCTAssertEqual(relative(SwiftPrinter.expression(short, column: 8), 8), "[alpha, alpha]")
        let long = SwiftExpression.array(Array(repeating: .string(String(repeating: "y", count: 32)), count: 3))
        let printed = relative(SwiftPrinter.statements([.let(SwiftIdentifier("x"), nil, long)], column: 8), 8)
        XCTAssertEqual(printed.split(separator: "\n").count, 3)
        XCTAssertTrue(printed.hasSuffix("\",\n]"))
        let longer = SwiftExpression.array(Array(repeating: .string(String(repeating: "y", count: 40)), count: 3))
        XCTAssertEqual(
            relative(SwiftPrinter.statements([.let(SwiftIdentifier("x"), nil, longer)], column: 8), 8).split(
                separator: "\n"
            ).count, 5)
    }

    func testAnIfStaysOnOneLineWhenItFitsUnlessItIsABlock() {
        let body: [SwiftStatement] = [.return(a)]
        XCTAssertEqual(
            relative(SwiftPrinter.statements([.if(.expression(a), body)], column: 8), 8), "if alpha { return alpha }")
        XCTAssertEqual(
            relative(SwiftPrinter.statements([.if(.expression(a), body, layout: .block)], column: 8), 8),
            "if alpha {\n    return alpha\n}")
        let longCondition = SwiftExpression.code(
            SwiftFragment("observation.isTransportFault([.timeout, .offline, .cannotConnect, .connectionLost, .other])")
        )
        XCTAssertEqual(
            relative(
                SwiftPrinter.statements(
                    [.if(.expression(longCondition), [.return(.code(SwiftFragment(".connectivity")))])], column: 8), 8
            )
            .split(separator: "\n").count, 3)
    }

    func testSwitchCasesCarryTheirCommentsAndADefault() {
        let statement = SwiftStatement.switch(
            core,
            [
                SwiftSwitchCase(
                    comment: CommentText("code 1\nnext"), patterns: [.expression(.int(1))], body: [.return(a)]),
                SwiftSwitchCase(patterns: [.optionalRange(400, 499), .expression(.int(401))], body: [.return(a)]),
                SwiftSwitchCase(patterns: [], body: [.expression(.code(SwiftFragment("break")))]),
            ])
        XCTAssertEqual(
            relative(SwiftPrinter.statements([statement], column: 8), 8),
            """
            switch core {
            // code 1 next
            case 1: return alpha
            case (400...499)?, 401: return alpha
            default: break
            }
            """)
    }

    func testDeclarationsPrintTheirDocThenTheirHeaderAndASignatureOnOneLine() {
        let declaration = SwiftDeclaration(
            doc: DocComment("Does it."),
            .function(
                .identifier(SwiftIdentifier("run")),
                [
                    SwiftParameter(.wildcard, SwiftIdentifier("body"), .runtime(.string)),
                    SwiftParameter(
                        .same, SwiftNames.lowerCamel("default"), .runtime(.int).optional,
                        default: .code(SwiftFragment("nil"))),
                ],
                SwiftEffects(isAsync: true, throwing: .typed(.named(SwiftIdentifier("ShopError")))),
                returns: .runtime(.bool), layout: .onePerLine))
        XCTAssertEqual(
            relative(SwiftPrinter.declaration(declaration, column: 4), 4),
            """
            /// Does it.
            public func run(
                _ body: String,
                `default`: Int? = nil
            ) async throws(ShopError) -> Bool
            """)
        XCTAssertEqual(
            SwiftPrinter.signature(declaration),
            "public func run(_ body: String, `default`: Int? = nil) async throws(ShopError) -> Bool")
    }

    func testAPropertySignatureShowsItsTypeNotItsValue() {
        let title = SwiftDeclaration(
            doc: nil, isStatic: true,
            .property(.let, SwiftIdentifier("title"), .runtime(.string), initializer: .string("T"), showsType: false))
        XCTAssertEqual(relative(SwiftPrinter.declaration(title, column: 4), 4), #"public static let title = "T""#)
        XCTAssertEqual(SwiftPrinter.signature(title), "public static let title: String")
    }
}
