import TextFoundation

/// Which field, parameter and cookie names hold credentials, read from the name alone: what `draft` marks
/// `secret: true` and hides in every example, and what `verify --examples` hides whatever the contract says of the
/// field. One matcher for both, so a name one tool takes for a password the other never copies in clear.
///
/// A name is matched however it is written: split into words (`oldPassword`, `confirm_password`, `X-Api-Key`) or
/// joined in one case (`oldpassword`, `CONFIRMPASSWORD`, `smscode`). One-time codes (a captcha answer, an SMS or
/// e-mail sign-in code) are credentials too: whoever holds one signs in.
public enum CredentialNames {
    /// Last words that make a name a credential on their own.
    private static let lastWords: Set<String> = [
        "token", "secret", "password", "passwd", "pwd", "nonce", "signature", "sign", "credential", "credentials",
        "ticket", "jwt", "otp", "cookie", "apikey", "passcode", "pin", "captcha",
    ]
    /// Endings of a name joined in one case that are credentials however the rest reads (`oldpassword`,
    /// `refreshtoken`); short words (`pin`, `sign`) are left to the word rule, where `shipping` is not a `pin`.
    private static let joinedEndings = [
        "token", "secret", "password", "passwd", "pwd", "nonce", "signature", "credential", "credentials", "jwt",
        "apikey", "secretkey", "accesskey", "privatekey", "passcode", "captcha", "otp",
    ]
    /// Words before `key` that make it a credential (`secretKey`, `apiKey`).
    private static let keyOwners: Set<String> = ["secret", "private", "access", "api", "session", "app", "sign"]
    /// Words before `code` that make it a one-time code (`smsCode`, `verifyCode`, `captchaCode`, `authCode`).
    private static let oneTimeCodeOwners: Set<String> = [
        "sms", "verify", "verification", "ver", "v", "check", "captcha", "email", "mail", "mobile", "phone",
        "validate", "valid", "validation", "auth", "authorization", "otp", "login", "security", "image", "img",
    ]
    /// Of those, the ones that end a longer joined owner (`loginsms`, `bindphone`); `ver` would find `server`.
    private static let oneTimeCodeOwnerEndings = [
        "sms", "verify", "verification", "captcha", "email", "mobile", "phone", "validate", "validation", "otp",
    ]
    /// Whole names that are a session identifier.
    private static let sessionNames: Set<String> = ["sessionid", "sessdata", "jsessionid", "phpsessid"]

    /// `accessToken`, `refresh_token`, `tmpSecretKey`, `oldpassword`, `confirm_password`, `smsCode`, `captcha`:
    /// yes; `tokenType`, `expiresIn`, `checkKey`, `shipping`, `code`: no.
    public static func isCredential(_ name: String) -> Bool {
        let words = words(of: name)
        guard let last = words.last else { return false }
        if lastWords.contains(last) { return true }
        let before = words.count > 1 ? words[words.count - 2] : ""
        if last == "key", keyOwners.contains(before) { return true }
        if last == "id", before == "secret" || before == "session" { return true }
        if last == "code", oneTimeCodeOwners.contains(before) { return true }
        if sessionNames.contains(words.joined()) { return true }
        // The last word written joined (`oldpassword`, `loginsmscode`), never the whole name: `serverCode` is no
        // `verCode`.
        if joinedEndings.contains(where: last.hasSuffix) { return true }
        guard last.hasSuffix("code") else { return false }
        let owner = last.dropLast(4)
        return oneTimeCodeOwners.contains(String(owner)) || oneTimeCodeOwnerEndings.contains(where: owner.hasSuffix)
    }

    /// Cookie names that look like a session or a CSRF value (`SESSDATA`, `sid`, `bili_jct`, `JSESSIONID`).
    public static func isCredentialCookie(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return isCredential(name)
            || ["sess", "sid", "auth", "jct", "csrf", "xsrf", "login", "remember", "jwt"].contains {
                lowered.contains($0)
            }
    }

    /// The lower-cased words of `name`.
    static func words(of name: String) -> [String] { IdentifierWords.split(name).map { $0.lowercased() } }
}
