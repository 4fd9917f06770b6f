import XCTest

@testable import SwiftPlan

/// How a model becomes a struct: a property per field, a decoder and an encoder that use the wire names and forms,
/// secrets, kept-raw ids, deprecated fields, request limits and `==`.
final class ModelTranslatorSnippetTests: XCTestCase {
    func testAModelIsASendableHashableCodableStructWithItsDocAndProvenance() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    doc: One row of the basket.
                    source: tiny.md#3
                    fields:
                      name: { type: string }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            column: 0,
            member: { $0.models[0].declaration },
            equals: """
                /// One row of the basket.
                ///
                /// - Remark: Generated from `contract/tiny.yaml`, model `Item` (docs: tiny.md#3).
                public nonisolated struct Item: Sendable, Hashable, Codable
                """)
    }

    func testEachFieldIsAPropertyOfItsSwiftTypeOptionalWhenOptionalOrNullable() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      name: { type: string, doc: The item's name. }
                      count: { type: int }
                      price: { type: double }
                      tags: { type: [string] }
                      extra: { type: json }
                      note: { type: string, optional: true }
                      label: { type: string, nullable: true }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].properties },
            equals: """
                /// The item's name.
                public var name: String
                public var count: Int
                public var price: Double
                public var tags: [String]
                public var extra: JSONValue
                public var note: String?
                public var label: String?
                """)
    }

    func testAnOptionalFieldIsAnOptionalPropertyDecodedIfPresent() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      name: { type: string, optional: true }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].decoderInitializer },
            equals: """
                /// Decodes the value from its JSON form, accepting the wire forms the contract allows.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.name = try container.decodeIfPresent(String.self, forKey: "name")
                }
                """)
    }

    func testTheInitializerTakesEveryFieldAndOptionalOnesDefaultToNil() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      name: { type: string }
                      note: { type: string, optional: true }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].initializer },
            equals: """
                /// Creates a value from its fields.
                public init(
                    name: String,
                    note: String? = nil
                ) {
                    self.name = name
                    self.note = note
                }
                """)
    }

    func testAKeptRawIdentifierStoresTheWireTextAndHasATypedAccessor() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  TenantID: { type: int, wire: [int, numericString] }
                models:
                  Membership:
                    fields:
                      tenantUserId: { type: TenantID, invalid: keepRaw }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Membership } }
                """,
            member: { $0.models[0].properties + $0.models[0].accessors },
            equals: """
                /// Kept as sent, so a row with an invalid id still decodes.
                public var tenantUserID: String
                /// `tenantUserID` as TenantID; nil when the server sent no valid id, so the row still decodes.
                public var tenantID: TenantID? { TenantID(wireText: tenantUserID) }
                """)
    }

    func testADeprecatedFieldIsAForwardingPropertyOverInternalStorage() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      name: { type: string }
                      label:
                        type: string
                        deprecated: { since: "1.1", note: Renamed., replacement: name }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].properties + $0.models[0].forwardingProperties },
            equals: """
                public var name: String
                /// The storage of `label`, which is deprecated: generated code uses this, so it builds without deprecation
                /// warnings.
                var _label: String
                @available(*, deprecated, message: "Deprecated since 1.1: Renamed. Use `name` instead.")
                public var label: String {
                    get { _label }
                    set { _label = newValue }
                }
                """)
    }

    func testLimitsAreCheckedBeforeSendingByLimitViolation() throws {
        try assertSnippet(
            contract: """
                models:
                  NewItem:
                    fields:
                      name: { type: string, maxLength: 10, nonEmpty: true }
                      note: { type: string, maxLength: 200, optional: true }
                      token: { type: string, secret: true, nonEmpty: true }
                endpoints:
                  send: { method: POST, path: /send, body: { json: NewItem }, response: { envelope: bare, payload: none } }
                """,
            member: { $0.models[0].limitViolation },
            equals: """
                /// The first documented limit this value breaks, checked before it is sent; nil when it keeps them all.
                public func limitViolation() -> String? {
                    if name.isEmpty { return "name must not be empty" }
                    if name.utf16.count > 10 { return "name is longer than 10 characters" }
                    if let value = note {
                        if value.utf16.count > 200 { return "note is longer than 200 characters" }
                    }
                    if token.reveal().isEmpty { return "token must not be empty" }
                    return nil
                }
                """)
    }

    func testAClosedModelRejectsUnknownKeysBeforeDecoding() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    open: false
                    fields:
                      name: { type: string }
                      count: { type: int }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].decoderInitializer },
            equals: """
                /// Decodes the value from its JSON form, accepting the wire forms the contract allows.
                public init(from decoder: any Decoder) throws {
                    try decoder.rejectUnknownKeys(["name", "count"])
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.name = try container.decode(String.self, forKey: "name")
                    self.count = try container.decode(Int.self, forKey: "count")
                }
                """)
    }

    func testEqualityComparesEveryStoredPropertyInFieldOrder() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      name: { type: string }
                      label: { type: string, deprecated: { since: "1.1", note: Unused. } }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].equality },
            equals: """
                /// Values are equal when every field is.
                public static func == (lhs: Self, rhs: Self) -> Bool {
                    guard fieldsEqual(lhs.name, rhs.name) else { return false }
                    guard fieldsEqual(lhs._label, rhs._label) else { return false }
                    return true
                }
                """)
    }

    func testHostileFieldNamesAreEscapedNumberedOrReadThroughSelf() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      default: { type: string }
                      user_id: { type: string }
                      userId: { type: string }
                      encode: { type: string }
                      container: { type: string }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].encode },
            equals: """
                /// Encodes the value in its JSON form, under the wire names.
                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: WireKey.self)
                    try container.encode(`default`, forKey: "default")
                    try container.encode(userID, forKey: "user_id")
                    try container.encode(userID2, forKey: "userId")
                    try container.encode(encode2, forKey: "encode")
                    try container.encode(self.container, forKey: "container")
                }
                """)
    }

    func testAModelNamedLikeARuntimeTypeIsNumbered() throws {
        try assertSnippet(
            contract: """
                models:
                  String:
                    fields:
                      value: { type: string }
                  Holder:
                    fields:
                      text: { type: String }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Holder } }
                """,
            member: { $0.models[1].properties },
            equals: """
                public var text: String2
                """)
    }

    func testADeprecatedModelIsDeprecatedWithTheExtensionOfItsLimits() throws {
        try assertSnippet(
            contract: """
                models:
                  OldItem:
                    deprecated: { since: "1.1", note: Use the new form. }
                    fields:
                      name: { type: string, maxLength: 10 }
                endpoints:
                  oldSend:
                    method: POST
                    path: /old
                    deprecated: { since: "1.1", note: Gone. }
                    body: { json: OldItem }
                    response: { envelope: bare, payload: none }
                """,
            column: 0,
            member: { [$0.models[0].declaration.declaration, $0.models[0].extensionHeader] },
            equals: """
                /// - Remark: Generated from `contract/tiny.yaml`, model `OldItem`.
                @available(*, deprecated, message: "Deprecated since 1.1: Use the new form.")
                public nonisolated struct OldItem: Sendable, Hashable, Codable
                @available(*, deprecated, message: "Deprecated since 1.1: Use the new form.")
                nonisolated extension OldItem
                """)
    }
}
