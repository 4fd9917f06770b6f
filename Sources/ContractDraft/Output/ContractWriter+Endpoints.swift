import Contract
import TextFoundation
import WireVocabulary

extension ContractWriter {
    static func endpoints(_ contract: Contract, into out: inout YAMLLines) {
        out.open("endpoints", level: 0)
        for (index, endpoint) in contract.endpoints.enumerated() {
            if index > 0 { out.blank() }
            endpointBlock(endpoint, contract: contract, into: &out)
        }
    }

    private static func endpointBlock(_ endpoint: Endpoint, contract: Contract, into out: inout YAMLLines) {
        let place = DraftPlace.endpoint(endpoint.name)
        out.open(endpoint.name, level: 1, place: place)
        for (key, value) in documentation(endpoint.provenance) { out.pair(key, value, level: 2) }
        if let deprecation = endpoint.deprecation { out.pair("deprecated", deprecated(deprecation), level: 2) }
        out.pair("method", endpoint.method.rawValue, level: 2)
        out.pair("path", YAMLScalarText.string(endpoint.path), level: 2, place: place.appending("path"))
        if let server = endpoint.server { out.pair("server", YAMLScalarText.string(server), level: 2) }
        parameters(endpoint.pathParameters, key: "params", place: place.appending("params"), into: &out)
        parameters(endpoint.query, key: "query", place: place.appending("query"), into: &out)
        if !endpoint.parameterGroups.isEmpty {
            out.open("oneOf", level: 2)
            for group in endpoint.parameterGroups {
                out.pair(group.name, flowSequence(group.members.map(YAMLScalarText.string)), level: 3)
            }
        }
        if contract.auth != nil || endpoint.auth != .none {
            out.pair("auth", endpoint.auth.rawValue, level: 2, place: place.appending("auth"))
        }
        if contract.auth?.tenant != nil, endpoint.sendsTenant != (endpoint.auth == .token) {
            out.pair("tenant", String(endpoint.sendsTenant), level: 2)
        }
        out.pair("role", endpoint.role.rawValue, level: 2, place: place.appending("role"))
        out.pair("retry", endpoint.retry.rawValue, level: 2)
        if endpoint.isServerOnly { out.pair("serverOnly", "true", level: 2) }
        if endpoint.isSigned { out.pair("signed", "true", level: 2) }
        body(endpoint.body, place: place.appending("body"), into: &out)
        response(endpoint.response, place: place.appending("response"), into: &out)
        if let pagination = endpoint.pagination { out.pair("pagination", Self.pagination(pagination), level: 2) }
        errorRules(endpoint.errorRules, key: "errors", level: 2, place: place.appending("errors"), into: &out)
        var policy: [(String, String)] = []
        if let limit = endpoint.maxResponseBytes { policy.append(("maxResponseBytes", String(limit))) }
        if let timeout = endpoint.timeout { policy.append(("timeout", number(timeout))) }
        if let source = endpoint.timeoutSource { policy.append(("source", YAMLScalarText.string(source))) }
        if !policy.isEmpty { out.pair("clientPolicy", flowMapping(policy), level: 2) }
        examples(endpoint.examples, place: place.appending("examples"), into: &out)
    }

    private static func parameters(
        _ parameters: [Endpoint.Parameter], key: String, level: Int = 2, place: DraftPlace, into out: inout YAMLLines
    ) {
        guard !parameters.isEmpty else { return }
        out.open(key, level: level)
        for parameter in parameters {
            out.pair(
                parameter.name, flowMapping(pairs(of: parameter)), level: level + 1,
                place: place.appending(parameter.name))
        }
    }

    static func pairs(of parameter: Endpoint.Parameter) -> [(String, String)] {
        var pairs = [("type", typeText(parameter.type))]
        if let constant = parameter.constant { pairs.append(("const", YAMLScalarText.quoted(constant))) }
        if parameter.isOptional { pairs.append(("optional", "true")) }
        if parameter.isSecret { pairs.append(("secret", "true")) }
        if let cookie = parameter.fromCookie {
            pairs.append(("from", flowMapping([("cookie", YAMLScalarText.string(cookie))])))
        }
        if let kind = parameter.perCall { pairs.append(("from", from(kind))) }
        return pairs + documentation(parameter.provenance)
    }

    private static func body(_ body: Endpoint.Body, place: DraftPlace, into out: inout YAMLLines) {
        switch body {
        case .none:
            return
        case .json(let model):
            out.pair("body", flowMapping([("json", YAMLScalarText.string(model))]), level: 2, place: place)
        case .multipart(let file, let fields):
            out.open("body", level: 2, place: place)
            out.open("multipart", level: 3)
            out.pair("file", YAMLScalarText.string(file), level: 4)
            if fields.isEmpty {
                out.pair("fields", "{}", level: 4)
            } else {
                parameters(fields, key: "fields", level: 4, place: place.appending("fields"), into: &out)
            }
        case .form(let fields):
            out.open("body", level: 2, place: place)
            out.open("form", level: 3)
            parameters(fields, key: "fields", level: 4, place: place.appending("fields"), into: &out)
        }
    }

    private static func response(_ response: Endpoint.Response, place: DraftPlace, into out: inout YAMLLines) {
        out.open("response", level: 2, place: place)
        out.pair("envelope", YAMLScalarText.string(response.envelope), level: 3, place: place.appending("envelope"))
        out.pair("payload", response.payload.rawValue, level: 3, place: place.appending("payload"))
        if let type = response.type { out.pair("type", typeText(type), level: 3, place: place.appending("type")) }
        if let codes = response.successCodes {
            out.pair(
                "successCodes", flowSequence(codes.map(code)), level: 3, place: place.appending("successCodes"))
        }
        if !response.success.isEmpty {
            out.open("success", level: 3, place: place.appending("success"))
            for item in response.success {
                var pairs = [("payload", payloadTest(item.condition.require))]
                if let when = item.condition.when { pairs.append(("when", payloadTest(when))) }
                out.line("- " + flowMapping(pairs + docAndSource(item.provenance)), level: 4)
            }
        }
        if let data = response.failureData {
            let pairs = [
                ("type", typeText(data.type)), ("on", flowSequence(data.classes.map(YAMLScalarText.string))),
            ]
            out.pair(
                "failureData", flowMapping(pairs + docAndSource(data.provenance)), level: 3,
                place: place.appending("failureData"))
        }
        guard !response.require.isEmpty else { return }
        out.open("require", level: 3)
        var variantsWritten: Set<String> = []
        for requirement in response.require {
            guard let variant = requirement.variant else {
                out.line(
                    "- "
                        + YAMLScalarText.string(
                            Endpoint.Requirement(
                                path: requirement.path, predicate: requirement.predicate,
                                provenance: requirement.provenance
                            ).description), level: 4)
                continue
            }
            guard variantsWritten.insert(variant).inserted else { continue }
            let conditions = response.require.filter { $0.variant == variant }.map {
                YAMLScalarText.quoted(
                    Endpoint.Requirement(path: $0.path, predicate: $0.predicate, provenance: $0.provenance).description)
            }
            out.line("- " + YAMLScalarText.string(variant) + ": " + flowSequence(conditions), level: 4)
        }
    }

    private static func examples(_ examples: [Example], place: DraftPlace, into out: inout YAMLLines) {
        guard !examples.isEmpty else { return }
        out.open("examples", level: 2, place: place)
        for example in examples {
            out.line("- name: " + YAMLScalarText.quoted(example.name), level: 3)
            if let doc = example.provenance.doc { out.pair("doc", YAMLScalarText.quoted(doc), level: 4) }
            if let source = example.provenance.source { out.pair("source", YAMLScalarText.quoted(source), level: 4) }
            if example.isConstructed { out.pair("constructed", "true", level: 4) }
            out.pair("status", String(example.status), level: 4)
            if let signedIn = example.signedIn { out.pair("signedIn", String(signedIn), level: 4) }
            if !example.responseHeaders.isEmpty {
                out.pair(
                    "headers", flowMapping(example.responseHeaders.map { ($0.name, YAMLScalarText.quoted($0.value)) }),
                    level: 4)
            }
            if let request = example.request { bodyText("request", request, into: &out) }
            bodyText("response", example.response, into: &out)
            out.pair("expect", expectation(example.expectation), level: 4)
        }
    }

    /// A body as a literal block when it is printed JSON (one line per line), else as one quoted string.
    private static func bodyText(_ key: String, _ text: String, into out: inout YAMLLines) {
        let isBlock =
            (text.hasPrefix("{") || text.hasPrefix("["))
            && text.unicodeScalars.allSatisfy { !UnsafeScalar.isUnsafe($0) || $0 == "\n" }
            && !text.hasSuffix("\n") && !text.contains("\n\n")
        if isBlock {
            out.literal(key, text, level: 4)
        } else {
            out.pair(key, YAMLScalarText.quoted(text), level: 4)
        }
    }

    static func expectation(_ expectation: Example.Expectation) -> String {
        switch expectation {
        case .success(let values):
            guard !values.isEmpty else { return flowMapping([("success", "true")]) }
            let spelled = values.map { (YAMLScalarText.quoted($0.path), $0.json) }
            return "{ success: true, values: { " + spelled.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + " } }"
        case .failure(let errorClass, let code, let errorCode):
            var pairs = [("class", YAMLScalarText.string(errorClass))]
            if let code { pairs.append(("code", String(code))) }
            if let errorCode { pairs.append(("errorCode", YAMLScalarText.quoted(errorCode))) }
            return flowMapping(pairs)
        }
    }
}
