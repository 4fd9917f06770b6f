import ConcurrentMap
import Foundation
import TextFoundation
import WireVocabulary

/// Every example agrees with its endpoint: the response parses as JSON (unless a failure is expected), has
/// the envelope's fields, and — when success is expected — its payload decodes as the payload type, meets
/// the success conditions, and has every expected value's path. Request examples decode as the body model.
enum ExampleValidation {
    static func check(_ context: ValidationContext) {
        // Types that failed to decode would make every example look wrong; those errors come first.
        guard !context.typeDefinitionsAreDamaged else { return }
        let endpoints = context.contract.endpoints.filter {
            !$0.examples.isEmpty && !context.isDamaged(ContractPaths.endpoint($0.name))
        }
        // Endpoints are checked on every core, each into its own list; the lists are reported in endpoint order,
        // so the diagnostics are the same as a sequential pass's.
        let reports = endpoints.concurrentMap { endpoint -> [Diagnostic] in
            let diagnostics = DiagnosticList()
            let local = ValidationContext(context, collector: diagnostics)
            for (index, example) in endpoint.examples.enumerated() {
                let checker = ExampleChecker(
                    context: local, endpoint: endpoint, example: example,
                    path: ContractPaths.example(index, of: endpoint.name))
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
    let context: ValidationContext
    let endpoint: Endpoint
    let example: Example
    let path: NodePath
    /// The keys of the payload's objects where expected paths leave them, sorted once per object.
    private let objectKeys = ObjectKeys()

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
            for problem in shapes.problems(json, against: .model(model), at: PayloadPath(components: [.key("request")]))
            {
                report("\(problem)", at: "request", hint: problem.hint)
            }
        }
    }

    func checkResponse() {
        guard let envelope = contract.envelope(named: endpoint.response.envelope) else { return }
        guard let json = try? JSONValue.parse(example.response) else {
            if case .success = example.expectation {
                report(
                    "the response is not JSON, but the example expects success", at: "response",
                    hint: "a non-JSON body is only an example of a failure (`expect: { class: … }`)")
            }
            return
        }
        switch example.expectation {
        case .success(let values):
            if !(200...299).contains(example.status) {
                report("the example expects success, but its HTTP status is \(example.status)", at: "status")
            }
            checkSuccess(json, envelope: envelope, values: values)
        case .failure(_, let code, let errorCode):
            checkFailure(json, envelope: envelope, code: code, errorCode: errorCode)
        }
    }

    private func checkSuccess(_ json: JSONValue, envelope: Envelope, values: [Example.ExpectedValue]) {
        if envelope.style != .none {
            guard case .object = json else {
                return report("expected an envelope object, found \(json.foundDescription)", at: "response")
            }
            switch EnvelopeReading.read(json, envelope.format, httpStatus: example.status).verdict {
            case .success:
                break
            case .failure:
                report(
                    "the example expects success, but envelope '\(envelope.name)' reads it as a failure", at: "response"
                )
            case .notEnvelope(let mismatch) where envelope.style == .flag && mismatch.field == envelope.successField:
                break  // the flag's own check below says what is wrong with it
            case .notEnvelope(let mismatch):
                report(
                    "the example expects success, but the response is not envelope '\(envelope.name)': \(mismatch)",
                    at: "response")
            }
            checkEnvelopeFields(json, envelope: envelope)
        }
        let (payload, payloadPath) = payloadLocation(in: json, envelope: envelope)
        if let payload, payload != .null, let type = endpoint.response.type {
            for problem in shapes.problems(payload, against: type, at: payloadPath) {
                report("\(problem)", at: "response", hint: problem.hint)
            }
        }
        switch endpoint.payloadRules.evaluate(payload) {
        case .accepted: break
        case .failure(let test):
            report("the example expects success, but the payload rule '\(test)' makes it a failure", at: "response")
        case .unmet(let condition):
            report("the example expects success, but success condition '\(condition)' fails", at: "response")
        }
        for requirement in endpoint.response.require {
            if let failure = RequirementCheck.failure(
                of: requirement, on: payload, payloadType: endpoint.response.type, in: contract)
            {
                report(
                    "the example expects success, but requirement '\(requirement)' fails: \(failure)", at: "response")
            }
        }
        for value in values {
            let valuePath = path.appending("expect", "values", value.path)
            guard let parsed = PayloadPath(value.path) else {
                context.errorAtKey(
                    "example '\(example.name)': bad value path '\(value.path)'", at: valuePath,
                    fallback: example.provenance.mark, hint: "write paths like userInfo.id or [0].tenantUserId")
                continue
            }
            guard let payload, parsed.value(in: payload) != nil else {
                context.errorAtKey(
                    "example '\(example.name)': expected value path '\(value.path)' does not exist in the response payload",
                    at: valuePath, fallback: example.provenance.mark,
                    hint: payload.flatMap { missingStepHint(parsed, in: $0) })
                continue
            }
        }
    }

    /// Where the path leaves the example: "did you mean" among the keys there, or the size of a too-short list.
    private func missingStepHint(_ path: PayloadPath, in payload: JSONValue) -> String? {
        var value = payload
        for (depth, component) in path.components.enumerated() {
            switch (component, value) {
            case (.key(let key), .object(let members)):
                guard let member = members[key] else {
                    let (keys, suggester) = objectKeys.keys(of: members, at: Array(path.components.prefix(depth)))
                    if let hint = suggester.hint(for: key) { return hint }
                    let shown = keys.prefix(Self.keysShown).joined(separator: ", ")
                    return keys.isEmpty
                        ? "the object there is empty"
                        : keys.count <= Self.keysShown
                            ? "the object there has \(shown), no '\(key)'"
                            : "the object there has \(keys.count) keys (\(shown), …), no '\(key)'"
                }
                value = member
            case (.index(let index), .array(let items)):
                guard items.indices.contains(index) else { return "the list there has \(items.count) items" }
                value = items[index]
            case (.key, _):
                return "the value there is not an object"
            case (.index, _):
                return "the value there is not a list"
            }
        }
        return nil
    }

    private func checkFailure(_ json: JSONValue, envelope: Envelope, code: Int?, errorCode: String?) {
        guard case .object = json else { return }
        let reading = EnvelopeReading.read(json, envelope.format, httpStatus: example.status)
        if envelope.style == .flag, let successField = envelope.successField, successField.value(in: json) != nil {
            checkEnvelopeFields(json, envelope: envelope)
        }
        if let code {
            let hasField = envelope.codeField != nil && envelope.codeKind == .int && envelope.style != .none
            compare(.int(code), actual: reading.numericCode.map(JSONValue.int), hasField: hasField, key: "code")
        }
        if let errorCode {
            let hasField =
                envelope.errorCodeField != nil || envelope.problemDetails
                || (envelope.codeField != nil && envelope.codeKind == .string && envelope.style != .none)
            let actual = reading.textCode ?? reading.errorCode
            compare(.string(errorCode), actual: actual.map(JSONValue.string), hasField: hasField, key: "errorCode")
        }
    }

    /// The success flag is a boolean and a flag envelope's code an integer, where the body has them.
    private func checkEnvelopeFields(_ json: JSONValue, envelope: Envelope) {
        if let field = envelope.successField, envelope.style == .flag {
            switch field.value(in: json) {
            case .bool: break
            case nil: report("the response has no '\(field)' field", at: "response")
            case let value?: report("\(field): expected a boolean, found \(value.foundDescription)", at: "response")
            }
        }
        if envelope.style == .flag, envelope.codeKind == .int, let field = envelope.codeField,
            let value = field.value(in: json), value.integerValue == nil, value != .null
        {
            report("\(field): expected an integer, found \(value.foundDescription)", at: "response")
        }
    }

    /// An expected code must be the one the body carries.
    private func compare(_ expected: JSONValue, actual: JSONValue?, hasField: Bool, key: String) {
        guard hasField else {
            return report(
                "expects a \(key), but envelope '\(endpoint.response.envelope)' has no \(key) field", at: "expect")
        }
        guard actual != expected else { return }
        report(
            "expects \(key) \(expected.foundDescription), but the response's \(key) is "
                + (actual?.foundDescription ?? "missing"), at: "response")
    }

    /// Most keys a hint lists, so a hostile example with thousands of keys can't make thousands of long lines.
    private static let keysShown = 12

    /// The payload of a response and the path that names it in messages.
    private func payloadLocation(in json: JSONValue, envelope: Envelope) -> (JSONValue?, PayloadPath) {
        let field: FieldPath?
        switch endpoint.response.payload {
        case .none: return (nil, PayloadPath(components: []))
        case .body:
            var body = envelope.format
            body.payloadField = nil
            return (EnvelopeReading.payload(in: json, body), PayloadPath(components: []))
        case .result: field = envelope.payloadField
        case .message: field = envelope.messageField
        }
        guard let field else { return (nil, PayloadPath(components: [])) }
        let path = PayloadPath(components: field.keys.map(PayloadPath.Component.key))
        // The payload field less the envelope's own keys inside it (Tencent Cloud's `Error` inside `Response`), as
        // the client decodes it.
        guard endpoint.response.payload == .result else { return (field.value(in: json), path) }
        return (EnvelopeReading.payload(in: json, envelope.format), path)
    }
}

/// The sorted keys of an example's objects, and their suggester, by the path of the object: an example with many
/// expected values that miss sorts and prepares each object once.
private final class ObjectKeys {
    private var known: [[PayloadPath.Component]: (keys: [String], suggester: DidYouMean.Suggester)] = [:]

    func keys(
        of members: JSONObject, at path: [PayloadPath.Component]
    ) -> (keys: [String], suggester: DidYouMean.Suggester) {
        if let entry = known[path] { return entry }
        let keys = members.keys.sorted()
        let entry = (keys, DidYouMean.Suggester(keys))
        known[path] = entry
        return entry
    }
}
