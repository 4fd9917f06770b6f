import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// `draft --openapi DOC --har FILE…`: the document gives the names, types and docs; the captures give what only
/// traffic shows: the success codes the envelope really answers with, the failure codes and their rules, the headers
/// every request carries, the values computed per call, the session where the document publishes none, and
/// examples. What the captures hold that the document does not publish is listed as left out.
public enum CombinedDrafter {
    public static func draft(document: String, captures: [String], in directory: URL, options: DraftOptions)
        throws(DraftError) -> Draft
    {
        let fromDocument = try OpenAPIDrafter.draft(file: document, in: directory, options: options)
        let fromTraffic = try HARDrafter.draft(files: captures, in: directory, options: options)
        return DraftCombination(document: fromDocument, traffic: fromTraffic).combined()
    }
}

/// The two drafts of one API and how their endpoints pair up: by method and by path below the host, a document's
/// `{parameter}` standing for any segment.
struct DraftCombination {
    let document: Draft
    let traffic: Draft

    func combined() -> Draft {
        var draft = document
        if case .openAPI(let file, let version) = document.origin,
            case .captures(let files, let entries) = traffic.origin
        {
            draft.origin = .combined(document: file, version: version, captures: files, entries: entries)
        }
        for item in traffic.notes.leftOut {
            for place in item.examples { draft.notes.leaveOut(place, because: item.reason, isEntries: item.isEntries) }
        }
        let pairs = self.pairs()
        carryEnvelopeCodes(pairs, into: &draft)
        carryRules(into: &draft)
        carryRequestParts(into: &draft)
        carryAuth(pairs, into: &draft)
        carryExamples(pairs, into: &draft)
        let paired = Set(pairs.values)
        for (index, endpoint) in traffic.contract.endpoints.enumerated() where !paired.contains(index) {
            draft.notes.leaveOut(
                "\(endpoint.method.rawValue) \(endpoint.path)",
                because: "an endpoint of the captures the document does not publish", isEntries: false)
        }
        // What the captures add must lint with the document's definitions; where it does not, the document stands.
        if RenderedDraft(draft, file: "draft.yaml").lint.hasErrors {
            var fallback = document
            fallback.origin = draft.origin
            fallback.notes.leaveOut(
                "the captures",
                because:
                    "what the captures show does not fit the document's definitions; drafted from the document alone",
                isEntries: false)
            return fallback
        }
        return draft
    }

    // MARK: Pairing

    /// Document endpoint index → traffic endpoint index.
    func pairs() -> [Int: Int] {
        var pairs: [Int: Int] = [:]
        var taken: Set<Int> = []
        for (index, endpoint) in document.contract.endpoints.enumerated() {
            let segments = Self.segments(endpoint, in: document.contract)
            let match = traffic.contract.endpoints.indices.first { candidate in
                let other = traffic.contract.endpoints[candidate]
                return !taken.contains(candidate) && other.method == endpoint.method
                    && Self.matches(segments, Self.segments(other, in: traffic.contract))
            }
            if let match {
                pairs[index] = match
                taken.insert(match)
            }
        }
        return pairs
    }

    /// The path below the host: the base URL's path, then the endpoint's.
    static func segments(_ endpoint: Endpoint, in contract: Contract) -> [String] {
        let base =
            (endpoint.server.flatMap { contract.server(named: $0)?.url } ?? contract.defaultBaseURL)
            .flatMap { URLComponents(string: $0)?.path } ?? ""
        return (base + "/" + endpoint.path).split(separator: "/").map(String.init)
    }

    /// A document segment `{x}` stands for any one segment; a drafted `{x}` for the document's `{y}` alone.
    static func matches(_ document: [String], _ traffic: [String]) -> Bool {
        guard document.count == traffic.count else { return false }
        return zip(document, traffic).allSatisfy { mine, seen in
            mine == seen || mine.hasPrefix("{") || (seen.hasPrefix("{") && mine.hasPrefix("{"))
        }
    }

    // MARK: What the traffic shows

    /// The success codes the answers showed, where the document's envelope reads the same code field and only
    /// guessed its success value.
    private func carryEnvelopeCodes(_ pairs: [Int: Int], into draft: inout Draft) {
        for index in draft.contract.envelopes.indices {
            let envelope = draft.contract.envelopes[index]
            let users = pairs.filter { document.contract.endpoints[$0.key].response.envelope == envelope.name }
            let seen = Set(users.values.map { traffic.contract.endpoints[$0].response.envelope })
            guard seen.count == 1, let name = seen.first, let shown = traffic.contract.envelope(named: name),
                shown.style == envelope.style, shown.codeField == envelope.codeField, envelope.codeField != nil,
                shown.successCodes != envelope.successCodes, !shown.successCodes.isEmpty
            else { continue }
            draft.contract.envelopes[index].format.successCodes = shown.successCodes
            draft.contract.envelopes[index].format.successWithoutCode = shown.successWithoutCode
            draft.guesses.add(
                Guess(
                    .envelope,
                    "the captures' answers succeeded with `\(envelope.codeField!)` = \(shown.successCodes.map(\.description).joined(separator: " or "))"
                ), at: .envelope(envelope.name))
        }
    }

    /// The failure codes the captures showed, each with its rule and class, where the document declares no coded
    /// rules of its own (an export's `x-zing-error-rules` does). The document's rules stay: the captures' coded rules
    /// go in before its first catch-all (`success: false`, `otherwise`), so a code is tested before the rule that
    /// would take every failure, and a class they name that the document lacks comes with them.
    private func carryRules(into draft: inout Draft) {
        let documentRules = document.contract.errorRules
        let carried = traffic.contract.errorRules.indices.filter { Self.isCoded(traffic.contract.errorRules[$0]) }
        guard !carried.isEmpty, !documentRules.contains(where: Self.isCoded) else { return }
        let insertion = documentRules.firstIndex { $0.otherwise || $0.success == false } ?? documentRules.count
        draft.contract.errorRules =
            Array(documentRules[..<insertion]) + carried.map { traffic.contract.errorRules[$0] }
            + Array(documentRules[insertion...])
        let rules = DraftPlace(["errorRules"])
        // Guesses at a rule stand at its index: the document's after the insertion move down, the captures' move in.
        for index in documentRules.indices.reversed() where index >= insertion {
            draft.guesses.rename(rules.appending(String(index)), to: rules.appending(String(index + carried.count)))
        }
        for (offset, index) in carried.enumerated() {
            for guess in traffic.guesses.guesses(at: rules.appending(String(index))) {
                draft.guesses.add(guess, at: rules.appending(String(insertion + offset)))
            }
        }
        for name in carried.map({ traffic.contract.errorRules[$0].errorClass })
        where draft.contract.errorClass(named: name) == nil {
            guard let errorClass = traffic.contract.errorClass(named: name) else { continue }
            draft.contract.errorClasses.append(errorClass)
            for guess in traffic.guesses.guesses(at: .errorClass(name)) {
                draft.guesses.add(guess, at: .errorClass(name))
            }
        }
    }

    private static func isCoded(_ rule: ErrorRule) -> Bool { !rule.codes.isEmpty || !rule.errorCodes.isEmpty }

    /// The headers every captured request carried and the values computed per call, where the document has none.
    private func carryRequestParts(into draft: inout Draft) {
        if draft.contract.headers.always.isEmpty, !traffic.contract.headers.always.isEmpty {
            draft.contract.headers.always = traffic.contract.headers.always
            for guess in traffic.guesses.guesses(at: DraftPlace(["headers"])) {
                draft.guesses.add(guess, at: DraftPlace(["headers"]))
            }
        }
        guard draft.contract.perCall.isEmpty, !traffic.contract.perCall.isEmpty else { return }
        draft.contract.perCall = traffic.contract.perCall
        for guess in traffic.guesses.guesses(at: DraftPlace(["perCall"])) {
            draft.guesses.add(guess, at: DraftPlace(["perCall"]))
        }
        // A value the client computes is no argument of the app's.
        let computed = Set(
            traffic.contract.perCall.compactMap { rule -> String? in
                if case .query(let name) = rule.value.placement { name } else { nil }
            })
        for index in draft.contract.endpoints.indices {
            draft.contract.endpoints[index].query.removeAll { computed.contains($0.name) }
        }
    }

    /// The captures' session (a token's place or the cookies) where the document publishes none, with each paired
    /// endpoint's credentials as the captures carried them.
    private func carryAuth(_ pairs: [Int: Int], into draft: inout Draft) {
        guard document.contract.auth == nil, let auth = traffic.contract.auth else { return }
        let names = Dictionary(
            pairs.map { (traffic.contract.endpoints[$0.value].name, document.contract.endpoints[$0.key].name) },
            uniquingKeysWith: { first, _ in first })
        draft.contract.auth = Self.renamed(auth, to: names)
        for guess in traffic.guesses.guesses(at: .auth) { draft.guesses.add(guess, at: .auth) }
        // A guess about the session's life is about an endpoint: said of the document's, or left out where the
        // document does not publish the endpoint.
        for (place, guesses) in traffic.guesses.byPlace where place.keys.first == "auth" && place.keys.count > 1 {
            for guess in guesses {
                guard let endpoint = guess.endpoint, let renamed = names[endpoint].flatMap(guess.about) else {
                    continue
                }
                draft.guesses.add(renamed, at: place)
            }
        }
        for (mine, seen) in pairs {
            let shown = traffic.contract.endpoints[seen]
            draft.contract.endpoints[mine].auth = shown.auth
            draft.contract.endpoints[mine].sendsTenant = shown.sendsTenant
            if [.login, .logout, .refresh].contains(shown.role) { draft.contract.endpoints[mine].role = shown.role }
        }
        for index in draft.contract.endpoints.indices where pairs[index] == nil {
            draft.contract.endpoints[index].auth = .none
        }
    }

    /// The captures' session with the endpoints its life names (`setBy`, `endsBy`, `refreshedBy`) called by the
    /// document's names (`names`: the captures' name → the document's), those the document does not publish left out.
    static func renamed(_ auth: AuthRules, to names: [String: String]) -> AuthRules {
        func deliveries(_ all: [String: SignInDelivery]) -> [String: SignInDelivery] {
            Dictionary(
                all.compactMap { name, delivery in names[name].map { ($0, delivery) } },
                uniquingKeysWith: { first, _ in first })
        }
        var auth = auth
        if var token = auth.token {
            token.setBy = token.setBy.compactMap { names[$0] }
            token.deliveries = deliveries(token.deliveries)
            token.endsBy = token.endsBy.compactMap { names[$0] }
            auth.token = token
        }
        if var session = auth.session {
            session.setBy = session.setBy.compactMap { names[$0] }
            session.deliveries = deliveries(session.deliveries)
            session.endsBy = session.endsBy.compactMap { names[$0] }
            session.refreshedBy = session.refreshedBy.flatMap { names[$0] }
            auth.session = session
        }
        return auth
    }

    /// The captured examples of each paired endpoint that read as the combined contract reads them: the expected
    /// outcome computed again, the payload holding the document's shape, the request kept where it is the document's.
    private func carryExamples(_ pairs: [Int: Int], into draft: inout Draft) {
        let contract = draft.contract
        for (mine, seen) in pairs.sorted(by: { $0.key < $1.key }) {
            let endpoint = contract.endpoints[mine]
            var kept: [Example] = []
            for var example in traffic.contract.endpoints[seen].examples {
                let setsCookies = example.responseHeaders.contains { $0.name.lowercased() == "set-cookie" }
                guard
                    let expectation = ExampleExpectation.expectation(
                        of: example.response, status: example.status, endpoint: endpoint, contract: contract,
                        carriedCredentials: example.signedIn ?? (endpoint.auth == .token),
                        setsEveryCookie: contract.auth?.session == nil || setsCookies)
                else { continue }
                if case .success = expectation,
                    !ExampleBodies.payloadFits(example.response, endpoint: endpoint, contract: contract)
                {
                    continue
                }
                example.expectation = expectation
                if case .json(let model) = endpoint.body, let request = example.request,
                    let json = try? JSONValue.parse(request),
                    ExampleBodies.fits(json, type: .model(model), contract: contract)
                {
                    example.request = request
                } else {
                    example.request = nil
                }
                example.signedIn = endpoint.auth == .optional ? example.signedIn : nil
                kept.append(example)
            }
            draft.contract.endpoints[mine].examples += kept
        }
    }
}
