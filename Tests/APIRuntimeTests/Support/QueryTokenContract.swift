@_spi(Generated) import APIRuntime
import Foundation

/// ``PlainContract`` with its token in the query string (`?access_token=…`), as WeChat-style APIs send it.
enum QueryTokenContract: APIContract {
    typealias ErrorClass = PlainContract.ErrorClass
    typealias Operation = PlainContract.Operation

    static let envelope = PlainContract.envelope
    static let headerPolicy = HeaderPolicy(
        always: [HTTPHeader(name: "Accept", value: "application/json")], token: .query(name: "access_token"))
    static let retryPolicy = PlainContract.retryPolicy
    static let maxResponseBytes = PlainContract.maxResponseBytes

    static func classify(_ observation: ExchangeObservation, operation: Operation) -> ErrorClass {
        PlainContract.classify(observation, operation: operation)
    }
}
