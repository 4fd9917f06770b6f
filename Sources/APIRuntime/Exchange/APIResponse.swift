import Foundation

/// A call's payload with the metadata of its answer, from ``withResponseMetadata(isolation:_:)``.
public struct APIResponse<Payload> {
    /// What the endpoint method returned.
    public var payload: Payload
    /// The answer's status, headers and envelope fields; nil when no call of a generated client succeeded inside the
    /// closure (a fake client, or a closure that returned without calling one).
    public var metadata: ResponseMetadata?

    /// A payload with its metadata (tests and fakes).
    public init(payload: Payload, metadata: ResponseMetadata?) {
        self.payload = payload
        self.metadata = metadata
    }
}

extension APIResponse: Sendable where Payload: Sendable {}

/// Runs `call` and returns its result with the metadata of the answer it got: the HTTP status, the response headers
/// and the envelope's message, code, `statusCode` and timestamp.
///
/// ```swift
/// let response = try await withResponseMetadata { try await client.currentUser(credentials: credentials) }
/// let user = response.payload
/// let served = response.metadata?.timestamp?.date
/// ```
///
/// Every endpoint method of every generated client takes part, so there is no second method per endpoint. When
/// `call` makes several calls, the metadata is that of the one that succeeded last (a call replayed after a refresh
/// reports the replay). Failures throw as they always do; their facts are on the error. Costs nothing outside it.
public func withResponseMetadata<Payload, Failure: Error>(
    isolation: isolated (any Actor)? = #isolation,
    _ call: () async throws(Failure) -> Payload
) async throws(Failure) -> APIResponse<Payload> {
    let recorder = MetadataRecorder(enclosing: MetadataRecorder.current)
    let result: Result<Payload, Failure> = await MetadataRecorder.$current.withValue(
        recorder,
        operation: { () async -> Result<Payload, Failure> in
            do throws(Failure) {
                return .success(try await call())
            } catch {
                return .failure(error)
            }
        }, isolation: isolation)
    return APIResponse(payload: try result.get(), metadata: recorder.latest)
}

/// Collects the metadata of successful calls inside one ``withResponseMetadata(isolation:_:)`` scope.
final class MetadataRecorder: @unchecked Sendable {
    /// The innermost scope of the current task; nil outside any.
    @TaskLocal static var current: MetadataRecorder?

    private let lock = NSLock()
    private var recorded: ResponseMetadata?
    /// An enclosing scope, which sees what inner scopes record too.
    private let enclosing: MetadataRecorder?

    init(enclosing: MetadataRecorder?) {
        self.enclosing = enclosing
    }

    /// The metadata of the call that succeeded last.
    var latest: ResponseMetadata? { lock.withLock { recorded } }

    func record(_ metadata: ResponseMetadata) {
        lock.withLock { recorded = metadata }
        enclosing?.record(metadata)
    }
}
