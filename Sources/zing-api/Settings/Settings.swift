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
        let baseURL = try Self.baseURL(options, environment: environment)
        return Settings(
            baseURL: baseURL, sessionFile: sessionFile(options.sessionPath, environment: environment),
            timeout: try seconds(
                option: "--timeout", options.timeout, variable: "ZING_API_TIMEOUT", environment,
                default: URLSessionTransport.defaultTimeout),
            uploadTimeout: try seconds(
                option: "--upload-timeout", options.uploadTimeout, variable: "ZING_API_UPLOAD_TIMEOUT", environment,
                default: URLSessionTransport.defaultUploadTimeout),
            allowsInsecureHTTP: options.allowsInsecureHTTP, json: options.json)
    }

    /// `--base-url`, else `ZING_API_BASE_URL`, else the contract's. Its errors name where the URL came from and
    /// never repeat it: a mistyped one may hold anything.
    private static func baseURL(_ options: GlobalOptions, environment: [String: String]) throws(UsageError) -> URL {
        let source = options.baseURL != nil ? "--base-url" : "ZING_API_BASE_URL"
        guard let text = options.baseURL ?? environment["ZING_API_BASE_URL"] else { return ZingContract.defaultBaseURL }
        guard let url = URL(string: text) else {
            throw UsageError(message: "\(source) must be an http(s) URL with a host")
        }
        switch BaseURLSecurity.refusal(of: url, allowsInsecureHTTP: options.allowsInsecureHTTP) {
        case nil:
            return url
        case .notAbsolute, .scheme:
            throw UsageError(message: "\(source) must be an http(s) URL with a host")
        case .userInfo:
            throw UsageError(message: "\(source): the base URL holds a user name or password; remove it")
        case .queryOrFragment:
            throw UsageError(message: "\(source): the base URL has a query or a fragment; remove it")
        case .plainHTTP:
            throw UsageError(
                message: "\(source) is plain HTTP to a host that is not loopback: the session token would travel in "
                    + "clear text; use https, or pass --allow-insecure-http")
        }
    }

    /// A positive, finite number of seconds of at most a day (a deadline beyond that is a typo), from the option,
    /// else the environment variable; the error names which, never the text.
    private static func seconds(
        option: String, _ given: String?, variable: String, _ environment: [String: String],
        default value: TimeInterval
    ) throws(UsageError) -> TimeInterval {
        guard let text = given ?? environment[variable] else { return value }
        guard let seconds = TimeInterval(text), seconds > 0, seconds <= 86_400 else {
            throw UsageError(
                message: "\(given != nil ? option : variable) must be a number of seconds from 0 to 86400")
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
