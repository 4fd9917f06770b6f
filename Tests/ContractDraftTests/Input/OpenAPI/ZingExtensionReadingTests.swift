import Contract
import WireVocabulary
import XCTest

@testable import ContractDraft

/// The `x-zing-…` members the export writes, read back: envelopes (several code and message fields, success codes of
/// both kinds), header rules with the token, tenant and cookie session, error classes and rules (statuses and ranges,
/// one message test), retry and client policies with their defaults, example outcomes and headers, payload tests,
/// signing and per-call values; each member missing or malformed reads as nothing, not as a guess. One rule per test.
final class ZingExtensionReadingTests: XCTestCase {
    private func zing(_ members: String) throws -> ZingExtensionReading {
        ZingExtensionReading(document: try InputFixtures.document("openapi: 3.0.1\npaths: {}\n" + members))
    }

    private func member(_ members: String, _ key: String = "x-test") throws -> (ZingExtensionReading, DocumentNode) {
        let reading = try zing(members)
        return (reading, try XCTUnwrap(reading.root[key]))
    }

    func testAnEnvelopeIsReadWithItsFieldsInOrder() throws {
        let envelopes = try XCTUnwrap(
            try zing(
                """
                x-zing-envelopes:
                  Result:
                    style: code
                    code: [data.code, code]
                    message: [msg, message]
                    payload: data
                    codeType: string
                    successCodes: [0, "OK", 1.5]
                    description: "The\\u202E envelope"
                    x-zing-source: docs §2
                  Broken: { style: sideways }
                """
            ).envelopes())
        XCTAssertEqual(envelopes.map(\.name), ["Result"], "a style the format lacks makes no envelope")
        guard envelopes.count == 1 else { return }
        let format = envelopes[0].format
        XCTAssertEqual(format.style, .code)
        XCTAssertEqual(format.codeFields, ["data.code", "code"])
        XCTAssertEqual(format.messageFields, ["msg", "message"])
        XCTAssertEqual(format.payloadField, "data")
        XCTAssertEqual(format.codeKind, .string)
        XCTAssertEqual(format.successCodes, [.int(0), .string("OK")])
        XCTAssertFalse(format.successWithoutCode)
        XCTAssertEqual(envelopes[0].provenance.doc, "The envelope")
        XCTAssertEqual(envelopes[0].provenance.source, "docs §2")
    }

    func testNoEnvelopesIsNilSoTheDraftInfersThem() throws {
        XCTAssertNil(try zing("x-other: 1\n").envelopes())
        XCTAssertNil(try zing("x-zing-envelopes: {}\n").envelopes())
    }

    func testHeaderRulesAndTheTokenAreReadFromTheHeaders() throws {
        let reading = try zing(
            """
            x-zing-headers:
              always: { X-Client: ios, X-Bad: [1] }
              jsonBody: { Content-Type: application/json }
              never: [Cookie]
              token: { header: Authorization, scheme: Bearer, setBy: [login], endsBy: [logout],
                       deliveries: { login: { from: { field: token }, when: { field: ok, in: [true] } }, sso: {} } }
            """)
        let headers = reading.headers()
        XCTAssertEqual(headers.always.map(\.name), ["X-Client"], "a header of no text is left out")
        XCTAssertEqual(headers.jsonBody.map(\.value), ["application/json"])
        XCTAssertEqual(headers.never, ["Cookie"])
        XCTAssertEqual(reading.token(), .header(name: "Authorization", scheme: "Bearer"))
        let life = reading.tokenLife()
        XCTAssertEqual(life.setBy, ["login"])
        XCTAssertEqual(life.endsBy, ["logout"])
        XCTAssertEqual(
            life.deliveries["login"], SignInDelivery(from: .field("token"), when: PayloadTest(field: "ok", in: [true])))
        XCTAssertEqual(life.deliveries["sso"], SignInDelivery(from: .setCookie))
    }

    func testHeaderNamesThatAreNoTokensAndUnsafeValuesAreLeftOut() throws {
        let reading = try zing(
            """
            x-zing-headers:
              always: { X-Client: ios, "X-\\u202EBad": ok, X-Evil: "i\\u202Eos", "X Spaced": a }
              never: [Cookie, "Coo\\u202Ekie"]
              token: { header: "X-\\u202EToken" }
              tenant: { header: "Tenant Id", type: int }
              session: { cookies: [ { name: "SESS\\u202EDATA" }, { name: lang } ] }
            """)
        XCTAssertEqual(reading.headers().always.map(\.name), ["X-Client"])
        XCTAssertEqual(reading.headers().never, ["Cookie"])
        XCTAssertNil(reading.token())
        XCTAssertNil(reading.tenant())
        XCTAssertEqual(reading.session()?.cookies.map(\.name), ["lang"])
        XCTAssertEqual(
            try zing("x-zing-headers: { token: { header: Authorization, scheme: \"Bea rer\" } }\n").token(),
            .header(name: "Authorization", scheme: nil))
        XCTAssertNil(try zing("x-zing-headers: { token: { query: \"to\\u0007ken\" } }\n").token())
    }

    func testAQueryTokenIsReadAndNoTokenIsNil() throws {
        XCTAssertEqual(
            try zing("x-zing-headers: { token: { query: access_token } }\n").token(), .query(name: "access_token"))
        XCTAssertNil(try zing("x-zing-headers: { token: { } }\n").token())
        XCTAssertNil(try zing("x-zing-headers: { }\n").token())
        XCTAssertTrue(try zing("x-other: 1\n").tokenLife().setBy.isEmpty)
    }

    func testATenantNeedsItsHeaderAndType() throws {
        let tenant = try XCTUnwrap(
            try zing("x-zing-headers: { tenant: { header: Tenant-Id, type: int, omitWhen: signedOut } }\n").tenant())
        XCTAssertEqual(tenant.header, "Tenant-Id")
        XCTAssertEqual(tenant.type, "int")
        XCTAssertEqual(tenant.omitWhen, "signedOut")
        XCTAssertNil(try zing("x-zing-headers: { tenant: { header: Tenant-Id } }\n").tenant())
    }

    func testACookieSessionKeepsItsNamedCookies() throws {
        let session = try XCTUnwrap(
            try zing(
                """
                x-zing-headers:
                  session:
                    cookies: [ { name: SESSDATA, secret: true }, { name: lang }, { secret: true } ]
                    setBy: [login]
                    refreshedBy: refresh
                """
            ).session())
        XCTAssertEqual(session.cookies.map(\.name), ["SESSDATA", "lang"])
        XCTAssertEqual(session.cookies.map(\.isSecret), [true, false])
        XCTAssertEqual(session.setBy, ["login"])
        XCTAssertEqual(session.refreshedBy, "refresh")
        XCTAssertNil(try zing("x-zing-headers: { }\n").session())
    }

    func testAnErrorClassTakesItsFlagsOrTheirDefaults() throws {
        let classes = try XCTUnwrap(
            try zing(
                """
                x-zing-error-classes:
                  expired: { invalidatesSession: true, keepsCredentials: false, retryable: true, refreshes: true, when: "token\\nexpired" }
                  plain: {}
                """
            ).errorClasses())
        XCTAssertEqual(classes.map(\.name), ["expired", "plain"])
        guard classes.count == 2 else { return }
        XCTAssertEqual(classes[0].invalidatesSession, true)
        XCTAssertEqual(classes[0].keepsCredentials, false)
        XCTAssertEqual(classes[0].isRetryable, true)
        XCTAssertEqual(classes[0].refreshes, true)
        XCTAssertEqual(classes[0].when, "token expired")
        XCTAssertEqual(classes[1].invalidatesSession, false)
        XCTAssertEqual(classes[1].keepsCredentials, true)
        XCTAssertEqual(classes[1].isRetryable, false)
        XCTAssertNil(try zing("x-zing-error-classes: {}\n").errorClasses())
    }

    func testAnErrorRuleReadsItsTestsAndNeedsItsClass() throws {
        let (reading, node) = try member(
            """
            x-test:
              - { class: network, transport: timeout, local: [invalidInput, nonsense] }
              - { class: server, http: [500, "502..504", "x..y"], code: [1, "2", two], errorCode: [E1] }
              - { class: auth, success: false, body: notEnvelope, when: authenticated, conditions: failed }
              - { class: rest, otherwise: true, payload: { field: ok, nonEmpty: true } }
              - { code: [3] }
            """)
        let rules = try XCTUnwrap(reading.rules(node))
        XCTAssertEqual(
            rules.map(\.errorClass), ["network", "server", "auth", "rest"], "a rule without its class is none")
        guard rules.count == 4 else { return }
        XCTAssertEqual(rules[0].transport, [.timeout])
        XCTAssertEqual(rules[0].local, [.invalidInput])
        XCTAssertEqual(rules[1].http, [.init(500, 500), .init(502, 504)])
        XCTAssertEqual(rules[1].codes, [1, 2], "quoted digits are a code; a word is none")
        XCTAssertEqual(rules[1].errorCodes, ["E1"])
        XCTAssertEqual(rules[2].success, false)
        XCTAssertEqual(rules[2].body, .notEnvelope)
        XCTAssertEqual(rules[2].when, .authenticated)
        XCTAssertTrue(rules[2].conditionsFailed)
        XCTAssertTrue(rules[3].otherwise)
        XCTAssertEqual(rules[3].payload, PayloadTest(field: "ok", .nonEmpty))
        XCTAssertNil(reading.rules(nil))
    }

    func testARulesMessageTestIsItsOneComparison() throws {
        let (reading, node) = try member(
            """
            x-test:
              - { class: a, message: { glob: "密码输入错误*次" } }
              - { class: b, message: { prefix: [x, y] } }
              - { class: c, message: { prefix: x, contains: y } }
              - { class: d, message: { equals: [] } }
            """)
        let rules = try XCTUnwrap(reading.rules(node))
        guard rules.count == 4 else { return XCTFail("\(rules.count) rules") }
        XCTAssertEqual(rules[0].message, MessageTest(.glob, ["密码输入错误*次"]))
        XCTAssertEqual(rules[1].message, MessageTest(.prefix, ["x", "y"]))
        XCTAssertNil(rules[2].message, "two comparisons are no one test")
        XCTAssertNil(rules[3].message, "a comparison of no text is none")
    }

    func testRetryTakesItsNumbersOrTheirDefaults() throws {
        let retry = try XCTUnwrap(try zing("x-zing-retry: { maxAttempts: 5, baseDelay: 1, maxDelay: 2.5 }\n").retry())
        XCTAssertEqual(retry.maxAttempts, 5)
        XCTAssertEqual(retry.baseDelay, 1)
        XCTAssertEqual(retry.maxDelay, 2.5)
        XCTAssertEqual(retry.retryAfterCap, 30)
        let defaults = try XCTUnwrap(try zing("x-zing-retry: { baseDelay: soon }\n").retry())
        XCTAssertEqual(defaults.maxAttempts, 3)
        XCTAssertEqual(defaults.baseDelay, 0.5)
        XCTAssertEqual(defaults.maxDelay, 8)
        XCTAssertNil(try zing("x-other: 1\n").retry())
    }

    func testTheClientPolicyGivesTheSizeAndDeadline() throws {
        let (reading, node) = try member(
            """
            x-zing-client-policy: { maxResponseBytes: 1048576, timeout: 15, source: "docs\\u202E §4" }
            x-test: { x-zing-client-policy: { timeout: 2.5 } }
            """)
        XCTAssertEqual(reading.maxResponseBytes(), 1_048_576)
        XCTAssertEqual(reading.timeout()?.seconds, 15)
        XCTAssertEqual(reading.timeout()?.source, "docs §4")
        XCTAssertEqual(reading.timeout(node)?.seconds, 2.5)
        XCTAssertNil(reading.timeout(node)?.source)
        XCTAssertNil(reading.maxResponseBytes(node))
        XCTAssertNil(try self.zing("x-zing-client-policy: { timeout: never }\n").timeout())
    }

    func testAnExamplesExpectationIsAFailureOfAClassOrASuccessWithValues() throws {
        let (reading, node) = try member(
            """
            x-test:
              failure: { class: expired, code: 401, errorCode: E401 }
              success: { success: true, values: { userInfo.id: "platform-user-1", "[0].status": 1 } }
              neither: { success: false }
            """)
        XCTAssertEqual(
            reading.expectation(node["failure"]), .failure(errorClass: "expired", code: 401, errorCode: "E401"))
        XCTAssertEqual(
            reading.expectation(node["success"]),
            .success(values: [
                .init(path: "userInfo.id", json: #""platform-user-1""#), .init(path: "[0].status", json: "1"),
            ]))
        XCTAssertNil(reading.expectation(node["neither"]))
        XCTAssertNil(reading.expectation(nil))
    }

    func testAnExamplesHeadersAreItsTextMembers() throws {
        let (reading, node) = try member("x-test: { X-Request-Id: abc, Retry-After: 5, X-List: [1] }\n")
        XCTAssertEqual(reading.exampleHeaders(node).map(\.name), ["X-Request-Id", "Retry-After"])
        XCTAssertEqual(reading.exampleHeaders(node).map(\.value), ["abc", "5"])
        XCTAssertTrue(reading.exampleHeaders(nil).isEmpty)
    }

    func testAPayloadTestIsNonEmptyOrOneOfItsValues() throws {
        let (_, node) = try member(
            """
            x-test:
              nonEmpty: { field: data.list, nonEmpty: true }
              values: { field: status, in: [1, "2"] }
              fieldless: { in: [1] }
            """)
        XCTAssertEqual(
            ZingExtensionReading.payloadTest(try XCTUnwrap(node["nonEmpty"])),
            PayloadTest(field: "data.list", .nonEmpty))
        XCTAssertEqual(
            ZingExtensionReading.payloadTest(try XCTUnwrap(node["values"])), PayloadTest(field: "status", in: [1, "2"]))
        XCTAssertNil(ZingExtensionReading.payloadTest(try XCTUnwrap(node["fieldless"])))
    }

    func testPayloadConditionsNeedTheirTest() throws {
        let (reading, node) = try member(
            """
            x-test:
              - { payload: { field: ok, in: [true] }, when: { field: kind, in: [login] } }
              - { when: { field: kind, in: [x] } }
            """)
        let conditions = reading.payloadConditions(node)
        XCTAssertEqual(conditions.map(\.condition.require), [PayloadTest(field: "ok", in: [true])])
        XCTAssertEqual(conditions.first?.condition.when, PayloadTest(field: "kind", in: ["login"]))
    }

    func testAPerCallValueIsAClockOrRandomTextOfALength() throws {
        let (_, node) = try member(
            """
            x-test:
              seconds: { clock: unixSeconds }
              millis: { clock: unixMillis }
              nonce: { random: hex, length: 32 }
              noLength: { random: hex }
              otherAlphabet: { random: base64, length: 8 }
              otherClock: { clock: nanos }
            """)
        let kind = { (key: String) in node[key].flatMap(ZingExtensionReading.perCallKind) }
        XCTAssertEqual(kind("seconds"), .unixSeconds)
        XCTAssertEqual(kind("millis"), .unixMillis)
        XCTAssertEqual(kind("nonce"), .random(.hex, length: 32))
        XCTAssertNil(kind("noLength"))
        XCTAssertNil(kind("otherAlphabet"))
        XCTAssertNil(kind("otherClock"))
    }

    func testASharedPerCallOrSignedParameterIsWrittenOnce() throws {
        let (_, node) = try member(
            """
            x-test:
              - { name: ts, schema: { x-zing-per-call: { clock: unixSeconds, shared: true } } }
              - { name: sign, schema: { x-zing-signed: true } }
              - { name: nonce, schema: { x-zing-per-call: { random: hex, length: 8 } } }
            """)
        XCTAssertEqual(node.items.map(ZingExtensionReading.isSharedPerCall), [true, true, false])
    }

    func testSigningAddsTheQueryAndHeaderValuesItNames() throws {
        let signing = try XCTUnwrap(
            try zing("x-zing-signing: { adds: [ { query: sign, secret: true }, { header: X-Ts }, { cookie: c } ] }\n")
                .signing())
        XCTAssertEqual(signing.values, [SignedValue(.query("sign"), isSecret: true), SignedValue(.header("X-Ts"))])
        XCTAssertNil(try zing("x-other: 1\n").signing())
    }

    func testAPerCallRuleNeedsItsValueAndPlace() throws {
        let rules = try zing(
            """
            x-zing-per-call:
              - { query: ts, from: { clock: unixMillis }, methods: [POST, FETCH] }
              - { header: X-Nonce, from: { random: digits, length: 6 } }
              - { from: { clock: unixMillis } }
              - { query: bad, from: { clock: never } }
            """
        ).perCallRules()
        XCTAssertEqual(
            rules.map(\.value),
            [PerCallValue(.query("ts"), .unixMillis), PerCallValue(.header("X-Nonce"), .random(.digits, length: 6))])
        XCTAssertEqual(rules.first?.methods, [.post])
    }

    func testBusinessCodesAreIntegersAndText() throws {
        let (_, node) = try member("x-test: [0, \"200\", 1.5, true, [1]]\n")
        XCTAssertEqual(ZingExtensionReading.businessCodes(node), [.int(0), .string("200")])
    }
}
