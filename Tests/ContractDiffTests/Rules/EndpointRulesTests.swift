import ContractDiff
import XCTest

final class EndpointRulesTests: XCTestCase {
    static let ping = (
        "  logout:\n",
        "  ping:\n    method: GET\n    path: /ping\n    auth: none\n    tenant: false\n    role: read\n"
            + "    retry: idempotent\n    response: { envelope: standard, payload: none }\n  logout:\n"
    )
    static let uploadAuth = "path: /sys/upload\n    auth: token"

    static let pairs: [RulePair] = [
        RulePair("endpoint-added", .nonBreaking, .nonBreaking, head: [ping], at: "  ping:"),
        RulePair("endpoint-removed", .breaking, .breaking, base: [ping], at: "  ping:", side: .base),
        RulePair(
            "endpoint-renamed", .nonBreaking, .breaking, head: [("  logout:\n", "  signOut:\n")], at: "  signOut:"),
        RulePair(
            "endpoint-path-changed", .breaking, .nonBreaking, head: [("path: /sys/logout", "path: /sys/sign-out")],
            at: "  logout:"),
        RulePair(
            "endpoint-method-changed", .breaking, .nonBreaking,
            head: [("    method: POST\n    path: /sys/logout", "    method: DELETE\n    path: /sys/logout")],
            at: "  logout:"),
        RulePair(
            "login-now-sends-token", .breaking, .breaking,
            head: [
                ("auth: none\n    tenant: false\n    role: login", "auth: token\n    tenant: false\n    role: write")
            ],
            at: "  login:"),
        RulePair(
            "endpoint-now-sends-token", .breaking, .breaking, base: [(uploadAuth, "path: /sys/upload\n    auth: none")],
            at: "  upload:"),
        RulePair(
            "endpoint-no-longer-sends-token", .possiblyBreaking, .breaking,
            head: [(uploadAuth, "path: /sys/upload\n    auth: none")], at: "  upload:"),
        RulePair(
            "endpoint-tenant-header-changed", .possiblyBreaking, .nonBreaking,
            head: [("    auth: token\n    role: read", "    auth: token\n    tenant: false\n    role: read")],
            at: "  memberships:"),
        RulePair(
            "endpoint-role-changed", .possiblyBreaking, .nonBreaking,
            head: [
                (
                    "path: /sys/native\n    auth: token\n    role: write",
                    "path: /sys/native\n    auth: token\n    role: read"
                )
            ],
            at: "  nativeLogin:"),
        RulePair(
            "endpoint-retry-enabled", .possiblyBreaking, .nonBreaking,
            base: [(ping.0, ping.1.replacingOccurrences(of: "idempotent", with: "never"))], head: [ping],
            at: "  ping:"),
        RulePair(
            "endpoint-retry-disabled", .nonBreaking, .nonBreaking, head: [("retry: idempotent", "retry: never")],
            at: "  memberships:"),
        RulePair(
            "endpoint-became-server-only", .nonBreaking, .breaking,
            head: [("retry: idempotent", "retry: idempotent\n    serverOnly: true")], at: "  memberships:"),
        RulePair(
            "endpoint-no-longer-server-only", .nonBreaking, .nonBreaking,
            base: [("retry: idempotent", "retry: idempotent\n    serverOnly: true")], at: "  memberships:"),
    ]

    func testPairs() { assertPairs(Self.pairs) }
}
