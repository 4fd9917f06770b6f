import ConcurrentMap
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
        // Plain path strings: `URL.appendingPathComponent` asks the file system whether each component is a folder,
        // which cost more than writing the files.
        let folders = Set(toWrite.map { Self.folder(of: path($0.path)) })
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        // Files are independent: writing them from every core keeps the kernel's work for each file in parallel.
        _ = try toWrite.concurrentMap { file in try Self.replace(path(file.path), with: file.contents) }
        for removed in changes.removed {
            try FileManager.default.removeItem(atPath: path(removed))
        }
        if !changes.removed.isEmpty { try removeEmptyFolders() }
        return changes
    }

    /// The absolute path of `relative` inside the root.
    private func path(_ relative: String) -> String {
        let rootPath = root.path
        return rootPath.hasSuffix("/") ? rootPath + relative : rootPath + "/" + relative
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "." }
        return String(path[..<slash])
    }

    /// Writes a temporary file beside `path` and renames it over `path`, so readers see the old file or the new
    /// one, never half of one. (Foundation's atomic writes also sync every file to disk, which made writing
    /// thousands of generated files take seconds; a generated file can always be generated again.)
    static func replace(_ path: String, with contents: String) throws {
        let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path.utf8.index(after: $0) } ?? path.startIndex
        let temporary = String(path[..<slash]) + ".\(path[slash...]).\(getpid()).\(temporaryCounter.next()).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
        guard descriptor >= 0 else {
            throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
        }
        var contents = contents
        let written = contents.withUTF8 { bytes in writeAll(bytes, to: descriptor) }
        let closed = close(descriptor)
        guard written, closed == 0, rename(temporary, path) == 0 else {
            unlink(temporary)
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }

    private static func writeAll(_ bytes: UnsafeBufferPointer<UInt8>, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let count = writeBytes(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return false }
            offset += count
        }
        return true
    }

    private static let temporaryCounter = TemporaryCounter()

    private func plan(_ files: [GeneratedFile]) throws -> (changes: OutputChanges, toWrite: [GeneratedFile]) {
        var changes = OutputChanges()
        var toWrite: [GeneratedFile] = []
        let existing = Set(try existingFiles())
        for file in files.sorted(by: { $0.path < $1.path }) {
            if existing.contains(file.path) {
                if let current = FileManager.default.contents(atPath: path(file.path)),
                    current == Data(file.contents.utf8)
                {
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

/// Numbers temporary files, so writers in one process never pick the same name (the process id tells processes apart).
private final class TemporaryCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    func next() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}

/// `write(2)`, under a name the writer's own `write(_:)` doesn't shadow.
private func writeBytes(_ descriptor: Int32, _ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
