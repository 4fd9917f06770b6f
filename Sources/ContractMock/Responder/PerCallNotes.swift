import Contract
import WireVocabulary

/// The values computed per call a request lacks or sends otherwise than their kind, and the signed values it lacks,
/// for the request log: by the contract's names and the kind's words, never a value.
enum PerCallNotes {
    static func notes(_ values: [PerCallValue], _ request: MockRequest) -> [String] {
        values.compactMap { value -> String? in
            guard let sent = self.value(at: value.placement, in: request) else {
                return "\(value.placement) missing (computed per call)"
            }
            return value.kind.problem(with: sent).map { "\(value.placement) \($0)" }
        }
    }

    /// The values a signed endpoint's signer adds that the request lacks.
    static func notes(signed values: [SignedValue], _ request: MockRequest) -> [String] {
        values.compactMap { value in
            self.value(at: value.placement, in: request) == nil ? "signed \(value.placement) missing" : nil
        }
    }

    /// The first value the request sent at `placement`: a query parameter's, a header's, or a form field's.
    private static func value(at placement: PerCallValue.Placement, in request: MockRequest) -> String? {
        switch placement {
        case .query(let name): PercentDecoding.queryValue(name, in: request.query)
        case .header(let name): request.header(name)
        case .formField(let name): request.body.flatMap { FormURLEncoding.parse($0).first { $0.name == name }?.value }
        }
    }
}
