import APIRuntime
import Foundation
import XCTest
import ZingAPI

@testable import ZingSession

/// The file store: owner-only, update-first, and a failed deletion never leaves a restorable session.
final class FileSessionStoreTests: XCTestCase {
    private var folder: URL!
    private var file: URL { folder.appendingPathComponent("nested/session.json") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("store-\(UUID().uuidString)")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private func mode(_ url: URL) throws -> Int {
        try XCTUnwrap(FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)
            .intValue
    }

    func testSaveLoadRoundTripIsOwnerOnlyAndUpdatesInPlace() throws {
        let store = FileSessionStore(fileURL: file)
        XCTAssertNil(try store.load())
        var record = SessionFixtures.record()
        record.knownTenants = [TenantMembership(id: UserID(rawValue: "user-a"), tenantUserID: "1", status: .enabled)]
        try store.save(record)
        XCTAssertEqual(try store.load(), record)
        XCTAssertEqual(try mode(file), 0o600)
        XCTAssertEqual(try mode(file.deletingLastPathComponent()), 0o700)
        record.tenantID = TenantID(rawValue: 2)
        try store.save(record)
        XCTAssertEqual(try store.load()?.tenantID, TenantID(rawValue: 2))
        XCTAssertEqual(try mode(file), 0o600, "an update keeps the file owner-only")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: file.deletingLastPathComponent().path)
        XCTAssertEqual(leftovers, ["session.json"], "no temporary file is left behind")
    }

    func testAFailedSaveKeepsThePreviousSession() throws {
        let blockedName = "blocked.tmp"
        let store = FileSessionStore(fileURL: file, fileSystem: FoundationFileSystem(), temporaryName: { blockedName })
        let first = SessionFixtures.record()
        try store.save(first)
        // A folder where the temporary file must go makes the write fail before anything is replaced.
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent().appendingPathComponent(blockedName), withIntermediateDirectories: true)
        XCTAssertThrowsError(try store.save(SessionFixtures.record(token: "token-of-user-b", user: "user-b"))) {
            guard case .writeFailed = $0 as? SessionStoreError else { return XCTFail("\($0)") }
        }
        XCTAssertEqual(try store.load(), first)
    }

    func testDeleteRemovesAndReportsNothingStored() throws {
        let store = FileSessionStore(fileURL: file)
        XCTAssertEqual(try store.delete(), .nothingStored)
        try store.save(SessionFixtures.record())
        XCTAssertEqual(try store.delete(), .removed)
        XCTAssertNil(try store.load())
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
    }

    func testAFailedRemovalNeutralizesTheFileSoItNeverLoads() throws {
        let fileSystem = FaultyFileSystem(failRemove: true)
        let store = FileSessionStore(fileURL: file, fileSystem: fileSystem)
        try store.save(SessionFixtures.record())
        guard case .neutralized = try store.delete() else { return XCTFail("expected neutralized") }
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
        XCTAssertNil(try store.load(), "the neutralized file is not a session")
        XCTAssertFalse(try String(contentsOf: file, encoding: .utf8).contains("token-of-user-a"))
    }

    func testWhenNeitherRemovalNorNeutralizingWorksDeleteThrows() throws {
        let store = FileSessionStore(fileURL: file, fileSystem: FaultyFileSystem(failRemove: true, failOverwrite: true))
        try store.save(SessionFixtures.record())
        XCTAssertThrowsError(try store.delete()) {
            guard case .deleteFailed = $0 as? SessionStoreError else { return XCTFail("\($0)") }
        }
    }

    func testAnUnreadableFileIsReportedNotTreatedAsNoSession() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "not json".write(to: file, atomically: true, encoding: .utf8)
        XCTAssertThrowsError(try FileSessionStore(fileURL: file).load()) {
            guard case .unreadable = $0 as? SessionStoreError else { return XCTFail("\($0)") }
        }
    }

    func testOlderNewerAndDamagedFilesAreToldApartWithoutQuotingThem() throws {
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let cases = [
            (#"{"baseURL":"https://a.invalid/api","userID":"u","token":"secret-token-1"}"#, "older"),
            (#"{"format":2,"session":{"token":"secret-token-1"}}"#, "format 2"),
            (#"{"format":1,"session":{"token":"secret-token-1"}}"#, "missing or invalid"),
            ("[secret-token-1", "not a JSON object"),
        ]
        for (text, expected) in cases {
            try text.write(to: file, atomically: true, encoding: .utf8)
            XCTAssertThrowsError(try FileSessionStore(fileURL: file).load()) {
                guard case .unreadable(_, let reason) = $0 as? SessionStoreError else { return XCTFail("\($0)") }
                XCTAssertTrue(reason.contains(expected), reason)
                XCTAssertFalse("\($0)".contains("secret-token"))
            }
        }
    }

    func testAFolderAtTheSessionPathIsUnreadableAndNeverRemoved() throws {
        let inside = file.appendingPathComponent("keep.txt")
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        try "keep".write(to: inside, atomically: true, encoding: .utf8)
        let store = FileSessionStore(fileURL: file)
        XCTAssertThrowsError(try store.load()) {
            guard case .unreadable(_, let reason) = $0 as? SessionStoreError else { return XCTFail("\($0)") }
            XCTAssertTrue(reason.contains("folder"), reason)
        }
        XCTAssertThrowsError(try store.delete())
        XCTAssertTrue(FileManager.default.fileExists(atPath: inside.path))
    }

    func testRecordDescriptionsNeverShowTheToken() {
        let record = SessionFixtures.record(token: "very-secret-platform-token")
        XCTAssertFalse(record.description.contains("very-secret"))
        XCTAssertFalse("\(record)".contains("very-secret"))
        var dumped = ""
        dump(record, to: &dumped)
        XCTAssertFalse(dumped.contains("very-secret"))
        XCTAssertFalse("\(record.credentials)".contains("very-secret"))
    }
}

/// The real file system, with removal or in-place overwriting made to fail.
private struct FaultyFileSystem: SessionFileSystem {
    var failRemove = false
    var failOverwrite = false
    private let real = FoundationFileSystem()

    func read(_ url: URL, limit: Int) throws -> SessionFileContents? { try real.read(url, limit: limit) }
    func ensureDirectory(_ url: URL) throws { try real.ensureDirectory(url) }
    func writeOwnerOnly(_ data: Data, to url: URL) throws { try real.writeOwnerOnly(data, to: url) }
    func replace(_ destination: URL, with source: URL) throws { try real.replace(destination, with: source) }

    func remove(_ url: URL) throws -> Bool {
        if failRemove { throw CocoaError(.fileWriteNoPermission) }
        return try real.remove(url)
    }

    func overwriteInPlace(_ url: URL, with data: Data) throws {
        if failOverwrite { throw CocoaError(.fileWriteNoPermission) }
        try real.overwriteInPlace(url, with: data)
    }
}
