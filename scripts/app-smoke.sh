#!/usr/bin/env bash
# An app's point of view: a scratch package that depends on this one by path and uses, through this package's
# products only, the generated Zing client (ZingAPI, APIRuntime) in its app target and the testing library with the
# contract's examples (APITesting, ZingAPIExamples) in its test target. Its code fakes the client through
# ZingClientProtocol, replays examples and checks requests, with no `@_spi` or `@testable` import. A second test
# target is a copy of Generated/ZingAPIContractTests, built against the same four products: the contract tests a
# package generates for its own client need nothing but them (the testing library's `@_spi(Generated)` support, no
# `@testable` import). It builds the package and runs both test targets (minutes, not seconds), so the test that
# runs it is skipped unless ZING_APP_TEST=1.
#
# Usage: bash scripts/app-smoke.sh [SCRATCH_DIR]   (default: a new folder under $TMPDIR, removed afterwards)
set -euo pipefail
# shellcheck source=lib/scratch-package.sh
. "$(dirname "$0")/lib/scratch-package.sh" app-smoke "$@"
app="$scratch/ScratchApp"
rm -rf "$app"
mkdir -p "$app/Sources/App" "$app/Tests/AppTests"
cp -R "$repo/Generated/ZingAPIContractTests" "$app/Tests/ZingAPIContractTests"

cat > "$app/Package.swift" <<SWIFT
// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "ScratchApp",
    platforms: [.macOS(.v13), .iOS(.v16)],
    dependencies: [.package(path: "$repo")],
    targets: [
        .target(
            name: "App",
            dependencies: [
                .product(name: "ZingAPI", package: "$identity"), .product(name: "APIRuntime", package: "$identity"),
            ]),
        .testTarget(
            name: "AppTests",
            dependencies: [
                "App", .product(name: "APITesting", package: "$identity"),
                .product(name: "ZingAPIExamples", package: "$identity"),
            ]),
        .testTarget(
            name: "ZingAPIContractTests",
            dependencies: [
                .product(name: "ZingAPI", package: "$identity"), .product(name: "ZingAPIExamples", package: "$identity"),
                .product(name: "APIRuntime", package: "$identity"), .product(name: "APITesting", package: "$identity"),
            ]),
    ]
)
SWIFT

cat > "$app/Sources/App/Greeting.swift" <<'SWIFT'
import APIRuntime
import ZingAPI

/// The app's code depends on the generated protocol, never on the client type.
public struct Greeting: Sendable {
    let api: any ZingClientProtocol

    public init(api: any ZingClientProtocol) {
        self.api = api
    }

    public func text(token: String, tenant: Int) async -> String {
        let credentials = ZingCredentials(token: Secret(token), tenantID: TenantID(rawValue: tenant))
        do {
            return "Hello, " + (try await api.currentUser(credentials: credentials).userInfo.realname ?? "you")
        } catch {
            return error.invalidatesSession ? "Please sign in again." : "Can't connect."
        }
    }
}
SWIFT

cat > "$app/Tests/AppTests/GreetingTests.swift" <<'SWIFT'
import APIRuntime
import APITesting
import App
import Foundation
import XCTest
import ZingAPI
import ZingAPIExamples

/// A fake standing in for the client, as a SwiftUI preview would use one.
struct FakeZing: ZingClientProtocol {
    var name: String?
    private var unused: ZingError { ZingError(errorClass: .business, observation: ExchangeObservation(carriedCredentials: true)) }

    init(name: String?) { self.name = name }

    func appleNativeLogin(
        _ body: AppleLoginRequest, options: CallOptions
    ) async throws(ZingError) -> SignedIn<LoginResult, ZingCredentials> {
        throw unused
    }
    func currentUser(credentials: ZingCredentials, options: CallOptions) async throws(ZingError) -> CurrentUserResult {
        CurrentUserResult(userInfo: UserInfo(id: UserID(rawValue: "u-1"), realname: name))
    }
    func tenantMemberships(credentials: ZingCredentials, options: CallOptions) async throws(ZingError) -> [TenantMembership] { [] }
    func permissionCodes(credentials: ZingCredentials, options: CallOptions) async throws(ZingError) -> PermissionSet { throw unused }
    func changeLoginTenant(
        _ body: ChangeLoginTenantRequest, credentials: ZingCredentials, options: CallOptions
    ) async throws(ZingError) {}
    func logout(credentials: ZingCredentials, options: CallOptions) async throws(ZingError) {}
    func uploadFile(
        file: URL, fileName: String, mimeType: String, biz: String?, credentials: ZingCredentials,
        progress: UploadProgressHandler?, options: CallOptions
    ) async throws(ZingError) -> URL { throw unused }
    func cosTemporaryCredentials(
        scene: String, uploadID: String, credentials: ZingCredentials, options: CallOptions
    ) async throws(ZingError) -> CosCredentials { throw unused }
}

final class GreetingTests: XCTestCase {
    func testAFakeClient() async {
        let text = await Greeting(api: FakeZing(name: "Lin")).text(token: "t", tenant: 1)
        XCTAssertEqual(text, "Hello, Lin")
    }

    func testAnUploadReportsItsProgress() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("app-smoke-\(UUID().uuidString).txt")
        try Data("a small attachment".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let transport = ExampleTransport(replaying: ZingExamples.UploadFile.uploadSucceeds)
        let client = ZingClient(baseURL: URL(string: "https://api.test/api")!, transport: transport)
        let recorder = UploadProgressRecorder()
        let credentials = ZingCredentials(token: Secret("t"), tenantID: TenantID(rawValue: 1234))
        let url = try await client.uploadFile(
            file: file, fileName: "note.txt", mimeType: "text/plain", credentials: credentials,
            progress: recorder.handler)
        XCTAssertEqual(url.absoluteString, "https://example.invalid/path/photo.jpg")
        let sent = try XCTUnwrap(transport.recorded.first).body.count
        // The fake reports the whole body as sent in four quarters, before it answers.
        XCTAssertEqual(recorder.reports.map(\.bytesSent), (1...4).map { Int64(sent) * $0 / 4 })
        XCTAssertEqual(recorder.reports.last?.fraction, 1)
    }

    func testTheContractsOwnExamples() async throws {
        let transport = ExampleTransport(replaying: ZingExamples.CurrentUser.http401WithAToken)
        let client = ZingClient(
            baseURL: URL(string: "https://api.test/api")!, transport: transport, sleeper: ImmediateSleeper())
        let text = await Greeting(api: client).text(token: "t", tenant: 1234)
        XCTAssertEqual(text, "Please sign in again.")
        try XCTUnwrap(transport.recorded.first).expect(
            method: .get, path: "/api/sys/user/getUserInfo", headers: ["X-Tenant-Id": "1234"],
            headersPresent: ["X-Access-Token"])
    }

    func testACallsOwnOptionsOnTheClientAndThroughTheProtocol() async throws {
        let transport = ExampleTransport(
            replaying: ZingExamples.CurrentUser.currentUser, ZingExamples.CurrentUser.currentUser)
        let client = ZingClient(baseURL: URL(string: "https://api.test/api")!, transport: transport)
        let credentials = ZingCredentials(token: Secret("t"), tenantID: TenantID(rawValue: 1234))
        _ = try await client.currentUser(
            credentials: credentials, options: CallOptions(headers: [.plain("X-Trace-Id", "app-1")]))
        let api: any ZingClientProtocol = client
        _ = try await api.currentUser(
            credentials: credentials, options: CallOptions(headers: [.plain("X-Trace-Id", "app-2")]))
        XCTAssertEqual(transport.recorded.count, 2)
        for (request, trace) in zip(transport.recorded, ["app-1", "app-2"]) {
            try request.expect(method: .get, path: "/api/sys/user/getUserInfo", headers: ["X-Trace-Id": trace])
        }
    }
}
SWIFT

if grep -rn "@_spi\|@testable" "$app/Sources" "$app/Tests/AppTests"; then
    echo "error: the scratch app reaches past the public API" >&2
    exit 1
fi
# The generated tests may use the testing library's generated-code support, and nothing else past the products.
if grep -rn "@testable\|@_spi" "$app/Tests/ZingAPIContractTests" | grep -v "@_spi(Generated) import APITesting$"; then
    echo "error: the generated contract tests reach past the products" >&2
    exit 1
fi

echo "== the app and its tests build against the products"
(cd "$app" && swift build --build-tests)
echo "== its tests pass"
tests="$(cd "$app" && swift test --skip-build --filter '^AppTests\.' 2>&1)" || { echo "$tests"; exit 1; }
echo "$tests" | grep -E "Executed [0-9]+ tests?" | tail -1
echo "== the generated contract tests pass in the app's package"
tests="$(cd "$app" && swift test --skip-build --filter '^ZingAPIContractTests\.' 2>&1)" || {
    echo "$tests" | tail -30
    echo "error: the generated contract tests failed" >&2
    exit 1
}
echo "$tests" | grep -E "Executed [0-9]+ tests?" | tail -1

echo "app smoke: ok"
