import ContractVerify
import Foundation
import TextFoundation
import WireVocabulary

/// One exchange's answer as the harvest pass reads it, read at most once for the harvest and the session's timeline
/// alike: its body parsed as JSON and read by the endpoint's envelope, on first use.
final class AnswerRead {
    /// The answer's HTTP status; nil for an exchange without an answer.
    let status: Int?
    let format: EnvelopeFormat
    private let data: Data?

    init(_ exchange: CapturedExchange, format: EnvelopeFormat) {
        status = exchange.response?.status
        data = exchange.response?.body.data
        self.format = format
    }

    /// Whether the body is larger than the harvest models (``HarvestPass/modelledBodyLimit``).
    var isOversized: Bool { (data?.count ?? 0) > HarvestPass.modelledBodyLimit }

    /// The body as JSON and what its envelope says; nil when there is no answer or its body is not JSON.
    private(set) lazy var body: (json: JSONValue, reading: EnvelopeReading)? = {
        guard let status, let json = try? JSONValue.parse(data ?? Data()) else { return nil }
        return (json, EnvelopeReading.read(json, format, httpStatus: status))
    }()
}
