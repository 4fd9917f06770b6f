import TextFoundation

/// A test of a failure's message, as an error rule states it (`message: { equals: 验证码错误 }`): the message equals
/// one of the texts, starts with one, contains one, or fits one of the `glob` patterns, whose `*` stands for any run of
/// characters (none included) and which has no other special character.
///
/// A test only chooses among failures: it holds only for a failure the envelope itself reported, so it can never turn
/// a success into a failure or the other way round. Its cost is bounded whatever the server sends: each text is
/// searched for once, left to right, with no backtracking (Knuth–Morris–Pratt), so a test takes time linear in the
/// message's length plus its texts'. Characters compare as Swift strings do (canonically equivalent text is equal).
public struct MessageTest: Sendable, Hashable, CustomStringConvertible {
    /// How the message is compared with the texts.
    public enum Match: String, Sendable, Hashable, CaseIterable {
        /// The whole message is the text.
        case equals
        /// The message starts with the text.
        case prefix
        /// The text is somewhere in the message.
        case contains
        /// The message fits the pattern: `*` is any run of characters, everything else is itself.
        case glob
    }

    /// How the message is compared.
    public var match: Match
    /// The texts (any one of them may fit).
    public var texts: [String]

    /// A test of `match` against any one of `texts`.
    public init(_ match: Match, _ texts: [String]) {
        self.match = match
        self.texts = texts
    }

    /// The message is one of `texts`.
    public static func equals(_ texts: String...) -> MessageTest { MessageTest(.equals, texts) }
    /// The message starts with one of `texts`.
    public static func prefix(_ texts: String...) -> MessageTest { MessageTest(.prefix, texts) }
    /// The message contains one of `texts`.
    public static func contains(_ texts: String...) -> MessageTest { MessageTest(.contains, texts) }
    /// The message fits one of the `patterns` (`*`: any run of characters).
    public static func glob(_ patterns: String...) -> MessageTest { MessageTest(.glob, patterns) }

    /// Whether `message` passes the test.
    public func holds(for message: String) -> Bool {
        let characters = Array(message)
        return texts.contains { MessagePattern(match, $0).fits(characters) }
    }

    /// Whether the test would hold for every message (an empty prefix, a glob of stars only): a rule then tests
    /// nothing of the message.
    public var holdsForEveryMessage: Bool {
        texts.contains { text in
            switch match {
            case .equals: false
            case .prefix, .contains: text.isEmpty
            case .glob: text.allSatisfy { $0 == "*" } && !text.isEmpty
            }
        }
    }

    /// A message the test accepts (its first text, a glob's without its stars): what a made-up failure says.
    public var fittingText: String? {
        guard let text = texts.first else { return nil }
        return match == .glob ? text.replacingStars() : text
    }

    /// `equals "验证码错误"`, `glob "密码输入错误*次"`: how rules, findings and reviews name the test.
    public var description: String {
        "\(match.rawValue) \(texts.map { JSONQuoting.quoted($0) }.joined(separator: ", "))"
    }
}

extension String {
    /// The text without its `*`s: what a glob fits with every star standing for nothing.
    fileprivate func replacingStars() -> String { String(filter { $0 != "*" }) }
}

/// A message test's text as literal pieces a message must hold in order: the first at the start unless the pattern
/// starts open, the last at the end unless it ends open.
private struct MessagePattern {
    /// The literal pieces between the stars; one piece: the whole message.
    var pieces: [[Character]]

    init(_ match: MessageTest.Match, _ text: String) {
        let literal = Array(text)
        switch match {
        case .equals: pieces = [literal]
        case .prefix: pieces = [literal, []]
        case .contains: pieces = [[], literal, []]
        case .glob: pieces = text.split(separator: "*", omittingEmptySubsequences: false).map { Array($0) }
        }
    }

    /// Whether `message` fits: the first piece starts it, the last ends it, and each piece between is found, leftmost,
    /// after the one before (leftmost is never worse for the pieces still to come, so no choice is revisited).
    func fits(_ message: [Character]) -> Bool {
        guard let first = pieces.first, let last = pieces.last else { return false }
        guard pieces.count > 1 else { return message == first }
        guard message.count >= first.count + last.count, message.starts(with: first),
            message[(message.count - last.count)...].elementsEqual(last)
        else { return false }
        var start = first.count
        let end = message.count - last.count
        for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
            guard let found = Self.firstIndex(of: piece, in: message[start..<end]) else { return false }
            start = found + piece.count
        }
        return true
    }

    /// Where `piece` first occurs in `text` (Knuth–Morris–Pratt: each character of `text` is looked at a bounded
    /// number of times).
    static func firstIndex(of piece: [Character], in text: ArraySlice<Character>) -> Int? {
        var failure = [0]
        failure.reserveCapacity(piece.count)
        var matched = 0
        for index in 1..<max(piece.count, 1) {
            while matched > 0, piece[index] != piece[matched] { matched = failure[matched - 1] }
            if piece[index] == piece[matched] { matched += 1 }
            failure.append(matched)
        }
        matched = 0
        for index in text.indices {
            while matched > 0, text[index] != piece[matched] { matched = failure[matched - 1] }
            if text[index] == piece[matched] { matched += 1 }
            if matched == piece.count { return index - piece.count + 1 }
        }
        return nil
    }
}
