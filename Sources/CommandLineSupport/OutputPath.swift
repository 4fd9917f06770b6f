import Foundation
import TextFoundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A file or folder a run reads, as its messages name it: "the contract zing.yaml".
public struct RunInput: Sendable, Equatable {
    /// What the input is to the run: "the contract", "the capture", "the templates folder".
    public var role: String
    /// The path as the command line (or the tool) gave it.
    public var path: String

    public init(_ role: String, _ path: String) {
        self.role = role
        self.path = path
    }
}

/// An output path the tools refuse, and why: a usage error (exit 2), found before anything is read or written.
public struct OutputRefusal: Error, Equatable, CustomStringConvertible {
    /// The option (or argument) that named the path: `--output`, `--examples`.
    public var option: String
    /// The path as given.
    public var path: String
    /// Why, beginning with a verb: "is a device, not a file".
    public var reason: String

    /// `--output '/dev/null' is a device, …`, with every outside text escaped for the terminal.
    public var description: String { "\(option) \(CommandLineText.quoted(path)) \(reason)" }
}

/// The one check of every path a command-line tool writes.
///
/// The tools write a file by writing a temporary one beside it and renaming it over the path, which replaces
/// whatever the path names: a device (as root, `--output /dev/null` would replace the system's `/dev/null` with a
/// regular file), a FIFO, a socket, or the run's own contract. The generator's output folder is worse: the
/// generator removes files there that it wrote once and no contract produces now, so a folder that holds the
/// templates (which begin with the generated-file header) or the contracts loses them. Each check looks at the path
/// with `lstat`, then at what a symbolic link names with `stat`, and tells inputs apart by device and inode, so
/// another spelling (`./x.yaml`, `sub/../x.yaml`, an absolute path), a link or a hard link is still the same file.
///
/// A path that changes between the check and the write (another process replacing it) is not caught: the check
/// guards against mistakes and hostile names given to the tool, not against a second writer in the same folder.
public enum OutputPath {
    /// Refuses `path` as a file to write (create, or replace through a rename): anything but nothing, a regular
    /// file or a link (which the rename replaces, leaving what it names alone) to a regular file or to nothing; a
    /// file that is one of `inputs`; or a path inside an input that is a folder.
    ///
    /// - Parameter directory: where relative paths start (the tool's current folder).
    public static func checkFile(
        _ path: String, option: String, inputs: [RunInput], in directory: String? = nil
    ) throws(OutputRefusal) {
        func refuse(_ reason: String) -> OutputRefusal { OutputRefusal(option: option, path: path, reason: reason) }
        let full = resolved(path, in: directory)
        var target = try linkStatus(full, refuse)
        if target?.kind == .symbolicLink {
            target = followedStatus(full)
            if let kind = target?.kind, kind != .regularFile {
                throw refuse("is a symbolic link to \(kind.article), not a file")
            }
        }
        switch target?.kind {
        case nil, .regularFile?: break
        case .folder?: throw refuse("is a folder; name a file to write")
        case .device?: throw refuse("is a device, not a file: writing would replace it with a regular file")
        case let kind?: throw refuse("is \(kind.article), not a file")
        }
        let folders = enclosingFolders(of: parent(of: full))
        for input in inputs {
            guard let read = followedStatus(resolved(input.path, in: directory)) else { continue }
            if read.identity == target?.identity {
                throw refuse(
                    "is \(input.role) \(CommandLineText.quoted(input.path)), which this run reads; writing would "
                        + "replace it")
            }
            if read.kind == .folder, folders.contains(read.identity) {
                throw refuse("is inside \(input.role) \(CommandLineText.quoted(input.path)), which this run reads")
            }
        }
    }

    /// Refuses `path` as the generator's output folder: anything but nothing, a folder or a link to a folder; or a
    /// folder that is one of `inputs` or holds one, at any depth.
    public static func checkFolder(
        _ path: String, option: String, inputs: [RunInput], in directory: String? = nil
    ) throws(OutputRefusal) {
        func refuse(_ reason: String) -> OutputRefusal { OutputRefusal(option: option, path: path, reason: reason) }
        let full = resolved(path, in: directory)
        guard let own = try linkStatus(full, refuse) else { return }
        var target = own
        if own.kind == .symbolicLink {
            guard let followed = followedStatus(full) else {
                throw refuse("is a symbolic link to nothing, not a folder")
            }
            target = followed
            guard followed.kind == .folder else {
                throw refuse("is a symbolic link to \(followed.kind.article), not a folder")
            }
        }
        guard target.kind == .folder else { throw refuse("is \(target.kind.article), not a folder") }
        for input in inputs {
            let folders = enclosingFolders(of: resolved(input.path, in: directory))
            if folders.contains(target.identity) {
                throw refuse(
                    "holds \(input.role) \(CommandLineText.quoted(input.path)); the output folder belongs to the "
                        + "generator, which removes files there that it does not produce")
            }
        }
    }

    /// The folder `path` is in.
    static func parent(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// `path`, started from `directory` when it is relative.
    static func resolved(_ path: String, in directory: String?) -> String {
        guard let directory, !path.hasPrefix("/") else { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    /// What `path` itself is; nil when nothing is there. Any other failure to look is a refusal.
    private static func linkStatus(_ path: String, _ refuse: (String) -> OutputRefusal) throws(OutputRefusal)
        -> FileStatus?
    {
        var status = stat()
        guard lstat(path, &status) == 0 else {
            if errno == ENOENT { return nil }
            throw refuse("cannot be looked at (\(String(cString: strerror(errno))))")
        }
        return FileStatus(status)
    }

    /// What `path` names, links followed; nil when that is nothing (or can't be looked at).
    static func followedStatus(_ path: String) -> FileStatus? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileStatus(status)
    }

    /// The identities of `path` (when it is a folder) and of every folder above it, links resolved first.
    private static func enclosingFolders(of path: String) -> Set<FileStatus.Identity> {
        guard let real = realpath(path, nil) else { return [] }
        defer { free(real) }
        var current = String(cString: real)
        var identities: Set<FileStatus.Identity> = []
        while true {
            if let status = followedStatus(current), status.kind == .folder { identities.insert(status.identity) }
            guard current != "/", let slash = current.lastIndex(of: "/") else { break }
            current = slash == current.startIndex ? "/" : String(current[..<slash])
        }
        return identities
    }
}

/// The type and identity of a file, from `stat` or `lstat`.
struct FileStatus {
    enum Kind {
        case regularFile, folder, symbolicLink, device, fifo, socket, other

        /// How a message names it: "a device".
        var article: String {
            switch self {
            case .regularFile: "a file"
            case .folder: "a folder"
            case .symbolicLink: "a symbolic link"
            case .device: "a device"
            case .fifo: "a FIFO (named pipe)"
            case .socket: "a socket"
            case .other: "something other than a file or a folder"
            }
        }
    }

    /// Device and inode: the same file under any name.
    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    var kind: Kind
    var identity: Identity

    init(_ status: stat) {
        kind =
            switch status.st_mode & S_IFMT {
            case S_IFREG: .regularFile
            case S_IFDIR: .folder
            case S_IFLNK: .symbolicLink
            case S_IFCHR, S_IFBLK: .device
            case S_IFIFO: .fifo
            case S_IFSOCK: .socket
            default: .other
            }
        identity = Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}
