import Foundation

/// What writing (or checking) a set of files against the output folder found.
public struct OutputChanges: Sendable, Equatable {
    /// Files written because they were new.
    public var added: [String] = []
    /// Files written because their contents changed.
    public var changed: [String] = []
    /// Files removed because no contract produces them any more.
    public var removed: [String] = []
    /// Files left as they were.
    public var unchanged: Int = 0

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }
}

/// Writes generated files into the folder it owns: only files whose contents differ are written (each through a
/// temporary file and a rename, so no reader sees half a file), and files nothing produces any more are removed.
public struct OutputWriter: Sendable {
    public let root: URL

    public init(root: URL) { self.root = root }

    /// Compares `files` with the folder without touching it.
    public func check(_ files: [GeneratedFile]) throws -> OutputChanges {
        try plan(files).changes
    }

    /// Brings the folder to exactly `files`.
    public func write(_ files: [GeneratedFile]) throws -> OutputChanges {
        let (changes, toWrite) = try plan(files)
        let folders = Set(toWrite.map { root.appendingPathComponent($0.path).deletingLastPathComponent().path })
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        for file in toWrite {
            try Self.replace(root.appendingPathComponent(file.path), with: Data(file.contents.utf8))
        }
        for path in changes.removed {
            try FileManager.default.removeItem(at: root.appendingPathComponent(path))
        }
        if !changes.removed.isEmpty { try removeEmptyFolders() }
        return changes
    }

    /// Writes a temporary file beside `url` and renames it over `url`, so readers see the old file or the new
    /// one, never half of one. (Foundation's atomic writes also sync every file to disk, which made writing
    /// thousands of generated files take seconds; a generated file can always be generated again.)
    static func replace(_ url: URL, with data: Data) throws {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        guard let handle = fopen(temporary.path, "wb") else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
        }
        let written = data.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, handle) }
        let closed = fclose(handle)
        guard written == data.count, closed == 0, rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
        }
    }

    private func plan(_ files: [GeneratedFile]) throws -> (changes: OutputChanges, toWrite: [GeneratedFile]) {
        var changes = OutputChanges()
        var toWrite: [GeneratedFile] = []
        let existing = Set(try existingFiles())
        for file in files.sorted(by: { $0.path < $1.path }) {
            let url = root.appendingPathComponent(file.path)
            if existing.contains(file.path) {
                if let current = FileManager.default.contents(atPath: url.path), current == Data(file.contents.utf8) {
                    changes.unchanged += 1
                    continue
                }
                changes.changed.append(file.path)
            } else {
                changes.added.append(file.path)
            }
            toWrite.append(file)
        }
        let produced = Set(files.map(\.path))
        changes.removed = existing.subtracting(produced).sorted()
        return (changes, toWrite)
    }

    /// Every regular file and folder under the root, by relative path; hidden entries (e.g. `.DS_Store`) are not
    /// ours and are skipped.
    private func existingEntries() -> (files: [String], folders: [String]) {
        guard let enumerator = FileManager.default.enumerator(atPath: root.path) else { return ([], []) }
        var files: [String] = []
        var folders: [String] = []
        while let path = enumerator.nextObject() as? String {
            if path.split(separator: "/").last?.hasPrefix(".") == true {
                enumerator.skipDescendants()
                continue
            }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root.path + "/" + path, isDirectory: &isFolder) else {
                continue
            }
            if isFolder.boolValue { folders.append(path) } else { files.append(path) }
        }
        return (files, folders)
    }

    private func existingFiles() throws -> [String] {
        existingEntries().files
    }

    private func removeEmptyFolders() throws {
        for folder in existingEntries().folders.sorted(by: { $0.count > $1.count }) {
            let path = root.path + "/" + folder
            if (try? FileManager.default.contentsOfDirectory(atPath: path))?.isEmpty == true {
                try FileManager.default.removeItem(atPath: path)
            }
        }
    }
}
