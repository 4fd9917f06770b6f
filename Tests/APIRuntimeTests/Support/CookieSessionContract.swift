@_spi(Generated) import APIRuntime
import Foundation

/// ``PlainContract`` whose session is three cookies (bilibili-style): `SESSDATA` and the CSRF cookie `bili_jct` are
/// secret, `DedeUserID` is not; `signIn`'s answer sets them.
enum CookieSessionContract: APIContract {
    typealias ErrorClass = PlainContract.ErrorClass
    typealias Operation = PlainContract.Operation

    static let envelope = PlainContract.envelope
    static let headerPolicy = HeaderPolicy(
        always: [HTTPHeader(name: "Accept", value: "application/json")],
        session: CookieSession(cookies: [
            .init(name: "SESSDATA", isSecret: true), .init(name: "bili_jct", isSecret: true),
            .init(name: "DedeUserID", isSecret: false),
        ]))
    static let retryPolicy = PlainContract.retryPolicy
    static let maxResponseBytes = PlainContract.maxResponseBytes

    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
        PlainContract.classify(observation, operation: operation)
    }

    static let signIn = signIn(delivery: SignInDelivery())

    /// The sign-in whose answers hand the cookies out as `delivery` says (a payload field, one state of a poll).
    static func signIn(delivery: SignInDelivery) -> Operation {
        Operation(
            spec: EndpointSpec(
                name: "signIn", method: .post, path: "/login", carriesToken: false, sendsTenant: false, role: .login,
                retry: .never, envelope: envelope, setsCookies: headerPolicy.session, signInDelivery: delivery))
    }
}
