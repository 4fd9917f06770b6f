/// One client connection: requests read one after another (kept alive), each answered by the responder and logged.
struct MockConnection<Source: ByteSource> {
    var input: BufferedInput<Source>
    let responder: MockResponder
    let limits: MockLimits
    /// Writes bytes to the client; false when it went away.
    let write: ([UInt8]) -> Bool
    let log: (String) -> Void

    /// Serves requests until the client closes, asks to close, idles out or sends what can't be served.
    mutating func serve() {
        while true {
            input.source.setDeadline(secondsFromNow: limits.idleTimeout)
            do { try input.awaitBytes() } catch { return }
            input.source.setDeadline(secondsFromNow: limits.requestTimeout)
            let head: HTTPRequestHead
            do {
                guard let read = try input.readHead(limit: limits.maxHeadBytes) else { return }
                head = read
            } catch {
                guard case .refused(let refusal) = error else { return }
                return refuse(refusal)
            }
            let request = MockRequest(method: head.method, path: head.path, query: head.query, headers: head.headers)
            if case .length(let length) = head.framing, length > limits.maxBodyBytes {
                // Answered before the body, which is never read: the connection can't be reused.
                _ = send(responder.tooLarge(for: request), for: request, closing: true)
                return
            }
            if head.expectsContinue, head.framing != .none, !write(HTTPResponse.continueBytes) { return }
            do {
                try input.discardBody(head.framing, limit: limits.maxBodyBytes)
            } catch {
                switch error {
                case .closed: return
                case .refused(.bodyTooLarge): _ = send(responder.tooLarge(for: request), for: request, closing: true)
                case .refused(let refusal): refuse(refusal)
                }
                return
            }
            let closing = head.closesConnection
            guard send(responder.reply(to: request), for: request, closing: closing), !closing else { return }
        }
    }

    private func send(_ reply: MockReply, for request: MockRequest, closing: Bool) -> Bool {
        log(RequestLog.line(for: request, reply: reply))
        var response = reply.answer.response
        // An answer to HEAD has the headers of the full answer and no body (RFC 9110 §9.3.2).
        if request.method == "HEAD" { response.body = [] }
        return write(response.serialized(closing: closing, contentLength: reply.answer.response.body.count))
    }

    /// Answers what could not be read with its status, then ends the connection.
    private func refuse(_ error: HTTPRequestError) {
        log(RequestLog.refusedLine(status: error.status, reason: error.reason))
        let answer = CannedAnswer.json(status: error.status, ["mock": error.reason], label: "(refused)")
        _ = write(answer.response.serialized(closing: true))
    }
}
