/// Hands one call's events to the client's observer; does nothing, and builds no event, without one.
struct CallLog: Sendable {
    let observer: (any APIObserver)?
    let call: APICallID
    let endpoint: String

    func emit(_ kind: @autoclosure () -> APIEvent.Kind) {
        guard let observer else { return }
        observer.observe(APIEvent(call: call, endpoint: endpoint, kind: kind()))
    }

    /// A failure classified before anything was sent: its classification and the call's end.
    func emitRefusal<Class: APIErrorClass>(_ failure: APIError<Class>) {
        emit(.classified(attempt: 0, APIEvent.Classification(failure)))
        emit(.failed(attempts: 0, duration: .zero, errorClass: failure.errorClass))
    }
}
