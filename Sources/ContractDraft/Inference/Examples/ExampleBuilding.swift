import Contract
import ContractVerify
import Foundation
import TextFoundation
import WireVocabulary

/// Makes a drafted endpoint's examples from its candidates: secrets replaced through the same placeholders
/// `verify --examples` uses (`secret: true` fields as `<redacted NAME>`, any other text holding a captured secret
/// scrubbed), the expected outcome computed as the client reads the answer, and only what lint will accept kept.
struct ExampleBuilding {
    let contract: Contract
    let secrets: SecretSet
    /// The cookies a sign-in sets, when the session is cookies.
    let sessionCookies: [String]

    func examples(of candidates: [ExampleCandidate], for endpoint: Endpoint, isSetBy: Bool) -> [Example] {
        let placeholders = Placeholders(contract: contract, secrets: secrets)
        var examples: [Example] = []
        for candidate in candidates.sorted(by: { $0.weight > $1.weight }) {
            guard let text = String(data: candidate.response, encoding: .utf8) else { continue }
            let response: String
            if let json = try? JSONValue.parse(candidate.response) {
                response = placeholders.answerBody(json, of: endpoint).text(.indented)
            } else {
                response = secrets.scrub(text)
            }
            let setCookies = candidate.setCookies.filter { !$0.deletes }.map(\.name)
            let setsEvery = !isSetBy || sessionCookies.allSatisfy(setCookies.contains)
            guard
                let expectation = ExampleExpectation.expectation(
                    of: response, status: candidate.status, endpoint: endpoint, contract: contract,
                    carriedCredentials: candidate.carriedCredentials, setsEveryCookie: setsEvery)
            else { continue }
            if case .success = expectation, !ExampleBodies.payloadFits(response, endpoint: endpoint, contract: contract)
            {
                continue
            }
            var headers: [HeaderRules.Header] = []
            if isSetBy, case .success = expectation {
                headers.append(
                    HeaderRules.Header(name: "Set-Cookie", value: Placeholders.sessionCookies(sessionCookies)))
            }
            let source = candidate.source
            examples.append(
                Example(
                    name: "captured " + source.replacingOccurrences(of: "#", with: " "),
                    request: request(candidate.request, endpoint: endpoint, placeholders: placeholders),
                    status: candidate.status, responseHeaders: headers, response: response, expectation: expectation,
                    signedIn: endpoint.auth == .optional ? candidate.carriedCredentials : nil,
                    provenance: Provenance(mark: DraftProvenance.none.mark, source: source)))
        }
        return examples
    }

    /// The request body as an example holds it, when it is exactly what the endpoint sends.
    private func request(_ data: Data?, endpoint: Endpoint, placeholders: Placeholders) -> String? {
        guard let data else { return nil }
        switch endpoint.body {
        case .json(let model):
            guard let json = try? JSONValue.parse(data) else { return nil }
            let replaced = placeholders.apply(json, as: .model(model))
            return ExampleBodies.fits(replaced, type: .model(model), contract: contract)
                ? replaced.text(.indented) : nil
        case .form(let fields):
            var pairs: [(name: String, value: String)] = []
            for (name, value) in FormURLEncoding.parse(data) {
                guard let field = fields.first(where: { $0.name == name }), !pairs.contains(where: { $0.name == name })
                else { return nil }
                if field.isSecret {
                    pairs.append((name, "<redacted \(name)>"))
                } else {
                    let scrubbed = secrets.scrub(value)
                    guard scrubbed == value || field.type == .scalar(.string) else { return nil }
                    pairs.append((name, scrubbed))
                }
            }
            return FormURLEncoding.serialize(pairs)
        case .none, .multipart:
            return nil
        }
    }
}
