import Foundation

/// The file operations ``FileSessionStore`` needs; a seam so tests can make each one fail.
protocol SessionFileSystem: Sendable {
    /// The file's bytes, or nil when there is no file.
    func read(_ url: URL) throws -> Data?
    /// Creates the directory (owner-only) when missing.
    func ensureDirectory(_ url: URL) throws
    /// Creates `url` readable and writable by the owner only, then writes `data` into it.
    func writeOwnerOnly(_ data: Data, to url: URL) throws
    /// Puts `source` in place of `destination` in one step (rename), creating it when missing.
    func replace(_ destination: URL, with source: URL) throws
    /// Removes the file (never a folder); false when there was none.
    func remove(_ url: URL) throws -> Bool
    /// Overwrites the existing file's contents in place (no rename, so it works where unlinking does not).
    func overwriteInPlace(_ url: URL, with data: Data) throws
}

/// ``SessionFileSystem`` over `FileManager` and `FileHandle`.
struct FoundationFileSystem: SessionFileSystem {
    private var manager: FileManager { FileManager.default }

    func read(_ url: URL) throws -> Data? {
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else { return nil }
        guard !isFolder.boolValue else {
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "it is a folder, not a file"])
        }
        return try Data(contentsOf: url)
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
        guard manager.fileExists(atPath: url.path) else { return false }
        // Only a file: a session path that names a folder (a mistyped --session) is never removed recursively.
        let type = try manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
        guard type == .typeRegular || type == .typeSymbolicLink else { throw CocoaError(.fileWriteNoPermission) }
        try manager.removeItem(at: url)
        return true
    }

    func overwriteInPlace(_ url: URL, with data: Data) throws {
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }
}
