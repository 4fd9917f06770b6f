/// Turns contract names into Swift names: camel case, no illegal characters. The only way contract text becomes a
/// ``SwiftIdentifier``.
enum SwiftNames {
    /// `multi_depart` → `multiDepart`, `X-Tenant-Id` → `xTenantID`, `1st` → `_1st`, `$` → `unnamed`.
    static func lowerCamel(_ name: String) -> SwiftIdentifier {
        SwiftIdentifier(legal: lowerCamelText(name))
    }

    /// `tenant_membership` → `TenantMembership`; an already camel-cased name keeps its inner capitals.
    static func upperCamel(_ name: String) -> SwiftIdentifier {
        SwiftIdentifier(legal: upperCamelText(name))
    }

    /// A generated name made of the generator's words around a contract name, camel-cased: `unmet` +
    /// `appleNativeLogin` + `Condition` → `unmetAppleNativeLoginCondition`, `test` + `sign-in` → `testSignIn`,
    /// `` + `protocol` + `Value` → `ProtocolValue`.
    static func compound(_ prefix: StaticString, _ name: String, _ suffix: StaticString = "") -> SwiftIdentifier {
        SwiftIdentifier(
            legal: legal(
                prefix.description + upperCamelText(name, startsTypeName: prefix.description.isEmpty)
                    + suffix.description))
    }

    /// A contract name lower camel-cased, with the generator's word after it: `standard` + `Envelope` →
    /// `standardEnvelope` (never a keyword: the word ends it).
    static func lowerCamel(_ name: String, suffix: StaticString) -> SwiftIdentifier {
        SwiftIdentifier(legal: lowerCamelText(name) + suffix.description)
    }

    /// The internal storage behind a public property: `legacy` → `_legacy`.
    static func storage(of property: SwiftIdentifier) -> SwiftIdentifier {
        SwiftIdentifier(legal: "_" + property.name)
    }

    /// A type name made of a validated prefix (the module's) and the generator's suffix: `Zing` + `Client`.
    static func typeName(prefix: String, _ suffix: StaticString) -> SwiftIdentifier {
        SwiftIdentifier(legal: upperCamelText(prefix + suffix.description))
    }

    private static func lowerCamelText(_ name: String) -> String {
        let words = splitWords(name)
        guard let first = words.first else { return "unnamed" }
        var joined = lowercasedLeadingRun(first)
        for word in words.dropFirst() { appendCapitalized(word, to: &joined) }
        return named(uppercasingInitialisms(legal(joined)), else: "unnamed")
    }

    /// The initialisms Swift writes in one case (`ID`, `URL`, `URI`) and how they arrive from the wire.
    private static let initialisms: [(wire: [UInt8], swift: [UInt8])] = [
        (Array("Id".utf8), Array("ID".utf8)), (Array("Url".utf8), Array("URL".utf8)),
        (Array("Uri".utf8), Array("URI".utf8)),
    ]

    /// `loginTenantId` → `loginTenantID`, `avatarUrl` → `avatarURL`: an initialism that ends a hump is written in
    /// capitals, as Swift's API guidelines ask; `identityToken` or `Uris` stay as they are. `name` is a legal name
    /// (``legal(_:)``: ASCII letters, digits and `_`), so it is read byte by byte.
    static func uppercasingInitialisms(_ name: String) -> String {
        let bytes = Array(name.utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            // Position 0 is the lower-cased start of the name (`id`, `url`), never a hump.
            if index > 0,
                let initialism = initialisms.first(where: { initialism in
                    let end = index + initialism.wire.count
                    guard end <= bytes.count, bytes[index..<end].elementsEqual(initialism.wire) else { return false }
                    return end == bytes.count || isUppercaseASCII(bytes[end]) || isDigitASCII(bytes[end])
                })
            {
                result += initialism.swift
                index += initialism.wire.count
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return result.count == bytes.count && result == bytes ? name : String(decoding: result, as: UTF8.self)
    }

    /// A type name always starts with a capital letter, so it can never be a member's or a local's name (those start
    /// with a lowercase letter or `_`): `1st` → `Type1st`. Inside a longer name (`test` + …) it may start with `_`.
    private static func upperCamelText(_ name: String, startsTypeName: Bool = true) -> String {
        var joined = ""
        for word in splitWords(name) { appendCapitalized(word, to: &joined) }
        let text = named(legal(joined), else: "Unnamed")
        return startsTypeName && text.hasPrefix("_") ? "Type" + text.dropFirst() : text
    }

    /// A lone `_` is the wildcard, never a name.
    private static func named(_ name: String, else fallback: String) -> String {
        name == "_" ? fallback : name
    }

    /// Splits on anything that is not a letter or digit; keeps the camel humps inside each part. An ASCII name (most
    /// are) is cut in its bytes: each byte is a character there but for CR-LF, and neither is a letter or a digit.
    static func splitWords(_ name: String) -> [Substring] {
        let utf8 = name.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return name.split { !isLetterOrNumber($0) } }
        var words: [Substring] = []
        var wordStart: String.Index?
        var index = utf8.startIndex
        while index != utf8.endIndex {
            let byte = utf8[index]
            if isUppercaseASCII(byte) || isLowercaseASCII(byte) || isDigitASCII(byte) {
                if wordStart == nil { wordStart = index }
            } else if let start = wordStart {
                words.append(name[start..<index])
                wordStart = nil
            }
            index = utf8.index(after: index)
        }
        if let start = wordStart { words.append(name[start...]) }
        return words
    }

    /// `Character.isLetter || Character.isNumber`, read from the byte when the character is ASCII (the letters and
    /// the digits), without looking the scalar's properties up.
    private static func isLetterOrNumber(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return character.isLetter || character.isNumber }
        return isUppercaseASCII(byte) || isLowercaseASCII(byte) || isDigitASCII(byte)
    }

    /// `Character.isUppercase`, read from the byte when the character is ASCII.
    private static func isUppercase(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return character.isUppercase }
        return isUppercaseASCII(byte)
    }

    /// `Character.isLowercase`, read from the byte when the character is ASCII.
    private static func isLowercase(_ character: Character) -> Bool {
        guard let byte = character.asciiValue else { return character.isLowercase }
        return isLowercaseASCII(byte)
    }

    private static func isUppercaseASCII(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }
    private static func isLowercaseASCII(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
    }
    private static func isDigitASCII(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// ASCII letters, digits and `_`: the scalars a generated identifier is made of.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            || scalar == "_"
    }

    /// `word` with its first character upper-cased, onto the end of `text`.
    private static func appendCapitalized(_ word: Substring, to text: inout String) {
        guard let first = word.first else { return }
        if let byte = first.asciiValue, isLowercaseASCII(byte) {
            text.unicodeScalars.append(Unicode.Scalar(byte - (UInt8(ascii: "a") - UInt8(ascii: "A"))))
        } else {
            text += first.uppercased()
        }
        text += word.dropFirst()
    }

    /// `URLValue` → `urlValue`, `ID` → `id`, `userId` → `userId`, `BV117411r7R1` → `bv117411r7R1`: a leading
    /// capitals run is lowered whole, but for its last capital when a lower-case letter follows (the next hump's start).
    private static func lowercasedLeadingRun(_ word: Substring) -> String {
        var runEnd = word.startIndex
        var upperRun = 0
        while runEnd < word.endIndex, isUppercase(word[runEnd]) {
            upperRun += 1
            word.formIndex(after: &runEnd)
        }
        let startsHump = upperRun > 1 && runEnd < word.endIndex && isLowercase(word[runEnd])
        let lowered = max(1, startsHump ? upperRun - 1 : upperRun)
        let cut = word.index(word.startIndex, offsetBy: lowered, limitedBy: word.endIndex) ?? word.endIndex
        var text = word[..<cut].lowercased()
        text += word[cut...]
        return text
    }

    /// Swift identifiers are ASCII letters, digits and underscores here, never starting with a digit. A name that is
    /// one already (most are, once camel-cased) is handed back as it is.
    private static func legal(_ name: String) -> String {
        if let first = name.utf8.first, !isDigitASCII(first),
            name.utf8.allSatisfy({
                isUppercaseASCII($0) || isLowercaseASCII($0) || isDigitASCII($0) || $0 == UInt8(ascii: "_")
            })
        {
            return name
        }
        var result = String(String.UnicodeScalarView(name.unicodeScalars.map { isIdentifierScalar($0) ? $0 : "_" }))
        if result.isEmpty { result = "_" }
        // Every character is an ASCII letter, digit or `_` by now, so a number is a digit.
        if let first = result.unicodeScalars.first, first >= "0", first <= "9" { result = "_" + result }
        return result
    }
}
