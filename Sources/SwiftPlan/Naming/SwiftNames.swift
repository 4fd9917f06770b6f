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
        // Legal names are ASCII: work on bytes, where a hump is an uppercase letter or a digit. Most names have no
        // initialism and are returned as they are; the others are copied once, in runs.
        guard UTF8Scan.isASCII(name) else { return uppercasingInitialisms(characters: name) }
        return UTF8Scan.withBytes(name) { bytes in
            var result: [UInt8] = []
            var copied = 0
            // Position 0 is the lower-cased start of the name (`id`, `url`), never a hump.
            var index = 1
            while index < bytes.count {
                if isUpper(bytes[index]),
                    let initialism = initialismBytes.first(where: { matches($0.wire, bytes, at: index) })
                {
                    result.append(contentsOf: bytes[copied..<index])
                    result.append(contentsOf: initialism.swift)
                    index += initialism.wire.count
                    copied = index
                } else {
                    index += 1
                }
            }
            guard copied > 0 else { return name }
            result.append(contentsOf: bytes[copied...])
            return String(decoding: result, as: UTF8.self)
        }
    }

    /// ``initialisms`` as bytes, for the ASCII path.
    private static let initialismBytes = initialisms.map { (wire: Array($0.wire.utf8), swift: Array($0.swift.utf8)) }

    /// Whether `wire` is at `index` of `bytes` and ends a hump: the name ends there, or an uppercase letter or a digit
    /// follows.
    private static func matches(_ wire: [UInt8], _ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let end = index + wire.count
        guard end <= bytes.count else { return false }
        for offset in 0..<wire.count where bytes[index + offset] != wire[offset] { return false }
        return end == bytes.count || isUpper(bytes[end])
            || (bytes[end] >= UInt8(ascii: "0") && bytes[end] <= UInt8(ascii: "9"))
    }

    private static func isUpper(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

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
        guard UTF8Scan.isASCII(name) else { return nil }
        func lowered(_ byte: UInt8) -> UInt8 { isUpper(byte) ? byte + 32 : byte }
        func raised(_ byte: UInt8) -> UInt8 {
            byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") ? byte - 32 : byte
        }
        return UTF8Scan.withBytes(name) { bytes -> String? in
            var result: [UInt8] = []
            result.reserveCapacity(bytes.count)
            var isFirst = true
            var start = 0
            // Words are the runs of letters and digits, by index into the bytes: nothing is copied but the result.
            while start < bytes.count {
                guard isASCIILetterOrDigit(bytes[start]) else {
                    start += 1
                    continue
                }
                var end = start + 1
                while end < bytes.count, isASCIILetterOrDigit(bytes[end]) { end += 1 }
                if isFirst && !upper {
                    // `URLValue` → `urlValue`, `ID` → `id`, `userId` → `userId`.
                    var run = 0
                    while start + run < end, isUpper(bytes[start + run]) { run += 1 }
                    let lowerCount = run <= 1 ? 1 : run == end - start ? run : run - 1
                    for index in start..<end {
                        result.append(index < start + lowerCount ? lowered(bytes[index]) : bytes[index])
                    }
                } else {
                    result.append(raised(bytes[start]))
                    result.append(contentsOf: bytes[(start + 1)..<end])
                }
                isFirst = false
                start = end
            }
            if result.isEmpty { return upper ? "" : nil }
            return String(decoding: result, as: UTF8.self)
        }
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
        let isLegal = UTF8Scan.withBytes(name) { $0.allSatisfy(isIdentifierByte) }
        var result =
            isLegal
            ? name
            : String(
                name.unicodeScalars.map { scalar -> Character in
                    scalar.isASCII && (CharacterSetTests.isLetterOrDigit(scalar)) ? Character(scalar) : "_"
                })
        if result.isEmpty { result = "_" }
        // Every character is an ASCII letter, digit or `_` by now, so a number is a digit.
        if let first = result.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
            result = "_" + result
        }
        return result
    }
}

private enum CharacterSetTests {
    static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z") || (scalar >= "0" && scalar <= "9")
            || scalar == "_"
    }
}
