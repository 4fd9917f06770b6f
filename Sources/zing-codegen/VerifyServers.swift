import Contract
import ContractVerify

extension VerifyCommand {
    /// The `--server NAME=URL` words as base URLs by server name: each names a server of the contract other than the
    /// default (whose place is `--base-url`), once, with an absolute http(s) URL.
    static func servers(_ words: [String], of contract: Contract) throws(CommandLineOptions.UsageError)
        -> [String: BaseURL]
    {
        let names = contract.additionalServers.map(\.name)
        var servers: [String: BaseURL] = [:]
        for word in words {
            guard let equals = word.firstIndex(of: "=") else {
                throw .init(message: "--server takes NAME=URL, not \(CommandLineOptions.quoted(word))")
            }
            let name = String(word[..<equals])
            let text = String(word[word.index(after: equals)...])
            guard names.contains(name) else {
                let known =
                    names.isEmpty ? "the contract names no server but its default" : names.joined(separator: ", ")
                throw .init(
                    message:
                        "--server \(CommandLineOptions.quoted(name)) is no named server of the contract (\(known)); "
                        + "the default server's URL is --base-url")
            }
            guard servers[name] == nil else { throw .init(message: "--server \(name) is given twice") }
            guard let url = BaseURL(text) else {
                throw .init(
                    message: "--server \(name) needs an http(s) URL with a host, not \(CommandLineOptions.quoted(text))"
                )
            }
            servers[name] = url
        }
        return servers
    }
}
