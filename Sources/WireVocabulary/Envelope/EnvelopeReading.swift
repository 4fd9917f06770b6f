import TextFoundation

/// What one response body says by its envelope: success or failure, and the envelope's own fields. The one reader of
/// ``EnvelopeFormat``: the runtime decides a call by it, and `verify`, `mock` and lint read bodies with it, so every
/// tool agrees on every style.
public struct EnvelopeReading: Sendable, Hashable {
    /// What the body says, by the envelope alone (the HTTP status is the caller's to weigh).
    public enum Verdict: Sendable, Hashable {
        /// The envelope says success (style none: every body of a 2xx answer).
        case success
        /// The envelope says failure (style none: every answer that is not 2xx).
        case failure
        /// JSON, but not this envelope, and why.
        case notEnvelope(Mismatch)
    }

    /// Why a body is not the envelope: the field (nil: the body itself) that is absent, in another form, or written
    /// twice.
    public struct Mismatch: Sendable, Hashable, CustomStringConvertible {
        /// The field, or nil for the body itself.
        public var field: FieldPath?
        /// What the envelope needs there: `an object`, `true or false`, `an integer or a numeric string`.
        public var expected: String
        /// What arrived (quoting at most 64 characters of text); nil when the field is absent.
        public var found: String?
        /// The field (or an object on the way to one) is written more than once: which of its values a reader takes
        /// is a reader's choice, so no reading of it is trusted.
        public var isRepeated: Bool

        /// A mismatch at `field`.
        public init(field: FieldPath?, expected: String, found: String?, isRepeated: Bool = false) {
            self.field = field
            self.expected = expected
            self.found = found
            self.isRepeated = isRepeated
        }

        /// `` `errcode` is "x", not an integer or a numeric string ``, `` `success` is absent ``,
        /// `` `errcode` is written more than once ``.
        public var description: String {
            let place = field.map { "`\($0)`" } ?? "the body"
            if isRepeated { return "\(place) is written more than once" }
            guard let found else { return "\(place) is absent" }
            return "\(place) is \(found), not \(expected)"
        }
    }

    /// What the body turned out to be: a success, a failure, or not the envelope (and why).
    public var verdict: Verdict
    /// The business code, when the body has one in a readable form.
    public var code: BusinessCode?
    /// A string error code (flag and none styles), or a problem's `type`.
    public var errorCode: String?
    /// The server's message.
    public var message: String?
    /// The HTTP status the body echoes, when it has the field: a number, or its digits as text.
    public var statusCode: Int?
    /// A code the body has where the envelope's code does not decide success (styles flag and none), in a form the
    /// code is not read from (`"code": "E42"` where the code is an integer): the reading leaves it out of ``code``,
    /// and the tools say so.
    public var unreadableCode: FoundValue?
    /// The timestamp field as it arrived.
    public var timestamp: JSONValue?

    /// A field of the body and the value it holds.
    public struct FoundValue: Sendable, Hashable {
        /// Where the value is.
        public var field: FieldPath
        /// The value as it arrived.
        public var value: JSONValue
    }

    /// The number, when the business code is one.
    public var numericCode: Int? {
        if case .int(let number) = code { return number }
        return nil
    }

    /// The text, when the business code is text.
    public var textCode: String? {
        if case .string(let text) = code { return text }
        return nil
    }

    /// Reads `body` (an answer with `httpStatus`) by `format`. `repeatedKeys` are the keys the body writes twice
    /// along ``watchedPaths(of:)`` (as the parser reports them): one on the way to an envelope field makes the body not
    /// the envelope, since the reading would depend on which value a reader keeps.
    public static func read(
        _ body: JSONValue, _ format: EnvelopeFormat, httpStatus: Int, repeatedKeys: [[String]] = []
    ) -> EnvelopeReading {
        if !repeatedKeys.isEmpty, let repeated = firstRepeatOnWatchedPath(repeatedKeys, format) {
            return EnvelopeReading(
                verdict: .notEnvelope(
                    Mismatch(field: FieldPath(keys: repeated), expected: "one value", found: nil, isRepeated: true)))
        }
        switch format.traits.decider {
        case .successFlag: return flag(body, format)
        case .businessCode: return code(body, format)
        case .httpStatus: return bare(body, format, isSuccess: (200..<300).contains(httpStatus))
        }
    }

    /// The members of a top-level object that ``read(_:_:httpStatus:)`` looks at: the first key of each of the
    /// envelope's own fields, and a problem's members. A body parsed with only these members reads the same, so a
    /// caller that decodes the payload on its own need not build it as JSON too (the runtime parses a list of 10,000
    /// rows once, not twice).
    package static func membersRead(by format: EnvelopeFormat) -> [String] {
        var members: [String] = []
        for field in fieldsRead(by: format) {
            if let key = field.keys.first, !members.contains(key) { members.append(key) }
        }
        if format.problemDetails { members += ProblemMember.allCases.map { $0.rawValue } }
        return members
    }

    /// The first of `repeatedKeys` that lies on the way to a watched path.
    private static func firstRepeatOnWatchedPath(_ repeatedKeys: [[String]], _ format: EnvelopeFormat) -> [String]? {
        let watched = watchedPaths(of: format)
        return repeatedKeys.first { key in watched.contains { $0.starts(with: key) } }
    }

    /// The key paths a body must not repeat a key along: the fields a reading looks at, the payload field and a
    /// problem's members.
    public static func watchedPaths(of format: EnvelopeFormat) -> [[String]] {
        var paths = (fieldsRead(by: format) + [format.payloadField].compactMap { $0 }).map { $0.keys }
        if format.problemDetails { paths += ProblemMember.allCases.map { [$0.rawValue] } }
        return paths
    }

    /// The envelope's own fields and the one that decides success.
    private static func fieldsRead(by format: EnvelopeFormat) -> [FieldPath] {
        format.ownFields + [decidingField(format)].compactMap { $0 }
    }

    /// The members of an RFC 9457 problem that a reading takes its error code, message and status from.
    private enum ProblemMember: String, CaseIterable {
        case type, title, detail, status
    }

    /// The field that decides success, under its default name where the format names none.
    private static func decidingField(_ format: EnvelopeFormat) -> FieldPath? {
        switch format.traits.decider {
        case .successFlag: format.successField ?? "success"
        case .businessCode: format.codeField ?? "code"
        case .httpStatus: nil
        }
    }

    /// The payload of a successful body: the value at the payload field, or the body itself where the format has
    /// none; an object less the envelope's own fields inside it (WeChat's `errcode` beside the payload's fields,
    /// Tencent Cloud's `Error` inside `Response`). Nil when the payload field is absent.
    public static func payload(in body: JSONValue, _ format: EnvelopeFormat) -> JSONValue? {
        payload(in: body, format, leaving: ownKeys(in: format.payloadField?.keys ?? [], format))
    }

    /// ``payload(in:_:)``, with the envelope's own keys inside the payload worked out beforehand (an answer spec's
    /// ``AnswerSpec/Parsing/payloadOwnKeys``): they are the same for every answer of an endpoint.
    package static func payload(in body: JSONValue, _ format: EnvelopeFormat, leaving ownKeys: [String]) -> JSONValue? {
        let keys = format.payloadField?.keys ?? []
        guard let located = keys.isEmpty ? body : FieldPath(keys: keys).value(in: body) else { return nil }
        guard case .object(var members) = located, !ownKeys.isEmpty else { return located }
        for key in ownKeys { members[key] = nil }
        return .object(members)
    }

    /// The keys of the object at `payloadKeys` that lead to one of the envelope's own fields. Without an envelope
    /// (style none) its fields are read from failure bodies only, so a success body is the payload, whole.
    public static func ownKeys(in payloadKeys: [String], _ format: EnvelopeFormat) -> [String] {
        guard format.traits.wrapsAnswers else { return [] }
        var keys: [String] = []
        for field in format.ownFields where field.keys.count > payloadKeys.count {
            guard field.keys.starts(with: payloadKeys) else { continue }
            let key = field.keys[payloadKeys.count]
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
    }

    // MARK: Styles

    private static func flag(_ body: JSONValue, _ format: EnvelopeFormat) -> EnvelopeReading {
        let field = format.successField ?? "success"
        guard body.object != nil else { return notAnObject(body) }
        guard case .bool(let success)? = field.value(in: body) else {
            return notEnvelope(field, "true or false", found: field.value(in: body))
        }
        var reading = fields(of: body, format, verdict: success ? .success : .failure)
        if let present = presentCode(in: body, format) {
            reading.code = BusinessCode.read(present.value, as: format.codeKind)
            if reading.code == nil, present.value != .null {
                reading.unreadableCode = FoundValue(field: present.field, value: present.value)
            }
        }
        return reading
    }

    private static func code(_ body: JSONValue, _ format: EnvelopeFormat) -> EnvelopeReading {
        guard body.object != nil else { return notAnObject(body) }
        // The first of the code's fields that is there; where none is, the first names the absent code.
        let present = presentCode(in: body, format)
        let field = present?.field ?? format.codeField ?? "code"
        if let present, let other = disagreeingCode(in: body, with: present, format) {
            // Two codes that differ make the answer depend on which one a reader takes: no reading of it is trusted.
            return notEnvelope(other.field, "the code `\(present.field)` gives", found: other.value)
        }
        switch present?.value {
        case nil:
            guard format.successWithoutCode else { return notEnvelope(field, codeExpectation(format), found: nil) }
            // Absent from every field: a success only where none of them says otherwise.
            let readings = format.codeFields.map { absentCode(body, $0, format) }
            return readings.first { $0.verdict != .success } ?? readings.first ?? absentCode(body, field, format)
        case .null?:
            // A code that is there but null is no documented success, even where an absent one would be.
            guard format.successWithoutCode else { return notEnvelope(field, codeExpectation(format), found: .null) }
            return fields(of: body, format, verdict: .failure)
        case let value?:
            guard let code = BusinessCode.read(value, as: format.codeKind) else {
                return notEnvelope(field, codeExpectation(format), found: value)
            }
            var reading = fields(of: body, format, verdict: format.successCodes.contains(code) ? .success : .failure)
            reading.code = code
            return reading
        }
    }

    /// A body without the code, where its absence is the success (`successWithoutCode`): a success only where the
    /// code could have been and nothing of an error is there.
    private static func absentCode(_ body: JSONValue, _ field: FieldPath, _ format: EnvelopeFormat) -> EnvelopeReading {
        // `"Error": "…"` on the way to `Response.Error.Code` is no successful answer.
        if let (place, found) = field.obstruction(in: body), found != .null {
            return notEnvelope(place, "an object", found: found)
        }
        // The object the code sits in that is also the payload's (Tencent Cloud's `Response`) is in every answer.
        let shared = sharedObject(of: field, format)
        if let shared, shared.value(in: body)?.object == nil {
            return notEnvelope(shared, "an object", found: shared.value(in: body))
        }
        // The code's own object, where it is not one every answer has, is an error object: there, it is a failure
        // with or without its code (`"Error": {}`, `"Error": {"Message": "denied"}`); only its absence is the
        // success. A null one counts as absent, as serializers write absent objects so.
        if field.parent.count > shared?.keys.count ?? 0, FieldPath(keys: field.parent).value(in: body)?.object != nil {
            return fields(of: body, format, verdict: .failure)
        }
        return fields(of: body, format, verdict: .success)
    }

    /// The leading objects the code field shares with the payload field (`Response` of `Response.Error.Code` and
    /// `Response`); nil when they share none.
    private static func sharedObject(of codeField: FieldPath, _ format: EnvelopeFormat) -> FieldPath? {
        guard let payload = format.payloadField else { return nil }
        let shared = zip(codeField.parent, payload.keys).prefix { $0.0 == $0.1 }.map(\.0)
        return shared.isEmpty ? nil : FieldPath(keys: shared)
    }

    private static func bare(_ body: JSONValue, _ format: EnvelopeFormat, isSuccess: Bool) -> EnvelopeReading {
        var reading = isSuccess ? EnvelopeReading(verdict: .success) : fields(of: body, format, verdict: .failure)
        // The code decides nothing here and is not read; one in a form it is never read from is noted all the same.
        if !format.codeFields.isEmpty, let present = presentCode(in: body, format), present.value != .null,
            BusinessCode.read(present.value, as: format.codeKind) == nil
        {
            reading.unreadableCode = FoundValue(field: present.field, value: present.value)
        }
        guard !isSuccess else { return reading }
        if format.problemDetails, let object = body.object {
            func member(_ name: ProblemMember) -> JSONValue? { object[name.rawValue] }
            if member(.type) != nil || member(.title) != nil {
                reading.errorCode = reading.errorCode ?? member(.type)?.stringValue
                reading.message = reading.message ?? member(.detail)?.stringValue ?? member(.title)?.stringValue
                reading.statusCode = reading.statusCode ?? member(.status)?.integerValue
            }
        }
        return reading
    }

    // MARK: Fields

    /// A later code field that the body also has, reading as another code than the one `present` gives.
    private static func disagreeingCode(
        in body: JSONValue, with present: (field: FieldPath, value: JSONValue), _ format: EnvelopeFormat
    ) -> (field: FieldPath, value: JSONValue)? {
        let code = BusinessCode.read(present.value, as: format.codeKind)
        for field in format.codeFields where field != present.field {
            guard let value = field.value(in: body) else { continue }
            if value != present.value, BusinessCode.read(value, as: format.codeKind) != code || code == nil {
                return (field, value)
            }
        }
        return nil
    }

    /// The first of the code's fields (``EnvelopeFormat/codeFields``) that the body has, with its value (null
    /// included: a code that is there but null is read as such, not passed over): the field a reading takes the code
    /// from.
    package static func presentCode(in body: JSONValue, _ format: EnvelopeFormat) -> (
        field: FieldPath, value: JSONValue
    )? {
        for field in format.codeFields {
            if let value = field.value(in: body) { return (field, value) }
        }
        return nil
    }

    /// The message a reading takes: the text of the first of the message's fields (``EnvelopeFormat/messageFields``)
    /// that holds text; one that holds anything else is passed over.
    package static func message(in body: JSONValue, _ format: EnvelopeFormat) -> String? {
        format.messageFields.lazy.compactMap { $0.value(in: body)?.stringValue }.first
    }

    private static func notEnvelope(_ field: FieldPath?, _ expected: String, found: JSONValue?) -> EnvelopeReading {
        EnvelopeReading(
            verdict: .notEnvelope(
                Mismatch(field: field, expected: expected, found: found.map(LenientReading.describe))))
    }

    private static func notAnObject(_ body: JSONValue) -> EnvelopeReading {
        notEnvelope(nil, "an object", found: body)
    }

    private static func codeExpectation(_ format: EnvelopeFormat) -> String {
        switch format.codeKind {
        case .int: "an integer or its digits as text"
        case .string: "a string or an integer"
        }
    }

    /// The message, string error code, status echo and timestamp; a field in another form than it should be is left
    /// out rather than failing the body.
    private static func fields(of body: JSONValue, _ format: EnvelopeFormat, verdict: Verdict) -> EnvelopeReading {
        func text(_ field: FieldPath?) -> String? { field.flatMap { $0.value(in: body) }?.stringValue }
        let status = format.statusCodeField.flatMap { $0.value(in: body) }.flatMap {
            try? LenientReading.integer($0, accepting: [.int, .numericString], as: Int.self).get()
        }
        var reading = EnvelopeReading(verdict: verdict)
        reading.errorCode = text(format.errorCodeField)
        reading.message = message(in: body, format)
        reading.statusCode = status
        reading.timestamp = format.timestampField.flatMap { $0.value(in: body) }
        return reading
    }

}
