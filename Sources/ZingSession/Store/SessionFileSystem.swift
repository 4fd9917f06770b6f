import Foundation

/// The file operations ``FileSessionStore`` needs; a seam so tests can make each one fail.
protocol SessionFileSystem: Sendable {
    /// The file's bytes, or nil when there is no file; see ``SessionFileContents``. Refuses (throws a
    /// ``SessionFileRefusal``) anything but a regular file of at most `limit` bytes, without opening it or reading
    /// more than `limit + 1` bytes, and a file open to other users that can't be made owner-only.
    func read(_ url: URL, limit: Int) throws -> SessionFileContents?
    /// Creates the directory (owner-only) when missing.
    func ensureDirectory(_ url: URL) throws
    /// Creates `url` readable and writable by the owner only, then writes `data` into it.
    func writeOwnerOnly(_ data: Data, to url: URL) throws
    /// Puts `source` in place of `destination` in one step (rename), creating it when missing.
    func replace(_ destination: URL, with source: URL) throws
    /// Removes the file, or a symbolic link in its place (never what it points at, never a folder, FIFO or
    /// device); false when there was none.
    func remove(_ url: URL) throws -> Bool
    /// Overwrites the existing regular file's contents in place (no rename, so it works where unlinking does not);
    /// never writes through a link or into anything but a regular file.
    func overwriteInPlace(_ url: URL, with data: Data) throws
}

/// A session file's bytes, and what was made owner-only before they were read.
struct SessionFileContents {
    var data: Data
    /// Set when the file or its folder was open to other users; the store reports it.
    var repair: SessionFileRepair?
}

/// ``SessionFileSystem`` over POSIX calls (reading, removing, overwriting: see ``POSIXSessionFile``) and
/// `FileManager` (creating).
struct FoundationFileSystem: SessionFileSystem {
    private var manager: FileManager { FileManager.default }

    func read(_ url: URL, limit: Int) throws -> SessionFileContents? {
        guard let file = try POSIXSessionFile.readOwnerOnly(at: url.path, limit: limit) else { return nil }
        let folder = url.deletingLastPathComponent().path
        let previousFolderMode = POSIXSessionFile.makeFolderOwnerOnly(at: folder)
        guard file.previousMode != nil || previousFolderMode != nil else { return SessionFileContents(data: file.data) }
        let repair = SessionFileRepair(
            path: url.path, previousFileMode: file.previousMode, folderPath: previousFolderMode.map { _ in folder },
            previousFolderMode: previousFolderMode)
        return SessionFileContents(data: file.data, repair: repair)
    }

    func ensureDirectory(_ url: URL) throws {
        guard !manager.fileExists(atPath: url.path) else { return }
        try manager.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    }

    func writeOwnerOnly(_ data: Data, to url: URL) throws {
        // Created empty with owner-only permissions first, so the token is never readable by others.
        guard manager.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

    func replace(_ destination: URL, with source: URL) throws {
        // POSIX rename (reached through Foundation on Apple platforms and Linux alike) replaces atomically;
        // FileManager's replaceItemAt is not reliable for this on Linux.
        guard rename(source.path, destination.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    func remove(_ url: URL) throws -> Bool {
        // Only a file or a link: a session path that names a folder (a mistyped --session) is never removed.
        try POSIXSessionFile.removeFileOrLink(at: url.path)
    }

    func overwriteInPlace(_ url: URL, with data: Data) throws {
        try POSIXSessionFile.overwriteRegularFile(at: url.path, with: data)
    }
}
