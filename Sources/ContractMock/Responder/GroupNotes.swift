import Contract
import WireVocabulary

/// `oneOf:` groups a request breaks, for the request log: none or more than one member sent, by the contract's names.
/// A group with a member in a body the mock did not read (a multipart form) is not judged.
enum GroupNotes {
    static func notes(_ endpoint: Endpoint, _ request: MockRequest) -> [String] {
        let formNames = request.body.map { Set(FormURLEncoding.parse($0).map(\.name)) }
        return endpoint.parameterGroups.compactMap { group -> String? in
            var sent: [String] = []
            for member in group.members {
                if endpoint.query.contains(where: { $0.name == member }) {
                    if PercentDecoding.queryValue(member, in: request.query) != nil { sent.append(member) }
                } else {
                    guard let formNames else { return nil }
                    if formNames.contains(member) { sent.append(member) }
                }
            }
            switch sent.count {
            case 1: return nil
            case 0: return "group \(group.name): none of \(group.members.joined(separator: ", ")) sent"
            default: return "group \(group.name): \(sent.joined(separator: " and ")) sent; exactly one is"
            }
        }
    }
}
