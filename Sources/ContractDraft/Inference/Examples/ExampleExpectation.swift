import Contract
import WireVocabulary

/// What an example of a drafted endpoint expects, read by the one definition of an answer's meaning
/// (``Contract/meaning(ofAnswer:headers:body:carriedCredentials:endpoint:)``) that lint then holds the example to:
/// success, or the class the contract's rules give its failure with the codes the envelope reads. Answers the draft
/// cannot state an expectation for are not made examples (nil): a redirect, a failure no rule classes, and a sign-in
/// that did not set every session cookie.
enum ExampleExpectation {
    static func expectation(
        of body: String, status: Int, endpoint: Endpoint, contract: Contract, carriedCredentials: Bool,
        setsEveryCookie: Bool
    ) -> Example.Expectation? {
        guard !(300...399).contains(status),
            let meaning = contract.meaning(
                ofAnswer: status, body: Array(body.utf8), carriedCredentials: carriedCredentials, endpoint: endpoint)
        else { return nil }
        switch meaning.outcome {
        case .success:
            return setsEveryCookie ? .success(values: []) : nil
        case .failure(let failure):
            guard let errorClass = meaning.classification?.errorClass else { return nil }
            return .failure(
                errorClass: errorClass, code: failure.observation.failureCode,
                errorCode: failure.observation.failureErrorCode)
        }
    }
}
