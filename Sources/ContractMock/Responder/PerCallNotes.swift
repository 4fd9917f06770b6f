import Contract
import WireVocabulary

/// The values computed per call a request lacks or sends otherwise than their kind, for the request log: by the
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
}
