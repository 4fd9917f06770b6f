@_spi(Generated) import APIRuntime
import Foundation
import TextFoundation
@_spi(Generated) import WireVocabulary
import XCTest

@testable import Contract

/// Lint and `verify` judge values with `LenientReading`, the interpreter the runtime's decoders fall back to after
/// trying a value's native form with `JSONDecoder`; here the generated client's decoding (native attempt included)
/// and the tools' verdict meet the same values, for every target and every set of wire forms, and must agree.
final class LintAgreesWithTheClientTests: XCTestCase {
    private static let probeKey = CodingUserInfoKey(rawValue: "probe")!

    private struct Probe: Decodable {
        enum Key: CodingKey { case v }

        init(from decoder: any Decoder) throws {
            let (target, forms) =
                decoder.userInfo[LintAgreesWithTheClientTests.probeKey] as! (WireTarget, UInt8)
            let container = try decoder.container(keyedBy: Key.self)
            let accepting = WireForms(rawValue: forms)
            switch target {
            case .integer: _ = try container.decodeLenient(Int.self, forKey: .v, accepting: accepting)
            case .double: _ = try container.decodeLenient(Double.self, forKey: .v, accepting: accepting)
            case .bool: _ = try container.decodeLenient(Bool.self, forKey: .v, accepting: accepting)
            case .string: _ = try container.decodeLenient(String.self, forKey: .v, accepting: accepting)
            }
        }
    }

    private struct Dates: Decodable {
        enum Key: CodingKey { case v }
        let unixSeconds: Bool

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if decoder.userInfo[LintAgreesWithTheClientTests.probeKey] as? Bool == true {
                _ = try container.decodeUnixSeconds(forKey: .v)
            } else {
                _ = try container.decodeISO8601(forKey: .v)
            }
            unixSeconds = true
        }
    }

    static let values = [
        "1", "0", "-3", "1.0", "1.5", "1e2", "2e-1", "9007199254740993", "true", "false", #""1""#, #""0""#, #""-3""#,
        #"" 1""#, #""1.5""#, #""1e2""#, #""true""#, #""false""#, #""abc""#, #""""#, #""+1""#,
        #""99999999999999999999""#,
        "null", "[]", "{}",
    ]

    /// Each of the five scalar forms, with its bit.
    private static let forms: [(WireForm, UInt8)] = WireForm.scalarForms.map { ($0, WireForms($0).rawValue) }

    func testEveryValueTargetAndFormSetAgrees() throws {
        var checked = 0
        for target in WireTarget.allCases {
            for mask in UInt8(0)..<32 {
                let chosen = Self.forms.filter { mask & $0.1 != 0 }
                for text in Self.values {
                    let decoder = JSONDecoder()
                    decoder.userInfo[Self.probeKey] = (target, mask)
                    let runtime = (try? decoder.decode(Probe.self, from: Data(#"{"v": \#(text)}"#.utf8))) != nil
                    let restated = LenientReading.accepts(
                        try JSONValue.parse(text), target: target, forms: chosen.map(\.0))
                    XCTAssertEqual(restated, runtime, "\(target) accepting \(chosen.map(\.0.rawValue)) of \(text)")
                    checked += 1
                }
            }
        }
        XCTAssertEqual(checked, 4 * 32 * Self.values.count)
    }

    /// A checker of a contract without definitions, for scalars.
    private static var scalarChecker: JSONShapeChecker {
        JSONShapeChecker(
            contract: Contract(
                file: "t.yaml", format: 1,
                info: Info(
                    title: "T", module: "T", version: "1", date: "2026-01-01", baseURL: nil, generate: false, docs: [],
                    provenance: Provenance(mark: .init(line: 1, column: 1)))))
    }

    func testDatesAgree() throws {
        let checker = Self.scalarChecker
        let texts = Self.values + [#""2026-10-23T08:00:00Z""#, #""2026-10-23T08:00:00.123+08:00""#, #""2026-10-23""#]
        for (type, unixSeconds) in [(ScalarType.unixSeconds, true), (.dateTime, false)] {
            for text in texts {
                let decoder = JSONDecoder()
                decoder.userInfo[Self.probeKey] = unixSeconds
                let runtime = (try? decoder.decode(Dates.self, from: Data(#"{"v": \#(text)}"#.utf8))) != nil
                let problems = checker.problems(
                    try JSONValue.parse(text), against: .scalar(type), at: PayloadPath(components: []))
                XCTAssertEqual(problems.isEmpty, runtime, "\(type) of \(text)")
            }
        }
    }

    private struct Link: Decodable { let v: URL }

    /// A `url` lint passes is one `Codable` decodes, and one it refuses lint refuses: both read it with `URLWire`.
    func testURLsAgree() throws {
        let texts = [
            #""https://example.com/a?b=1""#, #""x""#, #""a b""#, #""%""#, #""://""#, #""""#, #""http://[x""#,
            #""http://a b/c""#, #""https://例え.jp/パス""#, "1", "null", "true",
        ]
        for text in texts {
            let client = (try? JSONDecoder().decode(Link.self, from: Data(#"{"v": \#(text)}"#.utf8))) != nil
            let problems = Self.scalarChecker.problems(
                try JSONValue.parse(text), against: .scalar(.url), at: PayloadPath(components: []))
            XCTAssertEqual(problems.isEmpty, client, "url of \(text): \(problems)")
        }
    }
}
