/// A word of a command line and its place: 1 is the first word after the program's name.
public struct CommandLineWord: Sendable, Equatable {
    public var text: String
    public var position: Int

    public init(_ text: String, position: Int) {
        self.text = text
        self.position = position
    }

    /// `arguments` (without the program's name), numbered from 1.
    public static func numbered(_ arguments: [String]) -> [CommandLineWord] {
        arguments.enumerated().map { CommandLineWord($0.element, position: $0.offset + 1) }
    }
}

/// An option a tool accepts.
public struct OptionSpec: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// Takes no value; given twice is the same as once.
        case flag
        /// Takes one value; given twice is a mistake.
        case value
        /// Takes a value each time it is given, kept in order; `greedy` also takes every following word up to
        /// the next option (`--har A B C`).
        case values(greedy: Bool)
    }

    /// The name messages use, such as `--output`.
    public var name: String
    /// Other spellings, such as `-h` for `--help`.
    public var aliases: [String]
    public var kind: Kind

    public static func flag(_ name: String, aliases: [String] = []) -> OptionSpec {
        OptionSpec(name: name, aliases: aliases, kind: .flag)
    }

    public static func value(_ name: String) -> OptionSpec { OptionSpec(name: name, aliases: [], kind: .value) }

    public static func values(_ name: String, greedy: Bool = false) -> OptionSpec {
        OptionSpec(name: name, aliases: [], kind: .values(greedy: greedy))
    }
}

/// A command line that does not fit the options. Carries positions and option names, never a word's text, so a
/// tool that must not echo its command line (`zing-api`: a word may be a pasted token) can say what is wrong.
public enum ScanError: Error, Equatable {
    /// A word that looks like an option (it begins with `-` and is not `-` alone) and is none of them.
    case unknownOption(CommandLineWord)
    /// An option that takes a value at the end, or before a word beginning with `--`.
    case missingValue(option: String, position: Int)
    /// `--flag=value` for an option that takes none.
    case unexpectedValue(option: String, position: Int)
    /// An option that takes one value, given twice.
    case repeated(option: String, first: Int, again: Int)

    /// The problem in words. An unknown option is quoted (escaped for the terminal) when `echoing`, else named by
    /// its position only; nothing else ever quotes a word.
    public func message(echoing: Bool) -> String {
        switch self {
        case .unknownOption(let word):
            echoing
                ? "unknown option \(CommandLineText.quoted(word.text))"
                : "argument \(word.position) is not an option"
        case .missingValue(let option, _): "\(option) needs a value"
        case .unexpectedValue(let option, _): "\(option) takes no value"
        case .repeated(let option, let first, let again):
            "\(option) is given twice (arguments \(first) and \(again))"
        }
    }
}

/// What a command line held, by option name (an alias counts as its option).
public struct ScannedArguments: Sendable, Equatable {
    /// Every word that is not an option or an option's value, in order; after `--`, every word.
    public var positionals: [CommandLineWord] = []
    /// The flags given, with the position of the first.
    public var flags: [String: Int] = [:]
    /// Each single-value option's value, with the position of the option's word.
    public var values: [String: CommandLineWord] = [:]
    /// Each repeatable option's values, in order: each given one with its option's position, each word a greedy
    /// option took after it with its own.
    public var lists: [String: [CommandLineWord]] = [:]

    public init() {}

    public func has(_ flag: String) -> Bool { flags[flag] != nil }

    public func value(_ option: String) -> String? { values[option]?.text }

    public func list(_ option: String) -> [String] { lists[option]?.map(\.text) ?? [] }

    /// The names of the options given (flags, values and lists), in the order `candidates` lists them.
    public func given(among candidates: [String]) -> [String] {
        candidates.filter { flags[$0] != nil || values[$0] != nil || lists[$0] != nil }
    }
}

/// The one grammar of the three command-line tools:
///
/// - `--name value` and `--name=value` for an option that takes a value; a value after a space may not begin with
///   `--` (write `--name=--value`), so a forgotten value is caught rather than the next option taken for it;
/// - `--flag` (and its aliases, such as `-h`) for a flag; `--flag=value` is a mistake;
/// - `--` ends the options: every word after it is positional, even one beginning with `-`;
/// - a lone `-` is positional (it often means standard input);
/// - any other word beginning with `-` is an option, and one that is none of ``options`` is unknown, reported by its
///   position (or, with ``Unknown/keep``, kept in place among the positionals for a second scanner);
/// - an option that takes one value may be given once.
public struct ArgumentScanner: Sendable {
    /// What an unknown option is.
    public enum Unknown: Sendable {
        /// A mistake: ``ScanError/unknownOption(_:)``.
        case reject
        /// Kept among the positionals, in place, for a second scan (`zing-api`: global options first, then the
        /// command's own). `--` and everything after it are kept too.
        case keep
    }

    public let options: [OptionSpec]
    public let unknown: Unknown

    public init(_ options: [OptionSpec], unknown: Unknown = .reject) {
        self.options = options
        self.unknown = unknown
    }

    /// Scans `arguments` (without the program's name), numbered from 1.
    public func scan(_ arguments: [String]) throws(ScanError) -> ScannedArguments {
        try scan(CommandLineWord.numbered(arguments))
    }

    public func scan(_ words: [CommandLineWord]) throws(ScanError) -> ScannedArguments {
        var scanned = ScannedArguments()
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word.text == "--" {
                if unknown == .keep { scanned.positionals.append(word) }
                scanned.positionals += words[index...]
                break
            }
            guard Self.looksLikeOption(word.text) else {
                scanned.positionals.append(word)
                continue
            }
            let (name, inline) = Self.split(word.text)
            guard let option = options.first(where: { $0.name == name || $0.aliases.contains(name) }) else {
                guard unknown == .keep else { throw .unknownOption(word) }
                scanned.positionals.append(word)
                continue
            }
            if option.kind == .flag {
                guard inline == nil else { throw .unexpectedValue(option: option.name, position: word.position) }
                if scanned.flags[option.name] == nil { scanned.flags[option.name] = word.position }
                continue
            }
            let value: CommandLineWord
            if let inline {
                value = CommandLineWord(inline, position: word.position)
            } else {
                guard index < words.count, !words[index].text.hasPrefix("--") else {
                    throw .missingValue(option: option.name, position: word.position)
                }
                value = CommandLineWord(words[index].text, position: word.position)
                index += 1
            }
            switch option.kind {
            case .flag: break
            case .value:
                if let first = scanned.values[option.name] {
                    throw .repeated(option: option.name, first: first.position, again: value.position)
                }
                scanned.values[option.name] = value
            case .values(let greedy):
                scanned.lists[option.name, default: []].append(value)
                while greedy, index < words.count, !Self.looksLikeOption(words[index].text), words[index].text != "--" {
                    scanned.lists[option.name, default: []].append(words[index])
                    index += 1
                }
            }
        }
        return scanned
    }

    /// Whether `text` is an option's word: it begins with `-` and is not `-` alone.
    public static func looksLikeOption(_ text: String) -> Bool { text.hasPrefix("-") && text != "-" }

    /// `--name=value` → (`--name`, `value`); anything else → (text, nil).
    public static func split(_ text: String) -> (name: String, value: String?) {
        guard text.hasPrefix("--"), let equals = text.firstIndex(of: "=") else { return (text, nil) }
        return (String(text[..<equals]), String(text[text.index(after: equals)...]))
    }
}
