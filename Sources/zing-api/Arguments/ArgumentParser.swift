/// Splits a command line into global options (accepted anywhere) and one command with its arguments.
///
/// No usage error repeats a word of the command line: a word may be a pasted token, so errors name its position
/// and what was expected, in the tool's own words only.
enum ArgumentParser {
    private static let globalsWithValue = ["--base-url", "--session", "--timeout", "--upload-timeout"]
    private static let globalFlags = ["--allow-insecure-http", "--json", "--help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var global = GlobalOptions()
        var rest: [Argument] = []
        var index = 0
        var afterSeparator = false
        while index < arguments.count {
            let argument = Argument(text: arguments[index], position: index + 1)
            index += 1
            if afterSeparator {
                rest.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument.text)
            switch name {
            case "--":
                afterSeparator = true
                rest.append(argument)
            case "--json":
                guard inlineValue == nil else { throw UsageError(message: "--json takes no value") }
                global.json = true
            case "--allow-insecure-http":
                guard inlineValue == nil else { throw UsageError(message: "--allow-insecure-http takes no value") }
                global.allowsInsecureHTTP = true
            case "-h", "--help":
                rest.insert(Argument(text: "help", position: argument.position), at: 0)
            case _ where globalsWithValue.contains(name):
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError(message: "\(name) needs a value") }
                    value = arguments[index]
                    index += 1
                }
                switch name {
                case "--base-url": global.baseURL = value
                case "--session": global.sessionPath = value
                case "--upload-timeout": global.uploadTimeout = value
                default: global.timeout = value
                }
            default:
                rest.append(argument)
            }
        }
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
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
