import XCTest

@testable import Contract

/// "looks secret" asks only about fields that can carry a credential: text, JSON, what holds fields, and lists of
/// them; never a flag, a number, a date or an enum value, whatever its name says.
final class SecretFieldValidationTests: XCTestCase {
    private func messages(fields: String) -> [String] {
        let text = MinimalContract.text.replacingOccurrences(
            of: "      realname: { type: string, optional: true, nullable: true }\n",
            with: "      realname: { type: string, optional: true, nullable: true }\n" + fields)
        XCTAssertNotEqual(text, MinimalContract.text)
        return ContractLoader.load(text: text, file: "demo.yaml").diagnostics.filter { $0.severity == .error }
            .map(\.message)
    }

    /// An ASCII name is searched for the secret fragments in its bytes: what a search by character finds, on random
    /// names of fragments, their pieces, capitals and separators.
    func testASCIINamesLookSecretAsByCharacter() {
        let pieces = ["tok", "en", "Token", "NONCE", "pass", "word", "secret", "Tmp", "session", "_", "-", "id", "x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            let name = (0..<Int.random(in: 0...5, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }
            .joined()
            let lowered = name.lowercased()
            let byCharacter =
                SecretFieldValidation.secretNames.contains(lowered)
                || SecretFieldValidation.secretFragments.contains { lowered.contains($0) }
            XCTAssertEqual(SecretFieldValidation.looksSecret(name), byCharacter, name)
        }
        XCTAssertTrue(SecretFieldValidation.looksSecret("authorizationCode"))
        XCTAssertTrue(SecretFieldValidation.looksSecret("accessTokén") == false)
        XCTAssertTrue(SecretFieldValidation.looksSecret("sessionTokenÉ"))
    }

    func testAFieldThatCannotHoldASecretIsNotAsked() {
        let found = messages(
            fields: """
                      isPasswordExpired: { type: bool, optional: true }
                      tokenExpiresIn: { type: int, optional: true }
                      passwordChangedAt: { type: dateTime, optional: true }
                      tokenTenant: { type: TenantID, optional: true }
                      tokenCounts: { type: [int64], optional: true }

                """)
        XCTAssertEqual(found, [])
    }

    func testAFieldThatCanHoldASecretIsAsked() {
        let found = messages(
            fields: """
                      resetToken: { type: string, optional: true }
                      passwordHints: { type: [string], optional: true }
                      tokenOwner: { type: UserID, optional: true }

                """)
        XCTAssertEqual(
            found,
            ["resetToken", "passwordHints", "tokenOwner"].map {
                "field '\($0)' looks secret; mark it `secret: true` (or `secret: false` if it is not)"
            })
    }
}
