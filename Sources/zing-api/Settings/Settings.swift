import APIRuntime
import Foundation
import ZingAPI

/// Where to talk to and where the session lives, from options, then environment variables, then defaults.
struct Settings {
    var baseURL: URL
    var sessionFile: URL
    /// The deadline of one attempt, connect to last byte, in seconds.
    var timeout: TimeInterval
    /// The deadline of one upload attempt, in seconds.
    var uploadTimeout: TimeInterval
    /// Plain HTTP to a host that is not loopback was explicitly allowed.
    var allowsInsecureHTTP: Bool
    var json: Bool

    static func resolve(_ options: GlobalOptions, environment: [String: String]) throws(UsageError) -> Settings {
        let baseText = options.baseURL ?? environment["ZING_API_BASE_URL"]
        let baseURL: URL
        if let baseText {
            guard let url = URL(string: baseText), let scheme = url.scheme?.lowercased(),
                scheme == "http" || scheme == "https", url.host?.isEmpty == false
            else { throw UsageError(message: "--base-url must be an http(s) URL with a host, got '\(baseText)'") }
            baseURL = url
        } else {
            baseURL = ZingContract.defaultBaseURL
        }
        if BaseURLSecurity.refusal(of: baseURL, allowsInsecureHTTP: options.allowsInsecureHTTP) != nil {
            throw UsageError(
                message: "--base-url \(baseURL.absoluteString) is plain HTTP to a host that is not loopback: the "
                    + "session token would travel in clear text; use https, or pass --allow-insecure-http")
        }
        return Settings(
            baseURL: baseURL, sessionFile: sessionFile(options.sessionPath, environment: environment),
            timeout: try seconds(
                "--timeout", options.timeout ?? environment["ZING_API_TIMEOUT"],
                default: URLSessionTransport.defaultTimeout),
            uploadTimeout: try seconds(
                "--upload-timeout", options.uploadTimeout ?? environment["ZING_API_UPLOAD_TIMEOUT"],
                default: URLSessionTransport.defaultUploadTimeout),
            allowsInsecureHTTP: options.allowsInsecureHTTP, json: options.json)
    }

    /// A positive, finite number of seconds of at most a day (a deadline beyond that is a typo).
    private static func seconds(_ option: String, _ text: String?, default value: TimeInterval) throws(UsageError)
        -> TimeInterval
    {
        guard let text else { return value }
        guard let seconds = TimeInterval(text), seconds > 0, seconds <= 86_400 else {
            throw UsageError(message: "\(option) must be a number of seconds from 0 to 86400, got '\(text)'")
        }
        return seconds
    }

    /// `--session`, else `ZING_API_SESSION`, else `zing-api/session.json` under the user's config folder.
    private static func sessionFile(_ option: String?, environment: [String: String]) -> URL {
        if let path = option ?? environment["ZING_API_SESSION"], !path.isEmpty {
            return URL(fileURLWithPath: path)
        }
        let config: URL
        if let xdg = environment["XDG_CONFIG_HOME"], !xdg.isEmpty {
            config = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
            config = URL(fileURLWithPath: home).appendingPathComponent(".config")
        }
        return config.appendingPathComponent("zing-api").appendingPathComponent("session.json")
    }
}
