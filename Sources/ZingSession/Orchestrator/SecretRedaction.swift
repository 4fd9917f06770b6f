import APIRuntime
import ZingAPI

extension ZingError {
    /// This error with every spelling of `secrets` removed from the server's message, error code and the local
    /// detail, by the runtime's one redactor: the client already removed what its request carried, and the session
    /// layer adds what it knows beyond that request (the stored token, the login's Apple material).
    func hiding(_ secrets: [Secret]) -> ZingError {
        redacting(SecretRedactor(secrets))
    }
}
