import TextFoundation

/// The words the draft makes names of: endpoint and parameter names in lowerCamelCase, type names in UpperCamelCase,
/// from path segments, JSON keys and OpenAPI names. Only ASCII letters and digits survive, so every name is a plain
/// YAML word and a Swift identifier after the generator's own rules.
enum Naming {
    /// The words of `text`: runs of ASCII letters and digits, split where the case turns (`getUserInfo` → get, User,
    /// Info; `user_id` → user, id).
    static func words(_ text: String) -> [String] { IdentifierWords.split(text) }

    /// `getUserInfo`, `userId`: the first word lower-cased, the rest capitalised; `fallback` when nothing is left.
    static func lowerCamel(_ words: [String], fallback: String = "value") -> String {
        guard let first = words.first else { return fallback }
        let name = first.lowercasedFirstWord + words.dropFirst().map(\.capitalizedFirst).joined()
        return name.first?.isLetter == true ? name : fallback + name.capitalizedFirst
    }

    /// `UserInfo`: every word capitalised; `fallback` when nothing is left, and a type never starts with a digit.
    static func upperCamel(_ words: [String], fallback: String = "Value") -> String {
        let name = words.map(\.capitalizedFirst).joined()
        guard let first = name.first else { return fallback }
        return first.isLetter ? name : fallback + name
    }

    /// The singular of an English plural key, as far as names go: `users` → `user`, `categories` → `category`,
    /// `tenantList` → `tenant`, `items` → `item`.
    static func singular(_ words: [String]) -> [String] {
        guard var last = words.last else { return words }
        var result = Array(words.dropLast())
        if ["list", "array", "items", "records", "rows"].contains(last.lowercased()), !result.isEmpty {
            return result
        }
        let lowered = last.lowercased()
        if lowered.hasSuffix("ies"), lowered.count > 3 {
            last = String(last.dropLast(3)) + "y"
        } else if lowered.hasSuffix("sses") || lowered.hasSuffix("xes") {
            last = String(last.dropLast(2))
        } else if lowered.hasSuffix("s"), !lowered.hasSuffix("ss"), !lowered.hasSuffix("us"), lowered.count > 3 {
            last = String(last.dropLast())
        }
        result.append(last)
        return result
    }

    /// `name`, or `name2`, `name3`, … : the first that `taken` does not hold.
    static func unique(_ name: String, among taken: Set<String>) -> String {
        guard taken.contains(name) else { return name }
        var number = 2
        while taken.contains("\(name)\(number)") { number += 1 }
        return "\(name)\(number)"
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }

    /// The word with its leading capitals lower-cased (`URL` → `url`, `User` → `user`).
    var lowercasedFirstWord: String {
        allSatisfy(\.isUppercase) ? lowercased() : prefix(1).lowercased() + dropFirst()
    }
}
