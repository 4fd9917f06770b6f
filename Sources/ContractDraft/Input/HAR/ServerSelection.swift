import ContractVerify

/// Which server of the draft an exchange went to: those named with `--server NAME=URL`, or, when none is named, the
/// busiest origin of the captures with its common leading path word (`/api`) as the base path.
struct ServerSelection {
    /// A server of the draft and the base URL its requests are under.
    struct Server {
        var name: String
        var base: BaseURL
        /// Whether the draft chose it (no `--server` named it).
        var isGuessed: Bool
    }

    /// The servers named on the command line, in order; empty means the draft picks one.
    var named: [Server]

    init(named: [(name: String, url: BaseURL)]) {
        self.named = named.map { Server(name: $0.name, base: $0.url, isGuessed: false) }
    }

    /// The named server `exchange` went to and its path below the server's prefix; nil for another host (the
    /// longest matching prefix wins, so `/api` and `/api/v2` can be two servers).
    func place(_ url: String) -> (server: Int, segments: [String])? {
        var best: (server: Int, segments: [String], prefix: Int)?
        for (index, server) in named.enumerated() {
            guard case .under(let segments, _) = server.base.placement(of: url) else { continue }
            if best == nil || server.base.prefix.count > best!.prefix {
                best = (index, segments, server.base.prefix.count)
            }
        }
        return best.map { ($0.server, $0.segments) }
    }

    /// Leading path words that are usually part of an API's base URL rather than of its endpoints.
    /// Whether a first path segment every route shares is a server's context path (`/jeecg-boot`, `/prod-api`,
    /// `/ruoyi-admin`, `/gateway_svc`): joined words, or a word that names a server part (`…api`, `…boot`,
    /// `…server`, `…service`). A plain word (`/sys`, `/user`) is the API's own path, kept in every endpoint.
    static func isContextPath(_ segment: String) -> Bool {
        let word = segment.lowercased()
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
        else { return false }
        if word.contains("-") || word.contains("_") { return word.first?.isLetter == true }
        return ["api", "boot", "server", "service", "admin"].contains { word.hasSuffix($0) && word != $0 }
    }

    static func isPrefixWord(_ segment: String) -> Bool {
        let word = segment.lowercased()
        if ["api", "apis", "rest", "openapi", "gateway"].contains(word) { return true }
        return word.count >= 2 && word.first == "v" && word.dropFirst().allSatisfy(\.isASCIIDigitCharacter)
    }
}

extension Character {
    /// `0` through `9`.
    var isASCIIDigitCharacter: Bool { ("0"..."9").contains(self) }
}
