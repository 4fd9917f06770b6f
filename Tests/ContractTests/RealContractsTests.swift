import Contract
import Foundation
import WireVocabulary
import XCTest

/// The checked-in contracts load cleanly and say what the docs say.
///
/// These tests read `contract/*.yaml` from the package root, so a contract edit that breaks a documented fact
/// (a user id typed as a tenant id, a lost error code, a changed class flag) fails here, not in an app.
final class RealContractsTests: XCTestCase {
    private struct NotAModel: Error {}

    /// `<root>/Tests/ContractTests/RealContractsTests.swift` → `<root>`.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Loads `contract/<name>.yaml`, prints its warnings and fails on any error.
    private func load(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws -> Contract {
        let displayPath = "contract/\(name).yaml"
        let url = Self.packageRoot.appendingPathComponent(displayPath)
        let result = ContractLoader.load(contentsOf: url, displayPath: displayPath)
        for diagnostic in result.diagnostics where diagnostic.severity != .error {
            print(diagnostic)
        }
        let errors = result.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.count, 0, "\(displayPath) has errors:\n" + errors.map(\.description).joined(separator: "\n"),
            file: file, line: line)
        return try XCTUnwrap(result.contract, "\(displayPath) did not load", file: file, line: line)
    }

    private func endpoint(_ name: String, in contract: Contract, file: StaticString = #filePath, line: UInt = #line)
        throws -> Endpoint
    {
        try XCTUnwrap(contract.endpoint(named: name), "no endpoint \(name)", file: file, line: line)
    }

    private func model(_ name: String, in contract: Contract, file: StaticString = #filePath, line: UInt = #line)
        throws -> Model
    {
        try XCTUnwrap(contract.model(named: name), "no model \(name)", file: file, line: line)
    }

    private func field(
        _ name: String, of model: Model, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Field {
        try XCTUnwrap(model.field(named: name), "no field \(model.name).\(name)", file: file, line: line)
    }

    /// The model a type names, looking through lists: `[TenantMembership]` → `TenantMembership`.
    private func modelName(of type: TypeRef?, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        guard case .model(let name)? = type?.elementType else {
            XCTFail("\(String(describing: type)) is not a model or a list of one", file: file, line: line)
            throw NotAModel()
        }
        return name
    }

    // MARK: - All three load

    func testAllContractsLoadWithoutErrors() throws {
        for name in ["zing", "herald", "longde", "wechat"] {
            _ = try load(name)
        }
    }

    // MARK: - zing.yaml

    func testZingInfo() throws {
        let zing = try load("zing")
        XCTAssertEqual(zing.info.module, "ZingAPI")
        XCTAssertEqual(zing.info.version, "1.1")
        XCTAssertEqual(zing.info.date, "2026-10-23")
        XCTAssertEqual(zing.info.baseURL, "https://work.zingyang.com/api")
        XCTAssertTrue(zing.info.generate)
    }

    func testZingHasTheEightDocumentedEndpoints() throws {
        let zing = try load("zing")
        XCTAssertEqual(
            zing.endpoints.map(\.name),
            [
                "appleNativeLogin", "currentUser", "tenantMemberships", "permissionCodes", "changeLoginTenant",
                "logout", "uploadFile", "cosTemporaryCredentials",
            ])
    }

    func testMembershipIdIsAUserIdButLoginTenantIdIsATenantId() throws {
        let zing = try load("zing")

        let memberships = try endpoint("tenantMemberships", in: zing)
        guard case .list = memberships.response.type else {
            return XCTFail("tenantMemberships must return a list, got \(String(describing: memberships.response.type))")
        }
        let membership = try model(try modelName(of: memberships.response.type), in: zing)
        XCTAssertEqual(try field("id", of: membership).type, .identifier("UserID"))

        let login = try endpoint("appleNativeLogin", in: zing)
        let loginResult = try model(try modelName(of: login.response.type), in: zing)
        let tenantList = try field("tenantList", of: loginResult)
        guard case .list = tenantList.type else { return XCTFail("tenantList must be a list") }
        let loginTenant = try model(try modelName(of: tenantList.type), in: zing)
        XCTAssertEqual(try field("id", of: loginTenant).type, .identifier("TenantID"))

        XCTAssertNotEqual(membership.name, loginTenant.name, "the two row shapes must stay distinct models")
    }

    func testTenantUserIdIsATenantIdThatKeepsBadRowsAlive() throws {
        let zing = try load("zing")
        let memberships = try endpoint("tenantMemberships", in: zing)
        let membership = try model(try modelName(of: memberships.response.type), in: zing)
        let tenantUserId = try field("tenantUserId", of: membership)
        XCTAssertEqual(tenantUserId.type, .identifier("TenantID"))
        XCTAssertEqual(tenantUserId.invalid, .keepRaw)

        let tenantID = try XCTUnwrap(zing.identifier(named: "TenantID"))
        XCTAssertEqual(tenantID.storage, .int)
        XCTAssertEqual(Set(tenantID.wire), [.int, .numericString])
        XCTAssertEqual(zing.identifier(named: "UserID")?.storage, .string)
    }

    func testMembershipsQueryOnlyNormalMemberships() throws {
        let zing = try load("zing")
        let memberships = try endpoint("tenantMemberships", in: zing)
        let status = try XCTUnwrap(memberships.query.first { $0.name == "userTenantStatus" })
        XCTAssertEqual(status.constant, "1")
    }

    func testLoginIsTokenlessAndMapsAppleCodes() throws {
        let zing = try load("zing")
        let login = try endpoint("appleNativeLogin", in: zing)
        XCTAssertEqual(login.method, .post)
        XCTAssertEqual(login.path, "/sys/thirdLogin/apple/native")
        XCTAssertEqual(login.auth, Endpoint.Auth.none)
        XCTAssertEqual(login.role, .login)
        XCTAssertEqual(login.retry, .never)

        let expected: [Int: String] = [
            1001: "appleTokenInvalid", 1002: "appleSignInUnavailable", 1003: "appleKeysUnavailable",
            1004: "accountConflict", 1005: "rateLimited",
        ]
        for (code, errorClass) in expected {
            let rule = login.errorRules.first { $0.codes.contains(code) }
            XCTAssertEqual(rule?.errorClass, errorClass, "code \(code)")
        }
    }

    func testMessageOnlyEndpointsHaveNoPayload() throws {
        let zing = try load("zing")
        for name in ["logout", "changeLoginTenant"] {
            let response = try endpoint(name, in: zing).response
            XCTAssertEqual(response.payload, Endpoint.PayloadLocation.none, name)
            XCTAssertNil(response.type, name)
        }
        XCTAssertEqual(try endpoint("logout", in: zing).role, .logout)
        XCTAssertEqual(try endpoint("changeLoginTenant", in: zing).role, .write)
    }

    func testUploadReturnsItsURLInMessage() throws {
        let zing = try load("zing")
        let upload = try endpoint("uploadFile", in: zing)
        XCTAssertEqual(upload.response.payload, .message)
        XCTAssertEqual(upload.response.type, .scalar(.url))
        XCTAssertTrue(upload.response.require.contains { $0.path.isEmpty && $0.predicate == .httpURL })
        guard case .multipart(let fileField, let fields) = upload.body else {
            return XCTFail("upload must be multipart, got \(upload.body)")
        }
        XCTAssertEqual(fileField, "file")
        XCTAssertEqual(fields.map(\.name), ["biz"])
        XCTAssertEqual(upload.retry, .never)
    }

    func testCosCredentialsWithoutSessionTokenAreRefused() throws {
        let zing = try load("zing")
        let sts = try endpoint("cosTemporaryCredentials", in: zing)
        XCTAssertTrue(sts.response.require.contains { $0.path == ["sessionToken"] && $0.predicate == .nonEmpty })
        XCTAssertEqual(Set(sts.query.map(\.name)), ["scene", "uploadId"])
        XCTAssertTrue(sts.query.allSatisfy { !$0.isOptional })
    }

    func testOnlyReadsThatAreIdempotentAreRetried() throws {
        let zing = try load("zing")
        // Issuing temporary credentials is a GET, but each call issues a new set: not a read the docs confirm
        // idempotent (sign-in §7.4).
        let issuing: Set = ["cosTemporaryCredentials"]
        for endpoint in zing.endpoints {
            let idempotent = endpoint.method == .get && !issuing.contains(endpoint.name)
            XCTAssertEqual(endpoint.retry, idempotent ? .idempotent : .never, endpoint.name)
        }
    }

    func testZingHasTheCanonicalErrorClassesWithTheirFlags() throws {
        let zing = try load("zing")
        // name: (invalidatesSession, keepsCredentials, retryable), DESIGN.md §4.
        let canonical: [(String, Bool, Bool, Bool)] = [
            ("sessionExpired", true, false, false),
            ("accountMismatch", true, false, false),
            ("permissionDenied", false, true, false),
            ("appleTokenInvalid", false, true, false),
            ("appleSignInUnavailable", false, true, false),
            ("appleKeysUnavailable", false, true, false),
            ("accountConflict", false, true, false),
            ("rateLimited", false, true, false),
            ("requestRejected", false, true, false),
            ("business", false, true, false),
            ("connectivity", false, true, true),
            ("cancelled", false, true, false),
            ("invalidResponse", false, true, false),
        ]
        XCTAssertEqual(Set(zing.errorClasses.map(\.name)), Set(canonical.map(\.0)))
        XCTAssertEqual(zing.errorClasses.count, canonical.count)
        for (name, invalidates, keeps, retryable) in canonical {
            let errorClass = try XCTUnwrap(zing.errorClass(named: name), name)
            XCTAssertEqual(errorClass.invalidatesSession, invalidates, "\(name).invalidatesSession")
            XCTAssertEqual(errorClass.keepsCredentials, keeps, "\(name).keepsCredentials")
            XCTAssertEqual(errorClass.isRetryable, retryable, "\(name).retryable")
        }
    }

    func testZingRulePrecedence() throws {
        let zing = try load("zing")
        let first = try XCTUnwrap(zing.errorRules.first)
        XCTAssertEqual(first.transport, [.cancelled])
        XCTAssertEqual(first.errorClass, "cancelled")

        // A 500-code envelope is business, so `success: false` must come before the 5xx fallback.
        let successFalse = try XCTUnwrap(zing.errorRules.firstIndex { $0.success == false })
        let serverErrors = try XCTUnwrap(zing.errorRules.firstIndex { $0.http.contains { $0.contains(500) } })
        XCTAssertLessThan(successFalse, serverErrors)
        XCTAssertEqual(zing.errorRules[successFalse].errorClass, "business")

        let code510 = zing.errorRules.first { $0.codes.contains(510) }
        XCTAssertEqual(code510?.errorClass, "permissionDenied")
        let http401 = zing.errorRules.first { $0.http.contains { $0.contains(401) } && $0.when == .authenticated }
        XCTAssertEqual(http401?.errorClass, "sessionExpired")
        XCTAssertEqual(zing.errorRules.last?.otherwise, true)
    }

    func testZingAuthAndHeaders() throws {
        let zing = try load("zing")
        let auth = try XCTUnwrap(zing.auth)
        XCTAssertEqual(auth.token?.placement, .header(name: "X-Access-Token"))
        XCTAssertEqual(auth.tenant?.header, "X-Tenant-Id")
        XCTAssertEqual(auth.tenant?.type, "TenantID")
        XCTAssertEqual(auth.tenant?.omitWhen, "0")
        XCTAssertTrue(zing.headers.never.contains("X-Forwarded-For"))
    }

    func testLoginRequestLimits() throws {
        let zing = try load("zing")
        let login = try endpoint("appleNativeLogin", in: zing)
        guard case .json(let requestName) = login.body else { return XCTFail("login must send JSON") }
        let request = try model(requestName, in: zing)

        let identityToken = try field("identityToken", of: request)
        XCTAssertEqual(identityToken.maxLength, 4096)
        XCTAssertTrue(identityToken.isSecret)
        XCTAssertTrue(identityToken.isNonEmpty)
        XCTAssertTrue(try field("nonce", of: request).isSecret)

        let fullName = try field("fullName", of: request)
        XCTAssertEqual(fullName.serverTruncatesAt, 50)
        XCTAssertNil(fullName.maxLength, "the 50-character limit is documented, not enforced")
    }

    /// Issue 2: each endpoint, model and rule says which doc section it came from (and so does each class).
    func testEveryZingDefinitionNamesItsSource() throws {
        let zing = try load("zing")
        let docs = ["zing-apple-sign-in-ios.md#", "zing-ios-cos-upload.md#"]
        func check(_ source: String?, _ what: String) {
            XCTAssertTrue(
                docs.contains { source?.hasPrefix($0) == true }, "\(what) has no doc source: \(source ?? "nil")")
        }
        zing.endpoints.forEach { check($0.provenance.source, "endpoint \($0.name)") }
        zing.models.forEach { check($0.provenance.source, "model \($0.name)") }
        zing.errorClasses.forEach { check($0.provenance.source, "class \($0.name)") }
        // The client-policy rules (docs/threat-model.md) transcribe no doc, so they name none.
        let rules = zing.errorRules.enumerated().map { ("rule \($0.offset)", $0.element) }
        rules.filter { !Self.isClientPolicy($1) }.forEach { check($1.provenance.source, $0) }
        for endpoint in zing.endpoints {
            endpoint.examples.forEach { check($0.provenance.source, "example '\($0.name)' of \(endpoint.name)") }
        }
    }

    /// A 3xx or an oversized body: refused by the client's own policy, not by anything the docs say.
    static func isClientPolicy(_ rule: ErrorRule) -> Bool {
        rule.transport == [.responseTooLarge] || rule.http == [ErrorRule.StatusRange(300, 399)]
    }

    /// The docs' success conditions: login needs a non-empty token and a user with an id; the current user needs
    /// `result.userInfo` with its id; message-only endpoints need nothing.
    func testSuccessConditionsOfLoginAndCurrentUser() throws {
        let zing = try load("zing")
        func conditions(_ name: String) throws -> Set<String> {
            Set(
                try endpoint(name, in: zing).response.require.map {
                    "\($0.path.joined(separator: ".")) \($0.predicate)"
                })
        }
        XCTAssertEqual(
            try conditions("appleNativeLogin"), ["token nonEmpty", "userInfo present", "userInfo.id nonEmpty"])
        XCTAssertEqual(try conditions("currentUser"), ["userInfo present", "userInfo.id nonEmpty"])
        XCTAssertEqual(try conditions("logout"), [])
        XCTAssertEqual(try conditions("changeLoginTenant"), [])
    }

    /// Tokens, nonces, identity tokens and temporary keys are secret; nothing else is.
    func testZingSecretsAreExactlyTheCredentials() throws {
        let zing = try load("zing")
        let secrets = Set(
            zing.models.flatMap { model in model.fields.filter(\.isSecret).map { "\(model.name).\($0.name)" } })
        XCTAssertEqual(
            secrets,
            [
                "AppleLoginRequest.identityToken", "AppleLoginRequest.nonce", "AppleLoginRequest.authorizationCode",
                "LoginResult.token", "CosCredentials.tmpSecretId", "CosCredentials.tmpSecretKey",
                "CosCredentials.sessionToken",
            ])
    }

    func testAllAuthIsNotForAuthorization() throws {
        let zing = try load("zing")
        let permissions = try model(try modelName(of: endpoint("permissionCodes", in: zing).response.type), in: zing)
        XCTAssertTrue(try field("allAuth", of: permissions).isNotForAuthorization)
        XCTAssertFalse(try field("codeList", of: permissions).isNotForAuthorization)
    }

    func testZingExamplesExpectKnownClasses() throws {
        let zing = try load("zing")
        for endpoint in zing.endpoints {
            XCTAssertFalse(endpoint.examples.isEmpty, "\(endpoint.name) has no example")
            for example in endpoint.examples {
                if case .failure(let errorClass, _, _) = example.expectation {
                    XCTAssertNotNil(zing.errorClass(named: errorClass), "\(endpoint.name): \(example.name)")
                }
            }
        }
    }

    // MARK: - herald.yaml

    func testHeraldNativeLogin() throws {
        let herald = try load("herald")
        XCTAssertEqual(herald.info.module, "HeraldAPI")
        XCTAssertTrue(herald.info.generate)
        XCTAssertNil(herald.info.baseURL)

        XCTAssertEqual(herald.endpoints.count, 1)
        let login = try XCTUnwrap(herald.endpoints.first)
        XCTAssertEqual(login.path, "/api/oauth/{realmId}/apple/native-login")
        XCTAssertEqual(login.pathPlaceholders, ["realmId"])
        XCTAssertEqual(login.pathParameters.map(\.name), ["realmId"])
        XCTAssertEqual(login.auth, Endpoint.Auth.none)

        guard case .union(let unionName)? = login.response.type else {
            return XCTFail("the native login must return a union, got \(String(describing: login.response.type))")
        }
        let union = try XCTUnwrap(herald.union(named: unionName))
        XCTAssertEqual(Set(union.variants.map(\.discriminatorKey)), ["accessToken", "redirectUri"])
        XCTAssertEqual(herald.envelope(named: login.response.envelope)?.style, EnvelopeFormat.Style.none)

        for status in [400, 401, 404, 503] {
            XCTAssertTrue(
                herald.errorRules.contains { $0.http.contains { $0.contains(status) } }, "no rule for HTTP \(status)")
        }
    }

    // MARK: - longde.yaml

    func testLongdeBearerAuthAndErrorCodes() throws {
        let longde = try load("longde")
        XCTAssertEqual(longde.info.module, "LongdeAPI")
        let auth = try XCTUnwrap(longde.auth)
        XCTAssertEqual(auth.token?.placement, .header(name: "Authorization", scheme: "Bearer"))
        XCTAssertNil(auth.tenant)

        let documented = [
            "AUTH_INVALID_APPLE_TOKEN", "AUTH_USER_DISABLED", "AUTH_USER_DELETED", "AUTH_REFRESH_TOKEN_EXPIRED",
            "AUTH_REFRESH_TOKEN_REVOKED", "AUTH_UNAUTHORIZED", "AUTH_WRONG_TOKEN_TYPE", "AUTH_DEV_LOGIN_FORBIDDEN",
            "VALIDATION_ERROR", "NOT_FOUND", "FORBIDDEN", "RATE_LIMITED", "INTERNAL_ERROR",
        ]
        let allRules = longde.errorRules + longde.endpoints.flatMap(\.errorRules)
        for code in documented {
            XCTAssertTrue(allRules.contains { $0.errorCodes.contains(code) }, "no rule for \(code)")
        }

        let unauthorized = longde.errorRules.first { $0.errorCodes.contains("AUTH_UNAUTHORIZED") }
        let refreshing = try XCTUnwrap(unauthorized.flatMap { longde.errorClass(named: $0.errorClass) })
        XCTAssertTrue(refreshing.refreshes)

        XCTAssertEqual(try endpoint("refreshSession", in: longde).role, .refresh)
        XCTAssertEqual(try endpoint("logout", in: longde).response.payload, Endpoint.PayloadLocation.none)
    }
}
