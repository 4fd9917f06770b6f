import Foundation
import ZingAPI

/// Where to talk to and where the session lives, from options, then environment variables, then defaults.
struct Settings {
    var baseURL: URL
    var sessionFile: URL
    var timeout: TimeInterval
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
        let timeoutText = options.timeout ?? environment["ZING_API_TIMEOUT"]
        var timeout: TimeInterval = 30
        if let timeoutText {
            guard let value = TimeInterval(timeoutText), value > 0, value.isFinite else {
                throw UsageError(message: "--timeout must be a positive number of seconds, got '\(timeoutText)'")
            }
            timeout = value
        }
        return Settings(
            baseURL: baseURL, sessionFile: sessionFile(options.sessionPath, environment: environment),
            timeout: timeout, json: options.json)
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
