import Contract
import Foundation
import XCTest

/// Where the contracts tolerate what the docs leave open, record where they depart from the docs, and mark the
/// numbers that are the client's choice (issue 12, item 4).
final class RealContractTolerancesTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func load(_ name: String) throws -> Contract {
        let result = ContractLoader.load(
            contentsOf: Self.root.appendingPathComponent("contract/\(name).yaml"), displayPath: "contract/\(name).yaml")
        return try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
    }

    private func field(_ model: String, _ name: String, in contract: Contract) throws -> Field {
        try XCTUnwrap(contract.model(named: model)?.field(named: name), "\(model).\(name)")
    }

    func testALoginTenantRowWithABadIdKeepsTheSignIn() throws {
        let id = try field("LoginTenant", "id", in: try load("zing"))
        XCTAssertEqual(id.type, .identifier("TenantID"))
        XCTAssertEqual(id.invalid, .keepRaw, "success depends on the token and userInfo only (§5)")
    }

    func testTheCachedLoginTenantIsSaidToBeStale() throws {
        let doc = try XCTUnwrap(try field("UserInfo", "loginTenantId", in: try load("zing")).provenance.doc)
        XCTAssertTrue(doc.contains("stale") && doc.contains("§7.7 step 6"), doc)
    }

    func testCOSCredentialsRequireWhatAnUploadNeeds() throws {
        let model = try XCTUnwrap(try load("zing").model(named: "CosCredentials"))
        XCTAssertEqual(
            model.fields.filter { !$0.isOptional }.map(\.name),
            ["bucket", "region", "objectKey", "tmpSecretId", "tmpSecretKey", "expiredTime"])
        let prefix = try XCTUnwrap(model.field(named: "allowPrefix"))
        XCTAssertEqual(prefix.type, .list(.scalar(.string)))
        XCTAssertEqual(prefix.wire, [.list, .single], "a prefix or a list of prefixes")
        XCTAssertTrue(prefix.isNullable && (model.field(named: "domain")?.isNullable ?? false))
        XCTAssertEqual(model.field(named: "expiredTime")?.wire, [.int, .double, .numericString])
    }

    func testHeraldAcceptsNumbersOrTextWhereItsDocGivesNoType() throws {
        let herald = try load("herald")
        XCTAssertEqual(herald.identifier(named: "UserID")?.wire, [.string, .int])
        for name in ["expiresIn", "refreshExpiresIn"] {
            XCTAssertEqual(try field("HeraldSession", name, in: herald).wire, [.int, .numericString], name)
        }
    }

    func testLongdesRefreshDeviationIsRecordedAndARefusalEndsTheSession() throws {
        let longde = try load("longde")
        let refresh = try XCTUnwrap(longde.endpoint(named: "refreshSession"))
        let deviation = try XCTUnwrap(
            refresh.provenance.deviations.first { $0.source == "longde-ios-auth-contract.md#5" })
        let kept = ["connectivity", "rateLimited", "internalError"]
        for name in kept {
            let errorClass = try XCTUnwrap(longde.errorClass(named: name))
            XCTAssertFalse(errorClass.invalidatesSession || errorClass.refreshes || !errorClass.keepsCredentials, name)
            XCTAssertTrue(deviation.reason.contains(name), "the deviation names \(name)")
        }
        let validation = try XCTUnwrap(refresh.errorRules.first { $0.errorCodes == ["VALIDATION_ERROR"] })
        XCTAssertEqual(validation.errorClass, "refreshTokenRevoked", "the doc is followed: the token was refused")
        XCTAssertTrue(try XCTUnwrap(longde.errorClass(named: "refreshTokenRevoked")).invalidatesSession)
    }

    /// Where Zing's docs are silent, the contract's choice is marked with the passage it rests on: a tenant row
    /// without an id keeps the sign-in (§5), the reads retried automatically (§7.4 allows it only for reads confirmed
    /// idempotent), and the business code 500 of constructed failures the docs give no code for.
    func testZingsChoicesWhereTheDocsAreSilentAreMarked() throws {
        let zing = try load("zing")
        let tenantID = try field("LoginTenant", "id", in: zing)
        XCTAssertTrue(tenantID.isOptional && tenantID.isNullable && tenantID.invalid == .keepRaw)
        XCTAssertEqual(tenantID.provenance.deviations.first?.source, "zing-apple-sign-in-ios.md#5")
        let everyOther4xx = try XCTUnwrap(
            zing.errorRules.first { $0.errorClass == "requestRejected" && !$0.http.isEmpty })
        XCTAssertEqual(
            everyOther4xx.provenance.deviations.first?.source, "zing-ios-cos-upload.md#8", "§8 names 413 only")
        let retried = zing.endpoints.filter { $0.retry == .idempotent }
        XCTAssertEqual(retried.map(\.name), ["currentUser", "tenantMemberships", "permissionCodes"])
        for endpoint in retried {
            XCTAssertEqual(endpoint.provenance.deviations.first?.source, "zing-apple-sign-in-ios.md#7.4", endpoint.name)
        }
        for endpoint in zing.endpoints where endpoint.role != .login {
            for example in endpoint.examples where example.isConstructed && example.response.contains("\"code\": 500") {
                guard example.status == 200 else { continue }
                XCTAssertFalse(
                    example.provenance.deviations.isEmpty, "\(endpoint.name): '\(example.name)' marks its code 500")
            }
        }
    }

    /// Herald's failure table lists 400, 401, 404 and 503: the refusals before sending and the classes of every other
    /// answer are the contract's choices, each marked with the section they rest on.
    func testHeraldsChoicesBeyondItsFailureTableAreMarked() throws {
        let contract = try load("herald")
        for name in ["identityToken", "clientId"] {
            let refused = try field("NativeLoginRequest", name, in: contract)
            XCTAssertEqual(refused.provenance.deviations.first?.source, "herald-apple-native-login.md#失败响应", name)
        }
        let marked = contract.documentationNotes.map(\.place)
        for rule in [
            "error rule 'transport: timeout, offline, cannotConnect, connectionLost, other → connectivity'",
            "error rule 'http: 400..499 → requestRejected'", "error rule 'http: 500..599 → connectivity'",
            "error rule 'body: notJSON → connectivity'",
        ] {
            XCTAssertTrue(marked.contains(rule), rule)
        }
        XCTAssertFalse(marked.contains("error rule 'http: 503 → upstreamUnavailable'"), "the documented 503 is a fact")
    }

    /// Longde's rules for answers without its failure envelope cite §1, which defines the envelopes and says nothing
    /// of them: each is marked as the contract's choice.
    func testLongdesRulesForBareAnswersAreMarked() throws {
        let marked = try load("longde").documentationNotes.filter {
            if case .deviation = $0.kind { true } else { false }
        }.map(\.place)
        for rule in [
            "error rule 'transport: timeout, offline, cannotConnect, connectionLost, other → connectivity'",
            "error rule 'http: 400..499 → requestRejected'", "error rule 'http: 500..599 → connectivity'",
            "error rule 'body: notJSON → connectivity'",
        ] {
            XCTAssertTrue(marked.contains(rule), rule)
        }
    }

    /// Issue 49 item 5: the mark on the refresh's AUTH_UNAUTHORIZED says what the session does with it: the class
    /// refreshes, a failed refresh is never refreshed again, so the session ends (`SessionTests`), as §4 and §5 ask.
    func testLongdesMarkOnTheRefreshsUnauthorizedSaysTheSessionEnds() throws {
        let longde = try load("longde")
        let refresh = try XCTUnwrap(longde.endpoint(named: "refreshSession"))
        let rule = try XCTUnwrap(refresh.errorRules.first { $0.errorCodes == ["AUTH_UNAUTHORIZED"] })
        XCTAssertTrue(try XCTUnwrap(longde.errorClass(named: rule.errorClass)).refreshes)
        let reason = try XCTUnwrap(rule.provenance.deviations.first?.reason)
        XCTAssertFalse(reason.contains("keeps the session") || reason.contains("keeps the\nsession"), reason)
        XCTAssertTrue(reason.contains("the session ends"), reason)
    }

    /// Issue 49 item 5: a null `tenantList` and membership rows without their ids keep the sign-in and the list, as
    /// the docs' success definition implies, each shown by an example and marked where the docs are silent.
    func testZingsSignInAndMembershipListSurviveRowsWithoutIds() throws {
        let zing = try load("zing")
        let tenantList = try field("LoginResult", "tenantList", in: zing)
        XCTAssertTrue(tenantList.isOptional && tenantList.isNullable, "\"tenantList\": null keeps the sign-in")
        XCTAssertEqual(tenantList.provenance.deviations.first?.source, "zing-apple-sign-in-ios.md#5")
        let id = try field("TenantMembership", "id", in: zing)
        let tenant = try field("TenantMembership", "tenantUserId", in: zing)
        XCTAssertTrue(id.isOptional && id.isNullable, "a row without its user id keeps the list")
        XCTAssertTrue(tenant.isOptional && tenant.isNullable && tenant.invalid == .keepRaw, "and keeps its raw id")
        for field in [id, tenant] {
            XCTAssertEqual(field.provenance.deviations.first?.source, "zing-apple-sign-in-ios.md#7.3", field.name)
        }
        func succeeds(_ example: Example) -> Bool {
            if case .success = example.expectation { return true }
            return false
        }
        let login = try XCTUnwrap(zing.endpoint(named: "appleNativeLogin")).examples
        XCTAssertTrue(login.contains { $0.response.contains(#""tenantList": null"#) && succeeds($0) })
        let rows = try XCTUnwrap(zing.endpoint(named: "tenantMemberships")).examples
        XCTAssertTrue(rows.contains { $0.response.contains(#""id": null"#) && succeeds($0) })
    }

    /// Issue 49 item 5: the classes the docs say nothing of are marked as the contract's own, not only their rules;
    /// Herald's non-JSON mark no longer claims the doc gives every answer as JSON; Longde's refusals of empty tokens
    /// before sending are marked.
    func testClassesAndRefusalsTheDocsAreSilentOnAreMarked() throws {
        let longde = try load("longde")
        let herald = try load("herald")
        for (contract, name) in [
            (longde, "requestRejected"), (longde, "connectivity"), (herald, "requestRejected"),
            (herald, "connectivity"),
        ] {
            let errorClass = try XCTUnwrap(contract.errorClass(named: name))
            let reason = try XCTUnwrap(errorClass.provenance.deviations.first?.reason, name)
            XCTAssertTrue(reason.contains("silent"), reason)
        }
        let notJSON = try XCTUnwrap(herald.errorRules.first { $0.condition.body == .notJSON })
        let reason = try XCTUnwrap(notJSON.provenance.deviations.first?.reason)
        XCTAssertFalse(reason.contains("gives every answer as JSON"), reason)
        XCTAssertTrue(reason.contains("never names a media type"), reason)
        for (model, source) in [
            ("AppleLoginRequest", "#3.1"), ("RefreshRequest", "#3.2"), ("LogoutRequest", "#3.4"),
        ] {
            let name = model == "AppleLoginRequest" ? "identityToken" : "refreshToken"
            let token = try field(model, name, in: longde)
            XCTAssertTrue(token.isNonEmpty, "\(model).\(name)")
            XCTAssertEqual(
                token.provenance.deviations.first?.source, "longde-ios-auth-contract.md\(source)", "\(model).\(name)")
        }
    }

    func testNumbersThatAreClientPolicyAreMarked() throws {
        for name in ["zing", "longde"] {
            let contract = try load(name)
            XCTAssertEqual(
                contract.retry.provenance?.policy.map(\.key),
                ["maxAttempts", "baseDelay", "maxDelay", "retryAfterCap"],
                name)
        }
        let token = try field("AppleLoginRequest", "identityToken", in: try load("zing"))
        XCTAssertEqual(token.provenance.policy.map { "\($0.key) \($0.value)" }, ["maxLength 4096"])
        let notes = try load("zing").documentationNotes
        XCTAssertEqual(notes.count, 30)
        XCTAssertEqual(notes.map(\.mark), notes.map(\.mark).sorted(), "in file order")
        XCTAssertTrue(
            notes[0].description.hasPrefix(
                "field 'identityToken' of model 'AppleLoginRequest': maxLength 4096 is client policy, not from the docs: "
            ), notes[0].description)
        XCTAssertTrue(
            try load("longde").documentationNotes.contains {
                $0.description.hasPrefix("endpoint 'refreshSession' deviates from longde-ios-auth-contract.md#5: ")
            })
    }

    /// Every choice issue 30 found the contracts making where the docs are silent is marked where it is made.
    func testChoicesTheDocsDoNotMakeAreMarked() throws {
        let expected: [String: [String]] = [
            "zing": [
                "field 'nonce' of model 'AppleLoginRequest'", "field 'codeList' of model 'PermissionSet'",
                "field 'auth' of model 'PermissionSet'", "field 'allAuth' of model 'PermissionSet'",
                "field 'sysSafeMode' of model 'PermissionSet'", "error rule 'success: false → business'",
                "error rule 'http: 401; when: unauthenticated → business'", "error rule 'body: notJSON → connectivity'",
                "endpoint 'appleNativeLogin'", "auth tenant header", "header rules", "endpoint 'logout'",
            ],
            "longde": [
                "error class 'rateLimited'", "error class 'appleTokenInvalid'", "error class 'userDisabled'",
                "error class 'userDeleted'", "error class 'refreshTokenExpired'", "error class 'refreshTokenRevoked'",
                "error class 'unauthorized'", "error class 'wrongTokenType'",
                "example 'request validation failed' of endpoint 'appleLogin'",
                "example 'rate limited' of endpoint 'appleLogin'",
                "example 'dev login forbidden' of endpoint 'appleLogin'",
                "example 'refresh token rejected as invalid' of endpoint 'refreshSession'",
                "example 'not found' of endpoint 'currentUser'", "example 'forbidden' of endpoint 'currentUser'",
                "example 'internal error' of endpoint 'currentUser'",
                "example 'unknown errorCode' of endpoint 'currentUser'",
                "example 'HTML gateway page' of endpoint 'currentUser'",
                "model 'PersonName'",
                "error rule 'errorCode: AUTH_UNAUTHORIZED → unauthorized' of endpoint 'refreshSession'",
                "example 'refresh refused without a known errorCode' of endpoint 'refreshSession'",
                "example 'HTTP 401 without an errorCode' of endpoint 'currentUser'",
            ],
            "herald": ["example 'a 4xx the doc does not list' of endpoint 'appleNativeLogin'"],
        ]
        for (name, places) in expected {
            let deviations = try load(name).documentationNotes.compactMap { note -> String? in
                guard case .deviation = note.kind else { return nil }
                return note.place
            }
            for place in places { XCTAssertTrue(deviations.contains(place), "\(name): \(place) is not marked") }
        }
        let longde = try load("longde")
        for errorClass in longde.errorClasses where errorClass.endsIn != nil {
            XCTAssertFalse(
                errorClass.provenance.deviations.isEmpty, "the endsIn of \(errorClass.name) is the contract's own")
        }
        let zing = try load("zing")
        // A definition with two choices names both passages: the refresh's credentials and its failures; the
        // memberships' retries and their tenant header.
        XCTAssertEqual(
            longde.endpoint(named: "refreshSession")?.provenance.deviations.map(\.source),
            ["longde-ios-auth-contract.md#3.2", "longde-ios-auth-contract.md#5"])
        XCTAssertEqual(
            zing.endpoint(named: "tenantMemberships")?.provenance.deviations.map(\.source),
            ["zing-apple-sign-in-ios.md#7.4", "zing-apple-sign-in-ios.md#7.2"])
        XCTAssertEqual(zing.headers.provenance?.deviations.first?.source, "zing-apple-sign-in-ios.md#7.4")
        // The login's and the upload's deadlines are their samples' values, marked as such.
        for (name, seconds) in [("appleNativeLogin", 20.0), ("uploadFile", 120.0)] {
            let endpoint = try XCTUnwrap(zing.endpoint(named: name))
            XCTAssertEqual(endpoint.timeout, seconds, name)
            let mark = try XCTUnwrap(endpoint.provenance.deviations.first { $0.source == endpoint.timeoutSource })
            XCTAssertTrue(mark.reason.contains("\(Int(seconds))-second") && mark.reason.contains("sample"), mark.reason)
        }
    }
}
