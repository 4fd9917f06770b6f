import APIRuntime
import Foundation

/// What must hold whatever the server answered; a violation aborts, so libFuzzer keeps the input.
enum Invariants {
    static func check(_ outcome: Outcome, input: FuzzInput) {
        if let errorClass = outcome.errorClass {
            guard !errorClass.isEmpty, outcome.texts.allSatisfy({ !$0.isEmpty || true }) else {
                fail("a failure without a class")
            }
        }
        for text in outcome.texts {
            // Checked independently of the redactor: the raw value, and the value once percent-decoding is undone.
            let decoded = text.removingPercentEncoding ?? text
            for secret in outcome.carried where text.contains(secret.reveal()) || decoded.contains(secret.reveal()) {
                fail("a secret the request carried is in an error, event or metadata text")
            }
        }
        switch input.answer {
        case .response(let response) where (300...399).contains(response.statusCode):
            guard outcome.errorClass == "invalidResponse" else { fail("a \(response.statusCode) was not refused") }
        case .fault(.responseTooLarge):
            guard outcome.errorClass == "invalidResponse" else { fail("an oversized body was not refused") }
        default:
            break
        }
    }

    private static func fail(_ what: String) -> Never {
        FileHandle.standardError.write(Data("invariant broken: \(what)\n".utf8))
        abort()
    }
}
