import TestRandomness
import TextFoundation
import XCTest

@testable import WireVocabulary

/// Fail closed, as a property: over every envelope style, a mutation of a successful body's envelope fields (a field
/// removed, set null, of another type, spelled otherwise, written twice, an error object added) is never read as a
/// success unless the mutated body is itself a documented success, as an oracle written from the format reference
/// says (docs/contract-format.md, "What counts as a success").
final class EnvelopeMutationPropertyTests: XCTestCase {
    struct Style {
        var name: String
        var spec: AnswerSpec
        var success: String
    }

    static let styles = [
        Style(
            name: "flag",
            spec: AnswerSpec(
                envelope: EnvelopeFormat(
                    style: .flag, successField: "success", codeField: "code", messageField: "message",
                    payloadField: "result", successCodes: [0, 200]), payload: .payloadField),
            success: #"{"success": true, "code": 200, "message": "ok", "result": {"id": 1}}"#),
        Style(
            name: "code",
            spec: AnswerSpec(
                envelope: EnvelopeFormat(
                    style: .code, codeField: "code", messageField: "msg", payloadField: "data", successCodes: [0]),
                payload: .payloadField),
            success: #"{"code": 0, "msg": "ok", "data": {"id": 1}}"#),
        Style(
            name: "absent code",
            spec: AnswerSpec(
                envelope: EnvelopeFormat(
                    style: .code, codeField: "errcode", messageField: "errmsg", successCodes: [0],
                    successWithoutCode: true), payload: .body),
            success: #"{"openid": "o", "nickname": "n"}"#),
        Style(
            name: "nested",
            spec: AnswerSpec(
                envelope: EnvelopeFormat(
                    style: .code, codeField: "Response.Error.Code", codeKind: .string,
                    messageField: "Response.Error.Message", payloadField: "Response", successWithoutCode: true),
                payload: .payloadField),
            success: #"{"Response": {"RequestId": "r", "id": 1}}"#),
    ]

    /// A documented success, as the format reference states it, written apart from the reader.
    static func isDocumentedSuccess(_ body: JSONValue, repeated: Bool, _ format: EnvelopeFormat) -> Bool {
        guard !repeated, case .object = body else { return false }
        switch format.style {
        case .flag:
            return FieldPath("success").value(in: body) == .bool(true) && FieldPath("result").value(in: body) != nil
                && FieldPath("result").value(in: body) != .null
        case .code:
            let field = format.codeField!
            guard let code = field.value(in: body) else {
                guard format.successWithoutCode else { return false }
                if field.keys.count == 3 {
                    guard case .object(let response)? = FieldPath("Response").value(in: body) else { return false }
                    return response["Error"] == nil || response["Error"] == .null
                }
                return true
            }
            switch (format.codeKind, code) {
            case (.int, .int(let number)): return format.successCodes.contains(.int(number))
            case (.int, .string(let text)): return format.successCodes.contains { $0.description == text }
            case (.string, .string(let text)): return format.successCodes.contains(.string(text))
            default: return false
            }
        case .none:
            return true
        }
    }

    func testNoMutationOfASuccessIsASuccessUnlessItIsOneItself() throws {
        var random = SeededRandom(seed: 3_400)
        var successes = 0
        var total = 0
        for style in Self.styles {
            let original = try JSONValue.parse(style.success)
            for _ in 0..<4_000 {
                let (text, repeated) = mutate(original, style.spec.envelope, using: &random)
                let outcome: ExchangeOutcome<Void, Never> = ExchangeReading.read(
                    status: 200, headers: [], body: Array(text.utf8), sent: SentRequest(carriedCredentials: true),
                    spec: style.spec, accept: { _ in .success(()) })
                total += 1
                guard case .success = outcome else { continue }
                successes += 1
                let body = try JSONValue.parse(text)
                XCTAssertTrue(
                    Self.isDocumentedSuccess(body, repeated: repeated, style.spec.envelope),
                    "\(style.name): read as a success, but it is none: \(text)")
            }
        }
        XCTAssertGreaterThan(successes, 100, "some mutations keep the success")
        XCTAssertLessThan(successes, total / 2, "most do not")
    }

    /// The body with one of its envelope fields changed, as text (a repeated key cannot be a value), and whether a
    /// key was written twice.
    private func mutate(
        _ body: JSONValue, _ format: EnvelopeFormat, using random: inout SeededRandom
    ) -> (String, repeated: Bool) {
        let fields = EnvelopeReading.watchedPaths(of: format).map(FieldPath.init(keys:))
        let field = fields.randomElement(using: &random)!
        let values: [JSONValue] = [
            .null, .bool(true), .bool(false), .int(0), .int(200), .int(1), .int(-1), .double(0), .double(1e-300),
            .string("0"), .string("00"), .string("-0"), .string("true"), .string(""), .array([]),
            .object(JSONObject()), .object(["Message": "denied"]), .object(["Code": .null]),
        ]
        switch Int.random(in: 0..<5, using: &random) {
        case 0:
            return (removing(field, from: body).text(.canonical), false)
        case 1:
            // The field written twice: once as the body has it, once changed.
            let changed = values.randomElement(using: &random)!
            let object = body.object ?? JSONObject()
            let key = field.keys[0]
            var text = body.text(.canonical)
            text.removeLast()
            let separator = object.isEmpty ? "" : ","
            return (
                text + separator + JSONQuoting.quoted(key) + ":" + changed.text(.canonical) + "}", object[key] != nil
            )
        default:
            let value = values.randomElement(using: &random)!
            var text = field.setting(value, in: body).text(.canonical)
            // Spellings the parser keeps apart from the integer: negative zero, an exponent.
            if value == .int(0), Bool.random(using: &random) {
                text = text.replacingOccurrences(
                    of: ":0", with: [":-0", ":0e0", ":0.0"].randomElement(using: &random)!)
            }
            return (text, false)
        }
    }

    private func removing(_ field: FieldPath, from body: JSONValue) -> JSONValue {
        guard case .object(var members) = body, let key = field.keys.first else { return body }
        if field.keys.count == 1 {
            members[key] = nil
        } else if let inner = members[key] {
            members[key] = removing(FieldPath(keys: Array(field.keys.dropFirst())), from: inner)
        }
        return .object(members)
    }
}
