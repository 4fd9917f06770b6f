import Contract
import WireVocabulary

/// The values computed per call a request lacks or sends otherwise than their kind, and the signed values it lacks,
/// for the request log: by the
/// contract's names and the kind's words, never a value.
enum PerCallNotes {
    static func notes(_ values: [PerCallValue], _ request: MockRequest) -> [String] {
        guard !values.isEmpty else { return [] }
        let form = request.body.map { FormURLEncoding.parse($0) } ?? []
        return values.compactMap { value -> String? in
            let sent: String? =
                switch value.placement {
                case .query(let name): PercentDecoding.queryValue(name, in: request.query)
                case .header(let name): request.header(name)
                case .formField(let name): form.first { $0.name == name }?.value
                }
            guard let sent else { return "\(value.placement) missing (computed per call)" }
            return value.kind.problem(with: sent).map { "\(value.placement) \($0)" }
        }
    }

    /// The values a signed endpoint's signer adds that the request lacks.
    static func notes(signed values: [SignedValue], _ request: MockRequest) -> [String] {
        values.compactMap { value in
            let sent: Bool =
                switch value.placement {
                case .query(let name): PercentDecoding.queryValue(name, in: request.query) != nil
                case .header(let name): request.header(name) != nil
                case .formField: true
                }
            return sent ? nil : "signed \(value.placement) missing"
        }
    }
}
