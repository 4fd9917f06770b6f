import APIRuntime
import Foundation
import SpecialFiles
import XCTest
import ZingAPI

@testable import ZingSession

/// What the file store refuses to read, or repairs before reading: a file others could read, anything that is not
/// a regular file, a file far larger than a session, a base URL that carries a password.
final class SessionFileSafetyTests: XCTestCase {
    private var folder: URL!
    private var file: URL { folder.appendingPathComponent("nested/session.json") }
    private var nested: URL { file.deletingLastPathComponent() }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-safety-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func mode(_ url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)
            .intValue
    }

    private func setMode(_ mode: Int, _ url: URL) throws {
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
    }

    /// The reason `load()` gives for refusing the file at `url`.
    private func refusal(_ url: URL, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            let record = try FileSessionStore(fileURL: url).load()
            XCTFail("loaded \(String(describing: record))", file: file, line: line)
        } catch {
            if case .unreadable(let path, let reason) = error {
                XCTAssertEqual(path, url.path, file: file, line: line)
                return reason
            }
            XCTFail("\(error)", file: file, line: line)
        }
        return ""
    }

    func testAFileOthersCanReadIsMadeOwnerOnlyBeforeItIsUsed() throws {
        let store = FileSessionStore(fileURL: file)
        try store.save(SessionFixtures.record())
        for (fileMode, folderMode) in [(0o644, 0o700), (0o620, 0o700), (0o600, 0o755), (0o666, 0o777)] {
            try setMode(fileMode, file)
            try setMode(folderMode, nested)
            XCTAssertEqual(try store.load(), SessionFixtures.record())
            XCTAssertEqual(try mode(file), 0o600, String(fileMode, radix: 8))
            XCTAssertEqual(try mode(nested), 0o700, String(folderMode, radix: 8))
        }
    }

    func testARepairIsReportedOnceWithThePathsAndTheModesNeverTheContents() throws {
        let reports = Reports()
        let store = FileSessionStore(fileURL: file, repaired: { reports.append($0) })
        try store.save(SessionFixtures.record(token: "very-secret-platform-token"))
        try setMode(0o640, file)
        try setMode(0o750, nested)
        _ = try store.load()
        _ = try store.load()
        XCTAssertEqual(
            reports.all,
            [
                SessionFileRepair(
                    path: file.path, previousFileMode: 0o640, folderPath: nested.path, previousFolderMode: 0o750)
            ]
        )
        let text = reports.all.first?.description ?? ""
        XCTAssertTrue(text.contains(file.path) && text.contains("0640") && text.contains("sign out"), text)
        XCTAssertFalse(text.contains("very-secret"))

        try setMode(0o711, nested)
        _ = try store.load()
        XCTAssertEqual(reports.all.last?.previousFileMode, nil, "the file was owner-only already")
        XCTAssertEqual(reports.all.last?.previousFolderMode, 0o711)
    }

    func testNoMoreThanTheLimitAndOneByteIsEverRead() throws {
        // A pipe has no size to check first, like a file that grows after it was checked.
        let pipe = Pipe()
        pipe.fileHandleForWriting.write(Data(repeating: 0x7B, count: 100))
        try pipe.fileHandleForWriting.close()
        let descriptor = pipe.fileHandleForReading.fileDescriptor
        XCTAssertEqual(try POSIXSessionFile.readAtMost(descriptor, limit: 16).count, 17)
        XCTAssertEqual(pipe.fileHandleForReading.readDataToEndOfFile().count, 83, "the rest was never read")
        XCTAssertEqual(try POSIXSessionFile.readAtMost(descriptor, limit: 16).count, 0)
    }

    func testRemovingOrNeutralizingNeverWritesThroughALink() throws {
        let precious = folder.appendingPathComponent("precious.txt")
        try "keep me".write(to: precious, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: precious)
        // Removal fails, so the store falls back to overwriting: never through the link.
        let store = FileSessionStore(fileURL: file, fileSystem: UnremovableFileSystem())
        XCTAssertThrowsError(try store.delete())
        XCTAssertEqual(try String(contentsOf: precious, encoding: .utf8), "keep me")
        XCTAssertEqual(try FileSessionStore(fileURL: file).delete(), .removed, "the link itself is removed")
        XCTAssertEqual(try String(contentsOf: precious, encoding: .utf8), "keep me")
    }

    func testLinksFIFOsAndDevicesAreRefusedAndNeverFollowed() throws {
        let real = folder.appendingPathComponent("real.json")
        try FileSessionStore(fileURL: real).save(SessionFixtures.record())
        try FileManager.default.createSymbolicLink(at: file, withDestinationURL: real)
        XCTAssertTrue(refusal(file).contains("symbolic link"))
        try FileManager.default.removeItem(at: file)
        try FileManager.default.createSymbolicLink(
            at: file, withDestinationURL: folder.appendingPathComponent("missing.json"))
        XCTAssertTrue(refusal(file).contains("symbolic link"), "a dangling link is not 'no session'")
        XCTAssertTrue(refusal(URL(fileURLWithPath: "/dev/null")).contains("device"))
        XCTAssertTrue(refusal(URL(fileURLWithPath: "/dev/zero")).contains("device"))
    }

    /// Saving renames a fresh file over the path, which replaces whatever is there: a link, a FIFO, a socket or a
    /// device at the session path is refused instead (a folder was already), and left as it was.
    func testSavingNeverReplacesALinkAFIFOASocketOrADevice() throws {
        let real = folder.appendingPathComponent("real.json")
        try Data("{}".utf8).write(to: real)
        func path(_ name: String) -> URL { nested.appendingPathComponent(name) }
        try FileManager.default.createSymbolicLink(at: path("link"), withDestinationURL: real)
        try FileManager.default.createSymbolicLink(at: path("dangling"), withDestinationURL: path("missing"))
        try SpecialFiles.makeFIFO(at: path("fifo").path)
        try SpecialFiles.makeSocket(at: path("socket").path)
        var refusals = [
            ("link", "symbolic link"), ("dangling", "symbolic link"), ("fifo", "FIFO"), ("socket", "socket"),
        ]
        try SpecialFiles.makeCharacterDevice(at: path("device").path)
        refusals.append(("device", "device"))
        for (name, says) in refusals {
            let kind = SpecialFiles.kind(at: path(name).path)
            XCTAssertThrowsError(try FileSessionStore(fileURL: path(name)).save(SessionFixtures.record()), name) {
                guard case .writeFailed(let failed, let reason) = $0 as? SessionStoreError else {
                    return XCTFail("\(name): \($0)")
                }
                XCTAssertEqual(failed, path(name).path)
                XCTAssertTrue(reason.contains(says), "\(name): \(reason)")
            }
            XCTAssertEqual(SpecialFiles.kind(at: path(name).path), kind, "\(name) is left as it was")
        }
        XCTAssertEqual(try String(contentsOf: real, encoding: .utf8), "{}", "never written through the link")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: nested.path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "no temporary file is left behind")
    }

    func testAFileLargerThan1MiBIsRefusedBeforeItIsRead() throws {
        XCTAssertTrue(FileManager.default.createFile(atPath: file.path, contents: nil))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)  // sparse: cheap to make, 1 GiB to read
        try handle.close()
        XCTAssertTrue(refusal(file).contains("larger than 1 MiB"))

        try Data(repeating: 0x20, count: 1 << 20).write(to: file)
        XCTAssertFalse(refusal(file).contains("larger"), "exactly the limit is read (and is not JSON)")
    }

    func testAStoredBaseURLWithAUserNameOrPasswordIsNotUsed() throws {
        for base in ["https://user:hunter2-password@work.example.invalid/api", "https://user@work.example.invalid/api"]
        {
            var record = SessionFixtures.record()
            record.baseURL = try XCTUnwrap(URL(string: base))
            try FileSessionStore(fileURL: file).save(record)
            let reason = refusal(file)
            XCTAssertTrue(reason.contains("user name or password"), reason)
            XCTAssertFalse(reason.contains("hunter2"), reason)
        }
    }
}

/// The reports of a store's repairs, collected from its callback.
private final class Reports: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [SessionFileRepair] = []

    func append(_ report: SessionFileRepair) { lock.withLock { reports.append(report) } }
    var all: [SessionFileRepair] { lock.withLock { reports } }
}

/// The real file system, except that nothing can be removed.
private struct UnremovableFileSystem: SessionFileSystem {
    private let real = FoundationFileSystem()

    func read(_ url: URL, limit: Int) throws -> SessionFileContents? { try real.read(url, limit: limit) }
    func ensureDirectory(_ url: URL) throws { try real.ensureDirectory(url) }
    func writeOwnerOnly(_ data: Data, to url: URL) throws { try real.writeOwnerOnly(data, to: url) }
    func replace(_ destination: URL, with source: URL) throws { try real.replace(destination, with: source) }
    func remove(_ url: URL) throws -> Bool { throw CocoaError(.fileWriteNoPermission) }
    func overwriteInPlace(_ url: URL, with data: Data) throws { try real.overwriteInPlace(url, with: data) }
}
