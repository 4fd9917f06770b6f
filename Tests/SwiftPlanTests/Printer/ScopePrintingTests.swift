import XCTest

@testable import SwiftPlan

/// A type prints whole: its header, its members one level deeper with the blank lines the plan gives them, a nested
/// type deeper still, and the closing brace at the header's indentation, wherever the type starts.
final class ScopePrintingTests: XCTestCase {
    private func property(_ name: StaticString) -> ScopeMember {
        ScopeMember(
            blankLineBefore: false,
            .member(
                .code(
                    SwiftDeclaration(
                        doc: nil, access: .internal,
                        .property(
                            .let, SwiftIdentifier(name), .named(SwiftIdentifier("Int")), initializer: nil,
                            showsType: true)))))
    }

    private func function(_ name: StaticString) -> ScopeMember {
        ScopeMember(
            blankLineBefore: true,
            .member(
                .code(
                    SwiftDeclaration(
                        doc: nil, access: .internal,
                        .function(.identifier(SwiftIdentifier(name)), [], .none, returns: nil, layout: .fit),
                        body: .statements([.return(nil)])))))
    }

    private func type(_ name: StaticString, _ members: [ScopeMember]) -> FileDeclaration {
        .scope(
            FileScope(
                typeName: SwiftIdentifier(name),
                header: .code(
                    SwiftDeclaration(
                        doc: nil, access: .internal, .type(.struct, .named(SwiftIdentifier(name)), conformances: []))),
                members: members))
    }

    func testATypePrintsItsMembersOneLevelDeeperWithTheirBlankLines() {
        let inner = ScopeMember(blankLineBefore: true, type("Inner", [property("c")]))
        let outer = type("Outer", [property("a"), property("b"), inner, function("run")])
        let expected = """
            nonisolated struct Outer {
                let a: Int
                let b: Int

                nonisolated struct Inner {
                    let c: Int
                }

                func run() {
                    return
                }
            }
            """
        XCTAssertEqual(SwiftPrinter.text(of: outer, access: .public), expected)
        var indented = ""
        SwiftPrinter.append(outer, to: &indented, column: 4, indentation: "    ")
        XCTAssertEqual(
            indented,
            expected.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
                $0.offset == 0 || $0.element.isEmpty ? String($0.element) : "    " + $0.element
            }.joined(separator: "\n"))
    }

    func testATypeWithoutMembersClosesOnTheNextLine() {
        XCTAssertEqual(SwiftPrinter.text(of: type("Empty", []), access: .public), "nonisolated struct Empty {\n}")
    }
}
