import Contract
import WireVocabulary

/// What `draft --har` writes of a session's life: a token's sign-ins (`setBy`, each with the payload field that
/// carries the token) and sign-outs (`endsBy`), or a cookie session's refresh (`refreshedBy`) and the business code
/// whose class starts it (`refreshes: true`); each with its guess, none with a credential's value.
struct SessionLifeDrafting {
    var tokenSetBy: [(endpoint: Int, field: FieldPath)] = []
    var tokenEndsBy: [Int] = []
    var cookieRefresh: (endpoint: Int, refusal: BusinessCode)?

    static func draft(
        _ events: [SessionEvent], plan: RoutePlanning.Plan, auth: AuthPlan, guesses: inout GuessBook
    ) -> SessionLifeDrafting {
        var life = SessionLifeDrafting()
        func name(_ index: Int) -> String { plan.endpoints[index].name }
        switch auth.credential {
        case .token?:
            let place = DraftPlace.auth.appending("token")
            let signIns = SessionLifeInference.tokenSignIns(events)
            for signIn in signIns {
                let field = FieldPath(keys: signIn.field)
                life.tokenSetBy.append((signIn.endpoint, field))
                guesses.add(
                    Guess(
                        .tokenSetBy, about: name(signIn.endpoint),
                        " hands the token out in `\(field)`: \(signIn.carriers) later requests sent a token its answers carried"
                    ), at: place)
            }
            let signOuts = SessionLifeInference.tokenSignOuts(
                events, signIns: Set(signIns.map(\.endpoint)),
                isNamedLikeSignOut: { SessionLifeInference.isNamedLikeSignOut(plan.endpoints[$0].literalWords) })
            for signOut in signOuts {
                life.tokenEndsBy.append(signOut.endpoint)
                let named = signOut.isNamedLikeSignOut ? "its path says it signs out, and " : ""
                guesses.add(
                    Guess(
                        .tokenEndsBy, about: name(signOut.endpoint),
                        " ends the session: \(named)after its \(signOut.calls) successful calls the token they sent was never accepted again (\(signOut.refusals) later requests with it refused, \(signOut.signInsAfter) followed by a sign-in)"
                    ), at: place)
            }
        case .session(let cookies, let setBy, _)?:
            guard let refresh = SessionLifeInference.cookieRefresh(events, cookies: cookies, setBy: setBy) else {
                break
            }
            life.cookieRefresh = (refresh.endpoint, refresh.refusal)
            guesses.add(
                Guess(
                    .cookieRefresh, about: name(refresh.endpoint),
                    " sent the session cookies and its \(refresh.renewals) successes set new values of them, each after an answer with code \(refresh.refusal) to the same cookies: it renews the session"
                ), at: DraftPlace.auth.appending("session").appending("refreshedBy"))
        case nil:
            break
        }
        return life
    }
}

extension EndpointPlan {
    /// The literal words of the path, lower-cased (`/sys/logout/{id}` → `sys`, `logout`).
    var literalWords: [String] {
        segments.compactMap { if case .literal(let word) = $0 { word.lowercased() } else { nil } }
    }
}
