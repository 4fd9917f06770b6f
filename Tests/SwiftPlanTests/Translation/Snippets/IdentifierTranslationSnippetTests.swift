import XCTest

@testable import SwiftPlan

/// How an identifier becomes a distinct id type: its storage (int or string), the wire forms it decodes from, the
/// text a kept-raw value parses from, and the text headers and paths carry.
final class IdentifierTranslationSnippetTests: XCTestCase {
    /// A contract with `identifier` (its line under `identifiers:`) and an endpoint that takes it as a path parameter.
    private func contract(identifier: String) -> String {
        let name = identifier.prefix { $0 != ":" }
        return """
            identifiers:
              \(identifier)
            endpoints:
              item:
                method: GET
                path: /items/{id}
                params: { id: { type: \(name) } }
                response: { envelope: bare, payload: none }
            """
    }

    func testAnIdentifierIsARawRepresentableStructOfItsOwn() throws {
        try assertSnippet(
            contract: contract(identifier: "TenantID: { type: int, doc: A tenant's id., source: tiny.md#2 }"),
            column: 0,
            member: { $0.identifiers[0].declaration },
            equals: """
                /// A tenant's id.
                ///
                /// - Remark: Generated from `contract/tiny.yaml`, identifier `TenantID` (docs: tiny.md#2).
                public nonisolated struct TenantID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible
                """)
    }

    func testAnIntIdentifierStoresAnInt() throws {
        try assertSnippet(
            contract: contract(identifier: "TenantID: { type: int }"),
            member: { [$0.identifiers[0].rawValue, $0.identifiers[0].rawValueInitializer] },
            equals: """
                /// The id as the server knows it.
                public var rawValue: Int
                /// Wraps a raw id.
                public init(rawValue: Int) {
                    self.rawValue = rawValue
                }
                """)
    }

    func testAnIdentifierDecodesFromEveryWireFormItLists() throws {
        try assertSnippet(
            contract: contract(identifier: "TenantID: { type: int, wire: [int, numericString] }"),
            member: { $0.identifiers[0].decoderInitializer },
            equals: """
                /// Decodes the id from any of its wire forms; anything else fails this field's decoding.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    rawValue = try container.decodeLenient(Int.self, accepting: [.int, .numericString])
                }
                """)
    }

    func testWithoutWireFormsAnIdentifierDecodesItsStoragesOwnForm() throws {
        try assertSnippet(
            contract: contract(identifier: "UserID: { type: string }"),
            member: { $0.identifiers[0].decoderInitializer },
            equals: """
                /// Decodes the id from any of its wire forms; anything else fails this field's decoding.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.singleValueContainer()
                    rawValue = try container.decodeLenient(String.self, accepting: [.string])
                }
                """)
    }

    func testAnIntIdentifierParsesItsWireTextAsAnInteger() throws {
        try assertSnippet(
            contract: contract(identifier: "TenantID: { type: int }"),
            member: { $0.identifiers[0].wireTextInitializer },
            equals: """
                /// Parses the text a raw wire value was kept as; nil when it is not a valid id.
                public init?(wireText: String) {
                    guard let value = WireText.integer(wireText) else { return nil }
                    self.init(rawValue: value)
                }
                """)
    }

    func testAStringIdentifierTakesItsWireTextAsItIs() throws {
        try assertSnippet(
            contract: contract(identifier: "UserID: { type: string }"),
            member: { $0.identifiers[0].wireTextInitializer },
            equals: """
                /// Parses the text a raw wire value was kept as; nil when it is not a valid id.
                public init?(wireText: String) {
                    self.init(rawValue: wireText)
                }
                """)
    }

    func testAnIdentifierEncodesItsRawValueAndPrintsAsItsText() throws {
        try assertSnippet(
            contract: contract(identifier: "TenantID: { type: int }"),
            member: { [$0.identifiers[0].encode, $0.identifiers[0].description] },
            equals: """
                /// Encodes the id in its storage form.
                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(rawValue)
                }
                /// The id as text, as headers and paths carry it.
                public var description: String { String(rawValue) }
                """)
    }
}
