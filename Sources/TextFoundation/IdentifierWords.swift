/// The words of a name as code and wire formats write them: runs of ASCII letters and digits, split where the case
/// turns (`getUserInfo` → get, User, Info; `user_id` → user, id; `X-Api-Key` → X, Api, Key). What the draft makes
/// names from and what the credential matcher reads names by.
package enum IdentifierWords {
    package static func split(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previous: Character?
        for character in text {
            guard character.isASCII, character.isLetter || character.isNumber else {
                if !current.isEmpty { words.append(current) }
                current = ""
                previous = nil
                continue
            }
            if let previous, character.isUppercase, previous.isLowercase || previous.isNumber, !current.isEmpty {
                words.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
