/// `<Module>/<Module>.docc/<Module>.md`: the generated module's DocC landing page, so an app team reads its API as
/// documentation: what the contract transcribes, the client's methods by kind of endpoint, the error classes with
/// what each tells the app, the module's types, and the contract's deviation and policy notes. Every text is Markdown
/// made from the contract (one line each), every link a DocC symbol link the module declares.
public struct CatalogPlan: Sendable {
    /// The module, as the page's title links it (``` ``ZingAPI`` ```).
    public var module: String
    /// The contract's title.
    public var title: String
    /// The docs' version and date.
    public var version: String
    public var date: String
    /// The documents the contract transcribes (`info.docs`).
    public var sources: [String]
    /// Symbol links of the client, its protocol, the credentials, the error types, the contract and the operations.
    public var clientLinks: [String]
    /// The client's methods by kind of endpoint, an article each (`<Module>.docc/<article>.md`).
    public var groups: [CatalogGroupPlan]
    /// Symbol links of the module's identifiers, models, unions and enums.
    public var typeLinks: [String]
    /// One table row per error class.
    public var errorClasses: [CatalogErrorClassPlan]
    /// The contract's deviation and policy notes, as `zing-codegen lint` lists them; nil when it has none.
    public var notes: CatalogNotesPlan?
}

/// The contract's deviation and policy notes, one line each.
public struct CatalogNotesPlan: Sendable {
    public var lines: [String]
}

/// One kind of endpoint (signing in and out, reads, writes): an article of the catalog listing its methods.
public struct CatalogGroupPlan: Sendable {
    /// The article's file name without `.md`, as `<doc:…>` links it (`SigningInAndOut`).
    public var article: String
    public var title: String
    /// What the endpoints of the kind do, one sentence.
    public var summary: String
    /// The endpoints, in contract order.
    public var endpoints: [CatalogEndpointPlan]
}

/// One endpoint in its group's article: the method's symbol link and the request it sends.
public struct CatalogEndpointPlan: Sendable {
    public var link: String
    /// `` `GET /sys/user/getUserInfo` ``.
    public var request: String
}

/// An error class as a row of the landing page's table: its case, when it happens, and what the app does.
public struct CatalogErrorClassPlan: Sendable {
    /// The case's symbol link (``` ``ZingErrorClass/sessionExpired`` ```).
    public var link: String
    /// When the class is given, as the contract says; empty when it says nothing.
    public var meaning: String
    /// What follows for the app: the contract's action and the class's flags.
    public var action: String
}
