/// Splits a command line into global options (accepted anywhere) and one command with its arguments.
enum ArgumentParser {
    private static let globalsWithValue = ["--base-url", "--session", "--timeout", "--upload-timeout"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var global = GlobalOptions()
        var rest: [String] = []
        var index = 0
        var afterSeparator = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if afterSeparator {
                rest.append(argument)
                continue
            }
            let (name, inlineValue) = split(argument)
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
                rest.insert("help", at: 0)
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
        guard let name = rest.first else { throw UsageError(message: "no command given") }
        return Invocation(global: global, command: try CommandParser.parse(name, Array(rest.dropFirst())))
    }

    /// `--name=value` → (`--name`, `value`); anything else → (argument, nil).
    static func split(_ argument: String) -> (name: String, value: String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
