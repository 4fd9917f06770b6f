import CommandLineSupport
import Contract

/// The parsed command line of `zing-codegen`.
struct CommandLineOptions: Equatable {
    enum Command: String, Equatable {
        case generate, lint, check, diff, openapi, verify, mock, draft, help, version
    }

    var command: Command = .generate
    var files: [String] = []
    var templates: String?
    var output: String?
    /// `diff`: markdown, json, text, github or junit (default markdown); `verify`: text, markdown or json (default
    /// text).
    var format: String?
    /// `diff` only: the accepted-changes file (default `accepted-changes.yaml` when it exists).
    var accept: String?
    /// `diff`: the verdict that makes the exit status 3 (breaking, possibly-breaking or none); `verify`: the finding
    /// severity (error, warning or none).
    var failOn = "none"
    /// `verify` and `draft`: the HAR captures (`--har FILE [FILE…]`).
    var harFiles: [String] = []
    /// `verify` only: the base URL requests must be under (default: the contract's `info.baseURL`).
    var baseURL: String?
    /// `draft` only: the OpenAPI (or Swagger) document to draft from.
    var openAPIFile: String?
    /// `draft` only: the Swift module name of the drafted contract.
    var module: String?
    /// `draft` only: the drafted contract's `info.date` (default: today).
    var date: String?
    /// `verify` and `draft`: `NAME=URL` for a named server of the contract, where its requests are (default: its `url`).
    var servers: [String] = []
    /// `verify` only: where to write the matched exchanges as contract examples.
    var examplesOutput: String?
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
    /// `generate` and `check`: the access level of every generated module, replacing the contracts' `accessLevel`.
    var accessLevel: Info.AccessLevel?

    static let defaultMockPort: UInt16 = 8765

    /// A usage error: exit 2 with this message.
    struct UsageError: Error, Equatable {
        var message: String
    }

    /// Every option, in the grammar all three tools share (`--x v` or `--x=v`, `--` ends options).
    static let scanner = ArgumentScanner([
        .flag("--help", aliases: ["-h"]), .flag("--version"), .value("--templates"), .value("--output"),
        .value("--format"), .value("--accept"), .value("--fail-on"), .value("--base-url"), .value("--examples"),
        .value("--access-level"), .values("--har", greedy: true), .value("--port"), .value("--host"),
        .value("--scenario"), .value("--request-timeout"), .values("--server"), .value("--openapi"),
        .value("--module"), .value("--date"),
    ])

    static func parse(_ arguments: [String]) throws(UsageError) -> CommandLineOptions {
        let scanned: ScannedArguments
        do { scanned = try scanner.scan(arguments) } catch { throw UsageError(message: error.message(echoing: true)) }
        var options = CommandLineOptions()
        if scanned.has("--help") || scanned.has("--version") {
            options.command = scanned.has("--help") ? .help : .version
            return options
        }
        options.templates = scanned.value("--templates")
        options.output = scanned.value("--output")
        options.format = scanned.value("--format")
        options.accept = scanned.value("--accept")
        options.failOn = scanned.value("--fail-on") ?? options.failOn
        options.baseURL = scanned.value("--base-url")
        options.examplesOutput = scanned.value("--examples")
        options.harFiles = scanned.list("--har")
        options.servers = scanned.list("--server")
        options.openAPIFile = scanned.value("--openapi")
        options.module = scanned.value("--module")
        options.date = scanned.value("--date")
        if let level = scanned.value("--access-level") {
            guard let accessLevel = Info.AccessLevel(rawValue: level) else {
                throw UsageError(message: "--access-level must be public, package or internal, not \(quoted(level))")
            }
            options.accessLevel = accessLevel
        }
        for flag in ["--port", "--host", "--scenario", "--request-timeout"] {
            if let value = scanned.value(flag) { try options.setMockOption(flag, to: value) }
        }
        var commandSeen = false
        for argument in scanned.positionals.map(\.text) {
            if !commandSeen, let command = Command(rawValue: argument), command != .help, command != .version {
                options.command = command
                commandSeen = true
            } else if !commandSeen && !argument.hasSuffix(".yaml") && !argument.hasSuffix(".yml") {
                throw UsageError(message: "unknown command \(quoted(argument))")
            } else {
                options.files.append(argument)
            }
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
        if options.command == .openapi, options.format != nil {
            throw UsageError(
                message: "openapi writes JSON when --output ends in .json, YAML otherwise; it has no --format")
        }
        try options.checkMockOptions()
        if options.accessLevel != nil, ![.generate, .check].contains(options.command) {
            throw UsageError(message: "--access-level belongs to generate and check")
        }
        if options.accept != nil, options.command != .diff {
            throw UsageError(message: "--accept belongs to diff")
        }
        if options.command != .verify, let format = options.format,
            !["markdown", "json", "text", "github", "junit"].contains(format)
        {
            throw UsageError(message: "--format must be markdown, json, text, github or junit, not \(quoted(format))")
        }
        if options.command == .verify {
            try checkVerify(options)
        } else if options.command == .draft {
            try checkDraft(options)
        } else {
            guard ["breaking", "possibly-breaking", "none"].contains(options.failOn) else {
                throw UsageError(
                    message: "--fail-on must be breaking, possibly-breaking or none, not \(quoted(options.failOn))")
            }
            if !options.harFiles.isEmpty || options.baseURL != nil || options.examplesOutput != nil
                || !options.servers.isEmpty
            {
                throw UsageError(message: "--har, --base-url, --server and --examples belong to `verify`")
            }
        }
        if options.command != .draft, options.openAPIFile != nil || options.module != nil || options.date != nil {
            throw UsageError(message: "--openapi, --module and --date belong to `draft`")
        }
        return options
    }

    /// A word of the command line as a message quotes it: escaped for the terminal.
    static func quoted(_ text: String) -> String { CommandLineText.quoted(text) }

    private static func checkVerify(_ options: CommandLineOptions) throws(UsageError) {
        guard options.files.count == 1 else {
            throw UsageError(message: "verify takes one contract: verify CONTRACT --har FILE [FILE…]")
        }
        guard !options.harFiles.isEmpty else { throw UsageError(message: "verify needs --har FILE [FILE…]") }
        if let format = options.format, !["text", "markdown", "json"].contains(format) {
            throw UsageError(message: "verify: --format must be text, markdown or json, not \(quoted(format))")
        }
        guard ["error", "warning", "none"].contains(options.failOn) else {
            throw UsageError(message: "verify: --fail-on must be error, warning or none, not \(quoted(options.failOn))")
        }
    }

    private static func checkDraft(_ options: CommandLineOptions) throws(UsageError) {
        guard options.files.isEmpty else {
            throw UsageError(
                message: "draft reads captures or a document, not contracts: draft --har FILE… | --openapi FILE")
        }
        guard !options.harFiles.isEmpty || options.openAPIFile != nil else {
            throw UsageError(message: "draft needs --har FILE [FILE…], --openapi FILE, or both")
        }
        if options.openAPIFile != nil, !options.servers.isEmpty {
            throw UsageError(message: "--server belongs to `draft --har` alone: a document names its own servers")
        }
        if options.baseURL != nil || options.examplesOutput != nil || options.format != nil || options.failOn != "none"
        {
            throw UsageError(message: "draft takes --har or --openapi, --output, --server, --module and --date")
        }
    }

    static let usage = """
        USAGE: zing-codegen [generate] [--templates DIR] [--output DIR] [--access-level LEVEL]
               zing-codegen [generate] FILE… --output DIR [--access-level LEVEL]
               zing-codegen lint [FILE…]
               zing-codegen check [--templates DIR] [--output DIR] [--access-level LEVEL]
               zing-codegen diff [BASE [HEAD]] [--format markdown|json|text|github|junit] [--fail-on LEVEL]
                                 [--accept FILE]
               zing-codegen openapi CONTRACT [--output FILE]
               zing-codegen verify CONTRACT --har FILE [FILE…] [--base-url URL] [--format text|markdown|json]
                                   [--server NAME=URL…] [--fail-on error|warning|none] [--examples OUT.yaml]
               zing-codegen draft (--har FILE [FILE…] [--server NAME=URL…] | --openapi FILE [--har FILE…]) [--output FILE]
                                  [--module NAME] [--date YYYY-MM-DD]
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
          verify     Hold a contract against captured traffic (HAR 1.2 files from browser developer tools,
                     Charles, Proxyman, mitmproxy): requests under the base URL are matched to endpoints and
                     checked (headers, query, body; envelope, success rule, payload wire forms, codes). Findings
                     read `capture.har: entries[i] (METHOD path): error: …` with the contract element as a note.
                     No output ever holds a token, nonce, secret field or credential header value.
          draft      Write a first contract from captured traffic (HAR) or from the server's OpenAPI 3.x or
                     Swagger 2.0 document: endpoints, envelope, models, auth, error rules and examples, every
                     guess marked `# draft:` where it stands, then a summary. Given both, the document gives
                     names and types, the captures success codes, rules, headers and examples. The draft lints
                     clean; confirm the guesses, then generate. See docs/draft.md.
          mock       Serve CONTRACT's endpoints from its examples over HTTP on 127.0.0.1 (default: the only
                     contract/*.yaml). Prints the URL first, then one line per request. A request chooses an
                     example with the header X-Mock-Example: NAME or ?mockExample=NAME. See docs/mock.md.

        OPTIONS (a value follows a space or `=`: --output FILE, --output=FILE; `--` ends the options):
          --templates DIR   Templates to render (default: Templates/ here if there is one, else the templates
                            built into zing-codegen).
          --access-level LEVEL   generate, check: public, package or internal for every generated module,
                            instead of each contract's info.accessLevel (default public); internal puts a client
                            straight into an app target.
          --output DIR      Where generated modules go (default: Generated). The folder belongs to
                            zing-codegen: any file in it that no contract produces is deleted.
                            openapi, draft: the file to write (default: standard output).
          --format FORMAT   diff: markdown (a pull-request comment, the default), json, text, github
                            (workflow annotations) or junit (JUnit XML).
                            verify: text (the default), markdown or json.
          --fail-on LEVEL   diff: exit 3 when a change is at least breaking or possibly-breaking (default none);
                            changes the accepted-changes file accepts do not count.
                            verify: exit 3 when a finding is at least an error or a warning (default none).
          --accept FILE     diff: the accepted-changes file (default accepted-changes.yaml, if any).
          --har FILE…       verify, draft: the captures to read (every argument up to the next option).
          --openapi FILE    draft: the OpenAPI or Swagger document (JSON or YAML) to draft from.
          --module NAME     draft: the Swift module of the drafted contract (default: from the host or title).
          --date DAY        draft: the drafted contract's info.date (default: today).
          --base-url URL    verify: the base URL requests must be under (default: the contract's baseURL).
          --server NAME=URL verify: where a named server's requests are (default: its url); repeat per server.
                            draft: a server to draft (the first is the default); other hosts are left out
                            (default: the busiest host of the captures).
          --examples FILE   verify: write the matched exchanges as contract examples, ready to paste.
          --port N          mock: the port (default 8765; 0 picks a free one).
          --scenario NAME   mock: the contract scenario to serve (default: `default`, when the contract has it).
          --host ADDRESS    mock: listen on this IPv4 address instead of 127.0.0.1 (the mock is then reachable
                            from the network: only on networks you trust).
          --request-timeout S   mock: seconds a client has to send a whole request (default 30).
          --help            Show this help.
          --version         Show the version.

        ENVIRONMENT:
          ZING_CODEGEN_CACHE  where generate keeps its record of each output folder (default: the user's caches
                              folder); with the same contracts, templates, options and generator over a folder
                              nobody touched, a run only reads the contracts. `off`: always a full run.

        EXIT STATUS: 0 success, 1 contract or template errors or differences (verify: an invalid contract, or
                     a capture that is not HAR), 2 usage errors (also a file named that isn't there), 3 diff or
                     verify found changes or findings at the --fail-on level.
        """
}
