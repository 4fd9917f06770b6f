import Foundation
import XCTest

@testable import ContractDraft

/// At most three examples per endpoint, the most different: the first success, then a failure of each code, then the
/// rest; one of each kind.
final class ExampleCandidatesTests: XCTestCase {
    private func candidate(_ kind: ExampleCandidate.Kind) -> ExampleCandidate {
        ExampleCandidate(
            source: "t.har#1", status: 200, kind: kind, response: Data("{}".utf8), request: nil, setCookies: [],
            carriedCredentials: false)
    }

    func testOneOfEachKindAndAtMostThree() {
        var candidates = ExampleCandidates()
        for kind: ExampleCandidate.Kind in [.success(shape: 1), .success(shape: 1), .failure(code: "500"), .notJSON] {
            candidates.offer(candidate(kind))
        }
        XCTAssertEqual(candidates.kept.map(\.kind), [.success(shape: 1), .failure(code: "500"), .notJSON])
        XCTAssertFalse(candidates.wants(.success(shape: 1)), "a kind already kept")
    }

    func testAFailureOfANewCodeMakesRoomOverABrokenAnswer() {
        var candidates = ExampleCandidates()
        for kind: ExampleCandidate.Kind in [.success(shape: 1), .notJSON, .notEnvelope, .failure(code: "401")] {
            candidates.offer(candidate(kind))
        }
        XCTAssertEqual(candidates.kept.count, ExampleCandidates.limit)
        XCTAssertTrue(candidates.kept.contains { $0.kind == .failure(code: "401") })
        XCTAssertEqual(candidates.kept.first?.kind, .success(shape: 1), "the first success stays")
    }

    func testTheFirstSuccessOutweighsASecondShape() {
        var candidates = ExampleCandidates()
        for kind: ExampleCandidate.Kind in [
            .failure(code: "1"), .failure(code: "2"), .failure(code: "3"), .success(shape: 7),
        ] {
            candidates.offer(candidate(kind))
        }
        XCTAssertTrue(candidates.kept.contains { $0.kind == .success(shape: 7) }, "a success always finds room")
        XCTAssertFalse(candidates.wants(.success(shape: 8)), "a second shape is worth less than a failure's code")
    }
}
