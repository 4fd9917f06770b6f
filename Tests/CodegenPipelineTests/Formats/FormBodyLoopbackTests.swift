import Foundation
import XCTest

/// The client generated from ``FormBodyCompileTests``'s contract, built into a program with the runtime and run
/// against a loopback HTTP server: the server receives exactly the form body bytes and query the WHATWG serializer
/// and the contract say, for each member of the `oneOf:` group, whatever the values hold.
final class FormBodyLoopbackTests: XCTestCase {
    static let program = #"""
        import APIRuntime
        import Foundation
        import LoopbackHTTP

        let server = try LoopbackServer { _ in
            .json(#"{"success": true, "code": 0, "message": "0", "data": {"attribute": 2}}"#)
        }
        let client = FormClient(baseURL: server.baseURL, transport: URLSessionTransport())
        let credentials = FormCredentials(token: "tok")
        _ = try await client.follow(
            fid: 2, reSrc: "a b&c=d", csrf: "c&=%+\r\n~ é", target: .mid(7), credentials: credentials)
        _ = try await client.follow(fid: -1, csrf: "x", target: .name("中 文+"), credentials: credentials)
        _ = try await client.follow(fid: 0, csrf: "y", target: .token("s/é 😀"), credentials: credentials)
        for request in server.requests {
            let type = request.headers.first { $0.name.lowercased() == "content-type" }?.value ?? "-"
            print(type + " | " + (request.query ?? "-") + " | " + String(decoding: request.body, as: UTF8.self))
        }
        server.stop()
        """#

    func testTheServerReceivesTheExactFormBodies() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("form-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let module = try GeneratedModule(yaml: FormBodyCompileTests.contract)
        let sources = try SwiftCompiler.write(module.moduleFiles, to: scratch)
        let main = scratch.appendingPathComponent("main.swift")
        try Self.program.write(to: main, atomically: false, encoding: .utf8)
        let modules = try SwiftCompiler.runtimeModules()
        let objects = try Self.objects(
            of: ["APIRuntime", "WireVocabulary", "TextFoundation", "LoopbackHTTP"], in: modules)
        let executable = scratch.appendingPathComponent("form-run")
        let build = try SwiftCompiler.run(
            "swiftc",
            ["-module-name", "FormAPI", "-swift-version", "6", "-I", modules.path, main.path] + sources + objects
                + ["-o", executable.path])
        XCTAssertTrue(build.succeeded, build.output)
        guard build.succeeded else { return }
        let run = try SwiftCompiler.run(executable.path, [])
        XCTAssertTrue(run.succeeded, run.output)
        let form = "application/x-www-form-urlencoded"
        XCTAssertEqual(
            run.output.split(separator: "\n").map(String.init),
            [
                "\(form) | mid=7 | fid=2&act=1&re_src=a+b%26c%3Dd&csrf=c%26%3D%25%2B%0D%0A%7E+%C3%A9",
                "\(form) | name=%E4%B8%AD%20%E6%96%87%2B | fid=-1&act=1&csrf=x",
                "\(form) | - | fid=0&act=1&csrf=y&token=s%2F%C3%A9+%F0%9F%98%80",
            ])
    }

    /// The object files SwiftPM built for `targets` (from each target's output file map, so files of deleted sources
    /// left in the build folder are not linked); skips when a target was not built.
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
