import Foundation

/// Writes one scripted response to a connected socket, the way its ``Delivery`` says; every loop ends as soon as the
/// client stops reading (a failed write) or goes away.
struct ResponseWriter {
    let fd: Int32

    func write(_ response: ScriptedResponse) {
        switch response.delivery {
        case .whole:
            Socket.writeAll(
                fd, head(response, length: response.declaredContentLength ?? response.body.count) + response.body)
        case .dripped(let interval):
            guard Socket.writeAll(fd, head(response, length: response.body.count)) else { return }
            let pause = Double(interval.components.seconds) + Double(interval.components.attoseconds) / 1e18
            for byte in response.body {
                Thread.sleep(forTimeInterval: pause)
                guard Socket.writeAll(fd, [byte]) else { return }
            }
        case .unfinishedHead:
            guard Socket.writeAll(fd, Array("HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n".utf8)) else {
                return
            }
            waitForClose()
        case .generated(let count, let byte, let declaresLength):
            guard Socket.writeAll(fd, head(response, length: declaresLength ? count : nil)) else { return }
            let chunk = Data(repeating: byte, count: 64 * 1024)
            var left = count
            while left > 0, Socket.writeAll(fd, chunk.prefix(left)) { left -= min(left, chunk.count) }
        case .gzipOfZeros(let inflatedCount):
            guard Socket.writeAll(fd, head(response, length: nil)) else { return }
            for chunk in GzipZeros(count: inflatedCount) where !Socket.writeAll(fd, chunk) { return }
        }
    }

    /// The status line and headers; without `length` the body ends when the connection closes.
    private func head(_ response: ScriptedResponse, length: Int?) -> Data {
        var head = "HTTP/1.1 \(response.status) \(response.reason)\r\n"
        let reserved: Set<String> = ["content-length", "connection", "transfer-encoding"]
        for (name, value) in response.headers.sorted(by: { $0.key < $1.key })
        where !reserved.contains(name.lowercased()) {
            head += "\(name): \(value)\r\n"
        }
        for line in response.repeatedHeaders { head += "\(line.name): \(line.value)\r\n" }
        if let length { head += "Content-Length: \(length)\r\n" }
        head += "Connection: close\r\n\r\n"
        return Data(head.utf8)
    }

    /// Blocks until the client closes the connection, or for the socket's read timeout.
    private func waitForClose() {
        while !Socket.readSome(fd).isEmpty {}
    }
}
