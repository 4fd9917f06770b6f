import Contract
import ContractMock
import Foundation
import XCTest

/// Tests/Fixtures/paged-lists.yaml's generated client, built into a program with the runtime, walks each paged list to
/// its end through the generated `AsyncSequence`s against the mock server over HTTP: the mock serves pages of each
/// example's rows, and each walk stops where its rule says, asking for no page after it (the mock's log counts them);
/// a walk given the call's options sends every page's request with them.
final class PagingLoopbackTests: XCTestCase {
    static let program = #"""
        import APIRuntime
        import Foundation

        let client = PagedClient(
            baseURL: URL(string: CommandLine.arguments[1])!, transport: URLSessionTransport(), allowsInsecureHTTP: true)
        let credentials = PagedCredentials(token: "t")
        func show(_ label: String, _ values: [String]) { print(label + ": " + values.joined(separator: ",")) }

        // RuoYi rows beside the code, pages of 2 of 5: the total ends the walk after page 3.
        var users: [String] = []
        for try await user in client.listUsersItems(pageSize: 2, credentials: credentials) {
            users.append(String(user.userID))
        }
        show("users by total", users)
        // A JeecgBoot page inside the result, pages of 2 of 3.
        var notices: [String] = []
        for try await page in client.listNoticesPages(pageSize: 2, credentials: credentials) {
            notices.append(page.items.map(\.id).joined(separator: "+") + "@" + String(page.request.pageNumber))
        }
        show("notice pages", notices)
        // By offset without a total, 3 at a time of 4: the empty third page ends the walk.
        var logs: [String] = []
        for try await entry in client.listLogsItems(limit: 3, credentials: credentials) { logs.append(String(entry.operID)) }
        show("logs to an empty page", logs)
        // By cursor, 2 at a time of 3: the second page hands out an empty cursor.
        var feed: [String] = []
        for try await page in client.feedPages(size: 2, credentials: credentials) {
            feed.append(page.items.map(\.id).joined(separator: "+") + "@" + (page.request.cursor ?? "-"))
        }
        show("feed to an empty cursor", feed)
        // The app's bounds: 3 items of pages of 2; 2 pages of 1.
        var bounded: [String] = []
        for try await user in client.listUsersItems(
            pageSize: 2, credentials: credentials, limits: PagingLimits(maxItems: 3))
        {
            bounded.append(String(user.userID))
        }
        show("users to maxItems 3", bounded)
        var twoPages: [String] = []
        for try await page in client.listLogsPages(limit: 1, credentials: credentials, limits: PagingLimits(maxPages: 2)) {
            twoPages.append(page.items.map { String($0.operID) }.joined(separator: "+"))
        }
        show("logs to maxPages 2", twoPages)
        // A failure of the first page, classified: no token.
        do {
            for try await _ in client.listUsersItems(pageSize: 2, credentials: PagedCredentials(token: "")) {}
            print("signed out: no failure")
        } catch {
            print("signed out: \(error.errorClass)")
        }
        // The call's options go with every page's request: pages of 2 of 5, each sent with the trace header.
        struct Tap: HTTPTransport {
            let inner = URLSessionTransport()
            func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
                print("page sent with " + (request.value(forHeader: "X-Trace-Id") ?? "no trace"))
                return try await inner.send(request)
            }
        }
        let tapped = PagedClient(
            baseURL: URL(string: CommandLine.arguments[1])!, transport: Tap(), allowsInsecureHTTP: true)
        var traced: [String] = []
        for try await user in tapped.listUsersItems(
            pageSize: 2, credentials: credentials, options: CallOptions(headers: [.plain("X-Trace-Id", "walk-1")]))
        {
            traced.append(String(user.userID))
        }
        show("users with the call's options", traced)
        """#

    func testTheGeneratedSequencesWalkEachListToItsEndAgainstTheMock() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("paging-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let module = try GeneratedModule(yaml: PagingCompileTests.contract)
        let sources = try SwiftCompiler.write(module.moduleFiles, to: scratch)
        let main = scratch.appendingPathComponent("main.swift")
        try Self.program.write(to: main, atomically: false, encoding: .utf8)
        let modules = try SwiftCompiler.runtimeModules()
        let objects = try Self.objects(of: ["APIRuntime", "WireVocabulary", "TextFoundation"], in: modules)
        let executable = scratch.appendingPathComponent("paging-run")
        let build = try SwiftCompiler.run(
            "swiftc",
            ["-module-name", "PagedAPI", "-swift-version", "6", "-I", modules.path, main.path] + sources + objects
                + ["-o", executable.path])
        XCTAssertTrue(build.succeeded, build.output)
        guard build.succeeded else { return }

        let loaded = ContractLoader.load(text: PagingCompileTests.contract, file: "paged-lists.yaml")
        let contract = try XCTUnwrap(loaded.contract)
        let server = try MockServer(catalog: try MockCatalog(contract: contract))
        let log = Log()
        Thread { server.run { log.append($0) } }.start()
        defer { server.stop() }
        let run = try SwiftCompiler.run(executable.path, [server.url])
        XCTAssertTrue(run.succeeded, run.output)
        XCTAssertEqual(
            run.output.split(separator: "\n").map(String.init),
            [
                "users by total: 1,2,3,4,5",
                "notice pages: n1+n2@1,n3@2",
                "logs to an empty page: 1,2,3,4",
                "feed to an empty cursor: n1+n2@-,n3@2",
                "users to maxItems 3: 1,2,3",
                "logs to maxPages 2: 1,2",
                "signed out: sessionExpired",
                "page sent with walk-1", "page sent with walk-1", "page sent with walk-1",
                "users with the call's options: 1,2,3,4,5",
            ])
        let paths = log.lines.map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
        XCTAssertEqual(
            paths,
            Array(repeating: "GET /system/user/list", count: 3)
                + Array(repeating: "GET /sys/annountCement/list", count: 2)
                + Array(repeating: "GET /monitor/operlog/list", count: 3) + Array(repeating: "GET /sys/feed", count: 2)
                + Array(repeating: "GET /system/user/list", count: 2)
                + Array(repeating: "GET /monitor/operlog/list", count: 2) + ["GET /system/user/list"]
                + Array(repeating: "GET /system/user/list", count: 3),
            log.lines.joined(separator: "\n"))
    }

    /// The mock's log lines, from its connection threads.
    private final class Log: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: [String] = []

        func append(_ line: String) { lock.withLock { stored.append(line) } }
        var lines: [String] { lock.withLock { stored } }
    }

    /// The object files SwiftPM built for `targets` (as ``FormBodyLoopbackTests`` finds them).
    private static func objects(of targets: [String], in modules: URL) throws -> [String] {
        let build = modules.deletingLastPathComponent()
        return try targets.flatMap { target -> [String] in
            let map = build.appendingPathComponent("\(target).build/output-file-map.json")
            guard let data = FileManager.default.contents(atPath: map.path),
                let entries = try JSONSerialization.jsonObject(with: data) as? [String: [String: String]]
            else { throw XCTSkip("\(target) is not built at \(build.path); run `swift build --build-tests`") }
            return entries.filter { !$0.key.isEmpty }.compactMap { $0.value["object"] }.sorted()
        }
    }
}
