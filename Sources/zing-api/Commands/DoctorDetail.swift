import APIRuntime
import ZingAPI
import ZingSession

/// The detail column of a failed `doctor` check: the error's whole secret-free description (class, status,
/// code, transport fault, attempts, message) and, where the docs name one, the likely cause.
enum DoctorDetail {
    /// A failure of a request made with the stored session.
    static func of(_ error: SessionError) -> String {
        guard let apiError = error.apiError else { return "\(error)" }
        var text = of(apiError)
        if apiError.invalidatesSession { text += "; the stored session was removed, sign in again" }
        return text
    }

    static func of(_ error: ZingError) -> String {
        var text = "\(error)"
        // Upload §8, sign-in doc's address note: a page instead of JSON usually means the base URL lacks `/api`.
        if error.observation.body == .notJSON, let status = error.httpStatus,
            status == 404 || (200..<300).contains(status)
        {
            text += "; the server answered with a page, not the API's JSON: does the base URL end in /api?"
        }
        return text
    }
}
