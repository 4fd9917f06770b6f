import ConcurrentMap
import Foundation
import TextFoundation
import WireVocabulary

/// Every example agrees with its endpoint: the response parses as JSON (unless a failure is expected), has
/// the envelope's fields, and — when success is expected — its payload decodes as the payload type, meets
/// the success conditions, and has every expected value's path. Request examples decode as the body model.
enum ExampleValidation {
    static func check(_ context: ValidationContext) {
        // Types that failed to decode would make every example look wrong, and a contract rule that failed to decode is
        // not applied, so an example's class would be another rule's; those errors come first.
        guard !context.typeDefinitionsAreDamaged, !context.isDamaged(section: "errorRules") else { return }
        let endpoints = context.contract.endpoints.filter {
            !$0.examples.isEmpty && !context.isDamaged(ContractPaths.endpoint($0.name))
        }
        // Endpoints are checked on every core, each into its own list; the lists are reported in endpoint order,
        // so the diagnostics are the same as a sequential pass's.
        let reports = endpoints.concurrentMap { endpoint -> [Diagnostic] in
            let diagnostics = DiagnosticList()
            let local = ValidationContext(context, collector: diagnostics)
            let shared = ExampleChecker.Shared(
                context: local, endpoint: endpoint,
                reader: AnswerReader(contract: context.contract, endpoint: endpoint),
                clientValue: ClientValue(contract: context.contract))
            for (index, example) in endpoint.examples.enumerated() {
                let checker = ExampleChecker(
                    shared: shared, example: example, path: ContractPaths.example(index, of: endpoint.name))
                checker.checkRequest()
                checker.checkResponse()
            }
            return diagnostics.diagnostics
        }
        for diagnostic in reports.joined() { context.emit(diagnostic) }
    }
}

/// The checks of one example.
struct ExampleChecker {
    /// What the checks of one endpoint's examples share, made once for the endpoint and held by reference: a checker
    /// per example copied the endpoint and its reader, 7% of the examples' checks.
    final class Shared {
        let context: ValidationContext
        let endpoint: Endpoint
        /// The shared reading of the endpoint's answers.
        let reader: AnswerReader
        /// What the client holds at a payload path once decoded.
        let clientValue: ClientValue

        init(context: ValidationContext, endpoint: Endpoint, reader: AnswerReader, clientValue: ClientValue) {
            self.context = context
            self.endpoint = endpoint
            self.reader = reader
            self.clientValue = clientValue
        }
    }

    private let shared: Shared
    let example: Example
    /// Where the example is written, made only for a report: nearly every example is right.
    private let makePath: () -> NodePath
    /// The keys of the payload's objects where expected paths leave them, sorted once per object.
    let objectKeys = ObjectKeys()

    init(shared: Shared, example: Example, path: @escaping @autoclosure () -> NodePath) {
        self.shared = shared
        self.example = example
        makePath = path
    }

    var context: ValidationContext { shared.context }
    var endpoint: Endpoint { shared.endpoint }
    var reader: AnswerReader { shared.reader }
    var clientValue: ClientValue { shared.clientValue }
    var path: NodePath { makePath() }

    private var contract: Contract { context.contract }
    private var shapes: JSONShapeChecker { JSONShapeChecker(contract: contract) }

    private func report(_ message: String, at key: String, hint: String? = nil) {
        context.error(
            "example '\(example.name)': \(message)", at: path.appending(key), fallback: example.provenance.mark,
            hint: hint)
    }

    func checkRequest() {
        guard let request = example.request else { return }
        switch endpoint.body {
        case .none:
            report("has a request body, but endpoint '\(endpoint.name)' sends none", at: "request")
        case .multipart:
            return
        case .form(let fields):
            for problem in FormBodyCheck(fields: fields).problems(in: request) {
                report("the request \(problem)", at: "request")
            }
        case .json(let model):
            guard contract.model(named: model) != nil else { return }
            let json: JSONValue
            do throws(JSONSyntaxError) {
                json = try JSONValue.parse(request)
            } catch {
                return report("the request is \(error)", at: "request")
            }
            let root = PayloadPath(components: [.key("request")])
            for problem in shapes.problems(json, against: .model(model), at: root) {
                report("\(problem)", at: "request", hint: problem.hint)
            }
            for violation in RequestLimits.violations(in: json, type: .model(model), at: root, contract: contract) {
                report(
                    "\(violation.description): the client refuses to send it (field '\(violation.field.name)' has "
                        + "\(violation.limitText))", at: "request")
            }
        }
    }

    /// The example's answer read by the shared definition, as the generated client reads it: what it expects (success
    /// and its values, or the class and codes the rules give; the message) must be what the definition gives.
    func checkResponse() {
        guard let sentSignedIn = checkSignedIn() else { return }
        let headers = example.responseHeaders.map { (name: $0.name, value: $0.value) }
        guard
            let meaning = reader.meaning(
                ofAnswer: example.status, headers: headers, body: example.response.utf8,
                carriedCredentials: sentSignedIn)
        else { return }
        // Worded only for a report.
        var wording: ExampleOutcomeWording {
            ExampleOutcomeWording(contract: contract, endpoint: endpoint, example: example)
        }
        switch (example.expectation, meaning.outcome) {
        case (.success(let values), .success(let success)):
            reportShapeProblems(meaning)
            checkValues(values, in: success)
            checkMessage(success.envelope.message)
        case (.success, .failure(let failure)):
            reportShapeProblems(meaning)
            // A payload that does not decode has said why, problem by problem.
            if case .refused(let rejection) = failure.reason,
                rejection.payload.shape?.problems.contains(where: \.breaksDecoding) == true
            {
                break
            }
            report(
                "the example expects success, but the client reads a failure: \(wording.reason(failure))"
                    + wording.classified(meaning), at: wording.place(of: failure.reason), hint: wording.hint(failure))
        case (.failure(let errorClass, _, _), .success):
            report(
                "the example expects class '\(errorClass)', but the client reads a success", at: "expect",
                hint: "an answer the envelope calls a success, whose payload decodes and meets the conditions, is one")
        case (.failure(let errorClass, let code, let errorCode), .failure(let failure)):
            if let given = meaning.classification?.errorClass, given != errorClass {
                report(
                    "the example expects class '\(errorClass)', but the rules give '\(given)' "
                        + "(\(wording.rulePlace(meaning)); \(wording.reason(failure)))", at: "expect")
            }
            compare(code.map(BusinessCode.int), failure.observation.failureCode.map(BusinessCode.int), key: "code")
            compare(
                errorCode.map(BusinessCode.string), failure.observation.failureErrorCode.map(BusinessCode.string),
                key: "errorCode")
            checkMessage(failure.observation.message)
        }
    }

    /// Whether the request was sent signed in: what the example says, or what its endpoint always does; nil (and an
    /// error) where it must say and does not, or says what the endpoint cannot do.
    private func checkSignedIn() -> Bool? {
        switch (endpoint.auth, example.signedIn) {
        case (.optional, nil):
            report(
                "endpoint '\(endpoint.name)' has optional authentication, so the example must say how it was sent",
                at: "response", hint: "add `signedIn: true` (sent with the session's credentials) or `signedIn: false`")
            return nil
        case (.token, false?):
            report(
                "`signedIn: false`, but endpoint '\(endpoint.name)' always carries the session's credentials",
                at: "signedIn", hint: "only an endpoint with `auth: optional` is sent signed out and signed in")
            return nil
        case (.none, true?):
            report(
                "`signedIn: true`, but endpoint '\(endpoint.name)' never carries credentials (`auth: none`)",
                at: "signedIn", hint: "only an endpoint with `auth: optional` is sent signed out and signed in")
            return nil
        default:
            return example.sentSignedIn(for: endpoint.auth)
        }
    }

    /// Every problem of the payload against its type, breaking or not: an example is held to the documented shape.
    private func reportShapeProblems(_ meaning: AnswerMeaning) {
        for problem in meaning.checkedPayload?.shape?.problems ?? [] {
            report("\(problem)", at: "response", hint: problem.hint)
        }
    }

    /// Each expected value is at its path, and is what the client holds there once decoded.
    private func checkValues(
        _ values: [Example.ExpectedValue], in success: ExchangeOutcome<CheckedPayload, PayloadRejection>.Success
    ) {
        let payload =
            endpoint.response.payload == .message
            ? success.envelope.message.map(JSONValue.string) : success.accepted.value
        for value in values {
            // Made only for a diagnostic: nearly every expected value is right.
            var valuePath: NodePath { path.appending("expect", "values", value.path) }
            guard let parsed = PayloadPath(value.path) else {
                context.errorAtKey(
                    "example '\(example.name)': bad value path '\(value.path)'", at: valuePath,
                    fallback: example.provenance.mark, hint: "write paths like userInfo.id or [0].tenantUserId")
                continue
            }
            guard let payload, let found = parsed.value(in: payload) else {
                context.errorAtKey(
                    "example '\(example.name)': expected value path '\(value.path)' does not exist in the response payload",
                    at: valuePath, fallback: example.provenance.mark,
                    hint: payload.flatMap { missingStepHint(parsed, in: $0) })
                continue
            }
            guard let expected = try? JSONValue.parse(value.json), let type = endpoint.response.type else { continue }
            let held = clientValue.value(at: parsed, in: payload, type: type) ?? found
            guard !held.isEquivalent(to: expected) else { continue }
            let keys = parsed.components.compactMap { component -> String? in
                if case .key(let key) = component { return key }
                return nil
            }
            let secret = contract.pathIsSecret(keys, from: type)
            context.errorAtKey(
                "example '\(example.name)': expects \(value.json) at '\(value.path)', but the client reads "
                    + (secret ? "another value (a secret, not shown)" : held.text(.canonical)), at: valuePath,
                fallback: example.provenance.mark)
        }
    }

    /// The message the example expects, where it states one, is the envelope's.
    private func checkMessage(_ message: String?) {
        guard let expected = example.expectedMessage, expected != message else { return }
        let found = message.map { JSONValue.string($0).foundDescription } ?? "no message"
        report(
            "expects the message \(JSONValue.string(expected).foundDescription), but the client reads \(found)",
            at: "expect")
    }

    /// An expected code must be the one the failure carries.
    private func compare(_ expected: BusinessCode?, _ actual: BusinessCode?, key: String) {
        guard let expected, actual != expected else { return }
        context.error(
            "example '\(example.name)': expects \(key) \(expected.quotedForMessage), but the client reads "
                + (actual.map(\.quotedForMessage) ?? "none"), at: path.appending("expect", key),
            fallback: example.provenance.mark,
            hint: actual == nil ? "the envelope '\(endpoint.response.envelope)' hands the rules no \(key) here" : nil)
    }

}
