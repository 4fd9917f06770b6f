import Contract
import Foundation
import TextFoundation

/// One matched request and what the client makes of its answer.
public struct Exchange: Sendable {
    public var capture: CaptureReference
    public var endpoint: String
    /// The HTTP status; nil when the capture holds no answer.
    public var status: Int?
    public var outcome: Outcome
    /// The request body as JSON, when the endpoint sends one and it parsed.
    var requestJSON: JSONValue?
    /// Whether the request body would be sent exactly so by the generated client (no problem, no unknown field, no
    /// null), so an example may carry it.
    var requestRoundTrips = false
    /// The answer's body as the capture kept it.
    var responseBody: Data?
}

/// How many entries the captures held, and what became of them.
public struct EntryCounts: Sendable, Hashable {
    public var total = 0
    /// Matched to an endpoint and checked.
    public var matched = 0
    /// Under the base URL, but no endpoint's.
    public var unmatched = 0
    /// Other hosts or paths: ignored.
    public var elsewhere = 0
    /// Lacking a request, method or URL.
    public var unreadable = 0
}

/// Everything `verify` found, ready for the text, Markdown and JSON reports and the examples file.
public struct VerifyReport: Sendable {
    public var contract: String
    public var baseURL: String
    /// Each capture file with its entry count, in the order given.
    public var captures: [(file: String, entries: Int)] = []
    public var findings: [Finding] = []
    public var exchanges: [Exchange] = []
    public var counts = EntryCounts()
    /// Endpoints no capture exercised, in contract order.
    public var notExercised: [String] = []
    /// `Model.field` → JSON form (`int`, `numericString`, `null`, …) → how often it arrived.
    public var wireForms: [String: [String: Int]] = [:]
    /// `Model.key` of fields an open model does not know → where they arrived.
    public var unknownFields: [String: [CaptureReference]] = [:]
    /// `Model.field` of `keepRaw` ids that arrived as no valid id → where.
    public var keptRaw: [String: [CaptureReference]] = [:]
    /// Every secret the captures hold: every output goes through ``SecretSet/scrub(_:)``.
    public var secrets = SecretSet()

    /// Findings by kind id.
    public var findingsByKind: [String: Int] {
        findings.reduce(into: [:]) { $0[$1.kind.id, default: 0] += 1 }
    }

    /// Exchanges per endpoint, by endpoint name.
    public var exchangesByEndpoint: [String: Int] {
        exchanges.reduce(into: [:]) { $0[$1.endpoint, default: 0] += 1 }
    }

    /// Failed exchanges by class, with where they happened.
    public var failuresByClass: [String: [CaptureReference]] {
        exchanges.reduce(into: [:]) { result, exchange in
            if case .failure(let errorClass, _, _) = exchange.outcome {
                result[errorClass, default: []].append(exchange.capture)
            }
        }
    }

    /// Whether a finding of at least `severity` was made.
    public func contains(atLeast severity: Severity) -> Bool { findings.contains { $0.severity >= severity } }

    mutating func observe(_ report: JSONShapeChecker.Report, at capture: CaptureReference) {
        for observation in report.observations {
            wireForms["\(observation.model).\(observation.field)", default: [:]][observation.form, default: 0] += 1
        }
        for unknown in report.unknownFields where unknownFields["\(unknown.model).\(unknown.key)"]?.last != capture {
            unknownFields["\(unknown.model).\(unknown.key)", default: []].append(capture)
        }
        for kept in report.keptRaw where keptRaw["\(kept.model).\(kept.field)"]?.last != capture {
            keptRaw["\(kept.model).\(kept.field)", default: []].append(capture)
        }
    }
}
