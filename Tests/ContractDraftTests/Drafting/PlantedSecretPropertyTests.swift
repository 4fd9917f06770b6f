import Contract
import ContractFixtures
import TestRandomness
import XCTest

@testable import ContractDraft

/// Random captures with secrets planted at every place a capture can hold one (a credential header, the query, a
/// path segment, a JSON or form field under a credential name in any spelling, an answer's value and an answer's
/// key, a cookie): no draft and no summary holds one, in any seed.
final class PlantedSecretPropertyTests: XCTestCase {
    private static let credentialNames = [
        "password", "oldpassword", "confirm_password", "newPwd", "captcha", "smsCode", "verifyCode", "accessToken",
        "refresh_token", "apiKey", "secret", "nonce",
    ]
    private static let words = ["sys", "user", "order", "item", "dict", "list", "info", "detail", "tenant", "share"]

    func testNoPlantedSecretReachesADraftInAnySeed() throws {
        for seed in UInt64(1)...24 {
            var random = SeededRandom(seed: seed)
            var planted: [String] = []
            func secret() -> String {
                let value =
                    "Pl4nt\(seed)x\(planted.count)Q" + String(UInt64.random(in: 100_000...999_999, using: &random))
                planted.append(value)
                return value
            }
            let token = secret()
            let base = "https://api.example.com"
            var entries: [CapturedEntry] = []
            for index in 0..<Int.random(in: 4...9, using: &random) {
                let first = Self.words.randomElement(using: &random)!
                let last = Self.words.randomElement(using: &random)!
                var path = "/\(first)/\(last)"
                var query: [String] = []
                var headers = [("X-Access-Token", token)]
                switch Int.random(in: 0..<4, using: &random) {
                case 0: path += "/\(token)"
                case 1: query.append("access_token=\(secret())")
                case 2: headers.append(("Cookie", "JSESSIONID=\(secret())"))
                default: break
                }
                let name = Self.credentialNames.randomElement(using: &random)!
                let keyed = Bool.random(using: &random) ? #""\#(token)": {"n": 1}, "# : ""
                var entry = CapturedEntry(
                    method: "POST",
                    url: base + path + (query.isEmpty ? "" : "?" + query.joined(separator: "&")),
                    requestHeaders: headers,
                    requestBody: #"{"username": "u\#(index)", "\#(name)": "\#(secret())"}"#,
                    responseBody:
                        #"{"success": true, "code": 200, "message": "", "result": {\#(keyed)"\#(name)": "\#(secret())", "id": \#(index)}}"#
                )
                if Bool.random(using: &random) {
                    entry.requestMimeType = "application/x-www-form-urlencoded"
                    entry.requestBody = "username=u\(index)&\(name)=\(secret())"
                }
                entries.append(entry)
                entries.append(entry)
            }
            let harness = try DraftHarness()
            let draft = try harness.draft([("p.har", entries)])
            let rendered = harness.rendered(draft)
            for output in [rendered.text] + DraftSummary.lines(draft, written: "p.yaml") {
                for value in planted {
                    XCTAssertFalse(output.contains(value), "seed \(seed): \(value) in\n\(output)")
                }
                XCTAssertFalse(output.contains("Pl4nt"), "seed \(seed): a planted value in a name:\n\(output)")
            }
        }
    }
}
