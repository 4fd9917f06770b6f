import Foundation

/// One line per event, for logs: `#7 currentUser: HTTP 200 in 84 ms, 312 bytes (attempt 1)`.
extension APIEvent: CustomStringConvertible {
    /// The event as one line of log text; it holds nothing an event does not.
    public var description: String {
        "\(call) \(endpoint): \(kind)"
    }
}

extension APIEvent.Kind: CustomStringConvertible {
    /// The event's facts as a phrase.
    public var description: String {
        switch self {
        case .requestPrepared(let request):
            return "\(request)"
        case .attemptStarted(let attempt):
            return "attempt \(attempt) sent"
        case .responseReceived(let attempt, let status, let duration, let byteCount):
            return "HTTP \(status) in \(DurationText.text(duration)), \(ByteCount.text(byteCount)) (attempt \(attempt))"
        case .transportFailed(let attempt, let fault, let duration):
            return "no answer: \(fault.kind.rawValue) after \(DurationText.text(duration)) (attempt \(attempt))"
        case .decodingFailed(let attempt, let failure):
            return "does not decode: \(failure) (attempt \(attempt))"
        case .classified(let attempt, let classification):
            return "classified \(classification)"
                + (attempt == 0 ? ", refused before sending" : " (attempt \(attempt))")
        case .retryScheduled(let attempt, let delay, let reason):
            return "retry after \(DurationText.text(delay)) (\(reason)), following attempt \(attempt)"
        case .succeeded(let attempts, let duration):
            return "succeeded in \(DurationText.text(duration)) after \(Self.attempts(attempts))"
        case .failed(let attempts, let duration, let errorClass):
            return "failed with \(errorClass.name) in \(DurationText.text(duration)) after \(Self.attempts(attempts))"
        }
    }

    private static func attempts(_ count: Int) -> String {
        count == 1 ? "1 attempt" : "\(count) attempts"
    }
}

extension APIEvent.RequestSummary: CustomStringConvertible {
    /// `GET /users/me prepared (credentials: Authorization; no body)`; a secret query parameter is named `?name`.
    public var description: String {
        let names = credentialHeaders + secretQueryNames.map { "?" + $0 }
        let credentials = names.isEmpty ? "no credentials" : "credentials: " + names.joined(separator: ", ")
        let bodyText: String
        switch body {
        case .none: bodyText = "no body"
        case .json(let byteCount): bodyText = "JSON body of \(ByteCount.text(byteCount))"
        case .multipart: bodyText = "multipart body"
        case .form(let byteCount): bodyText = "form body of \(ByteCount.text(byteCount))"
        }
        return "\(method.rawValue) \(pathTemplate) prepared (\(credentials); \(bodyText))"
    }
}

extension APIEvent.Classification: CustomStringConvertible {
    /// `unauthorized (HTTP 401, errorCode AUTH_UNAUTHORIZED)`
    public var description: String {
        var facts: [String] = []
        if let httpStatus { facts.append("HTTP \(httpStatus)") }
        if let code { facts.append("code \(code)") }
        if let errorCode { facts.append("errorCode \(errorCode)") }
        if let statusCode { facts.append("statusCode \(statusCode)") }
        if let transportFault { facts.append("transport \(transportFault.kind.rawValue)") }
        if let detail { facts.append(detail) }
        return facts.isEmpty ? errorClass.name : "\(errorClass.name) (\(facts.joined(separator: ", ")))"
    }
}

extension APIEvent.RetryReason: CustomStringConvertible {
    /// `connectivity, Retry-After` or `connectivity, backoff`
    public var description: String {
        "\(errorClass.name), " + (source == .retryAfter ? "Retry-After" : "backoff")
    }
}

/// Durations as people read them in logs: `84 ms`, `2.50 s`.
enum DurationText {
    static func text(_ duration: Duration) -> String {
        let seconds = duration.seconds
        if seconds < 1 { return "\(Int((seconds * 1000).rounded())) ms" }
        return String(format: "%.2f s", seconds)
    }
}
