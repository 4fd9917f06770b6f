import WireVocabulary
import XCTest

@testable import ContractDraft

/// ``SessionLifeInference``'s rules on timelines written out by hand (endpoints by index, credential values as small
/// integers standing for their hashes): the order of the exchanges decides, never a value.
final class SessionLifeInferenceTests: XCTestCase {
    private func event(
        _ endpoint: Int, succeeded: Bool = true, refused: Bool = false, code: BusinessCode? = nil, sent: Int? = nil,
        issued: [(field: [String], value: Int)] = [], cookies: [String: Int] = [:], sets: [String: Int] = [:]
    ) -> SessionEvent {
        SessionEvent(
            endpoint: endpoint, succeeded: succeeded, refused: refused, failureCode: code, sentToken: sent,
            issued: issued, sentCookies: cookies, setCookies: sets)
    }

    func testTheFieldMostLaterRequestsSentATokenOfIsTheSignInsField() {
        let events = [
            event(0, issued: [(["token"], 1), (["refresh", "token"], 2)]),
            event(1, sent: 1),
            event(1, sent: 1),
            event(2, sent: 2),
        ]
        XCTAssertEqual(
            SessionLifeInference.tokenSignIns(events),
            [SessionLifeInference.TokenSignIn(endpoint: 0, field: ["token"], carriers: 2)])
    }

    func testAFailedAnswerHandsNoTokenOut() {
        let events = [event(0, succeeded: false, issued: [(["token"], 1)]), event(1, sent: 1)]
        XCTAssertEqual(SessionLifeInference.tokenSignIns(events), [])
    }

    func testASignOutIsTheLastHonouredUseOfEveryTokenItSent() {
        let events = [
            event(0, issued: [(["token"], 1)]),
            event(1, sent: 1),
            event(2, sent: 1),
            event(0, issued: [(["token"], 2)]),
            event(1, sent: 2),
            event(2, sent: 2),
            event(1, succeeded: false, refused: true, sent: 2),
        ]
        let signOuts = SessionLifeInference.tokenSignOuts(events, signIns: [0], isNamedLikeSignOut: { $0 == 2 })
        XCTAssertEqual(
            signOuts,
            [
                SessionLifeInference.TokenSignOut(
                    endpoint: 2, calls: 2, refusals: 1, signInsAfter: 1, isNamedLikeSignOut: true)
            ])
        XCTAssertEqual(
            SessionLifeInference.tokenSignOuts(events, signIns: [0], isNamedLikeSignOut: { _ in false }), [],
            "one refusal does not prove an endpoint that is not named so")
    }

    func testTheRefreshsRefusalIsTheLastAnswerToTheSameCookies() {
        let old = ["S": 1]
        let events = [
            event(0, sets: ["S": 1]),
            event(1, cookies: old),
            event(1, succeeded: false, code: 7, cookies: ["S": 9]),
            event(1, succeeded: false, code: -101, cookies: old),
            event(2, cookies: old, sets: ["S": 2]),
        ]
        XCTAssertEqual(
            SessionLifeInference.cookieRefresh(events, cookies: ["S"], setBy: [0, 2]),
            SessionLifeInference.CookieRefresh(endpoint: 2, renewals: 1, refusal: -101))
        XCTAssertNil(
            SessionLifeInference.cookieRefresh(events, cookies: ["S"], setBy: [2]), "a sign-in always stays")
        var unrenewed = events
        unrenewed[4].setCookies = ["S": 1]
        XCTAssertNil(
            SessionLifeInference.cookieRefresh(unrenewed, cookies: ["S"], setBy: [0, 2]),
            "the same values are no renewal")
    }
}
