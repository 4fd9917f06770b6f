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
        for value in perCallValues {
            let sent = values(at: value.placement)
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
            let sent = values(at: value.placement)
            if sent.isEmpty {
                problems.append("signed \(value.placement) is missing")
            } else if sent != ["example-\(value.placement.name)"] {
                problems.append("signed \(value.placement) is not the example signer's, or is sent twice")
            }
        }
        guard problems.isEmpty else { throw RequestMismatch(problems: problems) }
    }

    /// Every value the request sent at `placement`, in order: a query parameter's, a header's (names compared
    /// case-insensitively), or a field's of a form body.
    private func values(at placement: PerCallValue.Placement) -> [String] {
        switch placement {
        case .query(let name): return queryItems.filter { $0.name == name }.map(\.value)
        case .header(let name):
            return request.headers.filter { $0.name.lowercased() == name.lowercased() }.map(\.value)
        case .formField(let name):
            guard value(forHeader: "Content-Type")?.hasPrefix(FormURLEncoding.mediaType) == true else { return [] }
            return FormURLEncoding.parse(body).filter { $0.name == name }.map(\.value)
        }
    }
}
