import APIRuntime
import Contract
import TestRandomness

/// Random facts of failed exchanges, drawn around what a contract's rules test (their statuses, codes, error codes and
/// payload and message tests, and values beside them), so every rule and the gaps between rules are reached.
struct ObservationDraw {
    let statuses: [Int]
    let codes: [Int]
    let errorCodes: [String]
    let payloadTests: [PayloadTest]
    let messageTests: [MessageTest]

    init(rules: [ErrorRule]) {
        var statuses: Set<Int> = [200, 201, 204, 301, 302, 304, 400, 401, 403, 404, 413, 429, 500, 502, 503]
        for range in rules.flatMap(\.http) {
            statuses.formUnion([range.lower - 1, range.lower, range.upper, range.upper + 1])
        }
        self.statuses = statuses.sorted()
        codes = Array(Set(rules.flatMap(\.codes).flatMap { [$0, $0 + 1] } + [0, 200, 500, -1])).sorted()
        errorCodes = Array(Set(rules.flatMap(\.errorCodes) + ["", "UNLISTED"])).sorted()
        payloadTests = rules.compactMap(\.payload)
        messageTests = rules.compactMap(\.message)
    }

    func observation(using random: inout SeededRandom) -> ExchangeObservation {
        var observation = ExchangeObservation(carriedCredentials: Bool.random(using: &random))
        switch Int.random(in: 0..<10, using: &random) {
        case 0:
            let faults: [TransportFault] = [
                .cancelled, .timeout, .offline, .cannotConnect, .connectionLost, .other(code: -1009),
                .responseTooLarge(limit: 1024),
            ]
            observation.transportFault = faults.randomElement(using: &random)
            return observation
        case 1:
            observation.localRejection = .invalidInput
            return observation
        default:
            break
        }
        observation.httpStatus = statuses.randomElement(using: &random)
        let bodies: [ExchangeObservation.Body] = [
            .absent, .notJSON, .notEnvelope, .envelope(success: false), .envelope(success: true), .json,
        ]
        observation.body = bodies.randomElement(using: &random)!
        if Bool.random(using: &random) { observation.failureCode = codes.randomElement(using: &random) }
        if Bool.random(using: &random) { observation.failureErrorCode = errorCodes.randomElement(using: &random) }
        observation.conditionsFailed = Int.random(in: 0..<4, using: &random) == 0
        observation.failureReported = Bool.random(using: &random)
        if let test = messageTests.randomElement(using: &random), Bool.random(using: &random) {
            observation.message = Bool.random(using: &random) ? test.fittingText : "another message"
        }
        if let test = payloadTests.randomElement(using: &random), Bool.random(using: &random) {
            observation.payloadFields = test.field.setting(value(near: test, using: &random), in: .object(JSONObject()))
        }
        return observation
    }

    /// A value the test accepts, or one beside it.
    private func value(near test: PayloadTest, using random: inout SeededRandom) -> JSONValue {
        switch test.check {
        case .oneOf(let values):
            return Bool.random(using: &random) ? values.randomElement(using: &random) ?? .null : .int(-7)
        case .nonEmpty:
            return Bool.random(using: &random) ? .string("x") : .string("")
        }
    }
}
