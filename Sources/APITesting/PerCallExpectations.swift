import APIRuntime
import Foundation

extension RecordedRequest {
    /// Checks that the request carries each value its contract computes per call, once, where it travels and of its
    /// kind (a time in its unit, random text of its length and alphabet), whatever the value itself.
    ///
    /// - Throws: ``RequestMismatch`` naming each value that is missing, sent twice or not of its kind (values are
    ///   not shown).
    public func expect(perCallValues: [PerCallValue]) throws(RequestMismatch) {
        var problems: [String] = []
        let form =
            value(forHeader: "Content-Type")?.hasPrefix(FormURLEncoding.mediaType) == true
            ? FormURLEncoding.parse(body) : []
        for value in perCallValues {
            let sent: [String] =
                switch value.placement {
                case .query(let name): queryItems.filter { $0.name == name }.map(\.value)
                case .header(let name):
                    request.headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
                case .formField(let name): form.filter { $0.name == name }.map(\.value)
                }
            guard let text = sent.first else {
                problems.append("\(value.placement) is missing")
                continue
            }
            if sent.count > 1 { problems.append("\(value.placement) is sent \(sent.count) times, expected once") }
            if let problem = value.kind.problem(with: text) { problems.append("\(value.placement) \(problem)") }
        }
        guard problems.isEmpty else { throw RequestMismatch(problems: problems) }
    }

    /// Checks that the request carries each value its signer adds, once, where it travels, as `ExampleSigner`
    /// signs (`example-<name>`).
    ///
    /// - Throws: ``RequestMismatch`` naming each value that is missing, sent twice or not the example signer's
    ///   (values are not shown).
    public func expect(signedValues: [SignedValue]) throws(RequestMismatch) {
        var problems: [String] = []
        for value in signedValues {
            let sent: [String] =
                switch value.placement {
                case .query(let name): queryItems.filter { $0.name == name }.map(\.value)
                case .header(let name):
                    request.headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
                case .formField: []
                }
            if sent.isEmpty {
                problems.append("signed \(value.placement) is missing")
            } else if sent != ["example-\(value.placement.name)"] {
                problems.append("signed \(value.placement) is not the example signer's, or is sent twice")
            }
        }
        guard problems.isEmpty else { throw RequestMismatch(problems: problems) }
    }
}
