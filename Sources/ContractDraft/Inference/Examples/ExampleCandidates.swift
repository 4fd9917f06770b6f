import Foundation

/// A captured exchange kept as a possible example: its answer, the request body, and what the answer was to the
/// envelope, so the most different ones can be chosen while the captures stream by.
struct ExampleCandidate {
    /// What kind of answer it is, for choosing different ones: a success of some payload shape, a failure of some
    /// code, or an answer that is not the envelope or not JSON.
    enum Kind: Hashable {
        case success(shape: Int)
        case failure(code: String)
        case notEnvelope
        case notJSON
    }

    var source: String
    var status: Int
    var kind: Kind
    var response: Data
    /// The JSON or form body sent, when the endpoint sends one and it was captured.
    var request: Data?
    /// `Set-Cookie` headers of the answer: names, and whether each deletes its cookie.
    var setCookies: [(name: String, deletes: Bool)]
    /// Whether the request carried the session's credentials.
    var carriedCredentials: Bool

    /// How much the candidate adds: a success most (it shows the payload), a failure of a code next.
    var weight: Int {
        switch kind {
        case .success: 3
        case .failure: 2
        case .notEnvelope, .notJSON: 1
        }
    }
}

/// The few most different exchanges of one endpoint, chosen as they stream by: at most one per kind (a success of
/// each payload shape, a failure of each code), at most ``limit`` in all, first the kinds that show most.
struct ExampleCandidates {
    /// Examples per endpoint: enough to show a success and its failures, few enough to read.
    static let limit = 3
    /// Bodies larger than this are never examples: an example is read by people.
    static let bodyLimit = 64 * 1024

    private(set) var kept: [ExampleCandidate] = []

    /// Whether a candidate of `kind` would be kept, before the caller builds it.
    func wants(_ kind: ExampleCandidate.Kind) -> Bool {
        guard !kept.contains(where: { $0.kind == kind }) else { return false }
        return kept.count < Self.limit || kept.indices.contains { worth($0) < worth(kind) }
    }

    mutating func offer(_ candidate: ExampleCandidate) {
        guard wants(candidate.kind) else { return }
        guard kept.count >= Self.limit else { return kept.append(candidate) }
        // The last kept of the least worth makes room.
        let least = kept.indices.map(worth).min()!
        if let index = kept.indices.last(where: { worth($0) == least }) { kept[index] = candidate }
    }

    /// A kind's worth to the kept ones: the first success most; then a failure of each code; then another success
    /// shape, an answer that is no envelope or no JSON.
    private func worth(_ kind: ExampleCandidate.Kind) -> Int {
        switch kind {
        case .success: kept.contains { if case .success = $0.kind { true } else { false } } ? 1 : 3
        case .failure: 2
        case .notEnvelope, .notJSON: 1
        }
    }

    private func worth(_ index: Int) -> Int {
        switch kept[index].kind {
        case .success:
            // The first success kept is the one that shows the payload.
            kept.firstIndex { if case .success = $0.kind { true } else { false } } == index ? 3 : 1
        case .failure: 2
        case .notEnvelope, .notJSON: 1
        }
    }
}
