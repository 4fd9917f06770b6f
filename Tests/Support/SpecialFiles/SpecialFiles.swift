import Foundation
import XCTest

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every kind of thing a path can name besides a regular file, made in a scratch folder: what the command-line
/// tools must refuse to write over.
///
/// A device node needs root: without it the test skips and says so, except under CI (`CI=true`, which runs as
/// root), where it fails, so a run that proved nothing can't pass as green.
public enum SpecialFiles {
    /// The kinds of path the tests make.
    public enum Kind: String, CaseIterable, Sendable {
        case regularFile, folder, characterDevice, fifo, socket, symbolicLink
    }

    /// A character device at `path` with the numbers of `/dev/null` (writes vanish, reads end at once).
    public static func makeCharacterDevice(at path: String, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        guard geteuid() == 0 else {
            let reason = "making a device node (mknod) needs root; this run is user \(geteuid())"
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("CI runs as root and must test devices: \(reason)", file: file, line: line)
            }
            throw XCTSkip(reason)
        }
        #if os(Linux)
            let null = dev_t((1 << 8) | 3)  // makedev(1, 3)
        #else
            let null = dev_t((3 << 24) | 2)  // makedev(3, 2)
        #endif
        guard mknod(path, mode_t(S_IFCHR) | 0o666, null) == 0 else {
            throw SpecialFileError("mknod \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// A FIFO (named pipe) at `path`.
    public static func makeFIFO(at path: String) throws {
        guard mkfifo(path, 0o600) == 0 else {
            throw SpecialFileError("mkfifo \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// A Unix-domain socket bound at `path` (the socket is closed; its file stays).
    public static func makeSocket(at path: String) throws {
        #if os(Linux)
            let socketFD = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let socketFD = socket(AF_UNIX, SOCK_STREAM, 0)
        #endif
        guard socketFD >= 0 else { throw SpecialFileError("socket: \(String(cString: strerror(errno)))") }
        defer { close(socketFD) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard bytes.count < capacity else { throw SpecialFileError("socket path too long: \(path)") }
        withUnsafeMutableBytes(of: &address.sun_path) { buffer in
            for (index, byte) in bytes.enumerated() { buffer[index] = byte }
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_un>.size))
            }
        }
        guard bound == 0 else { throw SpecialFileError("bind \(path): \(String(cString: strerror(errno)))") }
    }

    /// A hard link at `path` to the file at `target` (the same inode).
    public static func makeHardLink(at path: String, to target: String) throws {
        guard link(target, path) == 0 else {
            throw SpecialFileError("link \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// What `path` itself is (a link is not followed); nil when nothing is there.
    public static func kind(at path: String) -> Kind? {
        var status = stat()
        guard lstat(path, &status) == 0 else { return nil }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return .regularFile
        case S_IFDIR: return .folder
        case S_IFCHR: return .characterDevice
        case S_IFIFO: return .fifo
        case S_IFSOCK: return .socket
        case S_IFLNK: return .symbolicLink
        default: return nil
        }
    }

    /// The inode of what `path` names (a link is followed), to tell that a file was replaced rather than rewritten.
    public static func inode(at path: String) -> UInt64? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return UInt64(status.st_ino)
    }
}

/// A special file could not be made.
public struct SpecialFileError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
