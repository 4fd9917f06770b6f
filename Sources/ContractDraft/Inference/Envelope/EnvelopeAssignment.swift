import TextFoundation
import WireVocabulary

/// The envelopes of a draft and which endpoint answers in which: the one most answers share (`standard`), and one
/// more for each group of endpoints whose answers that one does not read (a bare list where the rest is wrapped).
struct EnvelopeAssignment {
    struct DraftedEnvelope {
        var name: String
        var format: EnvelopeFormat
        var reason: String
    }

    var envelopes: [DraftedEnvelope]
    /// The envelope index of each endpoint plan.
    var byEndpoint: [Int]

    static func assign(_ plan: RoutePlanning.Plan, survey: SurveyPass, guesses: inout GuessBook) -> EnvelopeAssignment {
        func tallies(_ endpoint: EndpointPlan) -> [EnvelopeInference.Tally] {
            survey.routes[endpoint.key]!.signatures.map { EnvelopeInference.Tally(signature: $0.key, count: $0.value) }
                .sorted { $0.count > $1.count }
        }
        let everything = plan.endpoints.flatMap(tallies)
        let primary = EnvelopeInference.infer(everything)
        var envelopes = [DraftedEnvelope(name: "standard", format: primary.format, reason: primary.reason)]
        var byEndpoint: [Int] = []
        for endpoint in plan.endpoints {
            let own = tallies(endpoint)
            guard !fits(own, primary.format) else {
                byEndpoint.append(0)
                continue
            }
            let found = EnvelopeInference.infer(own)
            if let index = envelopes.firstIndex(where: { $0.format == found.format }) {
                byEndpoint.append(index)
                continue
            }
            let base =
                switch found.format.traits.decider {
                case .httpStatus: "bare"
                case .businessCode: "coded"
                case .successFlag: "flagged"
                }
            let name = Naming.unique(base, among: Set(envelopes.map(\.name)))
            envelopes.append(DraftedEnvelope(name: name, format: found.format, reason: found.reason))
            byEndpoint.append(envelopes.count - 1)
        }
        for (index, envelope) in envelopes.enumerated() {
            let users = plan.endpoints.indices.filter { byEndpoint[$0] == index }.map { plan.endpoints[$0].name }
            if index == 0 {
                guesses.add(Guess(.envelope, envelope.reason), at: .envelope(envelope.name))
            } else {
                let shown = users.prefix(5).joined(separator: ", ") + (users.count > 5 ? ", …" : "")
                guesses.add(
                    Guess(
                        .secondEnvelope, "\(shown) answer\(users.count == 1 ? "s" : "") otherwise: \(envelope.reason)"),
                    at: .envelope(envelope.name))
            }
        }
        return EnvelopeAssignment(envelopes: envelopes, byEndpoint: byEndpoint)
    }

    /// Whether `format` reads most of the route's successful JSON answers as its envelope.
    private static func fits(_ tallies: [EnvelopeInference.Tally], _ format: EnvelopeFormat) -> Bool {
        var json = 0
        var refused = 0
        for tally in tallies where tally.signature.isSuccessStatus {
            let body: JSONValue
            switch tally.signature.body {
            case .object: body = tally.signature.standIn!
            case .otherJSON: body = .array([])
            case .notJSON, .none: continue
            }
            json += tally.count
            if case .notEnvelope = EnvelopeReading.read(body, format, httpStatus: 200).verdict {
                refused += tally.count
            }
        }
        return refused * 2 <= json
    }
}
