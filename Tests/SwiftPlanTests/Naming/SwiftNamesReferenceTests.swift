import XCTest

@testable import SwiftPlan

/// ``SwiftNames`` camel-cases names without an array of characters per word, a string per word and a scalar array
/// per name; these tests run it beside the implementation it replaced (kept here as the reference) on random names.
final class SwiftNamesReferenceTests: XCTestCase {
    /// Pieces random names are made of: ASCII words and separators, initialisms, digits, letters beyond ASCII (with
    /// case and without), a combining mark, CR-LF, an emoji.
    private static let pieces = [
        "a", "b", "Z", "Q", "x", "id", "Id", "ID", "Url", "url", "Uri", "URL", "s", "1", "9", "0", "_", "-", " ", ".",
        "$", "(", "\r\n", "\n", "é", "É", "e\u{301}", "名", "字", "ß", "Σ", "ǅ", "①", "٣", "👍🏽", "\u{202E}", "tenant",
        "User", "HTTP", "QR", "Code",
    ]

    private func randomName(using generator: inout SystemRandomNumberGenerator) -> String {
        (0..<Int.random(in: 0...7, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }
            .joined()
    }

    func testNamesAreThoseOfTheReference() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<20_000 {
            let name = randomName(using: &generator)
            XCTAssertEqual(
                SwiftNames.lowerCamel(name).name, Reference.lowerCamelText(name), "lowerCamel \(name.debugDescription)")
            XCTAssertEqual(
                SwiftNames.upperCamel(name).name, Reference.upperCamelText(name), "upperCamel \(name.debugDescription)")
            XCTAssertEqual(
                SwiftNames.compound("test", name, "Value").name,
                Reference.legal("test" + Reference.upperCamelText(name, startsTypeName: false) + "Value"),
                "compound \(name.debugDescription)")
            XCTAssertEqual(
                SwiftNames.compound("", name).name,
                Reference.legal(Reference.upperCamelText(name, startsTypeName: true)),
                "compound \(name.debugDescription)")
        }
    }

    /// An ASCII name is cut into words in its bytes: the words a split at characters that are no letter or digit gives.
    func testTheWordsOfAnASCIINameAreTheCharacterSplits() {
        var generator = SystemRandomNumberGenerator()
        let ascii = Self.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } } + ["\r", "\t", "~", "0x"]
        for _ in 0..<20_000 {
            let name = (0..<Int.random(in: 0...9, using: &generator)).map { _ in ascii.randomElement(using: &generator)!
            }
            .joined()
            XCTAssertEqual(
                SwiftNames.splitWords(name).map(String.init), Reference.splitWords(name), name.debugDescription)
        }
    }

    /// The camel-casing as it was before: `Character` arrays, `split` into strings, scalars mapped one by one.
    private enum Reference {
        static func lowerCamelText(_ name: String) -> String {
            let words = splitWords(name)
            guard let first = words.first else { return "unnamed" }
            let head = lowercasedLeadingRun(first)
            let joined = head + words.dropFirst().map(capitalizedWord).joined()
            return named(uppercasingInitialisms(legal(joined)), else: "unnamed")
        }

        static let initialisms: [(wire: [Character], swift: String)] = [
            (Array("Id"), "ID"), (Array("Url"), "URL"), (Array("Uri"), "URI"),
        ]

        static func uppercasingInitialisms(_ name: String) -> String {
            let characters = Array(name)
            var result = ""
            var index = 0
            while index < characters.count {
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

        static func upperCamelText(_ name: String, startsTypeName: Bool = true) -> String {
            let text = named(legal(splitWords(name).map(capitalizedWord).joined()), else: "Unnamed")
            return startsTypeName && text.hasPrefix("_") ? "Type" + text.dropFirst() : text
        }

        static func named(_ name: String, else fallback: String) -> String {
            name == "_" ? fallback : name
        }

        static func splitWords(_ name: String) -> [String] {
            name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        }

        static func capitalizedWord(_ word: String) -> String {
            guard let first = word.first else { return word }
            return first.uppercased() + word.dropFirst()
        }

        static func lowercasedLeadingRun(_ word: String) -> String {
            let characters = Array(word)
            var upperRun = 0
            while upperRun < characters.count, characters[upperRun].isUppercase { upperRun += 1 }
            let startsHump = upperRun > 1 && upperRun < characters.count && characters[upperRun].isLowercase
            let lowered = max(1, startsHump ? upperRun - 1 : upperRun)
            return String(characters[..<min(lowered, characters.count)]).lowercased()
                + String(characters[min(lowered, characters.count)...])
        }

        static func legal(_ name: String) -> String {
            var result = String(
                String.UnicodeScalarView(name.unicodeScalars.map { SwiftNames.isIdentifierScalar($0) ? $0 : "_" }))
            if result.isEmpty { result = "_" }
            if let first = result.unicodeScalars.first, first >= "0", first <= "9" { result = "_" + result }
            return result
        }
    }
}
