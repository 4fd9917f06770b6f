import CommandLineSupport

/// Splits a command line into global options (accepted anywhere) and one command with its arguments.
///
/// No usage error repeats a word of the command line: a word may be a pasted token, so errors name its position
/// and what was expected, in the tool's own words only.
enum ArgumentParser {
    private static let globalsWithValue = ["--base-url", "--session", "--timeout", "--upload-timeout"]
    private static let globalFlags = ["--allow-insecure-http", "--json", "--help"]
    /// The global options; every other word (a command's own options too) is kept, in place, for the command.
    private static let globals = ArgumentScanner(
        globalsWithValue.map(OptionSpec.value) + [
            .flag("--allow-insecure-http"), .flag("--json"), .flag("--help", aliases: ["-h"]),
        ],
        unknown: .keep)

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        let scanned: ScannedArguments
        do { scanned = try globals.scan(arguments) } catch { throw UsageError(message: error.message(echoing: false)) }
        let global = GlobalOptions(
            baseURL: scanned.value("--base-url"), sessionPath: scanned.value("--session"),
            timeout: scanned.value("--timeout"), uploadTimeout: scanned.value("--upload-timeout"),
            allowsInsecureHTTP: scanned.has("--allow-insecure-http"), json: scanned.has("--json"))
        var rest = scanned.positionals
        if let help = scanned.flags["--help"] { rest.insert(Argument("help", position: help), at: 0) }
        guard let name = rest.first else {
            throw UsageError(
                message: "no command given; the commands are \(CommandParser.names.joined(separator: ", "))")
        }
        guard !name.text.hasPrefix("-") else {
            throw UsageError(
                message: "argument \(name.position) is not a global option; they are "
                    + (globalsWithValue + globalFlags).joined(separator: ", "))
        }
        return Invocation(global: global, command: try CommandParser.parse(name, Array(rest.dropFirst())))
    }

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    static func split(_ argument: String) -> (name: String, value: String?) { ArgumentScanner.split(argument) }
}
