import ContractFixtures
import ContractVerify
import Foundation

@testable import ContractDraft

/// The draft's first pass over entries a test builds, and the endpoint plan made of it, as `HARDrafter` makes them:
/// what the inference rules that run between the two passes (envelopes, auth) read.
struct SurveyFixture {
    let survey: SurveyPass
    let plan: RoutePlanning.Plan

    init(_ entries: [CapturedEntry], file: String = "t.har") throws {
        var survey = SurveyPass(servers: ServerSelection(named: []))
        for entry in try Self.entries(entries, file: file) { survey.add(entry, file: file) }
        var guesses = GuessBook()
        var notes = survey.notes
        plan = RoutePlanning.plan(survey, guesses: &guesses, notes: &notes)
        self.survey = survey
    }

    /// The plan index of the endpoint at `path`.
    func endpoint(_ path: String) -> Int? { plan.endpoints.firstIndex { $0.path == path } }

    /// The entries as the HAR reader streams them.
    static func entries(_ entries: [CapturedEntry], file: String = "t.har") throws -> [HAREntry] {
        var read: [HAREntry] = []
        try HARReader.forEachEntry(of: Data(HARText.json(entries).utf8), file: file) { read.append($0) }
        return read
    }

    /// The entries as the draft reads each exchange.
    static func exchanges(_ entries: [CapturedEntry], file: String = "t.har") throws -> [CapturedExchange] {
        try Self.entries(entries, file: file).map { try CapturedExchange($0, file: file) }
    }
}
