@_spi(Generated) import APIRuntime

/// ``PlainContract`` with an envelope that also carries `statusCode` and `timestamp`, as Longde's does.
enum StampedContract: APIContract {
    typealias ErrorClass = PlainContract.ErrorClass
    typealias Operation = PlainContract.Operation

    static let envelope = EnvelopeFormat(
        style: .flag, successField: "success", errorCodeField: "errorCode", messageField: "message",
        payloadField: "data", statusCodeField: "statusCode", timestampField: "timestamp")
    static let headerPolicy = HeaderPolicy(token: .header(name: "Authorization", scheme: "Bearer"))
    static let retryPolicy = RetryPolicy.never
    static let maxResponseBytes = 4096

    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
        PlainContract.classify(observation, operation: operation)
    }

    /// ``PlainContract/read`` in this contract's envelope.
    static let read = Operation(
        spec: EndpointSpec(
            name: "read", method: .get, path: "/read", carriesToken: true, sendsTenant: false, role: .read,
            retry: .idempotent, envelope: envelope))
}
