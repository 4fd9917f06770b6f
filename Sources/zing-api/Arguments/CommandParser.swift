import CommandLineSupport

/// Parses one command's own arguments.
enum CommandParser {
    /// Every command, in the order of the help text.
    static let names = [
        "login", "whoami", "tenants", "permissions", "switch-tenant", "upload", "sts", "logout", "doctor", "help",
    ]

    static func parse(_ name: Argument, _ arguments: [Argument]) throws(UsageError) -> Command {
        let command = name.text
        switch command {
        case "help":
            return .help
        case "login":
            let scanned = try OptionScanner.scan(
                arguments, command: command, valued: ["--identity-token", "--nonce", "--full-name", "--email"])
            try scanned.expectPositionals(0)
            return .login(
                LoginArguments(
                    identityToken: scanned.values["--identity-token"], nonce: scanned.values["--nonce"],
                    fullName: scanned.values["--full-name"], email: scanned.values["--email"]))
        case "whoami", "tenants", "permissions", "logout":
            try OptionScanner.scan(arguments, command: command).expectPositionals(0)
            return switch command {
            case "whoami": .whoami
            case "tenants": .tenants
            case "permissions": .permissions
            default: .logout
            }
        case "switch-tenant":
            let scanned = try OptionScanner.scan(arguments, command: command)
            try scanned.expectPositionals(1, names: "ID")
            let id = scanned.positionals[0]
            guard let tenant = Int(id.text) else {
                throw UsageError(message: "switch-tenant: ID (argument \(id.position)) must be an integer tenant id")
            }
            return .switchTenant(tenant)
        case "upload":
            let scanned = try OptionScanner.scan(arguments, command: command, valued: ["--biz", "--mime"])
            try scanned.expectPositionals(1, names: "FILE")
            return .upload(
                UploadArguments(
                    path: scanned.positionals[0].text, biz: scanned.values["--biz"], mime: scanned.values["--mime"]))
        case "sts":
            let scanned = try OptionScanner.scan(arguments, command: command, valued: ["--scene", "--upload-id"])
            try scanned.expectPositionals(0)
            guard let scene = scanned.values["--scene"], let uploadId = scanned.values["--upload-id"] else {
                throw UsageError(message: "sts needs --scene S and --upload-id U")
            }
            return .sts(scene: scene, uploadId: uploadId)
        case "doctor":
            let scanned = try OptionScanner.scan(arguments, command: command, flags: ["--probe-login"])
            try scanned.expectPositionals(0)
            return .doctor(probeLogin: scanned.flags.contains("--probe-login"))
        default:
            throw UsageError(
                message: "argument \(name.position) is not a command; the commands are \(names.joined(separator: ", "))"
            )
        }
    }
}

/// A command's options and positional arguments, in the grammar all three tools share (``ArgumentScanner``).
///
/// Its errors name an option only when it is one of the command's own, and any other word by its position.
struct OptionScanner {
    var command: String
    var scanned: ScannedArguments

    var values: [String: String] { scanned.values.mapValues(\.text) }
    var flags: Set<String> { Set(scanned.flags.keys) }
    var positionals: [Argument] { scanned.positionals }

    static func scan(
        _ arguments: [Argument], command: String, valued: Set<String> = [], flags known: Set<String> = []
    ) throws(UsageError) -> OptionScanner {
        let options = valued.sorted().map(OptionSpec.value) + known.sorted().map { OptionSpec.flag($0) }
        do {
            return OptionScanner(command: command, scanned: try ArgumentScanner(options).scan(arguments))
        } catch {
            guard case .unknownOption(let word) = error else {
                throw UsageError(message: "\(command): \(error.message(echoing: false))")
            }
            let names = valued.union(known).sorted()
            let accepted = names.isEmpty ? "it takes none" : "it takes " + names.joined(separator: ", ")
            throw UsageError(
                message: "\(command): argument \(word.position) is not an option of \(command) (\(accepted); "
                    + "global options are accepted too, see `zing-api help`)")
        }
    }

    /// Exactly `count` positional arguments; an extra one is named by its position, never repeated.
    func expectPositionals(_ count: Int, names: String = "") throws(UsageError) {
        if positionals.count > count {
            let stray = "argument \(positionals[count].position)"
            let takes =
                count == 0 ? "takes no arguments (\(stray) is one" : "takes only \(names) (\(stray) is one too many"
            throw UsageError(message: "\(command) \(takes); its text is not repeated, as it may be a secret)")
        }
        guard positionals.count == count else { throw UsageError(message: "usage: zing-api \(command) \(names)") }
    }
}
