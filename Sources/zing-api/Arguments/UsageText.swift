import APIRuntime
import Foundation
import ZingAPI

/// The help text; its time limits are computed from the contract's retry policy and the deadlines in force.
enum UsageText {
    static func text(timeout: TimeInterval, uploadTimeout: TimeInterval) -> String {
        """
        usage: zing-api [--base-url URL] [--session FILE] [--timeout SECONDS] [--upload-timeout SECONDS]
                        [--allow-insecure-http] [--json] <command> [arguments]

        commands:
          login --identity-token T --nonce N [--full-name S] [--email E]
                 T or N may be '-' (read from standard input, one per line, token first), or omitted
                 and taken from ZING_API_IDENTITY_TOKEN / ZING_API_NONCE
          whoami                      verify the stored session against the current user
          tenants                     list memberships and whether each can be switched to
          permissions                 the current user's permission codes (codeList, auth)
          switch-tenant ID            switch to a tenant listed as enabled with a normal membership
          upload FILE [--biz DIR] [--mime TYPE]
                 multipart upload of FILE; prints the URL; progress on stderr; never retried
          sts --scene S --upload-id U temporary COS credentials (secrets are never shown)
          logout                      sign out; the local session is removed even if the server is unreachable
          doctor [--probe-login]      run the automatable integration checks and print a pass/fail table

        global options may come before or after the command (a value follows a space or '=': --session FILE,
        --session=FILE; '--' ends the options):
          --base-url URL    API base URL (env ZING_API_BASE_URL; default the contract's); https, or http only to
                            a loopback host (localhost, 127.x.x.x, ::1)
          --session FILE    session file (env ZING_API_SESSION; default $XDG_CONFIG_HOME/zing-api/session.json,
                            else ~/.config/zing-api/session.json)
          --timeout SECONDS deadline of one attempt, connect to last byte, however slowly bytes arrive
                            (env ZING_API_TIMEOUT; default \(seconds(URLSessionTransport.defaultTimeout)))
          --upload-timeout SECONDS
                            deadline of an upload (env ZING_API_UPLOAD_TIMEOUT; default \
        \(seconds(URLSessionTransport.defaultUploadTimeout)))
          --allow-insecure-http
                            allow a plain http base URL on any host: the session token then travels in clear text
          --json            print exactly one JSON object on stdout

        time limits:
        \(wrapped(timeLimits(timeout: timeout, uploadTimeout: uploadTimeout)))

        answers over \(ByteCount.text(ZingContract.maxResponseBytes)) are refused and redirects are never followed \
        (both invalidResponse); see docs/threat-model.md

        exit status: 0 success, 1 API error, refusal or failed doctor check, 2 usage error or no usable session
        """
    }

    /// The bound of one API call with its retries and waits, and of one upload, for the deadlines in force.
    static func timeLimits(timeout: TimeInterval, uploadTimeout: TimeInterval) -> String {
        let policy = ZingContract.retryPolicy
        let attempts = policy.maxAttempts
        let bound = policy.upperBound(attemptDeadline: .seconds(timeout))
        let longestWait = max(policy.maxDelay, policy.retryAfterCap)
        return """
            each API call of a command ends within \(seconds(bound)): at most \(attempts) attempts of \
            \(seconds(timeout)) and \(attempts - 1) waits of at most \(seconds(longestWait)) (backoff up to \
            \(seconds(policy.maxDelay)), Retry-After honoured up to \(seconds(policy.retryAfterCap))); an upload is \
            one attempt and ends within \(seconds(uploadTimeout))
            """
    }

    /// `text` in lines of at most 110 columns, each indented by two spaces.
    private static func wrapped(_ text: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > 108 {
                lines.append("  " + line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append("  " + line) }
        return lines.joined(separator: "\n")
    }

    private static func seconds(_ duration: Duration) -> String {
        let components = duration.components
        return seconds(Double(components.seconds) + Double(components.attoseconds) / 1e18)
    }

    private static func seconds(_ value: TimeInterval) -> String {
        value == value.rounded() ? "\(Int(value)) s" : String(format: "%.1f s", value)
    }
}
