@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// The keyed `decodeLenientIfPresent` variants read the native form with one lookup of the key: whatever they return
/// or throw must be what their definition says, `nil` for an absent key or `null` and the plain variant's outcome
/// otherwise, for every set of accepted forms and every kind of value.
final class LenientIfPresentTests: XCTestCase {
    private typealias H = LenientHarness
    private typealias Container = KeyedDecodingContainer<LenientHarness.Key>

    private static let inputs: [String?] = [
        nil, "null", "0", "1", "-7", "1234", "9223372036854775807", "9223372036854775808", "100000000000000000000",
        "1.5", "-0.25", "1e3", "true", "false", "\"\"", "\"1\"", "\"0042\"", "\"-3\"", "\"1.5\"", "\"true\"", "\"0\"",
        "\"abc\"", "\"9223372036854775808\"", "[1]", "{}", "[]",
    ]

    /// Every subset of the five scalar forms, the empty set (the target's own form) included.
    private static let formSets: [WireForms] = (0..<32).map { bits in
        WireForm.scalarForms.enumerated().reduce(into: WireForms()) { forms, form in
            if bits & (1 << form.offset) != 0 { forms.formUnion(WireForms(form.element)) }
        }
    }

    func testIntIfPresentIsNilOrThePlainReading() {
        assertIfPresentAgrees(
            { try $0.decodeLenientIfPresent(Int.self, forKey: .v, accepting: $1) },
            { try $0.decodeLenient(Int.self, forKey: .v, accepting: $1) })
    }

    func testInt64IfPresentIsNilOrThePlainReading() {
        assertIfPresentAgrees(
            { try $0.decodeLenientIfPresent(Int64.self, forKey: .v, accepting: $1) },
            { try $0.decodeLenient(Int64.self, forKey: .v, accepting: $1) })
    }

    func testDoubleIfPresentIsNilOrThePlainReading() {
        assertIfPresentAgrees(
            { try $0.decodeLenientIfPresent(Double.self, forKey: .v, accepting: $1) },
            { try $0.decodeLenient(Double.self, forKey: .v, accepting: $1) })
    }

    func testBoolIfPresentIsNilOrThePlainReading() {
        assertIfPresentAgrees(
            { try $0.decodeLenientIfPresent(Bool.self, forKey: .v, accepting: $1) },
            { try $0.decodeLenient(Bool.self, forKey: .v, accepting: $1) })
    }

    func testStringIfPresentIsNilOrThePlainReading() {
        assertIfPresentAgrees(
            { try $0.decodeLenientIfPresent(String.self, forKey: .v, accepting: $1) },
            { try $0.decodeLenient(String.self, forKey: .v, accepting: $1) })
    }

    func testNumbersFirstStringIfPresentIsNilOrThePlainReading() {
        for numbersFirst in [true, false] {
            assertIfPresentAgrees(
                { try $0.decodeLenientIfPresent(String.self, forKey: .v, accepting: $1, numbersFirst: numbersFirst) },
                { try $0.decodeLenient(String.self, forKey: .v, accepting: $1, numbersFirst: numbersFirst) })
        }
    }

    /// Checks `ifPresent` against its definition on every input and form set, and that both outcomes occur (values
    /// and refusals), so the comparison is not between two failures only.
    private func assertIfPresentAgrees<T: Sendable & CustomStringConvertible>(
        _ ifPresent: @escaping @Sendable (Container, WireForms) throws -> T?,
        _ plain: @escaping @Sendable (Container, WireForms) throws -> T,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        var values = 0
        var refusals = 0
        for forms in Self.formSets {
            for json in Self.inputs {
                let expected = Self.outcome {
                    try H.keyed(json) { container -> T? in
                        guard container.contains(.v), try !container.decodeNil(forKey: .v) else { return nil }
                        return try plain(container, forms)
                    }
                }
                let found = Self.outcome { try H.keyed(json) { try ifPresent($0, forms) } }
                XCTAssertEqual(found, expected, "\(json ?? "absent") accepting \(forms.forms)", file: file, line: line)
                if found.hasPrefix("value") { values += 1 }
                if found.hasPrefix("dataCorrupted") { refusals += 1 }
            }
        }
        XCTAssertGreaterThan(values, 0, file: file, line: line)
        XCTAssertGreaterThan(refusals, 0, file: file, line: line)
    }

    private static func outcome<T: CustomStringConvertible>(_ read: () throws -> T?) -> String {
        do {
            return try read().map { "value \($0)" } ?? "nil"
        } catch let DecodingError.dataCorrupted(context) {
            return "dataCorrupted \(context.codingPath.map(\.stringValue)) \(context.debugDescription)"
        } catch let DecodingError.typeMismatch(type, context) {
            return "typeMismatch \(type) \(context.codingPath.map(\.stringValue))"
        } catch let DecodingError.valueNotFound(type, context) {
            return "valueNotFound \(type) \(context.codingPath.map(\.stringValue))"
        } catch let DecodingError.keyNotFound(key, _) {
            return "keyNotFound \(key.stringValue)"
        } catch {
            return "other \(error)"
        }
    }
}
