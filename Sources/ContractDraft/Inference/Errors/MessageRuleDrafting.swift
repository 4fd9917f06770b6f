import ContractVerify
import WireVocabulary

/// Rules by message for a code the failures answered with several messages: RuoYi answers a wrong captcha, an expired
/// captcha, a wrong password and a locked account all as `code: 500`, only `msg` differing. Each message gets a rule
/// of its own, before the code's, with a placeholder class the user names (or deletes where the message changes
/// nothing the app does).
enum MessageRuleDrafting {
    /// The distinct messages kept per code: a login's few reasons, not a message that carries a different value each
    /// time.
    static let messagesKept = 8
    /// More messages than this for one code look like data, not reasons: no rules by message then.
    static let mostReasons = 6
    /// The longest message a rule tests.
    static let longestMessage = 80

    /// The tests that tell `messages` apart: one per message (in the order first seen, duplicates dropped), when
    /// there are two to ``mostReasons`` of them; none otherwise.
    static func tests(_ messages: [String], secrets: SecretSet) -> [MessageTest] {
        var tests: [MessageTest] = []
        for message in messages {
            guard let test = test(for: message, secrets: secrets), !tests.contains(test) else { continue }
            tests.append(test)
        }
        return (2...mostReasons).contains(tests.count) ? tests : []
    }

    /// `equals` the message, or `prefix` up to its first digit where it carries a number (`密码输入错误3次，帐户锁定10分钟`
    /// → prefix `密码输入错误`); nil for a message no rule should test: empty, longer than ``longestMessage``,
    /// holding a secret or a character the draft would clean away (the test would no longer match what is sent), or
    /// with less than two characters before its first digit.
    static func test(for message: String, secrets: SecretSet) -> MessageTest? {
        guard !message.isEmpty, message.count <= longestMessage, secrets.scrub(message) == message,
            ProseText.clean(message) == message
        else { return nil }
        guard let digit = message.firstIndex(where: \.isASCIIDigit) else { return .equals(message) }
        let prefix = String(message[..<digit]).trimmingTrailingSpaces
        return prefix.count >= 2 ? MessageTest(.prefix, [prefix]) : nil
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
