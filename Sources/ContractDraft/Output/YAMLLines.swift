/// The lines of a YAML document as the contract writer builds them: two spaces per level, and each place's guesses
/// as `# draft: …` comment lines just above the key they concern.
struct YAMLLines {
    private(set) var lines: [String] = []
    let guesses: GuessBook

    init(guesses: GuessBook) {
        self.guesses = guesses
    }

    /// A line at `level`; a place's guesses come first.
    mutating func line(_ text: String, level: Int, place: DraftPlace? = nil) {
        let indent = String(repeating: "  ", count: level)
        if let place {
            for guess in guesses.guesses(at: place) {
                lines.append(indent + "# draft: " + YAMLScalarText.comment(guess.text))
            }
        }
        lines.append(indent + text)
    }

    /// `key: value`, the key spelled as a scalar.
    mutating func pair(_ key: String, _ value: String, level: Int, place: DraftPlace? = nil) {
        line(YAMLScalarText.string(key) + ": " + value, level: level, place: place)
    }

    /// `key:` opening a block.
    mutating func open(_ key: String, level: Int, place: DraftPlace? = nil) {
        line(YAMLScalarText.string(key) + ":", level: level, place: place)
    }

    /// `key: |` and `text`'s lines one level deeper (a literal block keeps them as written).
    mutating func literal(_ key: String, _ text: String, level: Int) {
        line(YAMLScalarText.string(key) + ": |", level: level)
        let indent = String(repeating: "  ", count: level + 1)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines.append(line.isEmpty ? "" : indent + line)
        }
    }

    /// A comment line of the writer's own.
    mutating func comment(_ text: String, level: Int = 0) {
        lines.append(String(repeating: "  ", count: level) + "# " + YAMLScalarText.comment(text))
    }

    mutating func blank() { lines.append("") }

    /// The document: the lines joined, ending with a line break.
    var text: String { lines.joined(separator: "\n") + "\n" }
}

/// A flow mapping, `{ type: string, optional: true }`, from pairs whose values are already spelled.
func flowMapping(_ pairs: [(String, String)]) -> String {
    guard !pairs.isEmpty else { return "{}" }
    return "{ " + pairs.map { YAMLScalarText.string($0.0) + ": " + $0.1 }.joined(separator: ", ") + " }"
}

/// A flow sequence, `[int, numericString]`, of already spelled items.
func flowSequence(_ items: [String]) -> String { "[" + items.joined(separator: ", ") + "]" }
