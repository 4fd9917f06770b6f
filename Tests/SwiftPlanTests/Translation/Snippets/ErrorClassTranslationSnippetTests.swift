import XCTest

@testable import SwiftPlan

/// How error classes become `<Prefix>ErrorClass`: a case per class with its documented situation and client action,
/// and each client-action flag a computed property that switches over the classes.
final class ErrorClassTranslationSnippetTests: XCTestCase {
    private static let classes = """
        errorClasses:
          sessionExpired:
            when: HTTP 401 on a request that carried a token
            action: back to sign-in
            invalidatesSession: true
            keepsCredentials: false
            retryable: false
            endsIn: expired
          offline: { invalidatesSession: false, keepsCredentials: true, retryable: true }
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { http: 401, class: sessionExpired }
          - { transport: offline, class: offline }
          - { otherwise: true, class: failed }
        """

    func testEachClassIsACaseWithItsSituationAndAction() throws {
        try assertSnippet(
            contract: Self.classes, member: { $0.errorClasses.errorClass.cases[0] },
            equals: """
                /// When: HTTP 401 on a request that carried a token.
                ///
                /// Client action: back to sign-in.
                ///
                /// - Remark: Generated from `contract/tiny.yaml`, error class `sessionExpired`.
                case sessionExpired
                """)
    }

    /// Contract prose is inert in a doc comment: a link to another scheme than the web's, a directive, HTML and a
    /// symbol link show as text.
    func testTheContractsProseLinksNothingButTheWeb() throws {
        try assertSnippet(
            contract: """
                errorClasses:
                  failed:
                    doc: "See [the docs](https://docs.example) or [this](javascript:alert(1))."
                    when: "<img src=x onerror=alert(1)>"
                    action: "@Comment(hidden)"
                    invalidatesSession: false
                    keepsCredentials: true
                    retryable: false
                    deviation: { source: "tiny.md#1", reason: "``Secret`` [x]: data:text/html,x" }
                """,
            member: { $0.errorClasses.errorClass.cases[0] },
            equals: #"""
                /// See [the docs](https://docs.example) or [this\](javascript:alert(1)).
                ///
                /// When: \<img src=x onerror=alert(1)>.
                ///
                /// Client action: \@Comment(hidden).
                ///
                /// - Note: Departs from the docs (tiny.md#1): \`\`Secret\`\` [x\]: data:text/html,x
                /// - Remark: Generated from `contract/tiny.yaml`, error class `failed`.
                case failed
                """#)
    }

    func testAClassWhoseNameIsNoSwiftNameKeepsItAsTheRawValue() throws {
        try assertSnippet(
            contract: """
                errorClasses:
                  session_expired: { invalidatesSession: true, keepsCredentials: false, retryable: false }
                  failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                errorRules:
                  - { http: 401, class: session_expired }
                  - { otherwise: true, class: failed }
                """,
            member: { $0.errorClasses.errorClass.cases[0] },
            equals: """
                /// - Remark: Generated from `contract/tiny.yaml`, error class `session_expired`.
                case sessionExpired = "session_expired"
                """)
    }

    func testAClassNamedNoneIsNumberedAndKeepsItsNameAsTheRawValue() throws {
        try assertSnippet(
            contract: """
                errorClasses:
                  none: { invalidatesSession: false, keepsCredentials: true, retryable: false }
                errorRules:
                  - { otherwise: true, class: none }
                """,
            member: { $0.errorClasses.errorClass.cases[0] },
            equals: """
                /// - Remark: Generated from `contract/tiny.yaml`, error class `none`.
                case none2 = "none"
                """)
    }

    func testAFlagSwitchesOverTheFewerClasses() throws {
        try assertSnippet(
            contract: Self.classes, member: { $0.errorClasses.errorClass.flags[0] },
            equals: """
                /// The session that made the request must be dropped, if it is still current.
                public var invalidatesSession: Bool {
                    switch self {
                    case .sessionExpired: true
                    default: false
                    }
                }
                """)
    }

    func testAFlagThatMostClassesHaveListsTheOthers() throws {
        try assertSnippet(
            contract: Self.classes, member: { $0.errorClasses.errorClass.flags[1] },
            equals: """
                /// Stored credentials stay.
                public var keepsCredentials: Bool {
                    switch self {
                    case .sessionExpired: false
                    default: true
                    }
                }
                """)
    }

    func testAFlagNoClassHasIsFalse() throws {
        try assertSnippet(
            contract: Self.classes, member: { $0.errorClasses.errorClass.flags[3] },
            equals: """
                /// Refresh the session once and replay the request.
                public var refreshes: Bool {
                    false
                }
                """)
    }

    func testEndsInNamesTheSessionStateOfEachClassThatHasOne() throws {
        try assertSnippet(
            contract: Self.classes, member: { $0.errorClasses.errorClass.flags[4] },
            equals: """
                /// The session state this class ends in, where the docs name one.
                public var endsInSessionState: SessionState? {
                    switch self {
                    case .sessionExpired: .expired
                    default: nil
                    }
                }
                """)
    }

    func testTheErrorIsAnAliasOfTheRuntimesErrorOverTheClasses() throws {
        try assertSnippet(
            contract: Self.classes, column: 0,
            member: { [$0.errorClasses.errorAlias, $0.errorClasses.errorClass.declaration] },
            equals: """
                /// A failed call of this API: its class, the facts it was classified from, and the client action.
                public typealias TinyError = APIError<TinyErrorClass>
                /// The failure classes of the contract, each with the client action it prescribes.
                public nonisolated enum TinyErrorClass: String, APIErrorClass, CaseIterable
                """)
    }
}
