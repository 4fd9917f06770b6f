import Contract
import WireVocabulary

/// What a form body breaks of its endpoint's fields, for the request log: the media type, required fields missing,
/// fixed fields sent otherwise, fields sent twice, by the contract's names; fields it does not declare only by
/// count, since their names come from the client. No value is ever part of a note, so a secret field stays out of
/// the log.
enum FormBodyNotes {
    static func notes(_ endpoint: Endpoint, _ request: MockRequest) -> [String] {
        guard case .form(let fields) = endpoint.body, let body = request.body else { return [] }
        let mediaType = request.header("Content-Type")?.split(separator: ";").first.map {
            String($0).trimmingASCIISpaces.lowercased()
        }
        guard mediaType == FormURLEncoding.mediaType else {
            return ["the body is not \(FormURLEncoding.mediaType)"]
        }
        var notes: [String] = []
        var unknown = 0
        for problem in FormBodyCheck(fields: fields).problems(in: FormURLEncoding.parse(body)) {
            switch problem {
            case .unknownField: unknown += 1
            case .missingField(let name): notes.append("form field \(name) missing")
            case .repeatedField(let name): notes.append("form field \(name) sent twice")
            case .constantChanged(let name, _): notes.append("form field \(name) not its fixed value")
            }
        }
        if unknown > 0 { notes.append(unknown == 1 ? "1 undeclared form field" : "\(unknown) undeclared form fields") }
        return notes
    }
}

extension MockResponder {
    /// Whether the connection keeps the request's body for the responder: only a form endpoint's is read.
    func readsBody(of request: MockRequest) -> Bool {
        catalog.routes(matching: request.path).contains { route in
            guard route.endpoint.method.rawValue == request.method, case .form = route.endpoint.body else {
                return false
            }
            return true
        }
    }
}
