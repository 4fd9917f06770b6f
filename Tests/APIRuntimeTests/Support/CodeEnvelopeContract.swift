@_spi(Generated) import APIRuntime
import Foundation

/// One contract, three envelopes that decide success by a code, each endpoint in its own: Feishu-style
/// (`code == 0`, payload in `data`), WeChat-style (`errcode` absent or 0, the payload's fields beside it) and Tencent
/// Cloud-style (a string `Response.Error.Code`, success when there is none, the payload the rest of `Response`).
enum CodeEnvelopeContract: APIContract {
    enum ErrorClass: String, APIErrorClass, CaseIterable {
        case expired, busy, business, connectivity, invalidResponse

        var name: String { rawValue }
        var invalidatesSession: Bool { self == .expired }
        var keepsCredentials: Bool { self != .expired }
        var isRetryable: Bool { self == .busy || self == .connectivity }
        var refreshes: Bool { false }
        var endsInSessionState: SessionState? { self == .expired ? .expired : nil }
    }

    typealias Operation = PlainContract.Operation

    static let feishu = EnvelopeFormat(
        style: .code, codeField: "code", messageField: "msg", payloadField: "data", successCodes: [0])
    static let wechat = EnvelopeFormat(
        style: .code, codeField: "errcode", messageField: "errmsg", successCodes: [0], successWithoutCode: true)
    static let tencent = EnvelopeFormat(
        style: .code, codeField: "Response.Error.Code", codeKind: .string, messageField: "Response.Error.Message",
        payloadField: "Response", successWithoutCode: true)
    static let problems = EnvelopeFormat(style: .none, problemDetails: true)

    static let headerPolicy = HeaderPolicy()
    static let retryPolicy = RetryPolicy(maxAttempts: 2, baseDelay: .zero, maxDelay: .zero, retryAfterCap: .zero)
    static let maxResponseBytes = 1 << 16

    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
        if observation.failureCode(in: [42001]) || observation.failureErrorCode(in: ["AuthFailure.TokenExpired"]) {
            return .expired
        }
        if observation.failureCode(in: [-1]) { return .busy }
        if observation.isEnvelopeFailure { return .business }
        if observation.failureErrorCode(in: ["https://example.com/problems/expired"]) { return .expired }
        if observation.isNotJSON { return .connectivity }
        return .invalidResponse
    }

    static func operation(_ name: String, _ envelope: EnvelopeFormat) -> Operation {
        Operation(
            spec: EndpointSpec(
                name: name, method: .get, path: "/\(name)", carriesToken: false, sendsTenant: false, role: .read,
                retry: .idempotent, envelope: envelope))
    }
}
