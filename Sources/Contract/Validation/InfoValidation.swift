import Foundation
import TextFoundation
import WireVocabulary

/// `info:`: the module name is a Swift identifier, the date is a real `YYYY-MM-DD`, the base URL is http(s).
enum InfoValidation {
    static func check(_ context: ValidationContext) {
        let info = context.contract.info
        let fallback = info.provenance.mark
        // A module name with a control or bidirectional character is reported as such already.
        if !info.module.isEmpty, !isSwiftIdentifier(info.module),
            !info.module.unicodeScalars.contains(where: UnsafeScalar.isUnsafe)
        {
            context.error(
                "module name '\(info.module)' is not a valid Swift identifier", at: NodePath(["info", "module"]),
                fallback: fallback, hint: "use letters, digits and underscores, not starting with a digit, e.g. ZingAPI"
            )
        }
        if !info.date.isEmpty, case .failure(let problem) = CalendarDay.parse(info.date) {
            context.error(
                "date '\(info.date)' is not a calendar day: \(problem)", at: NodePath(["info", "date"]),
                fallback: fallback)
        }
        if let baseURL = info.baseURL, let parts = credentialParts(of: baseURL) {
            context.error(
                "baseURL holds \(parts): a contract holds no credential, and the URL is not shown here",
                at: NodePath(["info", "baseURL"]), fallback: fallback,
                hint: "keep the scheme, host and path (https://api.example.com/api); the app supplies credentials")
        } else if let baseURL = info.baseURL, !isHTTPURL(baseURL) {
            context.error(
                "baseURL '\(baseURL)' is not an http(s) URL", at: NodePath(["info", "baseURL"]), fallback: fallback,
                hint: "write it like https://api.example.com, or leave it out when the host is per deployment")
        }
    }

    /// What a base URL holds that may be a credential (`user:password@`, `?api_key=…`), in words; nil when none.
    static func credentialParts(of url: String) -> String? {
        guard let components = URLComponents(string: url) else { return nil }
        return URLCredentialPart.words(URLCredentialPart.parts(of: components))
    }

    /// Letters, digits and underscores, not starting with a digit (ASCII only, as module names must be).
    static func isSwiftIdentifier(_ text: String) -> Bool { TypeSyntax.isName(text) }

    /// An absolute `http` or `https` URL with a host (``URLWire``, as the client reads one).
    static func isHTTPURL(_ text: String) -> Bool { URLWire.isHTTPURL(text) }
}
