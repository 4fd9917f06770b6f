/// Parses one command's own arguments.
enum CommandParser {
    static func parse(_ name: String, _ arguments: [String]) throws(UsageError) -> Command {
        switch name {
        case "help":
            return .help
        case "login":
            let scanned = try OptionScanner.scan(
                arguments, command: name, valued: ["--identity-token", "--nonce", "--full-name", "--email"])
            try scanned.expectPositionals(0)
            return .login(
                LoginArguments(
                    identityToken: scanned.values["--identity-token"], nonce: scanned.values["--nonce"],
                    fullName: scanned.values["--full-name"], email: scanned.values["--email"]))
        case "whoami", "tenants", "permissions", "logout":
            try OptionScanner.scan(arguments, command: name).expectPositionals(0)
            return switch name {
            case "whoami": .whoami
            case "tenants": .tenants
            case "permissions": .permissions
            default: .logout
            }
        case "switch-tenant":
            let scanned = try OptionScanner.scan(arguments, command: name)
            try scanned.expectPositionals(1, names: "ID")
            guard let id = Int(scanned.positionals[0]) else {
                throw UsageError(message: "switch-tenant: ID must be an integer tenant id")
            }
            return .switchTenant(id)
        case "upload":
            let scanned = try OptionScanner.scan(arguments, command: name, valued: ["--biz", "--mime"])
            try scanned.expectPositionals(1, names: "FILE")
            return .upload(
                UploadArguments(
                    path: scanned.positionals[0], biz: scanned.values["--biz"], mime: scanned.values["--mime"]))
        case "sts":
            let scanned = try OptionScanner.scan(arguments, command: name, valued: ["--scene", "--upload-id"])
            try scanned.expectPositionals(0)
            guard let scene = scanned.values["--scene"], let uploadId = scanned.values["--upload-id"] else {
                throw UsageError(message: "sts needs --scene S and --upload-id U")
            }
            return .sts(scene: scene, uploadId: uploadId)
        case "doctor":
            let scanned = try OptionScanner.scan(arguments, command: name, flags: ["--probe-login"])
            try scanned.expectPositionals(0)
            return .doctor(probeLogin: scanned.flags.contains("--probe-login"))
        default:
            throw UsageError(message: "unknown command '\(name)'")
        }
    }
}

/// A command's options (`--name value`, `--name=value`, flags) and positional arguments; `--` ends options.
struct OptionScanner {
    var command: String
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    static func scan(
        _ arguments: [String], command: String, valued: Set<String> = [], flags known: Set<String> = []
    ) throws(UsageError) -> OptionScanner {
        var scanner = OptionScanner(command: command)
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            // A lone "-" is a value (standard input), never an option.
            guard !optionsEnded, argument.hasPrefix("-"), argument != "-" else {
                scanner.positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            let (name, inline) = ArgumentParser.split(argument)
            if known.contains(name), inline == nil {
                scanner.flags.insert(name)
            } else if valued.contains(name) {
                if let inline {
                    scanner.values[name] = inline
                } else {
                    guard index < arguments.count else {
                        throw UsageError(message: "\(command): \(name) needs a value")
                    }
                    scanner.values[name] = arguments[index]
                    index += 1
                }
            } else {
                throw UsageError(message: "\(command): unknown option '\(name)'")
            }
        }
        return scanner
    }

    func expectPositionals(_ count: Int, names: String = "") throws(UsageError) {
        guard positionals.count == count else {
            if count == 0 { throw UsageError(message: "\(command) takes no arguments (got '\(positionals[0])')") }
            throw UsageError(message: "usage: zing-api \(command) \(names)")
        }
    }
}
