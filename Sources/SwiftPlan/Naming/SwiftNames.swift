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

    /// The internal storage behind a public property: `legacy` → `_legacy`.
    static func storage(of property: SwiftIdentifier) -> SwiftIdentifier {
        SwiftIdentifier(legal: "_" + property.name)
    }

    /// A type name made of a validated prefix (the module's) and the generator's suffix: `Zing` + `Client`.
    static func typeName(prefix: String, _ suffix: StaticString) -> SwiftIdentifier {
        SwiftIdentifier(legal: upperCamelText(prefix + suffix.description))
    }

    private static func lowerCamelText(_ name: String) -> String {
        if let camel = asciiCamel(name, upper: false) {
            return named(uppercasingInitialisms(legal(camel)), else: "unnamed")
        }
        let words = splitWords(name)
        guard let first = words.first else { return "unnamed" }
        let head = lowercasedLeadingRun(first)
        let joined = head + words.dropFirst().map(capitalizedWord).joined()
        return named(uppercasingInitialisms(legal(joined)), else: "unnamed")
    }

    /// The initialisms Swift writes in one case (`ID`, `URL`, `URI`) and how they arrive from the wire.
    private static let initialisms: [(wire: String, swift: String)] = [("Id", "ID"), ("Url", "URL"), ("Uri", "URI")]

    /// `loginTenantId` → `loginTenantID`, `avatarUrl` → `avatarURL`: an initialism that ends a hump is written in
    /// capitals, as Swift's API guidelines ask; `identityToken` or `Uris` stay as they are.
    static func uppercasingInitialisms(_ name: String) -> String {
        // Legal names are ASCII: work on bytes, where a hump is an uppercase letter or a digit.
        let bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return uppercasingInitialisms(characters: name) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            // Position 0 is the lower-cased start of the name (`id`, `url`), never a hump.
            if index > 0, bytes[index] >= UInt8(ascii: "A"), bytes[index] <= UInt8(ascii: "Z"),
                let initialism = initialisms.first(where: { initialism in
                    let wire = Array(initialism.wire.utf8)
                    let end = index + wire.count
                    guard end <= bytes.count, Array(bytes[index..<end]) == wire else { return false }
                    return end == bytes.count || (bytes[end] >= UInt8(ascii: "A") && bytes[end] <= UInt8(ascii: "Z"))
                        || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
                })
            {
                result += initialism.swift.utf8
                index += initialism.wire.utf8.count
                continue
            }
            result.append(bytes[index])
            index += 1
        }
        return String(decoding: result, as: UTF8.self)
    }

    private static func uppercasingInitialisms(characters name: String) -> String {
        let characters = Array(name)
        var result = ""
        var index = 0
        while index < characters.count {
            // Position 0 is the lower-cased start of the name (`id`, `url`), never a hump.
            if index > 0,
                let initialism = initialisms.first(where: { initialism in
                    let wire = Array(initialism.wire)
                    let end = index + wire.count
                    guard end <= characters.count, Array(characters[index..<end]) == wire else { return false }
                    return end == characters.count || characters[end].isUppercase || characters[end].isNumber
                })
            {
                result += initialism.swift
                index += initialism.wire.count
                continue
            }
            result.append(characters[index])
            index += 1
        }
        return result
    }

    /// A type name always starts with a capital letter, so it can never be a member's or a local's name (those start
    /// with a lowercase letter or `_`): `1st` → `Type1st`. Inside a longer name (`test` + …) it may start with `_`.
    private static func upperCamelText(_ name: String, startsTypeName: Bool = true) -> String {
        let camel = asciiCamel(name, upper: true) ?? splitWords(name).map(capitalizedWord).joined()
        let text = named(legal(camel), else: "Unnamed")
        return startsTypeName && text.hasPrefix("_") ? "Type" + text.dropFirst() : text
    }

    /// A lone `_` is the wildcard, never a name.
    private static func named(_ name: String, else fallback: String) -> String {
        name == "_" ? fallback : name
    }

    /// ``lowerCamelText(_:)`` and ``upperCamelText(_:startsTypeName:)`` before `legal`, for ASCII names (nearly
    /// all), by byte: the same words and cases without Unicode lookups; nil for other names.
    private static func asciiCamel(_ name: String, upper: Bool) -> String? {
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
        func raised(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
        }
        var result: [UInt8] = []
        result.reserveCapacity(name.utf8.count)
        var isFirst = true
        for word in name.utf8.split(whereSeparator: { !isASCIILetterOrDigit($0) }) {
            let bytes = Array(word)
            if isFirst && !upper {
                // `URLValue` → `urlValue`, `ID` → `id`, `userId` → `userId`.
                var run = 0
                while run < bytes.count, isUpper(bytes[run]) { run += 1 }
                let lowerCount = run <= 1 ? 1 : run == bytes.count ? run : run - 1
                result += bytes.prefix(lowerCount).map(lowered) + bytes.dropFirst(lowerCount)
            } else {
                result.append(raised(bytes[0]))
                result += bytes.dropFirst()
            }
            isFirst = false
        }
        if result.isEmpty { return upper ? "" : nil }
        return String(decoding: result, as: UTF8.self)
    }

    /// Splits on anything that is not a letter or digit; keeps the camel humps inside each part.
    static func splitWords(_ name: String) -> [String] {
        // ASCII names (nearly all) split by byte: the same words, without Unicode property lookups.
        guard name.utf8.allSatisfy({ $0 < 0x80 }) else {
            return name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        }
        return name.utf8.split { !isASCIILetterOrDigit($0) }.map { String(Substring($0)) }
    }

    /// ASCII letters, digits and `_`: the bytes a generated identifier is made of.
    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isASCIILetterOrDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    private static func capitalizedWord(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `URLValue` → `urlValue`, `ID` → `id`, `userId` → `userId`.
    private static func lowercasedLeadingRun(_ word: String) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        if upperRun <= 1 { return word.prefix(1).lowercased() + word.dropFirst() }
        if upperRun == characters.count { return word.lowercased() }
        let lowered = String(characters[0..<(upperRun - 1)]).lowercased()
        return lowered + String(characters[(upperRun - 1)...])
    }

    /// Swift identifiers are ASCII letters, digits and underscores here, never starting with a digit.
    private static func legal(_ name: String) -> String {
        let isLegal = name.utf8.allSatisfy { isASCIILetterOrDigit($0) || $0 == UInt8(ascii: "_") }
        var result =
            isLegal
            ? name
            : String(
                name.unicodeScalars.map { scalar -> Character in
                    scalar.isASCII && (CharacterSetTests.isLetterOrDigit(scalar)) ? Character(scalar) : "_"
                })
        if result.isEmpty { result = "_" }
        if let first = result.first, first.isNumber { result = "_" + result }
        return result
    }
}

private enum CharacterSetTests {
    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            || scalar == "_"
    }
}
