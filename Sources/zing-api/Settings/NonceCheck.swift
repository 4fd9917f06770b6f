import Foundation
import TextFoundation

/// Catches the one nonce mistake that can be seen locally (apple sign-in §3–§4): passing the SHA-256 digest the
/// app put into the Apple request, which the identity token carries as its `nonce` claim, instead of the raw
/// nonce. The server would refuse it (1001) and count the failure towards its rate limit (1005).
enum NonceCheck {
    /// Whether `nonce` equals the `nonce` claim of `identityToken`'s payload; false when that can't be read.
    static func isTheTokensDigest(_ nonce: String, identityToken: String) -> Bool {
        let parts = identityToken.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, let payload = base64URLDecoded(String(parts[1])),
            let claim = (try? JSONValue.parse(payload))?["nonce"]?.stringValue
        else { return false }
        return claim == nonce
    }

    private static func base64URLDecoded(_ text: String) -> Data? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
