import XCTest

@testable import SwiftPlan

/// How an enum becomes a Swift enum: a case per documented value, `unknown` for any other, `init(rawValue:)` and
/// `rawValue` between them, lenient decoding, and equality by raw value.
final class EnumTranslationSnippetTests: XCTestCase {
    private static let status = """
        enums:
          TenantStatus:
            type: int
            wire: [int, numericString]
            doc: A membership's state.
            cases:
              enabled: 1
              frozen:
                value: 2
                doc: Frozen by an administrator.
                deprecated: { since: "1.2", note: Merged., replacement: disabled }
              disabled: 3
        endpoints:
          members:
            method: GET
            path: /members
            query: { status: { type: TenantStatus } }
            response: { envelope: bare, payload: none }
        """

    /// A contract with a string enum of `cases` (its lines under `cases:`), taken as a query parameter.
    private func contract(stringCases cases: String) -> String {
        """
        enums:
          Kind:
            type: string
            cases:
        \(cases)
        endpoints:
          items:
            method: GET
            path: /items
            query: { kind: { type: Kind } }
            response: { envelope: bare, payload: none }
        """
    }

    func testAnEnumIsRawRepresentableAndSaysHowUnknownValuesDecode() throws {
        try assertSnippet(
            contract: Self.status, column: 0, member: { $0.enums[0].declaration },
            equals: """
                /// A membership's state.
                ///
                /// A value no case documents decodes as `unknown`, so a value the server adds later never fails decoding; values
                /// compare by raw value. Accepted on the wire as: int, numericString.
                ///
                /// - Remark: Generated from `contract/tiny.yaml`, enum `TenantStatus`.
                public nonisolated enum TenantStatus: RawRepresentable, Sendable, Hashable, Codable
                """)
    }

    func testEachDocumentedValueIsACaseAndUnknownKeepsTheRest() throws {
        try assertSnippet(
            contract: Self.status, member: { $0.enums[0].cases },
            equals: """
                /// The value 1.
                case enabled
                /// Frozen by an administrator.
                ///
                /// The value 2.
                ///
                /// Deprecated since 1.2: Merged. Use `disabled` instead.
                case frozen
                /// The value 3.
                case disabled
                /// A value no case documents, kept as sent: what a server adds later still decodes.
                case unknown(Int)
                """)
    }

    func testInitRawValueSwitchesOverTheDocumentedValues() throws {
        try assertSnippet(
            contract: Self.status, member: { $0.enums[0].rawValueInitializer },
            equals: """
                /// The case that documents a raw value, or `unknown` with it.
                public init(rawValue: Int) {
                    switch rawValue {
                    case 1: self = .enabled
                    case 2: self = .frozen
                    case 3: self = .disabled
                    default: self = .unknown(rawValue)
                    }
                }
                """)
    }

    func testRawValueIsTheValueAsTheServerSendsIt() throws {
        try assertSnippet(
            contract: Self.status, member: { $0.enums[0].rawValue },
            equals: """
                /// The value as the server sends it.
                public var rawValue: Int {
                    switch self {
                    case .enabled: return 1
                    case .frozen: return 2
                    case .disabled: return 3
                    case .unknown(let value): return value
                    }
                }
                """)
    }

    func testAnIntEnumDecodesItsWireFormsThroughInitRawValue() throws {
        try assertSnippet(
            contract: Self.status, member: { $0.enums[0].decoderInitializer },
            equals: """
                /// Decodes the value from any of its wire forms; a value no case documents is kept as `unknown`.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    self.init(rawValue: try container.decodeLenient(Int.self, accepting: [.int, .numericString]))
                }
                """)
    }

    func testAStringEnumHasStringRawValues() throws {
        try assertSnippet(
            contract: contract(
                stringCases: """
                          email: mail
                          sms: text
                    """),
            member: { $0.enums[0].rawValueInitializer },
            equals: """
                /// The case that documents a raw value, or `unknown` with it.
                public init(rawValue: String) {
                    switch rawValue {
                    case "mail": self = .email
                    case "text": self = .sms
                    default: self = .unknown(rawValue)
                    }
                }
                """)
    }

    func testValuesCompareAndHashByRawValue() throws {
        try assertSnippet(
            contract: Self.status, member: { [$0.enums[0].equality, $0.enums[0].hashing] },
            equals: """
                /// Values are equal when their raw values are: `unknown` with a documented value equals its case.
                public static func == (lhs: Self, rhs: Self) -> Bool { lhs.rawValue == rhs.rawValue }
                /// Hashes the raw value.
                public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }
                """)
    }

    func testACaseNamedLikeAKeywordOrAnEnumMemberIsEscapedOrNumbered() throws {
        try assertSnippet(
            contract: contract(
                stringCases: """
                          default: d
                          self: s
                    """),
            member: { $0.enums[0].cases },
            equals: """
                /// The value "d".
                case `default`
                /// The value "s".
                case self2
                /// A value no case documents, kept as sent: what a server adds later still decodes.
                case unknown(String)
                """)
    }

    /// `.none` on an optional of the enum means `Optional.none`: `status == .none` would compare with nil, silently.
    func testACaseNamedNoneIsNumberedSoThatItNeverMeansOptionalNone() throws {
        try assertSnippet(
            contract: contract(
                stringCases: """
                          none: n
                          some: s
                    """),
            member: { $0.enums[0].cases },
            equals: """
                /// The value "n".
                case none2
                /// The value "s".
                case `some`
                /// A value no case documents, kept as sent: what a server adds later still decodes.
                case unknown(String)
                """)
    }
}
