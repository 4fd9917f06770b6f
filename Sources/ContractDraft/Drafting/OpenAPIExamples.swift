import Contract
import ContractVerify
import TextFoundation
import WireVocabulary

/// The examples an OpenAPI document gives, as the drafted endpoints' examples: secret fields' values as
/// `<redacted NAME>`, the outcome the document states (`x-zing-expect`) or, without one, the one the rules give, and
/// only what lint will accept.
struct OpenAPIExamples {
    let contract: Contract

    func attach(_ examples: [[OperationReading.DocumentExample]], to target: inout Contract) {
        // A document's examples are samples, but a sample token is still one: values under credential names are
        // secrets wherever they stand.
        var secrets = SecretSet()
        for list in examples {
            for example in list {
                for value in [example.response, example.request].compactMap({ $0 }) {
                    Self.collect(value, into: &secrets)
                }
            }
        }
        let placeholders = Placeholders(contract: contract, secrets: secrets)
        for (index, endpoint) in contract.endpoints.enumerated() where endpoint.auth != .optional {
            var names: Set<String> = []
            for example in examples[index] {
                guard names.insert(example.name).inserted,
                    let built = self.example(example, endpoint: endpoint, placeholders: placeholders)
                else { continue }
                target.endpoints[index].examples.append(built)
            }
        }
    }

    private func example(
        _ example: OperationReading.DocumentExample, endpoint: Endpoint, placeholders: Placeholders
    ) -> Example? {
        let response: String
        var replaced: JSONValue?
        if let verbatim = example.verbatim {
            response = verbatim
        } else if let json = example.response {
            let body = placeholders.answerBody(json, of: endpoint)
            replaced = body
            response = body.text(.indented)
        } else {
            return nil
        }
        var request: String?
        switch endpoint.body {
        case .json(let model):
            if let json = example.request {
                let body = placeholders.apply(json, as: .model(model))
                guard ExampleBodies.fits(body, type: .model(model), contract: contract) else { break }
                request = body.text(.indented)
            } else if let text = example.requestText, let json = try? JSONValue.parse(text) {
                request = placeholders.apply(json, as: .model(model)).text(.indented)
            }
        case .form:
            request = example.requestText
        case .none, .multipart:
            break
        }
        let cookies = contract.auth?.session?.cookies.map(\.name) ?? []
        let setsCookies = contract.auth?.session?.setsCookies(endpoint.name) ?? false
        let set = SetCookie.cookies(inHeaders: example.headers.map { ($0.name, $0.value) }).filter { !$0.deletes }.map(
            \.name)
        let computed = ExampleExpectation.expectation(
            of: response, status: example.status, endpoint: endpoint, contract: contract,
            carriedCredentials: endpoint.auth == .token,
            setsEveryCookie: !setsCookies || cookies.allSatisfy(set.contains))
        guard var expectation = example.expectation ?? computed else { return nil }
        if case .success(let values) = expectation {
            guard ExampleBodies.payloadFits(response, endpoint: endpoint, contract: contract) else { return nil }
            // A value behind a placeholder is no longer the document's.
            let kept = values.filter { value in
                guard let replaced, let path = PayloadPath(value.path),
                    let payload = ExampleBodies.payload(of: replaced, endpoint: endpoint, contract: contract)
                else { return true }
                return path.value(in: payload)?.stringValue?.hasPrefix("<redacted") != true
            }
            expectation = .success(values: kept)
        }
        return Example(
            name: example.name, isConstructed: false, request: request, status: example.status,
            responseHeaders: example.headers, response: response, expectation: expectation,
            provenance: example.provenance)
    }

    private static func collect(_ value: JSONValue, into secrets: inout SecretSet, depth: Int = 0) {
        guard depth < 16 else { return }
        switch value {
        case .object(let members):
            for (key, member) in members {
                if SecretNames.isSecret(key), case .string(let text) = member { secrets.add(text) }
                collect(member, into: &secrets, depth: depth + 1)
            }
        case .array(let items):
            for item in items { collect(item, into: &secrets, depth: depth + 1) }
        default:
            break
        }
    }
}
