import XCTest

@testable import SwiftPlan

/// How each kind of field is decoded and encoded: the container call its type and wire forms choose, always under
/// the field's wire name.
final class FieldCodingSnippetTests: XCTestCase {
    func testWireFormsDecodeLenientlyAndAFieldsOwnFormAloneDecodesPlainly() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      count: { type: int, wire: [int, numericString] }
                      size: { type: int, wire: [int] }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].decoderInitializer },
            equals: """
                /// Decodes the value from its JSON form, accepting the wire forms the contract allows.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.count = try container.decodeLenient(Int.self, forKey: "count", accepting: [.int, .numericString])
                    self.size = try container.decode(Int.self, forKey: "size")
                }
                """)
    }

    func testIdentifiersEnumsModelsAndURLsDecodeThroughTheirOwnTypes() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  UserID: { type: string }
                enums:
                  Role:
                    type: string
                    cases: { admin: admin }
                models:
                  Part:
                    fields:
                      label: { type: string }
                  Item:
                    fields:
                      owner: { type: UserID }
                      role: { type: Role, optional: true }
                      parts: { type: [Part] }
                      link: { type: url }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[1].decoderInitializer },
            equals: """
                /// Decodes the value from its JSON form, accepting the wire forms the contract allows.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.owner = try container.decode(UserID.self, forKey: "owner")
                    self.role = try container.decodeIfPresent(Role.self, forKey: "role")
                    self.parts = try container.decode([Part].self, forKey: "parts")
                    self.link = try container.decode(URL.self, forKey: "link")
                }
                """)
    }

    func testDatesAreUnixSecondsOrISO8601Text() throws {
        try assertSnippet(
            contract: """
                models:
                  Item:
                    fields:
                      seen: { type: unixSeconds }
                      made: { type: dateTime, optional: true }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Item } }
                """,
            member: { $0.models[0].encode },
            equals: """
                /// Encodes the value in its JSON form, under the wire names.
                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: WireKey.self)
                    try container.encodeUnixSeconds(seen, forKey: "seen")
                    try container.encodeISO8601IfPresent(made, forKey: "made")
                }
                """)
    }

    func testAListThatMayArriveAsOneElementDecodesEitherForm() throws {
        try assertSnippet(
            contract: """
                models:
                  Policy:
                    fields:
                      prefixes: { type: [string], wire: [list, single] }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Policy } }
                """,
            member: { $0.models[0].decoderInitializer },
            equals: """
                /// Decodes the value from its JSON form, accepting the wire forms the contract allows.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.prefixes = try container.decodeListOrSingle([String].self, forKey: "prefixes")
                }
                """)
    }

    func testAKeptRawIdentifierIsReadAsANumberFirstWhenItUsuallyIsOne() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  TenantID: { type: int, wire: [int, numericString] }
                models:
                  Membership:
                    fields:
                      tenantUserId: { type: TenantID, invalid: keepRaw, optional: true }
                      parentId: { type: TenantID, invalid: keepRaw, wire: [numericString, int] }
                endpoints:
                  fetch: { method: GET, path: /fetch, response: { envelope: bare, type: Membership } }
                """,
            member: { $0.models[0].decoderInitializer },
            equals: """
                /// Decodes the value from its JSON form, accepting the wire forms the contract allows.
                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: WireKey.self)
                    self.tenantUserID = try container.decodeLenientIfPresent(
                        String.self, forKey: "tenantUserId", accepting: [.string, .int], numbersFirst: true)
                    self.parentID = try container.decodeLenient(String.self, forKey: "parentId", accepting: [.string, .int])
                }
                """)
    }

    func testASecretFieldIsASecretThatEncodesItsRevealedText() throws {
        try assertSnippet(
            contract: """
                models:
                  Login:
                    fields:
                      user: { type: string }
                      password: { type: string, secret: true }
                      otp: { type: string, secret: true, optional: true }
                endpoints:
                  send: { method: POST, path: /send, body: { json: Login }, response: { envelope: bare, payload: none } }
                """,
            member: { $0.models[0].encode },
            equals: """
                /// Encodes the value in its JSON form, under the wire names.
                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: WireKey.self)
                    try container.encode(user, forKey: "user")
                    try container.encode(password.reveal(), forKey: "password")
                    try container.encodeIfPresent(otp?.reveal(), forKey: "otp")
                }
                """)
    }
}
