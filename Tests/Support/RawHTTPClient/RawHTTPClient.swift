import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A client that sends whatever bytes a test wants to a loopback port (garbage included) and reads what comes back,
/// every wait bounded.
public struct RawHTTPClient {
    public let port: UInt16

    public init(port: UInt16) {
        self.port = port
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// A new connection to 127.0.0.1:`port`.
    public func openConnection() throws -> Connection {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(description: "socket: errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = in_addr_t(0x7F00_0001).bigEndian
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw Failure(description: "connect: errno \(errno)")
        }
        return Connection(fd: fd)
    }

    /// Sends `bytes` on a new connection, then reads until the server closes it or `timeout` seconds pass.
    public func exchange(_ bytes: [UInt8], timeout: Double = 20) throws -> String {
        let connection = try openConnection()
        defer { connection.disconnect() }
        connection.write(bytes)
        return connection.readUntilClosed(timeout: timeout)
    }

    /// Sends `text` (as UTF-8) and reads the whole answer.
    public func exchange(_ text: String, timeout: Double = 20) throws -> String {
        try exchange(Array(text.utf8), timeout: timeout)
    }

    /// One connection.
    public final class Connection {
        let fd: Int32
        private var closed = false

        init(fd: Int32) {
            self.fd = fd
            #if canImport(Darwin)
                var yes: Int32 = 1
                _ = setsockopt(fd, SOL_SOCKET, SO_NOSIGPIPE, &yes, socklen_t(MemoryLayout<Int32>.size))
            #endif
        }

        /// Writes `bytes`; false when the server closed the connection first.
        @discardableResult
        public func write(_ bytes: [UInt8]) -> Bool {
            #if canImport(Glibc)
                let flags = Int32(MSG_NOSIGNAL)
            #else
                let flags: Int32 = 0
            #endif
            var offset = 0
            while offset < bytes.count {
                let written = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, flags) }
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }

        /// Everything the server sends until it closes the connection, or until `timeout` seconds pass.
        public func readUntilClosed(timeout: Double) -> String {
            var received: [UInt8] = []
            let deadline = Date().addingTimeInterval(timeout)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while Date() < deadline {
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 100) >= 0 else { break }
                guard descriptor.revents != 0 else { continue }
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                received += buffer[..<count]
            }
            return String(decoding: received, as: UTF8.self)
        }

        /// Reads until `marker` has arrived `count` times (or `timeout` seconds pass).
        public func read(until marker: String, count: Int = 1, timeout: Double) -> String {
            var received: [UInt8] = []
            let deadline = Date().addingTimeInterval(timeout)
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while Date() < deadline {
                let text = String(decoding: received, as: UTF8.self)
                if text.components(separatedBy: marker).count - 1 >= count { return text }
                var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                guard poll(&descriptor, 1, 100) >= 0 else { break }
                guard descriptor.revents != 0 else { continue }
                let got = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                guard got > 0 else { break }
                received += buffer[..<got]
            }
            return String(decoding: received, as: UTF8.self)
        }

        public func disconnect() {
            guard !closed else { return }
            closed = true
            _ = close(fd)
        }

        deinit { disconnect() }
    }
}

/// The HTTP status codes of every response in `text`, in order.
public func statusCodes(in text: String) -> [Int] {
    text.components(separatedBy: "HTTP/1.1 ").dropFirst().compactMap { Int($0.prefix(3)) }
}
