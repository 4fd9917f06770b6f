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
        let head = lowercasedLeadingRun(first)
        let joined = head + words.dropFirst().map(capitalizedWord).joined()
        return named(uppercasingInitialisms(legal(joined)), else: "unnamed")
    }

    /// The initialisms Swift writes in one case (`ID`, `URL`, `URI`) and how they arrive from the wire.
    private static let initialisms: [(wire: [Character], swift: String)] = [
        (Array("Id"), "ID"), (Array("Url"), "URL"), (Array("Uri"), "URI"),
    ]

    /// `loginTenantId` → `loginTenantID`, `avatarUrl` → `avatarURL`: an initialism that ends a hump is written in
    /// capitals, as Swift's API guidelines ask; `identityToken` or `Uris` stay as they are.
    static func uppercasingInitialisms(_ name: String) -> String {
        let characters = Array(name)
        var result = ""
        var index = 0
        while index < characters.count {
            // Position 0 is the lower-cased start of the name (`id`, `url`), never a hump.
            if index > 0,
                let initialism = initialisms.first(where: { initialism in
                    let end = index + initialism.wire.count
                    guard end <= characters.count, characters[index..<end].elementsEqual(initialism.wire) else {
                        return false
                    }
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
        let text = named(legal(splitWords(name).map(capitalizedWord).joined()), else: "Unnamed")
        return startsTypeName && text.hasPrefix("_") ? "Type" + text.dropFirst() : text
    }

    /// A lone `_` is the wildcard, never a name.
    private static func named(_ name: String, else fallback: String) -> String {
        name == "_" ? fallback : name
    }

    /// Splits on anything that is not a letter or digit; keeps the camel humps inside each part.
    static func splitWords(_ name: String) -> [String] {
        name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
    }

    /// ASCII letters, digits and `_`: the scalars a generated identifier is made of.
    static func isIdentifierScalar(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            || scalar == "_"
    }

    private static func capitalizedWord(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// `URLValue` → `urlValue`, `ID` → `id`, `userId` → `userId`, `BV117411r7R1` → `bv117411r7R1`: a leading
    /// capitals run is lowered whole, but for its last capital when a lower-case letter follows (the next hump's start).
    private static func lowercasedLeadingRun(_ word: String) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
        let startsHump = upperRun > 1 && upperRun < characters.count && characters[upperRun].isLowercase
        let lowered = max(1, startsHump ? upperRun - 1 : upperRun)
        return String(characters[..<min(lowered, characters.count)]).lowercased()
            + String(characters[min(lowered, characters.count)...])
    }

    /// Swift identifiers are ASCII letters, digits and underscores here, never starting with a digit.
    private static func legal(_ name: String) -> String {
        var result = String(String.UnicodeScalarView(name.unicodeScalars.map { isIdentifierScalar($0) ? $0 : "_" }))
        if result.isEmpty { result = "_" }
        // Every character is an ASCII letter, digit or `_` by now, so a number is a digit.
        if let first = result.unicodeScalars.first, first >= "0", first <= "9" { result = "_" + result }
        return result
    }
}
