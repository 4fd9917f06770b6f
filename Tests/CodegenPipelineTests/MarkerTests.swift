import Foundation
import XCTest

/// Contract text reaches generated Swift only through its typed slots: in a contract where every string is a unique
/// marker wrapped in text that tries to break out (`*/`, `"""`, `\(…)`, line breaks of every kind, `}` and a
/// declaration), every prose marker lands only inside a comment or a string literal, never in code, and no name
/// (an example's name included) reaches code except as the identifier made of it.
final class MarkerTests: XCTestCase {
    /// Prose `number`: its marker `zp<number>z`, wrapped in everything that could end a comment or a literal.
    private static func prose(_ number: Int) -> String {
        "zp\(number)z */ /* \"\"\" \"# \\(zq\(number)) \\#(zq\(number)) #\n} public func zinjected() {\r\n"
            + "\u{2028}\u{85}\u{0B}x\u{0C} ` zp\(number)z"
    }

    /// Prose for slots that must be one line (a header value, an error code, an example's name): no line break or
    /// control character.
    private static func line(_ number: Int) -> String {
        "zp\(number)z */ \"\"\" \\(zq\(number)) # } func zinjected() { zp\(number)z"
    }

    /// Name `number`: not an identifier as written (`nm<number>-x`), so only the generator's identifier of it may
    /// appear in code.
    private static func name(_ number: Int) -> String { "nm\(number)-x" }

    /// A type name (the contract allows only `[A-Za-z_][A-Za-z0-9_]*`), not as the generator writes it.
    private static func typeName(_ number: Int) -> String { "nm\(number)_x" }

    /// `text` as a JSON string.
    private static func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    static var contract: ContractSpec {
        var spec = ContractSpec(module: "MarkerAPI")
        spec.title = prose(1)
        spec.version = prose(2)
        spec.doc = prose(3)
        spec.docs = [prose(4)]
        spec.headerValue = line(5)
        spec.identifiers = [.init(name: typeName(10), doc: prose(11), source: prose(12))]
        let record = typeName(20)
        let id = name(21)
        let note = name(24)
        let secret = name(26)
        spec.models = [
            .init(
                name: record,
                fields: [
                    .init(name: id, type: .string(typeName(10)), doc: prose(22), source: prose(23)),
                    .init(name: note, optional: true, doc: prose(25)),
                    .init(name: secret, secret: true, doc: prose(27)),
                ],
                doc: prose(28), source: prose(29))
        ]
        spec.unions = [
            .init(
                name: typeName(30), variants: [.init(name: name(31), type: record, key: name(32), doc: prose(33))],
                doc: prose(34), source: prose(35))
        ]
        spec.errorClasses = [
            .init(name: name(40), doc: prose(41), when: prose(42), action: prose(43), source: prose(44))
        ]
        spec.rules = [.init(matches: [("errorCode", .string(line(45)))], errorClass: name(40), source: prose(46))]
        let body = "{\(json(id)): \(json(prose(47))), \(json(secret)): \(json(prose(48))), \(json(note)): \"n\"}"
        spec.endpoints = [
            .init(
                name: name(50), path: "/zp51z/{\(name(52))}", params: [.init(name: name(52), doc: prose(53))],
                query: [.init(name: name(54), doc: prose(55)), .init(name: name(56), constant: prose(57))],
                type: .string(record), require: ["\(note) nonEmpty"], errors: [(7, name(40))],
                examples: [
                    .init(
                        name: line(58), response: "{\"success\": true, \"result\": \(body)}",
                        expectations: [(id, .string(prose(47))), (note, .string("n"))], doc: prose(59),
                        source: prose(60)),
                    .init(name: line(61), response: "{\"success\": false, \"code\": 7}", failureClass: name(40)),
                ],
                doc: prose(62), source: prose(63)),
            .init(
                name: name(70), method: "POST", path: "/zp71z", body: .json(record), payload: "none",
                examples: [.init(name: line(72), response: "{\"success\": true}", request: body)], doc: prose(73)),
            .init(
                name: name(80), method: "POST", path: "/zp81z",
                body: .multipart(file: name(82), fields: [.init(name: name(83), doc: prose(84))]),
                payload: "message", type: "string",
                examples: [.init(name: line(85), response: "{\"success\": true, \"message\": \(json(prose(86)))}")]),
            .init(
                name: name(90), path: "/zp91z", type: .string(typeName(30)),
                examples: [
                    .init(
                        name: line(92),
                        response: "{\"success\": true, \"result\": {\(json(name(32))): 1, \(body.dropFirst())}")
                ]),
        ]
        return spec
    }

    func testContractTextLandsOnlyInCommentsAndStringLiterals() throws {
        let module = try GeneratedModule(yaml: Self.contract.yaml, file: "contract/markers.yaml")
        var quoted = ""
        var code = ""
        // The DocC landing page is Markdown, never compiled: its contract text is checked by CatalogPlanTests.
        for file in module.files where file.path.hasSuffix(".swift") {
            for segment in SwiftSourceLexer.segments(of: file.contents) {
                if segment.kind == .code { code += segment.text + "\n" } else { quoted += segment.text + "\n" }
            }
        }
        // An example's name is also a name: its constant in the examples module is the identifier made of it.
        for number in [58, 61, 72, 85, 92] {
            let identifier = "zp\(number)zZq\(number)FuncZinjectedZp\(number)z"
            XCTAssertTrue(code.contains("static let \(identifier) = ContractExample("), identifier)
            code = code.replacingOccurrences(of: identifier, with: "")
        }
        for number in 1...92 {
            XCTAssertFalse(code.contains("zp\(number)z"), "prose marker \(number) reached code")
            XCTAssertFalse(code.contains("nm\(number)-x"), "name \(number) reached code as written")
            XCTAssertFalse(code.contains("nm\(number)_x"), "type name \(number) reached code as written")
        }
        XCTAssertFalse(code.contains("zinjected"), "text after a line break became code")
        XCTAssertFalse(code.contains("zq"), "an interpolation in contract text became code")
        // The markers did reach the generated files, and names became identifiers.
        let printed =
            [1, 2, 11, 12, 22, 25, 27, 28, 29, 33, 34, 35, 41, 42, 43, 44, 46, 47, 53, 55, 57, 58]
            + [60, 62, 63, 72, 73, 84, 86]
        for number in printed { XCTAssertTrue(quoted.contains("zp\(number)z"), "prose marker \(number) is printed") }
        for identifier in ["Nm10X", "Nm20X", "nm21X", "nm24X", "Nm30X", "nm31X", "nm40X", "nm50X", "nm52X", "nm83X"] {
            XCTAssertTrue(code.contains(identifier), identifier)
        }

        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("markers-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let built = scratch.appendingPathComponent("built")
        let compiled = try module.emit(into: built, scratch: scratch)
        XCTAssertTrue(compiled.succeeded, compiled.output)
        let tests = try SwiftCompiler.write(module.testFiles, to: scratch.appendingPathComponent("tests"))
        let checked = try SwiftCompiler.typecheck(tests, modules: built)
        XCTAssertTrue(checked.succeeded, checked.output)
    }

    func testTheLexerTellsCodeFromCommentsAndLiterals() {
        let source = ##"""
            let a = "x \(b) \"y" // c "d"
            /* e /* f */ g */ let h = #"i \#(j) \(k)"# + """
                l \(m)
                """
            """##
        let segments = SwiftSourceLexer.segments(of: source)
        let code = segments.filter { $0.kind == .code }.map(\.text).joined()
        for word in ["let a", "b", "let h", "j", "m", "+"] { XCTAssertTrue(code.contains(word), word) }
        for word in ["x", "y", "c", "d", "e", "f", "g", "i", "k", "l"] {
            XCTAssertFalse(code.contains(" \(word) ") || code.contains("\"\(word)"), word)
        }
        XCTAssertEqual(segments.filter { $0.kind == .comment }.map(\.text), [#"// c "d""#, "/* e /* f */ g */"])
    }
}
