import APIRuntime
import XCTest

/// Fails, naming a secret by its number only, when `value`'s ``SecretCarrying`` conformance does not list one of
/// `secrets` (or the value does not conform at all): what the exchange's redactor learns of a request body or an answer
/// is what the conformance lists, so the generated redaction tests hold every model with a secret field to it.
@_spi(Generated)
public func assertCarries(_ value: Any, secrets: [String], file: StaticString = #filePath, line: UInt = #line) {
    guard let missing = secretsNotCarried(by: value, secrets: secrets) else {
        return XCTFail("the value's type does not conform to SecretCarrying", file: file, line: line)
    }
    for index in missing {
        XCTFail("secret #\(index + 1) is not among the value's secrets", file: file, line: line)
    }
}

/// The indices of `secrets` that `value`'s conformance does not list; nil when its type does not conform.
func secretsNotCarried(by value: Any, secrets: [String]) -> [Int]? {
    guard let carrier = value as? any SecretCarrying else { return nil }
    let carried = Set(carrier.secrets.map { $0.reveal() })
    return secrets.indices.filter { !carried.contains(secrets[$0]) }
}
