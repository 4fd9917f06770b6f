@_spi(Generated) import APIRuntime

/// ``PlainContract`` with its token in a header of the contract's own name (`X-Token`), none of the usual credential
/// headers, and a signed endpoint whose signer adds a secret header (`X-Sign`) and a secret query parameter (`sig`).
enum CustomTokenContract: APIContract {
    typealias ErrorClass = PlainContract.ErrorClass
    typealias Operation = PlainContract.Operation

    static let headerPolicy = HeaderPolicy(token: .header(name: "X-Token"))
    static let retryPolicy = RetryPolicy.never
    static let maxResponseBytes = 4096

    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
        PlainContract.classify(observation, operation: operation)
    }

    /// A read that carries the token.
    static let read = Operation(
        spec: EndpointSpec(
            name: "read", method: .get, path: "/read", carriesToken: true, sendsTenant: false, role: .read,
            retry: .never, envelope: PlainContract.envelope))

    /// A signed read: `X-Sign` and `sig` secret, `w_rid` not.
    static let signed = Operation(
        spec: EndpointSpec(
            name: "signed", method: .get, path: "/signed", carriesToken: true, sendsTenant: false, role: .read,
            retry: .never, envelope: PlainContract.envelope,
            signedValues: [
                SignedValue(.query("w_rid")), SignedValue(.query("sig"), isSecret: true),
                SignedValue(.header("X-Sign"), isSecret: true),
            ]))
}
