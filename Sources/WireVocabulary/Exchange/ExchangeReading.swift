import TextFoundation

/// What an exchange means: the one definition, from what an endpoint's contract says of its answers, what was sent and
/// what came back, to success or failure. The generated client's runtime reads every answer by it, lint every example,
/// `verify` every captured answer, and `mock` decides by it which answers sign a session in; none of them carries a
/// reading of its own.
///
/// It fails closed: only a documented success is a success. A body that repeats a key on the way to an envelope field,
/// a code in a spelling that is not the code's (``BusinessCode/read(_:as:)``), an error object without its code, a
/// missing payload or a sign-in that sets no session cookie (or hands out no token) are all failures, for the rules to classify. A sign-in whose
/// delivery signs in only on some answers (`when:`) is a success without cookies on the others.
///
/// What the endpoint's payload must decode as is the caller's to say (`accept`): the runtime decodes its typed model
/// there and checks the generated success conditions; the tools check the JSON against the contract's types.
package enum ExchangeReading {
    /// How much of a body the reading builds as JSON.
    package enum Building: Sendable, Hashable {
        /// Only the envelope's members and the payload fields the rules and a sign-in read: for a caller that decodes
        /// the payload from its bytes itself (``FoundPayload/bytes``), so a list of 10,000 rows is built once, not
        /// twice.
        case envelopeOnly
        /// The whole body, handed to `accept` as ``FoundPayload/json``.
        case whole
    }

    /// What the answer of `status`, `headers` and `body` means for an endpoint of `spec`, sent as `sent`; `accept`
    /// decides whether a payload found in a successful answer is what the endpoint returns.
    package static func read<Accepted, Refusal: Error>(
        status: Int, headers: [(name: String, value: String)], body: some Collection<UInt8>, sent: SentRequest,
        spec: AnswerSpec, building: Building = .whole, accept: (FoundPayload) -> Result<Accepted, Refusal>
    ) -> ExchangeOutcome<Accepted, Refusal> {
        typealias Outcome = ExchangeOutcome<Accepted, Refusal>
        var observation = ExchangeObservation(httpStatus: status, carriedCredentials: sent.carriedCredentials)
        var envelope: EnvelopeReading?
        func failure(_ reason: FailureReason<Refusal>) -> Outcome {
            .failure(Outcome.Failure(observation: observation, reason: reason, envelope: envelope))
        }
        if (300...399).contains(status) { return failure(.redirect) }
        observation.body = .notJSON
        let whole = building == .whole
        guard let (document, isAsSent) = document(body, spec: spec, whole: whole) else { return failure(.notJSON) }
        let format = spec.envelope
        let reading = EnvelopeReading.read(
            document.value, format, httpStatus: status, repeatedKeys: document.repeatedKeys)
        envelope = reading
        // Built whole, or (envelope only) along the payload fields the rules and a sign-in read.
        let payload =
            whole || spec.readsPayload
            ? EnvelopeReading.payload(in: document.value, spec.payloadFormat, leaving: spec.parsing.payloadOwnKeys)
            : nil
        observation.payloadFields = spec.payloadRules.readFields(of: payload)
        observation.message = reading.message
        observation.envelopeStatusCode = reading.statusCode
        observation.envelopeTimestamp = EnvelopeTimestamp(reading.timestamp)
        switch reading.verdict {
        case .notEnvelope(let mismatch):
            observation.body = .notEnvelope
            return failure(.notEnvelope(mismatch))
        case .failure:
            observation.body = format.traits.wrapsAnswers ? .envelope(success: false) : .json
            observation.failureCode = reading.numericCode
            observation.failureErrorCode = reading.textCode ?? reading.errorCode
            observation.failureReported = true
            return failure(.reported)
        case .success:
            observation.body = format.traits.wrapsAnswers ? .envelope(success: true) : .json
        }
        // A payload field a rule or a sign-in reads, written twice, would mean what the reader keeps of it.
        let read = spec.parsing.payloadPathsRead
        if let repeated = document.repeatedKeys.first(where: { key in read.contains { $0.starts(with: key) } }) {
            observation.body = .notEnvelope
            return failure(
                .notEnvelope(
                    EnvelopeReading.Mismatch(
                        field: FieldPath(keys: repeated), expected: "one value", found: nil, isRepeated: true)))
        }
        guard (200...299).contains(status) else { return failure(.unsuccessfulStatus) }
        switch spec.payloadRules.evaluate(payload) {
        case .accepted: break
        case .failure(let test): return failure(.payloadRule(test))
        case .unmet(let condition):
            observation.conditionsFailed = true
            return failure(.unmet(condition.description))
        }
        if spec.payload == .payloadField, !payloadIsPresent(in: document, keys: spec.payloadKeys) {
            observation.conditionsFailed = true
            return failure(.unmet("present"))
        }
        // The caller gets the payload with the envelope's keys still in it, as the client's decoding sees it: a
        // payload model may declare one (a `data.code` that is also the payload's state) and then reads it.
        let located =
            whole
            ? (spec.payloadKeys.isEmpty ? document.value : FieldPath(keys: spec.payloadKeys).value(in: document.value))
            : nil
        let found = FoundPayload(
            json: spec.payload == .payloadField || spec.payload == .body ? located : nil, message: reading.message,
            keys: spec.payloadKeys, envelopeKeys: spec.envelopeKeysBesidePayload,
            bytes: isAsSent ? unbuiltBytes(in: document, keys: spec.payloadKeys) : nil)
        let accepted: Accepted
        switch accept(found) {
        case .success(let value): accepted = value
        case .failure(let refusal):
            observation.conditionsFailed = true
            return failure(.refused(refusal))
        }
        var cookies: CapturedCookies?
        if let session = spec.setsCookies, spec.signInDelivery.when?.holds(in: payload) ?? true {
            switch session.captured(by: spec.signInDelivery, headers: headers, payload: payload) {
            case .success(let captured): cookies = captured
            case .failure(let unmet):
                observation.conditionsFailed = true
                return failure(.unmet(unmet.description))
            }
        }
        var token: String?
        if spec.issuesToken, spec.signInDelivery.when?.holds(in: payload) ?? true {
            guard let issued = issuedToken(by: spec.signInDelivery, payload: payload) else {
                observation.conditionsFailed = true
                return failure(.unmet(spec.signInDelivery.tokenCondition))
            }
            token = issued
        }
        return .success(Outcome.Success(accepted: accepted, envelope: reading, cookies: cookies, token: token))
    }

    /// The session token a token sign-in's signing answer hands out: the text of the payload field its delivery
    /// names, not empty; nil when there is none.
    static func issuedToken(by delivery: SignInDelivery, payload: JSONValue?) -> String? {
        guard case .field(let field) = delivery.source,
            case .string(let text)? = payload.flatMap(field.value(in:)), !text.isEmpty
        else { return nil }
        return text
    }

    /// The body parsed as the reading needs it, and whether it was parsed as sent; nil when it is not JSON. Bytes that
    /// are no UTF-8 (a server's broken message) read as U+FFFD, as Foundation's own decoder reads them, so such a
    /// message keeps the envelope's verdict.
    static func document(
        _ body: some Collection<UInt8>, spec: AnswerSpec, whole: Bool
    ) -> (document: JSONDocument, isAsSent: Bool)? {
        let watched = spec.parsing.watchedPaths
        func parse(_ bytes: some Collection<UInt8>) -> JSONDocument? {
            if whole { return try? JSONValue.document(bytes, watchingRepeatsAlong: watched) }
            return try? JSONValue.document(
                bytes, keepingPaths: spec.parsing.envelopeOnlyPaths, watchingRepeatsAlong: watched)
        }
        if let document = parse(body) { return (document, true) }
        let bytes = Array(body)
        guard String(validating: bytes, as: UTF8.self) == nil else { return nil }
        return parse(Array(String(decoding: bytes, as: UTF8.self).utf8)).map { ($0, false) }
    }

    /// Where a payload one key deep that was not built whole is in the parsed bytes; nil for any other payload.
    private static func unbuiltBytes(in document: JSONDocument, keys: [String]) -> Range<Int>? {
        guard keys.count == 1 else { return nil }
        return document.unbuiltTopLevelMembers.first { $0.key == keys[0] }?.bytes
    }

    /// Whether the payload field is there and not null, built or not.
    private static func payloadIsPresent(in document: JSONDocument, keys: [String]) -> Bool {
        guard !keys.isEmpty else { return true }
        if let value = FieldPath(keys: keys).value(in: document.value) { return value != .null }
        return unbuiltBytes(in: document, keys: keys) != nil
    }
}
