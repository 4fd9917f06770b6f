import Foundation
import WireVocabulary

/// What calls change of how they are sent, beside what the contract says: a deadline of their own, and headers and
/// query items the contract does not name (a trace id, a feature flag). The default, ``none``, changes nothing.
///
/// Every method of a generated client takes them as its last argument, `options:`, which defaults to ``none`` so
/// calls without it read as before; its `with(_:)` returns a copy whose every call sends with them:
///
/// ```swift
/// let me = try await client.currentUser(credentials: credentials, options: CallOptions(timeout: 5))
/// let traced = client.with(CallOptions(headers: [.plain("X-Trace-Id", traceID)]))
/// let again = try await traced.currentUser(credentials: credentials)
/// ```
///
/// A call's own options combine with its copy's (``combined(with:)``): the call's deadline wins when it sets one, and
/// the copy's headers and query items are sent first, then the call's.
///
/// A value given as ``Value/secret(_:_:)`` is redacted from every description, event, error and echoed answer, as the
/// session token is. A call is refused before anything is sent when an option cannot travel: a deadline that is not
/// a positive number of seconds, a header or query name the contract sets itself (its credentials, its tenant, its
/// fixed headers) or forbids, a name given twice (by the copy and the call, or within one of them), a name that is no
/// HTTP token, or a value holding a line break or another control character.
public struct CallOptions: Sendable, Equatable {
    /// A header or query item's name and value.
    public struct Value: Sendable, Equatable, CustomStringConvertible {
        /// The header's or query parameter's name.
        public var name: String
        let text: String
        let secret: Secret?

        /// A value that may show in descriptions and events.
        public static func plain(_ name: String, _ value: String) -> Value {
            Value(name: name, text: value, secret: nil)
        }

        /// A value never shown: redacted wherever the call's texts could show it.
        public static func secret(_ name: String, _ value: Secret) -> Value {
            Value(name: name, text: value.reveal(), secret: value)
        }

        /// `name: value`, the value redacted when it is a secret.
        public var description: String { "\(name): \(secret == nil ? text : redactedPlaceholder)" }
    }

    /// Options that change nothing.
    public static let none = CallOptions()

    /// The deadline of each exchange, connect to last byte, in seconds; nil: the endpoint's (its contract's
    /// `timeout:`), else the transport's own.
    public var timeout: TimeInterval?
    /// Headers sent after the contract's own.
    public var headers: [Value]
    /// Query parameters sent after the request's own.
    public var query: [Value]

    /// Options for calls.
    public init(timeout: TimeInterval? = nil, headers: [Value] = [], query: [Value] = []) {
        self.timeout = timeout
        self.headers = headers
        self.query = query
    }

    /// These options, then `call`'s: the call's deadline when it sets one, else these; these headers and query items,
    /// then the call's. A name both give is kept twice, so the request's preparation refuses it.
    public func combined(with call: CallOptions) -> CallOptions {
        CallOptions(timeout: call.timeout ?? timeout, headers: headers + call.headers, query: query + call.query)
    }

    /// Why these options cannot travel with a request whose own headers and query parameters (the contract's: its
    /// credentials, tenant, fixed headers, parameters, per-call and signed values) are named `headerNames` and
    /// `queryNames`, under a policy that forbids `forbidden` and sends its token in the query as `tokenQuery`; nil when
    /// they can.
    func refusal(
        besides headerNames: [String], queryNames: [String], forbidden: (String) -> Bool, tokenQuery: String?
    ) -> String? {
        if let timeout, !(timeout > 0 && timeout.isFinite) {
            return "the call's timeout is not a positive number of seconds"
        }
        for (index, header) in self.headers.enumerated() {
            guard HTTPToken.isToken(header.name) else { return "the call's extra header name is no HTTP token" }
            if self.headers[..<index].contains(where: { HTTPHeader.sameName($0.name, header.name) }) {
                return "the call's extra header '\(header.name)' is given twice"
            }
            if headerNames.contains(where: { HTTPHeader.sameName($0, header.name) }) || forbidden(header.name)
                || CredentialHeaders.isCredential(header.name)
            {
                return "the call's extra header '\(header.name)' is one the contract sets or forbids"
            }
            if ControlCharacters.holdsControl(header.text) {
                return "the call's extra header '\(header.name)' holds a line break or a control character"
            }
        }
        for (index, item) in query.enumerated() {
            guard !item.name.isEmpty else { return "the call's extra query parameter has no name" }
            if ControlCharacters.holdsControl(item.text) || ControlCharacters.holdsControl(item.name) {
                return "the call's extra query parameter '\(item.name)' holds a line break or a control character"
            }
            if item.name == tokenQuery { return "the call's extra query parameter '\(item.name)' is the token's" }
            if queryNames.contains(item.name) {
                return "the call's extra query parameter '\(item.name)' is one the request sets itself"
            }
            if query[..<index].contains(where: { $0.name == item.name }) {
                return "the call's extra query parameter '\(item.name)' is given twice"
            }
        }
        return nil
    }
}

extension APIClientCore {
    /// A copy of this core whose calls send with `options`, after the options this core already sends
    /// (``CallOptions/combined(with:)``): `client.with(a).with(b)` sends `a`'s and `b`'s.
    public func with(_ options: CallOptions) -> APIClientCore {
        var copy = self
        copy.callOptions = callOptions.combined(with: options)
        return copy
    }
}
