import APIRuntime
import ZingAPI

extension ZingError {
    /// This error with every occurrence of `secrets` in the server's message and the local detail replaced, so a
    /// server that echoes a token, identity token or nonce back cannot carry it into logs or output.
    func hiding(_ secrets: [Secret]) -> ZingError {
        var hidden = self
        hidden.observation.message = observation.message.map { SecretRedaction.hide(secrets, in: $0) }
        hidden.detail = detail.map { SecretRedaction.hide(secrets, in: $0) }
        return hidden
    }
}

/// Removing known secrets from text.
enum SecretRedaction {
    static let placeholder = "<redacted>"

    static func hide(_ secrets: [Secret], in text: String) -> String {
        let values = secrets.map { $0.reveal() }.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
        return values.reduce(text) { $0.replacingOccurrences(of: $1, with: placeholder) }
    }
}
