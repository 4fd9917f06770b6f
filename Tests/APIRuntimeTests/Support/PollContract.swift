@_spi(Generated) import APIRuntime
import Foundation

/// A QR sign-in poll and a profile read, as generated code states them: the poll's `data.state` says waiting (701),
/// scanned (702), expired (703, an error class with its own action) or confirmed (700, which needs a link); the
/// profile's "signed out" failure (code 401) keeps the public part of the profile as data.
enum PollContract: APIContract {
    enum ErrorClass: String, APIErrorClass, CaseIterable {
        case qrExpired, signedOut, business, invalidResponse

        var name: String { rawValue }
        var invalidatesSession: Bool { false }
        var keepsCredentials: Bool { true }
        var isRetryable: Bool { false }
        var refreshes: Bool { false }
        var endsInSessionState: SessionState? { nil }
    }

    struct Operation: APIOperation {
        let spec: EndpointSpec
    }

    static let envelope = EnvelopeFormat(
        style: .code, codeField: "code", messageField: "message", payloadField: "data", successCodes: [0])

    static let headerPolicy = HeaderPolicy()
    static let retryPolicy = RetryPolicy.never
    static let maxResponseBytes = 1 << 16

    static let expired = PayloadTest(field: "state", in: [703])

    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
        if operation.spec.name == "poll", observation.payload(expired) { return .qrExpired }
        if operation.spec.name == "profile", observation.failureCode(in: [401]) { return .signedOut }
        if observation.isEnvelopeFailure { return .business }
        return .invalidResponse
    }

    static let poll = Operation(
        spec: EndpointSpec(
            name: "poll", method: .get, path: "/qr/poll", carriesToken: false, sendsTenant: false, role: .read,
            retry: .never, envelope: envelope,
            payloadRules: PayloadRules(
                failures: [expired],
                conditions: [
                    PayloadCondition(PayloadTest(field: "state", in: [700, 701, 702])),
                    PayloadCondition(.nonEmpty("url"), when: PayloadTest(field: "state", in: [700])),
                ])))

    static let profile = Operation(
        spec: EndpointSpec(
            name: "profile", method: .get, path: "/profile", carriesToken: false, sendsTenant: false, role: .read,
            retry: .never, envelope: envelope, payloadRules: PayloadRules(failureDataClasses: ["signedOut"])))
}
