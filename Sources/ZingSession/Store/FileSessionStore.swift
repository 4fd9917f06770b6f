import Foundation

/// A ``SessionStore`` in one JSON file readable by its owner only (0600), for Linux and the `zing-api` CLI.
///
/// Saving writes a fresh owner-only temporary file next to the session file and renames it over the old one, so
/// a failed save never loses the previous session. A deletion that fails overwrites the file in place with a
/// "signed out" marker that never loads as a session, and reports it; if even that fails, it throws.
///
/// Reading trusts only a regular file: a symbolic link, a FIFO, a device or a folder at the path is refused without
/// being followed or opened, and so is a file larger than ``maximumFileSize``, before it is read. Saving never
/// replaces one of them either. A file (or its
/// folder) that other users could open is made owner-only before it is read, and reported.
public struct FileSessionStore: SessionStore {
    /// The largest session file read: 1 MiB. A session is a few hundred bytes plus about 200 per listed tenant, so
    /// even thousands of memberships fit many times over, while a file that is not a session (a log, an image, a
    /// sparse file of gigabytes) is refused at once instead of being read whole.
    public static let maximumFileSize = 1 << 20

    /// The session file.
    public let fileURL: URL
    let fileSystem: any SessionFileSystem
    let maximumSize: Int
    let temporaryName: @Sendable () -> String
    let repaired: @Sendable (SessionFileRepair) -> Void

    /// A store in `fileURL`; its folder is created (owner-only) on the first save.
    ///
    /// - Parameter repaired: Called when a load found the file or its folder open to other users and made it
    ///   owner-only, before the session is used; the caller should tell the user, who may need to sign out.
    public init(fileURL: URL, repaired: @escaping @Sendable (SessionFileRepair) -> Void = { _ in }) {
        self.init(fileURL: fileURL, fileSystem: FoundationFileSystem(), repaired: repaired)
    }

    init(
        fileURL: URL, fileSystem: any SessionFileSystem, maximumSize: Int = Self.maximumFileSize,
        temporaryName: @escaping @Sendable () -> String = { ".session-\(UUID().uuidString).tmp" },
        repaired: @escaping @Sendable (SessionFileRepair) -> Void = { _ in }
    ) {
        self.fileURL = fileURL
        self.fileSystem = fileSystem
        self.maximumSize = maximumSize
        self.temporaryName = temporaryName
        self.repaired = repaired
    }

    private var path: String { fileURL.path }

    /// The stored session, or nil when the file is missing or neutralized; see ``SessionStore/load()``.
    public func load() throws(SessionStoreError) -> SessionRecord? {
        let contents: SessionFileContents?
        do {
            contents = try fileSystem.read(fileURL, limit: maximumSize)
        } catch {
            throw .unreadable(path: path, reason: Self.reason(error))
        }
        guard let contents else { return nil }
        if let repair = contents.repair { repaired(repair) }
        let data = contents.data
        let file: StoredSessionFile
        do {
            file = try JSONDecoder().decode(StoredSessionFile.self, from: data)
        } catch {
            throw .unreadable(path: path, reason: Self.whyUnreadable(data))
        }
        guard file.format == StoredSessionFile.currentFormat else {
            throw .unreadable(path: path, reason: Self.whyUnreadable(data))
        }
        if file.signedOut == true { return nil }
        if let session = file.session, session.baseURL.user != nil || session.baseURL.password != nil {
            // Used, it would send `user:password@` as `Authorization: Basic …`; a session is never made with one.
            throw .unreadable(path: path, reason: "its base URL holds a user name or password, which are never sent")
        }
        return file.session
    }

    /// Why `data` is not a session file of this version; never quotes the data (it may hold a token).
    private static func whyUnreadable(_ data: Data) -> String {
        guard let header = try? JSONDecoder().decode(StoredSessionFile.Header.self, from: data) else {
            return "not a session file (not a JSON object)"
        }
        guard let format = header.format else {
            return "an older or foreign layout without a format number; sign in again"
        }
        guard format == StoredSessionFile.currentFormat else {
            return
                "written in format \(format), this version reads format \(StoredSessionFile.currentFormat); sign in again"
        }
        return "a format \(format) file with missing or invalid fields"
    }

    /// Throws ``SessionStoreError/writeFailed(path:reason:)`` when a save would replace something that is not a
    /// session file: a symbolic link, a FIFO, a socket, a device or a folder at the path. ``save(_:)`` checks it
    /// first; call it before work a failed save would waste (a login exchange issues a token).
    public func checkSavable() throws(SessionStoreError) {
        do {
            try POSIXSessionFile.requireReplaceable(at: path)
        } catch {
            throw .writeFailed(path: path, reason: Self.reason(error))
        }
    }

    /// Writes `record` (0600, in a 0700 folder) through a temporary file; see ``SessionStore/save(_:)``. Refuses
    /// to replace anything but a regular file (``checkSavable()``).
    public func save(_ record: SessionRecord) throws(SessionStoreError) {
        try checkSavable()
        let folder = fileURL.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(temporaryName())
        do {
            let data = try StoredSessionFile(session: record).encoded()
            try fileSystem.ensureDirectory(folder)
            try fileSystem.writeOwnerOnly(data, to: temporary)
            try fileSystem.replace(fileURL, with: temporary)
        } catch {
            _ = try? fileSystem.remove(temporary)
            throw .writeFailed(path: path, reason: Self.reason(error))
        }
    }

    /// Removes the file, or neutralizes it when it can't be removed; see ``SessionStore/delete()``.
    public func delete() throws(SessionStoreError) -> DeletionOutcome {
        let removalFailure: String
        do {
            return try fileSystem.remove(fileURL) ? .removed : .nothingStored
        } catch {
            removalFailure = Self.reason(error)
        }
        do {
            try fileSystem.overwriteInPlace(fileURL, with: StoredSessionFile.signedOutMarker().encoded())
            return .neutralized(reason: "\(path) could not be removed (\(removalFailure)); it was overwritten")
        } catch {
            throw .deleteFailed(path: path, reason: removalFailure)
        }
    }

    private static func reason(_ error: any Error) -> String {
        if let refusal = error as? SessionFileRefusal { return refusal.description }
        return (error as NSError).localizedDescription
    }
}

/// The file's layout: a format number and either a session or the signed-out marker.
struct StoredSessionFile: Codable {
    static let currentFormat = 1

    /// Just the format number, to tell an old or newer file from a damaged one.
    struct Header: Decodable {
        var format: Int?
    }

    var format: Int
    var session: SessionRecord?
    var signedOut: Bool?

    init(session: SessionRecord) {
        format = Self.currentFormat
        self.session = session
    }

    private init() {
        format = Self.currentFormat
        signedOut = true
    }

    static func signedOutMarker() -> StoredSessionFile { StoredSessionFile() }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
