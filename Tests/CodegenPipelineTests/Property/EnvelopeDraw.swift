import Foundation
import TestRandomness

/// The envelope a random contract uses, drawn from the whole family: a flag (Zing), a code deciding success (int or
/// string, at the top level or at a nested path, `successCodes` or `successWithoutCode`, the payload in a field or the
/// body beside the envelope's keys), or none (with or without RFC 9457 problem details). It says which rules and
/// payload placements the envelope can honour, and writes example bodies in it.
struct EnvelopeDraw {
    enum Style: CaseIterable {
        case flag
        /// `{code, msg, data}`, code 0 (or 200) is success.
        case flatCode
        /// `{errcode, errmsg}` beside the payload's fields; absent or 0 is success.
        case besideBody
        /// `{"status": {"code", "msg"}, "data"}`: the code at a nested path.
        case nestedCode
        /// `{"Response": {"Error": {"Code", "Message"}, …}}`: a string code, success when there is none.
        case nestedText
        /// A string code at the top level, success `OK`.
        case flatText
        case none
        case problems
    }

    var style: Style
    /// Whether a body without the code is a success (where the style allows both).
    var successWithoutCode: Bool

    static func draw(_ random: inout SeededRandom) -> EnvelopeDraw {
        let style = random.chance(30) ? .flag : random.pick(Style.allCases)
        let withoutCode: Bool
        switch style {
        case .besideBody, .nestedText: withoutCode = true
        case .flatCode, .nestedCode, .flatText: withoutCode = random.chance(30)
        case .flag, .none, .problems: withoutCode = false
        }
        return EnvelopeDraw(style: style, successWithoutCode: withoutCode)
    }

    /// The envelope's entries in the contract.
    var entries: [(String, YAMLText)] {
        var entries: [(String, YAMLText)]
        switch style {
        case .flag:
            return [
                ("style", "flag"), ("success", "success"), ("code", "code"), ("errorCode", "errorCode"),
                ("message", "message"), ("payload", "result"),
            ]
        case .flatCode:
            entries = [
                ("style", "code"), ("code", "code"), ("message", "msg"), ("payload", "data"),
                ("successCodes", .list([0, 200])),
            ]
        case .besideBody:
            entries = [("style", "code"), ("code", "errcode"), ("message", "errmsg"), ("successCodes", .list([0]))]
        case .nestedCode:
            entries = [
                ("style", "code"), ("code", "status.code"), ("message", "status.msg"), ("payload", "data"),
                ("successCodes", .list([0])),
            ]
        case .nestedText:
            entries = [
                ("style", "code"), ("codeType", "string"), ("code", "Response.Error.Code"),
                ("message", "Response.Error.Message"), ("payload", "Response"),
            ]
        case .flatText:
            entries = [
                ("style", "code"), ("codeType", "string"), ("code", "ret"), ("message", "msg"), ("payload", "data"),
                ("successCodes", .list([.string("OK")])),
            ]
        case .none:
            return [("style", "none"), ("errorCode", "error"), ("message", "message")]
        case .problems:
            return [("style", "none"), ("problemDetails", true)]
        }
        if successWithoutCode { entries.append(("successWithoutCode", true)) }
        return entries
    }

    /// Whether the envelope has a numeric business code (`code:` rules).
    var hasNumericCode: Bool { [.flag, .flatCode, .besideBody, .nestedCode].contains(style) }
    /// Whether the envelope has a string code (`errorCode:` rules).
    var hasTextCode: Bool { [.flag, .nestedText, .flatText, .none, .problems].contains(style) }
    /// Whether the payload sits in a field (`payload: result`); otherwise it is the body (`payload: body`).
    var hasPayloadField: Bool { ![.besideBody, .none, .problems].contains(style) }
    /// Whether a `payload: message` endpoint can read the message of a success.
    var carriesMessage: Bool { [.flag, .flatCode, .besideBody, .flatText].contains(style) }
    /// Whether the payload must be an object (it shares the body or an object with the envelope's keys).
    var needsObjectPayload: Bool { [.besideBody, .nestedText].contains(style) }

    /// A successful body around `payload` (JSON text; nil: no payload), with `message` (JSON text) where the
    /// endpoint reads it.
    func success(payload: String?, message: String?) -> String {
        switch style {
        case .flag:
            let field = message != nil ? "message" : "result"
            return (message ?? payload).map { "{\"success\": true, \"\(field)\": \($0)}" } ?? "{\"success\": true}"
        case .flatCode, .flatText:
            let code = style == .flatCode ? "\"code\": 0" : "\"ret\": \"OK\""
            var members = successWithoutCode ? [] : [code]
            if let message { members.append("\"msg\": \(message)") }
            if let payload { members.append("\"data\": \(payload)") }
            return "{" + members.joined(separator: ", ") + "}"
        case .besideBody:
            var members = successWithoutCode && message == nil ? [] : ["\"errcode\": 0"]
            if let message { members.append("\"errmsg\": \(message)") }
            return Self.merged(members, into: payload ?? "{}")
        case .nestedCode:
            var members = successWithoutCode ? [] : ["\"status\": {\"code\": 0}"]
            if let payload { members.append("\"data\": \(payload)") }
            return "{" + members.joined(separator: ", ") + "}"
        case .nestedText:
            return "{\"Response\": \(payload ?? "{}")}"
        case .none, .problems:
            return message ?? payload ?? "{}"
        }
    }

    /// A failure body with the numeric business `code` (styles with one).
    func failure(code: Int) -> String {
        switch style {
        case .flag: "{\"success\": false, \"code\": \(code)}"
        case .flatCode: "{\"code\": \(code), \"msg\": \"no\", \"data\": null}"
        case .besideBody: "{\"errcode\": \(code), \"errmsg\": \"no\"}"
        case .nestedCode: "{\"status\": {\"code\": \(code), \"msg\": \"no\"}}"
        case .nestedText, .flatText, .none, .problems: "{}"
        }
    }

    /// `members` (JSON `"key": value` texts) first in the object `object` (JSON text of an object).
    private static func merged(_ members: [String], into object: String) -> String {
        guard !members.isEmpty else { return object }
        let rest = object.dropFirst().drop { $0 == " " }
        return "{" + members.joined(separator: ", ") + (rest.hasPrefix("}") ? "" : ", ") + rest
    }
}
