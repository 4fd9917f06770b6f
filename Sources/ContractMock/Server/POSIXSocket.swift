import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The few socket calls the mock server makes, over the C API of Linux and macOS alike.
enum POSIXSocket {
    #if canImport(Glibc)
        private static let streamType = Int32(SOCK_STREAM.rawValue)
        private static let sendFlags = Int32(MSG_NOSIGNAL)
    #else
        private static let streamType = SOCK_STREAM
        private static let sendFlags: Int32 = 0
    #endif

    /// A failed call, with the C error number.
    struct Failure: Error, CustomStringConvertible {
        var call: String
        var code: Int32
        var description: String { "\(call) failed: \(String(cString: strerror(code)))" }
    }

    /// A TCP socket listening on an IPv4 address (`127.0.0.1` unless told otherwise); port 0 picks a free one.
    static func listening(host: String, port: UInt16, backlog: Int32 = 64) throws(Failure) -> (fd: Int32, port: UInt16)
    {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw Failure(call: "inet_pton", code: EINVAL) }
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw Failure(call: "bind", code: code)
        }
        guard listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw Failure(call: "listen", code: code)
        }
        var bound4 = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &bound4) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw Failure(call: "getsockname", code: code)
        }
        return (fd, UInt16(bigEndian: bound4.sin_port))
    }

    /// A connection to this machine's loopback address at `port` (to wake a blocked accept).
    static func connectLoopback(port: UInt16) throws(Failure) -> Int32 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let fd = socket(AF_INET, streamType, 0)
        guard fd >= 0 else { throw Failure(call: "socket", code: errno) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let code = errno
            close(fd)
            throw Failure(call: "connect", code: code)
        }
        return fd
    }

    /// What accepting gave.
    enum Accepted {
        /// A connection, and the IPv4 address it came from (host byte order).
        case connection(Int32, peer: UInt32)
        /// A passing failure (a connection reset before it was taken, no file descriptors left): try again.
        case retry
        /// The listener is gone.
        case closed
    }

    /// The next connection.
    static func acceptConnection(_ listener: Int32) -> Accepted {
        var peer = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let fd = withUnsafeMutablePointer(to: &peer) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { accept(listener, $0, &length) }
        }
        guard fd >= 0 else {
            let code = errno
            if code == EBADF || code == EINVAL || code == ENOTSOCK { return .closed }
            // Out of descriptors or memory: give the connections being served a moment to finish.
            if code == EMFILE || code == ENFILE || code == ENOBUFS || code == ENOMEM { usleep(10_000) }
            return .retry
        }
        #if canImport(Darwin)
            var yes: Int32 = 1
            _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
        #endif
        return .connection(fd, peer: UInt32(bigEndian: peer.sin_addr.s_addr))
    }

    /// Bounds every write, so a client that stops reading can't hold a connection's thread.
    static func setSendTimeout(_ fd: Int32, seconds: Int) {
        var value = timeval(tv_sec: seconds, tv_usec: 0)
        _ = setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &value, socklen_t(MemoryLayout<timeval>.size))
    }

    /// Waits up to `milliseconds` for bytes (or the end of the stream); false when none came in time.
    static func waitReadable(_ fd: Int32, milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        while true {
            let result = poll(&descriptor, 1, milliseconds)
            if result < 0, errno == EINTR { continue }
            return result > 0
        }
    }

    /// Reads what is there (at most `max` bytes); nil at the end of the stream or on an error.
    static func receiveSome(_ fd: Int32, max: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: max)
        while true {
            let count = bytes.withUnsafeMutableBytes { recv(fd, $0.baseAddress, max, 0) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return nil }
            return Array(bytes[..<count])
        }
    }

    /// Writes all of `bytes`; false when the client went away or stopped reading.
    @discardableResult
    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, sendFlags) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }

    /// Ends the stream a thread blocked reading this connection waits on, leaving the connection open for a last
    /// answer: the read returns as if the client had stopped sending.
    static func stopReceiving(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_RD))
    }

    /// Ends the connection after what was written has gone.
    static func closeConnection(_ fd: Int32) {
        _ = shutdown(fd, Int32(SHUT_WR))
        _ = close(fd)
    }
}
