/// The words envelopes of this family use for their own fields, lower-cased: which keys may be a success flag, a
/// business code, a message, a string error code or a timestamp, and which objects may hold them
/// (`Response.Error.Code`).
enum EnvelopeVocabulary {
    enum Role: CaseIterable {
        case flag, code, message, errorCode, timestamp, statusCode
    }

    static let flags: Set<String> = ["success", "succeeded", "successful", "ok", "issuccess", "succ"]
    static let codes: Set<String> = [
        "code", "errcode", "errorcode", "error_code", "err_code", "retcode", "ret", "resultcode", "result_code",
        "rescode", "returncode", "return_code", "errno", "status",
    ]
    static let messages: Set<String> = [
        "message", "msg", "errmsg", "error_msg", "errormessage", "error_message", "errmessage", "retmsg",
        "error_description", "desc",
    ]
    static let errorCodes: Set<String> = ["error", "errortype", "error_type"]
    static let timestamps: Set<String> = ["timestamp", "ts", "servertime", "server_time"]
    static let statusCodes: Set<String> = ["statuscode", "status_code", "httpstatus"]
    /// Objects an envelope's fields may sit in.
    static let holders: Set<String> = ["error", "err", "response", "meta", "header", "head", "status"]

    /// The roles a key may have.
    static func roles(of key: String) -> [Role] {
        let word = key.lowercased()
        var roles: [Role] = []
        if flags.contains(word) { roles.append(.flag) }
        if codes.contains(word) { roles.append(.code) }
        if messages.contains(word) { roles.append(.message) }
        if errorCodes.contains(word) { roles.append(.errorCode) }
        if timestamps.contains(word) { roles.append(.timestamp) }
        if statusCodes.contains(word) { roles.append(.statusCode) }
        return roles
    }

    /// Keys whose values are kept in a signature (a flag's truth, a code's value); others only by kind.
    static func keepsValue(_ key: String) -> Bool {
        let word = key.lowercased()
        return flags.contains(word) || codes.contains(word) || errorCodes.contains(word)
    }
}
