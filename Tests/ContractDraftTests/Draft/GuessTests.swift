import XCTest

@testable import ContractDraft

/// A guess about an endpoint carries the endpoint as data, so a draft that names the endpoint otherwise says the same
/// guess of its own name without reading the guess's words.
final class GuessTests: XCTestCase {
    func testAGuessAboutAnEndpointIsSaidOfAnotherName() throws {
        let guess = Guess(.tokenEndsBy, about: "postLogout", " ends the session: its path says it signs out")
        XCTAssertEqual(guess.text, "postLogout ends the session: its path says it signs out")
        let renamed = try XCTUnwrap(guess.about("signOut"))
        XCTAssertEqual(renamed.text, "signOut ends the session: its path says it signs out")
        XCTAssertEqual(renamed.endpoint, "signOut")
        XCTAssertEqual(renamed.kind, .tokenEndsBy)
    }

    func testAGuessAboutNoEndpointHasNoOtherName() {
        let guess = Guess(.cookieRefresh, "the answer before each renewal carried this code")
        XCTAssertNil(guess.endpoint)
        XCTAssertNil(guess.about("signOut"), "words are never read for a name")
    }
}
