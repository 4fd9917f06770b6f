/// One client connection: requests read one after another (kept alive), each answered by the responder and logged.
struct MockConnection<Source: ByteSource> {
    var input: BufferedInput<Source>
    let responder: MockResponder
    let limits: MockLimits
    /// Writes bytes to the client; false when it went away.
    let write: ([UInt8]) -> Bool
    let log: (String) -> Void
    /// Tells the server's slots where the connection is; false when its slot went to a newer connection, so it must
    /// end without answering (the server answers for it).
    var enter: (ConnectionPhase) -> Bool = { _ in true }

    /// Serves requests until the client closes, asks to close, idles out or sends what can't be served.
    mutating func serve() {
        // A new connection's first head is due `headTimeout` after it opened; a later one's, after its first byte.
        var requestStart = ContinuousClock.now
        while true {
            input.source.setDeadline(requestStart + .seconds(min(limits.headTimeout, limits.requestTimeout)))
            let head: HTTPRequestHead
            do {
                guard let read = try input.readHead(limit: limits.maxHeadBytes) else { return }
                head = read
            } catch {
                guard case .refused(let refusal) = error, enter(.answering) else { return }
                return refuse(refusal)
            }
            guard enter(.answering) else { return }
            input.source.setDeadline(requestStart + .seconds(limits.requestTimeout))
            guard answer(head) else { return }
            guard enter(.idle) else { return }
            input.source.setDeadline(.now + .seconds(limits.idleTimeout))
            do { try input.awaitBytes() } catch { return }
            requestStart = .now
            guard enter(.awaitingHead) else { return }
        }
    }

    /// Reads the request's body and answers it; false when the connection ends after it.
    private mutating func answer(_ head: HTTPRequestHead) -> Bool {
        var request = MockRequest(method: head.method, path: head.path, query: head.query, headers: head.headers)
        if case .length(let length) = head.framing, length > limits.maxBodyBytes {
            // Answered before the body, which is never read: the connection can't be reused.
            _ = send(responder.tooLarge(for: request), for: request, closing: true)
            return false
        }
        if head.expectsContinue, head.framing != .none, !write(HTTPResponse.continueBytes) { return false }
        do {
            let keep = responder.readsBody(of: request)
            let body = try input.discardBody(head.framing, limit: limits.maxBodyBytes, keep: keep)
            if keep { request.body = body }
        } catch {
            switch error {
            case .closed: break
            case .refused(.bodyTooLarge): _ = send(responder.tooLarge(for: request), for: request, closing: true)
            case .refused(let refusal): refuse(refusal)
            }
            return false
        }
        let closing = head.closesConnection
        return send(responder.reply(to: request), for: request, closing: closing) && !closing
    }

    private func send(_ reply: MockReply, for request: MockRequest, closing: Bool) -> Bool {
        log(RequestLog.line(for: request, reply: reply, catalog: responder.catalog))
        var response = reply.answer.response
        // An answer to HEAD has the headers of the full answer and no body (RFC 9110 §9.3.2).
        if request.method == "HEAD" { response.body = [] }
        return write(response.serialized(closing: closing, contentLength: reply.answer.response.body.count))
    }

    /// Answers what could not be read with its status, then ends the connection.
    private func refuse(_ error: HTTPRequestError) {
        log(RequestLog.refusedLine(status: error.status, reason: error.reason))
        let answer = CannedAnswer.json(status: error.status, ["mock": .string(error.reason)], label: "(refused)")
        _ = write(answer.response.serialized(closing: true))
    }
}
