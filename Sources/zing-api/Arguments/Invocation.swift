import CommandLineSupport

/// The options every command accepts, before or after the command name.
struct GlobalOptions: Equatable {
    var baseURL: String?
    var sessionPath: String?
    var timeout: String?
    var uploadTimeout: String?
    /// `--allow-insecure-http`: plain HTTP to a host that is not loopback, tokens in clear text.
    var allowsInsecureHTTP = false
    var json = false
}

/// A word of the command line and its place: 1 is the first word after `zing-api`. A usage error names the place,
/// never the word, which may be a pasted secret.
typealias Argument = CommandLineWord

/// A parsed command line.
struct Invocation: Equatable {
    var global: GlobalOptions
    var command: Command
}

/// One command with its own arguments, as typed (secrets are resolved later, never kept here longer than needed).
enum Command: Equatable {
    case help
    case login(LoginArguments)
    case whoami
    case tenants
    case permissions
    case switchTenant(Int)
    case upload(UploadArguments)
    case sts(scene: String, uploadId: String)
    case logout
    case doctor(probeLogin: Bool)
}

/// `login`'s arguments; `-` for a secret means "read it from standard input".
struct LoginArguments: Equatable {
    var identityToken: String?
    var nonce: String?
    var fullName: String?
    var email: String?
}

/// `upload`'s arguments.
struct UploadArguments: Equatable {
    var path: String
    var biz: String?
    var mime: String?
}

/// Bad arguments: reported as class `usage`, exit 2.
struct UsageError: Error, Equatable {
    var message: String
}
