import Contract
import Foundation
import MarkedSections
import XCTest

@testable import ContractDraft

/// docs/draft.md lists every guess the drafter makes, with the meaning the code gives it; and the drafter's view of
/// which names lint asks about (`secret:`) is lint's.
final class DraftDocumentationTests: XCTestCase {
    func testTheGuessTableIsTheCodes() throws {
        let table =
            ["| guess | meaning |", "| --- | --- |"] + GuessKind.allCases.map { "| `\($0.rawValue)` | \($0.meaning) |" }
        let section = try MarkedSection(
            table, named: "guesses", in: DraftHarness.root.appendingPathComponent("docs/draft.md"))
        XCTAssertEqual(section.current, section.expected, MarkedSection.advice)
    }

    func testTheWriterSaysSecretFalseExactlyWhereLintAsks() throws {
        let names = [
            "token", "tokenType", "nonce", "secretKey", "password", "passwordHint", "authorizationCode", "id", "name",
            "expiresIn", "sessiontoken", "TOKEN_TYPE", "tmpSecretId", "csrf", "refresh_token",
        ]
        var fields = names.map { "      \($0): { type: string }" }.joined(separator: "\n")
        fields += "\n"
        let contract = """
            format: 1
            info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
            models:
              M:
                fields:
            \(fields)
            envelopes:
              bare: { style: none }
            errorClasses:
              failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
              - { otherwise: true, class: failed }
            endpoints:
              ping: { method: GET, path: /ping, response: { envelope: bare, type: M } }
            """
        let asked = Set(
            ContractLoader.load(text: contract, file: "t.yaml").diagnostics.filter {
                $0.message.contains("looks secret")
            }
            .compactMap { diagnostic in names.first { diagnostic.message.contains("field '\($0)'") } })
        XCTAssertEqual(asked, Set(names.filter(SecretNames.lintAsksAboutSecrecy)))
    }

    /// Lint asks only fields that can hold a secret, so the writer says `secret: false` on no flag or number.
    func testTheWriterSaysNoSecretFalseOnAFieldThatCannotHoldASecret() throws {
        let contract = """
            format: 1
            info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
            models:
              M:
                fields:
                  isPasswordExpired: { type: bool }
                  tokenExpiresIn: { type: int }
                  passwordHint: { type: string, secret: false }
            envelopes:
              bare: { style: none }
            errorClasses:
              failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
            errorRules:
              - { otherwise: true, class: failed }
            endpoints:
              ping: { method: GET, path: /ping, response: { envelope: bare, type: M } }
            """
        let loaded = ContractLoader.load(text: contract, file: "t.yaml")
        let model = try XCTUnwrap(loaded.contract?.model(named: "M"), "\(loaded.diagnostics)")
        let secretKeys = model.fields.map { field in
            ContractWriter.pairs(of: field, in: loaded.contract!).first { $0.0 == "secret" }?.1
        }
        XCTAssertEqual(secretKeys, [nil, nil, "false"])
    }
}
