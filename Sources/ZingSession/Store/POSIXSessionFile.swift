import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The system calls behind the session file: a path is looked at with `lstat` and only a regular file is opened,
/// with `O_NOFOLLOW` and `O_NONBLOCK` (a link is never followed, a FIFO never waited on), then checked again through
/// its descriptor, so what is read, repaired or overwritten is the file that was checked.
enum POSIXSessionFile {
    /// The regular file at `path`, first made owner-only (0600) when other users could read or change it, and at
    /// most `limit` bytes of it; nil when nothing is there.
    ///
    /// The size is checked on the open descriptor before anything is read, and no more than `limit + 1` bytes are
    /// ever read, so a file that grows meanwhile is refused too.
    static func readOwnerOnly(at path: String, limit: Int) throws -> (data: Data, previousMode: Int?)? {
        guard let checked = try linkStatus(at: path) else { return nil }
        try requireRegular(checked)
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ELOOP ? SessionFileRefusal.symbolicLink : failure("open") }
        defer { close(descriptor) }
        let opened = try requireSameRegularFile(descriptor, as: checked)
        guard opened.st_size <= limit else { throw SessionFileRefusal.tooLarge(limit: limit) }
        let previousMode = try makeOwnerOnly(descriptor, opened)
        let data = try readAtMost(descriptor, limit: limit)
        guard data.count <= limit else { throw SessionFileRefusal.tooLarge(limit: limit) }
        return (data, previousMode)
    }

    /// Reads until the end or until more than `limit` bytes were read: at most `limit + 1` bytes.
    static func readAtMost(_ descriptor: Int32, limit: Int) throws -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        while data.count <= limit {
            let wanted = min(chunk.count, limit + 1 - data.count)
            let count = chunk.withUnsafeMutableBytes { buffer in read(descriptor, buffer.baseAddress, wanted) }
            if count == 0 { break }
            guard count > 0 else {
                if errno == EINTR { continue }
                throw failure("read")
            }
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    /// Makes the folder at `path` owner-only (0700) when it belongs to this user, is not the home folder and is
    /// open to others; returns its previous mode, or nil when it was left as it was. Never follows a link.
    static func makeFolderOwnerOnly(at path: String) -> Int? {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var folder = stat()
        guard fstat(descriptor, &folder) == 0, folder.st_uid == geteuid() else { return nil }
        let mode = Int(folder.st_mode & 0o777)
        guard mode & 0o077 != 0, !isHomeFolder(folder), fchmod(descriptor, 0o700) == 0 else { return nil }
        return mode
    }

    /// Unlinks a regular file or a symbolic link (never what it points at, never anything else); false when
    /// nothing is there.
    static func removeFileOrLink(at path: String) throws -> Bool {
        guard let status = try linkStatus(at: path) else { return false }
        if let refusal = refusal(for: status), refusal != .symbolicLink { throw refusal }
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw failure("unlink")
        }
        return true
    }

    /// Refuses anything but nothing or a regular file at `path`: a save renames a new file over the path, which
    /// would replace a link (not what it names), a FIFO, a socket or a device; a folder makes the rename fail.
    static func requireReplaceable(at path: String) throws {
        guard let status = try linkStatus(at: path) else { return }
        try requireRegular(status)
    }

    /// Replaces the contents of the regular file at `path` with `data`, in place (no rename).
    static func overwriteRegularFile(at path: String, with data: Data) throws {
        guard let checked = try linkStatus(at: path) else {
            throw SessionFileRefusal.failed(operation: "open", reason: "no such file")
        }
        try requireRegular(checked)
        let descriptor = open(path, O_WRONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ELOOP ? SessionFileRefusal.symbolicLink : failure("open") }
        defer { close(descriptor) }
        _ = try requireSameRegularFile(descriptor, as: checked)
        guard ftruncate(descriptor, 0) == 0 else { throw failure("ftruncate") }
        try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) throws in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                guard written >= 0 else {
                    if errno == EINTR { continue }
                    throw failure("write")
                }
                offset += written
            }
        }
        guard fsync(descriptor) == 0 else { throw failure("fsync") }
    }

    /// `lstat` of `path`; nil when nothing is there (or a folder on the way is a file).
    private static func linkStatus(at path: String) throws -> stat? {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return nil }
            throw failure("lstat")
        }
        return status
    }

    /// Why `status` is not a regular file, or nil when it is one.
    private static func refusal(for status: stat) -> SessionFileRefusal? {
        switch status.st_mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: .folder
        case S_IFLNK: .symbolicLink
        case S_IFIFO: .fifo
        case S_IFCHR, S_IFBLK: .device
        case S_IFSOCK: .socket
        default: .otherType
        }
    }

    private static func requireRegular(_ status: stat) throws {
        if let refusal = refusal(for: status) { throw refusal }
    }

    /// The descriptor's status, when it is still the regular file `checked` described.
    private static func requireSameRegularFile(_ descriptor: Int32, as checked: stat) throws -> stat {
        var opened = stat()
        guard fstat(descriptor, &opened) == 0 else { throw failure("fstat") }
        guard refusal(for: opened) == nil, opened.st_dev == checked.st_dev, opened.st_ino == checked.st_ino else {
            throw SessionFileRefusal.replacedWhileOpening
        }
        return opened
    }

    /// Makes the open file 0600 when group or others have any permission; returns its previous mode, if changed.
    private static func makeOwnerOnly(_ descriptor: Int32, _ status: stat) throws -> Int? {
        let mode = Int(status.st_mode & 0o777)
        guard mode & 0o077 != 0 else { return nil }
        guard fchmod(descriptor, 0o600) == 0 else {
            throw SessionFileRefusal.exposed(mode: mode, reason: String(cString: strerror(errno)))
        }
        return mode
    }

    /// Whether `folder` is `$HOME` or the account's home folder (they differ when `HOME` was changed).
    private static func isHomeFolder(_ folder: stat) -> Bool {
        let homes = [ProcessInfo.processInfo.environment["HOME"], NSHomeDirectory()].compactMap { $0 }
        return homes.contains { path in
            var home = stat()
            return stat(path, &home) == 0 && home.st_dev == folder.st_dev && home.st_ino == folder.st_ino
        }
    }

    /// The failure of `operation`, with the system's reason for the current `errno`.
    private static func failure(_ operation: String) -> SessionFileRefusal {
        .failed(operation: operation, reason: String(cString: strerror(errno)))
    }
}
