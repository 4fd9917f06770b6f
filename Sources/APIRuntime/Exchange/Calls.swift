import Foundation

/// The entry points generated endpoint methods call, one per kind of value a method returns. Where the payload is and
/// what decides success is the operation's spec's alone (``EndpointSpec``): no entry point adds to it.
extension APIClientCore {
    /// A payload where the operation's spec says (the envelope's payload field, or the body itself), which must be
    /// present and meet `unmet`'s conditions.
    public func callForPayload<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> Payload {
        try await exchange(prepared, operation: operation) { response, answer in
            readAnswer(
                response, answer: answer, prepared: prepared, decoding: Payload.self
            ) { contents in
                guard let value = contents.payload else { return .failure(UnmetCondition("present")) }
                if let condition = unmet(value) { return .failure(condition) }
                return .success(value)
            }
        }
    }

    /// A message-only endpoint: success is the envelope's alone; no payload is required or read.
    public func callForNothing(
        _ prepared: PreparedRequest, operation: Contract.Operation
    ) async throws(Failure) {
        try await exchange(prepared, operation: operation) { response, answer in
            readAnswer(
                response, answer: answer, prepared: prepared, decoding: IgnoredPayload.self
            ) { _ in
                .success(())
            }
        }
    }

    /// A URL carried in the envelope's message, accepted only when it is http(s) with a host.
    public func callForMessageURL(
        _ prepared: PreparedRequest, operation: Contract.Operation
    ) async throws(Failure) -> URL {
        try await exchange(prepared, operation: operation) { response, answer in
            readAnswer(
                response, answer: answer, prepared: prepared, decoding: IgnoredPayload.self
            ) { contents in
                guard let url = PayloadChecks.httpURL(contents.message) else {
                    return .failure(UnmetCondition("httpURL"))
                }
                return .success(url)
            }
        }
    }

    /// Text carried in the envelope's message.
    public func callForMessage(
        _ prepared: PreparedRequest, operation: Contract.Operation,
        unmet: @escaping @Sendable (String?) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> String? {
        try await exchange(prepared, operation: operation) { response, answer in
            readAnswer(
                response, answer: answer, prepared: prepared, decoding: IgnoredPayload.self
            ) { contents in
                if let condition = unmet(contents.message) { return .failure(condition) }
                return .success(contents.message)
            }
        }
    }

    /// Text carried in the envelope's message where the endpoint's conditions on it guarantee one (`present`,
    /// `nonEmpty`, `httpURL`): `unmet` checks them, and a missing message never succeeds.
    public func callForRequiredMessage(
        _ prepared: PreparedRequest, operation: Contract.Operation,
        unmet: @escaping @Sendable (String?) -> UnmetCondition?
    ) async throws(Failure) -> String {
        try await exchange(prepared, operation: operation) { response, answer in
            readAnswer(
                response, answer: answer, prepared: prepared, decoding: IgnoredPayload.self
            ) { contents in
                if let condition = unmet(contents.message) { return .failure(condition) }
                guard let message = contents.message else { return .failure(UnmetCondition("present")) }
                return .success(message)
            }
        }
    }

    /// The body itself is the payload: a contract without envelope (the whole 2xx body), or a code envelope whose
    /// payload's fields sit beside its own (WeChat-style, less `errcode` and `errmsg`). The operation's spec says where
    /// the payload is (`payload: .body`), so this reads as ``callForPayload(_:operation:payload:unmet:)`` does.
    public func callForBody<Payload: Decodable & Sendable>(
        _ prepared: PreparedRequest, operation: Contract.Operation, payload: Payload.Type,
        unmet: @escaping @Sendable (Payload) -> UnmetCondition? = { _ in nil }
    ) async throws(Failure) -> Payload {
        try await callForPayload(prepared, operation: operation, payload: payload, unmet: unmet)
    }
}

/// Checks shared by generated success conditions.
@_spi(Generated)
public enum PayloadChecks {
    /// `text` as a URL when it is http or https with a host; nil otherwise.
    public static func httpURL(_ text: String?) -> URL? {
        text.flatMap(URLWire.httpURL(from:))
    }

    /// Whether `text` is an http(s) URL with a host.
    public static func isHTTPURL(_ text: String?) -> Bool { httpURL(text) != nil }
}
