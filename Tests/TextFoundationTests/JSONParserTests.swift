import Foundation
import TestRandomness
import TextFoundation
import XCTest

/// The one JSON parser: RFC 8259 exactly, objects in written order, bounded nesting, linear in hostile input.
final class JSONParserTests: XCTestCase {
    private func parsed(_ text: String) -> JSONValue? { try? JSONValue.parse(text) }

    func testKeepsKeyOrderAndTellsNumbersApart() throws {
        let value = try XCTUnwrap(parsed(#"{ "z": 1, "a": 1.5, "m": [true, null, "x"], "big": 1e2 }"#))
        XCTAssertEqual(value.object?.members.map(\.key), ["z", "a", "m", "big"])
        XCTAssertEqual(value["z"], .int(1))
        XCTAssertEqual(value["a"], .double(1.5))
        XCTAssertEqual(value["big"], .double(100))
        XCTAssertEqual(value["m"], [true, .null, "x"])
    }

    func testEscapesAndSurrogatePairs() {
        XCTAssertEqual(parsed(#""a\"b\\c\/d\n\u00e9\ud83d\ude42""#), .string("a\"b\\c/d\né🙂"))
        XCTAssertNil(parsed(#""\ud83d""#), "a lone high surrogate")
        XCTAssertNil(parsed("\"raw\ncontrol\""), "control characters must be escaped")
    }

    func testRefusesWhatIsNotExactlyOneValue() {
        for text in [
            "", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "+1", "tru", "{} {}", "<html></html>",
            "{ \"success\": true, \"result\": { \"id\": \"platf",
        ] {
            XCTAssertNil(parsed(text), text)
        }
    }

    func testNestingIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        XCTAssertNil(parsed(deep))
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        XCTAssertNotNil(parsed(fine))
    }

    func testIntegersBeyondIntBecomeDoubles() {
        XCTAssertEqual(parsed("123456789012345678901234567890"), .double(1.2345678901234568e29))
    }
}

extension JSONParserTests {
    func testErrorsSayWhereAndWhat() {
        XCTAssertThrowsError(try JSONValue.parse("{\"a\": tru}")) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.offset, 6)
            XCTAssertEqual("\(error)", "not JSON at byte 6: a value was due")
        }
        XCTAssertThrowsError(try JSONValue.parse("[1] 2")) { error in
            XCTAssertEqual("\(error)", "not JSON at byte 4: text after the value")
        }
    }

    func testBytesThatAreNotUTF8AreRefusedWhereTheyStart() {
        let bytes: [UInt8] = Array("{\"a\": \"x".utf8) + [0xFF, 0xFE] + Array("\"}".utf8)
        XCTAssertThrowsError(try JSONValue.parse(bytes)) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.offset, 7)
        }
        XCTAssertNil(parsed("\u{FEFF}{}"), "a byte-order mark is not JSON (readers that allow one strip it first)")
    }

    /// An object of many members is read in linear time: every member looked up through the index, the last of a
    /// repeated name winning.
    func testManyMembersAndRepeatedNames() throws {
        let members = (0..<50_000).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let value = try JSONValue.parse("{" + members + ", \"k7\": \"last\"}")
        XCTAssertEqual(value.object?.count, 50_000)
        XCTAssertEqual(value["k49999"], .int(49_999))
        XCTAssertEqual(value["k7"], .string("last"))
        XCTAssertEqual(value.object?.keys.prefix(3), ["k0", "k1", "k2"])
    }

    /// A key written twice is reported only along a watched path, once per repeat, as a path from the top; keys two
    /// watched paths share are one key; a repeat elsewhere, or below a watched path's end, is not the reader's concern.
    func testRepeatsAreReportedAlongWatchedPathsOnly() throws {
        let text = #"""
            {"code":1,"result":{"token":"a","id":1,"token":"b","other":2,"other":3},"code":2,\#
            "extra":{"x":1,"x":2},"result":{"token":"c"},"data":{"a":{"b":1,"b":2}}}
            """#
        let document = try JSONValue.document(
            Array(text.utf8), watchingRepeatsAlong: [["code"], ["result", "token"], ["result", "id"], ["data"]])
        XCTAssertEqual(document.repeatedKeys, [["result", "token"], ["code"], ["result"]])
        let envelopeOnly = try JSONValue.document(
            Array(text.utf8), keepingPaths: [["code"], ["result", "token"]],
            watchingRepeatsAlong: [["code"], ["result", "token"]])
        XCTAssertEqual(
            envelopeOnly.repeatedKeys, document.repeatedKeys, "building only along the paths finds the same repeats")
    }

    /// An object watched along more paths than a machine word has bits still finds a repeat on every one of them.
    func testARepeatIsFoundOnEveryWatchedPathBeyondTheSixtyFourth() throws {
        let watched = (0..<70).map { ["k\($0)"] }
        let members = (0..<72).map { #""k\#($0)":\#($0)"# } + [#""k3":0"#, #""k69":0"#, #""k71":0"#, #""k69":1"#]
        let document = try JSONValue.document(
            Array(("{" + members.joined(separator: ",") + "}").utf8), watchingRepeatsAlong: watched)
        XCTAssertEqual(document.repeatedKeys, [["k3"], ["k69"], ["k69"]], "k71 is not watched")
    }

    /// On seeded random texts made of JSON's pieces, the parser accepts exactly what Foundation's reader accepts (as
    /// one value of any kind) and reads the same value; Foundation is the oracle, never a second parser of ours.
    func testAgreesWithFoundationOnRandomTexts() {
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"", "\"a\"", "\\n", "\\u00e9", "\\ud83d\\ude42", "\\x", "1", "-", "0", ".5",
            "e3", "1e400", "true", "fals", "null", " ", "\n", "中", "12345678901234567890",
        ]
        var generator = SeededRandom(seed: 21)
        var accepted = 0
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 1..<8, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let ours = parsed(text)
            let theirs = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            XCTAssertEqual(ours != nil, theirs != nil, text.debugDescription)
            if let ours, let theirs {
                accepted += 1
                XCTAssertTrue(Self.same(ours, theirs), text.debugDescription)
            }
        }
        XCTAssertGreaterThan(accepted, 500, "too few random texts were JSON to compare values")
    }

    /// Foundation reads long numbers as decimals; they agree with ours to the last digits a double holds.
    private static func sameNumber(_ number: Double, _ object: Any) -> Bool {
        guard let theirs = (object as? NSNumber)?.doubleValue else { return false }
        return theirs == number || abs(theirs - number) <= abs(number) * 1e-12
    }

    private static func same(_ value: JSONValue, _ object: Any) -> Bool {
        switch value {
        case .null: return object is NSNull
        case .bool(let flag): return (object as? Bool) == flag
        case .int(let number): return sameNumber(Double(number), object)
        case .double(let number): return sameNumber(number, object)
        case .string(let text): return (object as? String) == text
        case .array(let items):
            guard let array = object as? [Any], array.count == items.count else { return false }
            return zip(items, array).allSatisfy { same($0, $1) }
        case .object(let members):
            guard let dictionary = object as? [String: Any], dictionary.count == members.count else { return false }
            return members.allSatisfy { member in dictionary[member.key].map { same(member.value, $0) } == true }
        }
    }
}

/// Parsing that keeps only some members of a top-level object: every byte is checked as a full parse checks it, and
/// the members kept are exactly the full parse's.
extension JSONParserTests {
    func testKeepingTopLevelMembersLeavesTheOthersOutButChecksThem() throws {
        let text = #"{"success":true,"result":{"rows":[{"id":1,"name":"\u00e9x"}]},"message":"ok","success":false}"#
        let kept = try JSONValue.parse(Array(text.utf8), keepingTopLevelMembers: ["success", "message"])
        XCTAssertEqual(kept, ["success": false, "message": "ok"], "the last of a repeated name still wins")
        XCTAssertEqual(try JSONValue.parse(Array("[1,{\"a\":2}]".utf8), keepingTopLevelMembers: []), [1, ["a": 2]])
        let broken: [[UInt8]] = [
            Array(#"{"success":true,"result":[1,]}"#.utf8),
            Array(#"{"success":true,"result":"\x"}"#.utf8),
            Array(#"{"success":true,"result":"a"#.utf8) + [0xFF] + Array(#""}"#.utf8),
            Array(#"{"success":true,"result":{"a":tru}}"#.utf8),
            Array(#"{"success":true,"result":1e400}"#.utf8),
            Array(
                (#"{"result":"# + String(repeating: "[", count: 300) + String(repeating: "]", count: 300) + "}").utf8),
        ]
        for bytes in broken {
            let label = String(decoding: bytes, as: UTF8.self).prefix(60).debugDescription
            let partial = Result { try JSONValue.parse(bytes, keepingTopLevelMembers: ["success"]) }
            let full = Result { try JSONValue.parse(bytes) }
            guard case .failure(let partialError) = partial, case .failure(let fullError) = full else {
                XCTFail("\(label) is not JSON")
                continue
            }
            XCTAssertEqual(partialError as? JSONSyntaxError, fullError as? JSONSyntaxError, label)
        }
    }

    /// On the seeded random texts of ``testAgreesWithFoundationOnRandomTexts()`` wrapped in an object beside a kept
    /// member: the same texts are refused, at the same byte, and what is kept is what the full parse read.
    func testKeepingMembersAgreesWithTheFullParseOnRandomTexts() {
        let pieces = [
            "{", "}", "[", "]", ",", ":", "\"", "\"a\"", "\\n", "\\u00e9", "\\ud83d\\ude42", "\\x", "1", "-", "0", ".5",
            "e3", "1e400", "true", "null", " ", "中", "\"kept\"",
        ]
        var generator = SeededRandom(seed: 27)
        for _ in 0..<20_000 {
            let inner = (0..<Int.random(in: 1..<8, using: &generator))
                .map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = #"{"kept":"# + inner + #","other":"# + inner + "}"
            let full = Result { try JSONValue.parse(text) }
            let partial = Result { try JSONValue.parse(Array(text.utf8), keepingTopLevelMembers: ["kept"]) }
            switch (full, partial) {
            case (.success(let whole), .success(let kept)):
                XCTAssertEqual(kept, whole["kept"].map { JSONValue.single("kept", $0) }, text.debugDescription)
            case (.failure(let wholeError), .failure(let keptError)):
                XCTAssertEqual(wholeError as? JSONSyntaxError, keptError as? JSONSyntaxError, text.debugDescription)
            default:
                XCTFail("one parse accepts what the other refuses: \(text.debugDescription)")
            }
        }
    }

    /// A member left unbuilt is known with the place of its value's text; a repeated one with its last value's, as the
    /// document keeps the last; a member whose last value is null is as good as absent.
    func testUnbuiltMembersTellWhereTheirValueIs() throws {
        let text = #"{"success":true, "result" : {"a":[1,2]} ,"result":{"b":"é"},"extra":null,"data":[1],"data":null}"#
        let bytes = Array(text.utf8)
        let document = try JSONValue.document(
            bytes, keepingTopLevelMembers: ["success"], watchingRepeatsAlong: [])
        XCTAssertEqual(document.unbuiltTopLevelMembers.map(\.key), ["result"])
        let place = try XCTUnwrap(document.unbuiltTopLevelMembers.first?.bytes)
        XCTAssertEqual(String(decoding: bytes[place], as: UTF8.self), #"{"b":"é"}"#)
    }

    /// Building along paths, on seeded random documents (repeated keys, arrays and scalars where a path runs on, null
    /// members): the value at every path kept, and at every path leading to one, is the full parse's; the members left
    /// out are the full parse's less those kept whole.
    func testKeepingPathsAgreesWithTheFullParseOnRandomDocuments() throws {
        var generator = SeededRandom(seed: 41)
        let keys = ["a", "b", "c"]
        func text(depth: Int) -> String {
            switch Int.random(in: 0..<(depth < 3 ? 6 : 3), using: &generator) {
            case 0: return "null"
            case 1: return String(Int.random(in: -5..<500, using: &generator))
            case 2: return #""t\u00e9""#
            case 3:
                let items = (0..<Int.random(in: 0..<3, using: &generator)).map { _ in text(depth: depth + 1) }
                return "[" + items.joined(separator: ",") + "]"
            default:
                let members = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
                    #""\#(keys.randomElement(using: &generator)!)": \#(text(depth: depth + 1))"#
                }
                return "{" + members.joined(separator: ", ") + "}"
            }
        }
        func path() -> [String] {
            (0..<Int.random(in: 1..<4, using: &generator)).map { _ in keys.randomElement(using: &generator)! }
        }
        func value(at path: [String], in value: JSONValue) -> JSONValue? {
            var current = value
            for key in path {
                guard let next = current.object?[key] else { return nil }
                current = next
            }
            return current
        }
        for _ in 0..<3_000 {
            let body = "{" + keys.map { #""\#($0)": \#(text(depth: 1))"# }.joined(separator: ",") + "}"
            let paths = (0..<Int.random(in: 1..<4, using: &generator)).map { _ in path() }
            let full = try JSONValue.document(Array(body.utf8), watchingRepeatsAlong: [])
            let kept = try JSONValue.document(Array(body.utf8), keepingPaths: paths, watchingRepeatsAlong: [])
            for path in paths {
                for length in 1...path.count {
                    let prefix = Array(path.prefix(length))
                    if length == path.count {
                        XCTAssertEqual(value(at: prefix, in: kept.value), value(at: prefix, in: full.value), body)
                    } else if let whole = value(at: prefix, in: full.value), whole.object == nil {
                        // A path that runs on into an array or a scalar finds nothing beyond it, built or not.
                        XCTAssertNil(value(at: path, in: kept.value), body)
                    }
                }
            }
            let keptWhole = Set(paths.filter { $0.count == 1 }.map { $0[0] })
            let leftOut = full.value.object.map {
                $0.members.filter { !keptWhole.contains($0.key) && $0.value != .null }
            }
            XCTAssertEqual(
                Set(kept.unbuiltTopLevelMembers.map(\.key)), Set(leftOut?.map(\.key) ?? []), body)
        }
    }
}

/// The scanning shortcuts read what the text says: an integer of up to 18 digits is made from its digits, longer ones
/// from their text, and a string's run is scanned once for its end and for bytes beyond ASCII.
extension JSONParserTests {
    func testIntegersAreWhatTheirTextSays() throws {
        var generator = SeededRandom(seed: 58)
        for _ in 0..<5_000 {
            let length = Int.random(in: 1...21, using: &generator)
            var digits = String(Int.random(in: 1...9, using: &generator))
            for _ in 1..<length { digits += String(Int.random(in: 0...9, using: &generator)) }
            for text in [digits, "-" + digits] {
                let expected: JSONValue = try Int(text).map(JSONValue.int) ?? .double(XCTUnwrap(Double(text)))
                XCTAssertEqual(parsed(text), expected, text)
            }
        }
        XCTAssertEqual(parsed("0"), .int(0))
        XCTAssertEqual(parsed("999999999999999999"), .int(999_999_999_999_999_999))
        XCTAssertEqual(parsed("-999999999999999999"), .int(-999_999_999_999_999_999))
        XCTAssertEqual(parsed("9223372036854775807"), .int(.max))
        XCTAssertEqual(parsed("-9223372036854775808"), .int(.min))
        XCTAssertEqual(parsed("9223372036854775808"), .double(9_223_372_036_854_775_808))
        guard case .double(let negativeZero)? = parsed("-0") else { return XCTFail("-0 is the number negative zero") }
        XCTAssertEqual(negativeZero.sign, .minus)
    }

    func testStringProblemsAreFoundWhereTheyLie() {
        func problem(_ bytes: [UInt8]) -> String? {
            do {
                _ = try JSONValue.parse(bytes)
                return nil
            } catch {
                return "\(error)"
            }
        }
        let quote = Array("\"".utf8)
        XCTAssertEqual(
            problem(quote + Array("é".utf8) + [0x01] + quote),
            "not JSON at byte 3: a control character must be escaped in a string")
        XCTAssertEqual(
            problem(quote + [0xFF, 0x01] + quote),
            "not JSON at byte 2: a control character must be escaped in a string", "the control character first")
        XCTAssertEqual(problem(quote + [0xFF]), "not JSON at byte 2: a string is not closed")
        XCTAssertEqual(
            problem(quote + Array("ab\\n".utf8) + [0xC3] + quote),
            "not JSON at byte 5: a string holds bytes that are not UTF-8")
        XCTAssertEqual(problem(quote + Array("a\\q".utf8) + quote), "not JSON at byte 3: an unknown escape")
        XCTAssertEqual(parsed("\"a\\u00e9b中\\\"c\""), .string("aéb中\"c"))
    }
}
