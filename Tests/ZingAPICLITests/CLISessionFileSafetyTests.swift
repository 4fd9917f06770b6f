import APIRuntime
import Foundation
import SpecialFiles
import XCTest
import ZingAPI
import ZingSession

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real binary with a session file others could read, a link, a FIFO, a device or a huge file in its place.
final class CLISessionFileSafetyTests: CLITestCase {
    private var folder: URL { cli.sessionFile.deletingLastPathComponent() }

    private func seedSession(at file: URL? = nil) throws {
        let record = SessionRecord(
            baseURL: try XCTUnwrap(URL(string: server.apiBaseURL)), userID: UserID(rawValue: "user-e2e"),
            token: Secret(E2ESecrets.platformToken), tenantID: TenantID(rawValue: 1))
        try FileSessionStore(fileURL: file ?? cli.sessionFile).save(record)
    }

    private func mode(_ url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)
            .intValue
    }

    private func setMode(_ mode: Int, _ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    func testAFileOthersCanReadIsMadeOwnerOnlyWithOneWarningThatNamesIt() throws {
        try seedSession()
        try setMode(0o644, cli.sessionFile)
        try setMode(0o755, folder)
        let run = try cli.run(["whoami", "--json"])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertEqual(try run.result()["userId"] as? String, "user-e2e", "the repaired session is used")
        let warnings = run.err.split(separator: "\n").filter { $0.hasPrefix("warning:") }
        XCTAssertEqual(warnings.count, 1, run.err)
        XCTAssertTrue(run.err.contains(cli.sessionFile.path) && run.err.contains("0644"), run.err)
        XCTAssertTrue(run.err.contains("sign out"), "says how to end a session others may have read: \(run.err)")
        XCTAssertEqual(try mode(cli.sessionFile), 0o600)
        XCTAssertEqual(try mode(folder), 0o700)

        let again = try cli.run(["whoami"])
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.err.isEmpty, "nothing left to repair: \(again.err)")

        try setMode(0o755, folder)
        let folderOnly = try cli.run(["whoami"])
        XCTAssertTrue(folderOnly.err.contains(folder.path), folderOnly.err)
        XCTAssertEqual(try mode(folder), 0o700)
    }

    func testTheHomeFolderIsNeverMadeOwnerOnly() throws {
        let inHome = cli.folder.appendingPathComponent("session.json")  // the harness's HOME
        try seedSession(at: inHome)
        try setMode(0o755, cli.folder)
        try setMode(0o644, inHome)
        let run = try cli.run(["whoami", "--session", inHome.path])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.err.contains("0644") && !run.err.contains("0755"), run.err)
        XCTAssertEqual(try mode(inHome), 0o600)
        XCTAssertEqual(try mode(cli.folder), 0o755, "HOME is left as it was")
    }

    func testASymbolicLinkIsRefusedAndNeverFollowed() throws {
        let real = cli.folder.appendingPathComponent("real/session.json")
        try seedSession(at: real)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: cli.sessionFile, withDestinationURL: real)
        let run = try cli.run(["whoami", "--json"])
        XCTAssertEqual(run.status, 2, run.out + run.err)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "noSession")
        XCTAssertTrue((error["message"] as? String)?.contains("symbolic link") == true, run.out)
        XCTAssertTrue(server.requests.isEmpty, "the linked session's token is never sent")

        let logout = try cli.run(["logout", "--json"])
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        XCTAssertTrue(FileManager.default.fileExists(atPath: real.path), "only the link is removed")
        XCTAssertTrue(server.requests.isEmpty)
    }

    func testAFIFOIsRefusedWithoutOpeningItAndLogoutNeverWritesIntoIt() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(cli.sessionFile.path, 0o600), 0)
        // Opening a FIFO waits for a writer: before the fix these runs hung until the harness killed them.
        let run = try cli.run(["whoami", "--json"], timeout: 20)
        XCTAssertEqual(run.status, 2, run.out + run.err)
        XCTAssertTrue((try run.error()["message"] as? String)?.contains("FIFO") == true, run.out)
        let logout = try cli.run(["logout", "--json"], timeout: 20)
        XCTAssertEqual(logout.status, 1, logout.out + logout.err)
        XCTAssertEqual(try logout.error()["class"] as? String, "storage")
        var status = stat()
        XCTAssertEqual(lstat(cli.sessionFile.path, &status), 0)
        XCTAssertEqual(status.st_mode & S_IFMT, S_IFIFO, "left as it was")
    }

    /// A login saves the session by renaming a fresh file over the path, which would replace whatever is there: a
    /// device, a FIFO, a socket or a link at the session path is refused before the exchange, so no token is issued
    /// that could not be stored, and the path is left as it was.
    func testLoginNeverReplacesADeviceAFIFOASocketOrALinkAtTheSessionPath() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func path(_ name: String) -> String { folder.appendingPathComponent(name).path }
        let elsewhere = folder.appendingPathComponent("elsewhere.json")
        try Data("{}".utf8).write(to: elsewhere)
        try SpecialFiles.makeFIFO(at: path("fifo"))
        try SpecialFiles.makeSocket(at: path("socket"))
        try FileManager.default.createSymbolicLink(atPath: path("link"), withDestinationPath: elsewhere.path)
        var refusals = [("fifo", "FIFO"), ("socket", "socket"), ("link", "symbolic link")]
        try SpecialFiles.makeCharacterDevice(at: path("device"))
        refusals.append(("device", "device"))
        let secrets = ["ZING_API_IDENTITY_TOKEN": E2ESecrets.identityToken, "ZING_API_NONCE": E2ESecrets.nonce]
        for (name, says) in refusals {
            let kind = SpecialFiles.kind(at: path(name))
            let run = try cli.run(["login", "--json", "--session", path(name)], environment: secrets, timeout: 20)
            XCTAssertEqual(run.status, 1, "\(name): \(run.out) \(run.err)")
            let error = try run.error()
            XCTAssertEqual(error["class"] as? String, "storage", name)
            let message = try XCTUnwrap(error["message"] as? String)
            XCTAssertTrue(message.contains(path(name)) && message.contains(says), message)
            XCTAssertEqual(SpecialFiles.kind(at: path(name)), kind, "\(name) is left as it was")
        }
        XCTAssertTrue(server.requests.isEmpty, "nothing is sent: no token is issued that could not be stored")
        XCTAssertEqual(try String(contentsOf: elsewhere, encoding: .utf8), "{}")
    }

    func testADeviceIsRefused() throws {
        let run = try cli.run(["whoami", "--json", "--session", "/dev/null"])
        XCTAssertEqual(run.status, 2, run.out + run.err)
        XCTAssertEqual(try run.error()["class"] as? String, "noSession")
        XCTAssertTrue((try run.error()["message"] as? String)?.contains("device") == true, run.out)
    }

    func testAHugeFileIsRefusedBeforeItIsReadAndLogoutRemovesIt() throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: cli.sessionFile.path, contents: nil))
        let handle = try FileHandle(forWritingTo: cli.sessionFile)
        try handle.truncate(atOffset: 1 << 30)  // sparse: 1 GiB long, no block written
        try handle.close()
        let run = try cli.run(["tenants", "--json"])
        XCTAssertEqual(run.status, 2, run.out + run.err)
        let error = try run.error()
        XCTAssertEqual(error["class"] as? String, "noSession")
        let message = try XCTUnwrap(error["message"] as? String)
        XCTAssertTrue(message.contains("larger than 1 MiB") && message.contains(cli.sessionFile.path), message)

        let logout = try cli.run(["logout", "--json"])
        XCTAssertEqual(logout.status, 0, logout.out + logout.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cli.sessionFile.path))
        XCTAssertTrue(server.requests.isEmpty)
    }
}
