import APIRuntime
import Foundation

/// A `RequestSigner` for tests: it returns `example-<name>` for each value a request asks, and keeps every request
/// it signed, so a test of a signed endpoint runs without the app's keys and can check what was signed.
public final class ExampleSigner: RequestSigner, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [RequestToSign] = []

    /// A signer that has signed nothing yet.
    public init() {}

    /// The requests signed so far, in order.
    public var signed: [RequestToSign] { lock.withLock { requests } }

    /// `example-<name>` for each value `request` asks.
    public func sign(_ request: RequestToSign) async throws -> [String: String] {
        lock.withLock { requests.append(request) }
        return Dictionary(
            uniqueKeysWithValues: request.values.map { ($0.placement.name, "example-\($0.placement.name)") })
    }
}
