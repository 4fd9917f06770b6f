/// Where an endpoint's payload is in a successful answer.
public enum PayloadPlacement: String, Sendable, Hashable, CaseIterable {
    /// The envelope's payload field (`payload: result`, whatever its wire name).
    case payloadField
    /// The body itself, less the envelope's own fields (`payload: body`; every body of an API without envelope).
    case body
    /// The envelope's message (Zing's upload answers its file's URL there).
    case message
    /// Nothing: a message-only endpoint. (Not `none`, which an optional placement would read as `nil`.)
    case nothing
}

/// What an endpoint's contract says about its answers: everything the meaning of one depends on besides what was
/// sent and what came back (``ExchangeReading``).
package struct AnswerSpec: Sendable, Hashable {
    /// How the answers wrap their payload and how success is decided.
    package var envelope: EnvelopeFormat { didSet { planParsing() } }
    /// Where the payload is.
    package var payload: PayloadPlacement { didSet { planParsing() } }
    /// The endpoint's error rules and success conditions on payload fields, and the classes that keep failure data.
    package var payloadRules: PayloadRules { didSet { planParsing() } }
    /// For a sign-in of a cookie session (`auth.session.setBy`): the cookies a successful answer must set; nil for
    /// every other endpoint.
    package var setsCookies: CookieSession? { didSet { planParsing() } }
    /// For a sign-in of a token session (`auth.token.setBy`): a signing answer carries the session token, as text
    /// that is not empty, in the payload field its delivery names (`from: { field: token }`); false for every other
    /// endpoint.
    package var issuesToken: Bool { didSet { planParsing() } }
    /// For a sign-in: where its answer carries the cookies or the token, and which of its successful answers sign in.
    package var signInDelivery: SignInDelivery { didSet { planParsing() } }

    /// What an endpoint says of its answers.
    package init(
        envelope: EnvelopeFormat, payload: PayloadPlacement, payloadRules: PayloadRules = PayloadRules(),
        setsCookies: CookieSession? = nil, issuesToken: Bool = false, signInDelivery: SignInDelivery = SignInDelivery()
    ) {
        self.envelope = envelope
        self.payload = payload
        self.payloadRules = payloadRules
        self.setsCookies = setsCookies
        self.issuesToken = issuesToken
        self.signInDelivery = signInDelivery
        planParsing()
    }

    /// What a reading parses of an answer, worked out with the spec (a generated client's specs are constants), not
    /// on every answer: the paths built where the caller decodes the payload itself, the key paths a repeated key
    /// must not lie on, and where the payload is found.
    package private(set) var parsing = Parsing()

    /// What a reading parses of an answer (``parsing``).
    package struct Parsing: Sendable, Hashable {
        /// The paths an envelope-only reading builds (``ExchangeReading/Building/envelopeOnly``): the envelope's
        /// members, whole, and the payload fields the rules and a sign-in read.
        package var envelopeOnlyPaths: [[String]] = []
        /// The key paths from the body to the payload fields the payload rules and a sign-in's delivery read.
        package var payloadPathsRead: [[String]] = []
        /// Every key path a body must not repeat a key along: the envelope's, then ``payloadPathsRead``.
        package var watchedPaths: [[String]] = []
        /// The envelope's own keys among the payload's fields (``AnswerSpec/envelopeKeysBesidePayload``).
        package var envelopeKeysBesidePayload: [String] = []
        /// The format the payload, and the fields the payload rules read, are found by (``AnswerSpec/payloadFormat``).
        package var payloadFormat = EnvelopeFormat(style: .none)
        /// The envelope's own keys that a payload found by ``payloadFormat`` leaves out
        /// (``EnvelopeReading/payload(in:_:leaving:)``).
        package var payloadOwnKeys: [String] = []
    }

    private mutating func planParsing() {
        var members = EnvelopeReading.membersRead(by: envelope)
        // A payload deeper than one key is found through its first object, which is kept to find it.
        if payloadKeys.count > 1 { members.append(payloadKeys[0]) }
        let prefix = payload == .body ? [] : envelope.payloadField?.keys ?? []
        let payloadPaths = readsPayload ? payloadFieldsRead.map { prefix + $0.keys } : []
        var payloadFormat = envelope
        if payload == .body { payloadFormat.payloadField = nil }
        parsing = Parsing(
            envelopeOnlyPaths: members.map { [$0] } + payloadPaths, payloadPathsRead: payloadPaths,
            watchedPaths: EnvelopeReading.watchedPaths(of: envelope) + payloadPaths,
            envelopeKeysBesidePayload: EnvelopeReading.ownKeys(in: payloadKeys, envelope), payloadFormat: payloadFormat,
            payloadOwnKeys: EnvelopeReading.ownKeys(in: payloadFormat.payloadField?.keys ?? [], payloadFormat))
    }

    /// Whether the endpoint is a sign-in, of a cookie session or a token session.
    var signsIn: Bool { setsCookies != nil || issuesToken }

    /// Whether reading an answer needs its payload as JSON: payload rules read it, or a sign-in's delivery does.
    var readsPayload: Bool {
        !payloadRules.isEmpty || (signsIn && signInDelivery.readsPayload)
    }

    /// The payload fields whose keys must not repeat on the way: those the payload rules and a sign-in's delivery read.
    var payloadFieldsRead: [FieldPath] {
        var fields = payloadRules.fields
        guard signsIn else { return fields }
        if let when = signInDelivery.when { fields.append(when.field) }
        if case .field(let field) = signInDelivery.source { fields.append(field) }
        return fields
    }

    /// The keys from the body down to the payload (empty: the body itself): the payload field's for
    /// ``PayloadPlacement/payloadField``, none otherwise.
    package var payloadKeys: [String] {
        payload == .payloadField ? envelope.payloadField?.keys ?? [] : []
    }

    /// The envelope's own keys among the payload's fields (WeChat's `errcode` beside a profile's fields), which a
    /// reader of the payload leaves out.
    package var envelopeKeysBesidePayload: [String] { parsing.envelopeKeysBesidePayload }

    /// The format by which the payload (and what payload rules read) is found: the envelope's, without its payload
    /// field where the payload is the body.
    var payloadFormat: EnvelopeFormat { parsing.payloadFormat }
}

/// What was sent, as far as the meaning of its answer depends on it.
package struct SentRequest: Sendable, Hashable {
    /// Whether the request carried the session's credentials (a token or session cookies).
    package var carriedCredentials: Bool

    /// A request that carried credentials or not.
    package init(carriedCredentials: Bool) {
        self.carriedCredentials = carriedCredentials
    }
}
