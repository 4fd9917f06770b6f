/// The parsed command line of `zing-codegen`.
struct CommandLineOptions: Equatable {
    enum Command: String, Equatable {
        case generate, lint, check, diff, openapi, mock, help, version
    }

    var command: Command = .generate
    var files: [String] = []
    var templates: String?
    var output: String?
    /// `diff` only: markdown, json, text, github or junit.
    var format = "markdown"
    /// `diff` only: the accepted-changes file (default `contract/accepted-changes.yaml` when it exists).
    var accept: String?
    /// `diff` only: the verdict that makes the exit status 3 (breaking, possibly-breaking or none).
    var failOn = "none"
    /// `mock` only: the port to listen on (0: any free port).
    var port: UInt16 = CommandLineOptions.defaultMockPort
    /// `mock` only: the IPv4 address to listen on; loopback unless given.
    var host: String?
    /// `mock` only: the scenario served (default: the contract's `default` scenario, if any).
    var scenario: String?
    /// `mock` only: seconds a client has to send a whole request.
    var requestTimeout: Double?
    /// Whether `--port` was given (its default is a number, so it can't say).
    var portGiven = false

    static let defaultMockPort: UInt16 = 8765

    /// A usage error: exit 2 with this message.
    struct UsageError: Error, Equatable {
        var message: String
    }

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        var options = CommandLineOptions()
        var commandSeen = false
        var index = 0
        func value(for flag: String) throws(UsageError) -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(flag) needs a value")
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h": options.command = .help
            case "--version": options.command = .version
            case "--templates": options.templates = try value(for: argument)
            case "--output": options.output = try value(for: argument)
            case "--format": options.format = try value(for: argument)
            case "--accept": options.accept = try value(for: argument)
            case "--fail-on": options.failOn = try value(for: argument)
            case "--port", "--host", "--scenario", "--request-timeout":
                try options.setMockOption(argument, to: value(for: argument))
            default:
                if argument.hasPrefix("--") {
                    throw UsageError(message: "unknown option '\(argument)'")
                } else if !commandSeen, let command = Command(rawValue: argument), command != .help, command != .version
                {
                    options.command = command
                    commandSeen = true
                } else if !commandSeen && !argument.hasSuffix(".yaml") && !argument.hasSuffix(".yml") {
                    throw UsageError(message: "unknown command '\(argument)'")
                } else {
                    options.files.append(argument)
                }
            }
            index += 1
        }
        if options.command == .generate, !options.files.isEmpty, options.output == nil {
            // Generated/ holds every contract's modules: regenerating only some would delete the others.
            throw UsageError(
                message: "generating only the named contracts into Generated/ would remove every other module "
                    + "there; pass --output DIR (or `lint` to only check them)")
        }
        if options.command == .check, !options.files.isEmpty {
            throw UsageError(message: "check takes no files: it checks every contract against Generated/")
        }
        if options.command == .diff, options.files.count > 2 {
            throw UsageError(message: "diff takes at most two sides: [BASE] [HEAD]")
        }
        if options.command == .openapi, options.files.count != 1 {
            throw UsageError(message: "openapi takes one contract file: zing-codegen openapi CONTRACT [--output FILE]")
        }
        if options.command == .openapi, options.format != "markdown" {
            throw UsageError(
                message: "openapi writes JSON when --output ends in .json, YAML otherwise; it has no --format")
        }
        try options.checkMockOptions()
        if options.accept != nil, options.command != .diff {
            throw UsageError(message: "--accept belongs to diff")
        }
        guard ["markdown", "json", "text", "github", "junit"].contains(options.format) else {
            throw UsageError(
                message: "--format must be markdown, json, text, github or junit, not '\(options.format)'")
        }
        guard ["breaking", "possibly-breaking", "none"].contains(options.failOn) else {
            throw UsageError(message: "--fail-on must be breaking, possibly-breaking or none, not '\(options.failOn)'")
        }
        return options
    }

    static let usage = """
        USAGE: zing-codegen [generate] [--templates DIR] [--output DIR]
               zing-codegen [generate] FILE… --output DIR
               zing-codegen lint [FILE…]
               zing-codegen check [--templates DIR] [--output DIR]
               zing-codegen diff [BASE [HEAD]] [--format markdown|json|text|github|junit] [--fail-on LEVEL]
                                 [--accept FILE]
               zing-codegen openapi CONTRACT [--output FILE]
               zing-codegen mock [CONTRACT] [--port N] [--scenario NAME] [--host ADDRESS] [--request-timeout S]

        COMMANDS:
          generate   Lint every contract/*.yaml (or the FILEs named) and write the Swift modules of those marked
                     `generate: true` into Generated/ (the default command). Deterministic; unchanged files are
                     not rewritten; on any error nothing is written. Named FILEs need --output.
          lint       Check contracts (default: every contract/*.yaml) and print each problem as
                     path:line:col: error: message.
          check      Exit 1 and list the files that differ when Generated/ is not what the contracts produce.
          diff       Review contract changes: what each breaks on the wire and in the generated Swift API.
                     BASE and HEAD are files or git:REV[:path]; default: git:HEAD vs the working tree, every
                     contract/*.yaml. A lone BASE must be git:REV[:path] and is compared with the working tree.
          openapi    Write CONTRACT as an OpenAPI 3.1 document: YAML on standard output, or to --output FILE
                     (JSON when FILE ends in .json). See docs/openapi-export.md.
          mock       Serve CONTRACT's endpoints from its examples over HTTP on 127.0.0.1 (default: the only
                     contract/*.yaml). Prints the URL first, then one line per request. A request chooses an
                     example with the header X-Mock-Example: NAME or ?mockExample=NAME. See docs/mock.md.

        OPTIONS:
          --templates DIR   Templates to render (default: Templates).
          --output DIR      Where generated modules go (default: Generated). The folder belongs to
                            zing-codegen: any file in it that no contract produces is deleted.
                            openapi: the file to write.
          --format FORMAT   diff: markdown (a pull-request comment, the default), json, text, github
                            (workflow annotations) or junit (JUnit XML).
          --fail-on LEVEL   diff: exit 3 when a change is at least breaking or possibly-breaking (default none);
                            changes the accepted-changes file accepts do not count.
          --accept FILE     diff: the accepted-changes file (default contract/accepted-changes.yaml, if any).
          --port N          mock: the port (default 8765; 0 picks a free one).
          --scenario NAME   mock: the contract scenario to serve (default: `default`, when the contract has it).
          --host ADDRESS    mock: listen on this IPv4 address instead of 127.0.0.1 (the mock is then reachable
                            from the network: only on networks you trust).
          --request-timeout S   mock: seconds a client has to send a whole request (default 30).
          --help            Show this help.
          --version         Show the version.

        EXIT STATUS: 0 success, 1 contract or template errors or differences, 2 usage errors, 3 diff found
                     changes at the --fail-on level.
        """
}
