import TextFoundation
import ZingAPI
import ZingSession

/// A failed command, in the `--json` error shape: a canonical error class or a local one.
struct CommandFailure: Error {
    /// The canonical class name, or `refused`, `usage`, `noSession`, `storage`, `superseded`, `checksFailed`.
    var className: String
    var httpStatus: Int?
    var code: Int?
    var message: String?
    var invalidatesSession = false
    var keepsCredentials = true
    var retryable = false
    /// 1 for API errors and refusals, 2 for usage errors and a missing session.
    var exitCode: Int32 = 1
    /// What happened on the way, for the readable form only (e.g. the transport fault and the attempts made).
    var detail: String?

    static func usage(_ message: String) -> CommandFailure {
        CommandFailure(className: "usage", message: message, exitCode: 2)
    }

    static func noSession(_ message: String) -> CommandFailure {
        CommandFailure(className: "noSession", message: message, exitCode: 2)
    }

    init(
        className: String, httpStatus: Int? = nil, code: Int? = nil, message: String?,
        invalidatesSession: Bool = false, keepsCredentials: Bool = true, retryable: Bool = false, exitCode: Int32 = 1
    ) {
        self.className = className
        self.httpStatus = httpStatus
        self.code = code
        self.message = message
        self.invalidatesSession = invalidatesSession
        self.keepsCredentials = keepsCredentials
        self.retryable = retryable
        self.exitCode = exitCode
    }

    /// An API error in its canonical class; an input the client refused before sending anything (an empty file,
    /// an unsafe file name or MIME type) is a local refusal, `refused`.
    init(_ error: ZingError) {
        let refusedLocally = error.observation.localRejection != nil
        self.init(
            className: refusedLocally ? "refused" : error.errorClass.name, httpStatus: error.httpStatus,
            code: error.code,
            message: error.message ?? error.detail, invalidatesSession: error.invalidatesSession,
            keepsCredentials: error.keepsCredentials, retryable: error.isRetryable)
        if let fault = error.observation.transportFault {
            let attempts = error.attempts == 1 ? "1 attempt" : "\(error.attempts) attempts"
            detail = "no usable answer from the server (\(fault.kind.rawValue), \(attempts))"
        }
    }

    init(_ error: SessionError) {
        switch error {
        case .api(let apiError): self.init(apiError)
        case .refused(let reason): self.init(className: "refused", message: reason)
        case .noSession: self = .noSession("no session; run `zing-api login` first")
        case .environmentMismatch: self = .noSession(error.description)
        case .superseded: self.init(className: "superseded", message: error.description)
        case .storage(.unreadable):
            // No usable session: like a missing one (exit 2), with what to do about the file.
            self = .noSession(
                error.description + "; run `zing-api login` to replace it or `zing-api logout` to remove it")
        case .storage(let storeError): self.init(className: "storage", message: storeError.description)
        }
    }

    /// The `error` object of the JSON output.
    var errorObject: JSONValue {
        .object([
            ("class", .string(className)), ("httpStatus", .optional(httpStatus)), ("code", .optional(code)),
            ("message", .optional(message)), ("invalidatesSession", .bool(invalidatesSession)),
            ("keepsCredentials", .bool(keepsCredentials)), ("retryable", .bool(retryable)),
        ])
    }

    /// The readable form, for standard error.
    var text: String {
        var facts: [String] = []
        if let httpStatus { facts.append("HTTP \(httpStatus)") }
        if let code { facts.append("code \(code)") }
        var line = "error: \(className)"
        if !facts.isEmpty { line += " (\(facts.joined(separator: ", ")))" }
        // The message is the server's (or a file's): escaped whole, so it can't start a line of its own.
        if let message { line += ": \(message.escapedForTerminal)" }
        if let detail { line += "\n\(detail)" }
        if invalidatesSession { line += "\nthe session was ended; sign in again" }
        if retryable { line += "\nyou may try again" }
        return line
    }
}
