import APIRuntime
import Foundation

/// Resolves `login`'s identity token and nonce without requiring them on the command line (visible in `ps`):
/// the option's value, `-` for the next line of standard input, or the environment variable.
struct SecretInput {
    static let identityTokenVariable = "ZING_API_IDENTITY_TOKEN"
    static let nonceVariable = "ZING_API_NONCE"

    var environment: [String: String]
    /// Reads all of standard input, at most once.
    var readStandardInput: () -> Data
    private var stdinLines: [String]?

    /// Every value that may be a login secret, found before the command line is even parsed: the word after
    /// `--identity-token` or `--nonce` (or after `=`) and the environment variables. Known to the output scrubber
    /// first, so no usage error can repeat one (e.g. `--identity-token --nonce N` makes `N` a stray argument).
    static func possibleSecrets(in arguments: [String], environment: [String: String]) -> [String] {
        let options = ["--identity-token", "--nonce"]
        var found = [identityTokenVariable, nonceVariable].compactMap { environment[$0] }
        for (index, argument) in arguments.enumerated() {
            let (name, inline) = ArgumentParser.split(argument)
            guard options.contains(name) else { continue }
            if let inline {
                found.append(inline)
            } else if index + 1 < arguments.count {
                found.append(arguments[index + 1])
            }
        }
        return found.filter { $0 != "-" && !$0.hasPrefix("--") }
    }

    init(environment: [String: String], readStandardInput: @escaping () -> Data) {
        self.environment = environment
        self.readStandardInput = readStandardInput
    }

    mutating func loginSecrets(_ arguments: LoginArguments) throws(UsageError) -> (identityToken: Secret, nonce: Secret)
    {
        let token = try value(arguments.identityToken, option: "--identity-token", variable: Self.identityTokenVariable)
        let nonce = try value(arguments.nonce, option: "--nonce", variable: Self.nonceVariable)
        return (Secret(token), Secret(nonce))
    }

    private mutating func value(_ given: String?, option: String, variable: String) throws(UsageError) -> String {
        if given == "-" {
            guard let line = nextStandardInputLine(), !line.isEmpty else {
                throw UsageError(message: "login: \(option) - found no line on standard input")
            }
            return line
        }
        if let given, !given.isEmpty { return given }
        if let fromEnvironment = environment[variable], !fromEnvironment.isEmpty { return fromEnvironment }
        throw UsageError(message: "login needs \(option) VALUE, \(option) - (standard input) or \(variable)")
    }

    private mutating func nextStandardInputLine() -> String? {
        if stdinLines == nil {
            let text = String(decoding: readStandardInput(), as: UTF8.self)
            // "\r\n" is one Character in Swift, so splitting on "\n" alone would keep CRLF lines together.
            stdinLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        }
        guard let first = stdinLines?.first else { return nil }
        stdinLines?.removeFirst()
        return first
    }
}
