import Contract
import TextFoundation
import WireVocabulary

/// What OpenAPI has no words for, as documented `x-zing-…` members of the document (docs/openapi-export.md):
/// envelopes and how they decide success, header rules, error classes with their client actions, the ordered
/// error rules that map statuses, business codes and error codes to classes, and the retry policy.
enum ContractExtensions {
    static func envelopes(_ contract: Contract) -> JSONValue {
        var object = JSONObject()
        for envelope in contract.envelopes {
            var entry: JSONValue = ["style": .string(envelope.style.rawValue)]
            let fields: [(String, FieldPath?)] = [
                ("success", envelope.successField), ("payload", envelope.payloadField), ("code", envelope.codeField),
                ("errorCode", envelope.errorCodeField), ("message", envelope.messageField),
                ("statusCode", envelope.statusCodeField), ("timestamp", envelope.timestampField),
            ]
            for case (let key, let value?) in fields { entry = entry.setting(key, .string(value.description)) }
            for (key, fields) in [("code", envelope.codeFields), ("message", envelope.messageFields)]
            where fields.count > 1 {
                entry = entry.setting(key, .strings(fields.map(\.description)))
            }
            if envelope.codeField != nil { entry = entry.setting("codeType", .string(envelope.codeKind.rawValue)) }
            if !envelope.successCodes.isEmpty {
                entry = entry.setting("successCodes", .array(envelope.successCodes.map(\.jsonValue)))
            }
            if envelope.successWithoutCode { entry = entry.setting("successWithoutCode", true) }
            if envelope.problemDetails { entry = entry.setting("problemDetails", true) }
            object[envelope.name] = entry.annotated(envelope.provenance)
        }
        return .object(object)
    }

    static func headers(_ contract: Contract) -> JSONValue {
        func map(_ headers: [HeaderRules.Header]) -> JSONValue {
            var object = JSONObject()
            for header in headers { object[header.name] = .string(header.value) }
            return .object(object)
        }
        var result: JSONValue = [
            "always": map(contract.headers.always), "jsonBody": map(contract.headers.jsonBody),
            "never": .strings(contract.headers.never),
        ]
        if let provenance = contract.headers.provenance { result = result.annotated(provenance) }
        if let auth = contract.auth {
            var token: JSONValue?
            switch auth.token?.placement {
            case .header(let name, let scheme):
                token = ["header": .string(name)]
                if let scheme { token = token?.setting("scheme", .string(scheme)) }
            case .query(let name):
                token = ["query": .string(name)]
            case nil:
                token = nil
            }
            if let token, let life = auth.token {
                result = result.setting("token", SessionSecurity.tokenLife(life, into: token))
            }
            if let session = auth.session {
                result = result.setting("session", SessionSecurity.sessionExtension(session))
            }
            if let tenant = auth.tenant {
                var entry: JSONValue = ["header": .string(tenant.header), "type": .string(tenant.type)]
                if let omitWhen = tenant.omitWhen { entry = entry.setting("omitWhen", .string(omitWhen)) }
                result = result.setting("tenant", entry.annotated(tenant.provenance))
            }
        }
        return result
    }

    static func errorClasses(_ contract: Contract) -> JSONValue {
        var object = JSONObject()
        for errorClass in contract.errorClasses {
            var entry: JSONValue = [
                "invalidatesSession": .bool(errorClass.invalidatesSession),
                "keepsCredentials": .bool(errorClass.keepsCredentials), "retryable": .bool(errorClass.isRetryable),
                "refreshes": .bool(errorClass.refreshes), "raisedByClient": .bool(errorClass.isRaisedByClient),
            ]
            if let endsIn = errorClass.endsIn { entry = entry.setting("endsIn", .string(endsIn)) }
            if let when = errorClass.when { entry = entry.setting("when", .string(when)) }
            if let action = errorClass.action { entry = entry.setting("action", .string(action)) }
            object[errorClass.name] = entry.annotated(errorClass.provenance)
        }
        return .object(object)
    }

    /// One rule with the keys it states, spelled as the contract spells them.
    static func rule(_ rule: ErrorRule) -> JSONValue {
        var entry = JSONObject()
        if !rule.transport.isEmpty { entry["transport"] = .strings(rule.transport.map(\.rawValue)) }
        if !rule.http.isEmpty {
            entry["http"] = .array(rule.http.map { $0.lower == $0.upper ? .int($0.lower) : .string($0.description) })
        }
        if !rule.codes.isEmpty { entry["code"] = .array(rule.codes.map(JSONValue.int)) }
        if !rule.errorCodes.isEmpty { entry["errorCode"] = .strings(rule.errorCodes) }
        if let success = rule.success { entry["success"] = .bool(success) }
        if let body = rule.body { entry["body"] = .string(body.rawValue) }
        if let when = rule.when { entry["when"] = .string(when.rawValue) }
        if rule.conditionsFailed { entry["conditions"] = "failed" }
        if !rule.local.isEmpty { entry["local"] = .strings(rule.local.map(\.rawValue)) }
        if let payload = rule.payload { entry["payload"] = PayloadRuleExtensions.test(payload) }
        if let message = rule.message {
            entry["message"] = [message.match.rawValue: .strings(message.texts)]
        }
        if rule.otherwise { entry["otherwise"] = true }
        entry["class"] = .string(rule.errorClass)
        return JSONValue.object(entry).annotated(rule.provenance)
    }

    static func retry(_ contract: Contract) -> JSONValue {
        [
            "maxAttempts": .int(contract.retry.maxAttempts), "baseDelay": .double(contract.retry.baseDelay),
            "maxDelay": .double(contract.retry.maxDelay), "retryAfterCap": .double(contract.retry.retryAfterCap),
        ]
    }

    /// `x-zing-client-policy`: the client's own limits, which are policy, not facts of the docs.
    static func clientPolicy(_ policy: ClientPolicy) -> JSONValue {
        var object: JSONValue = ["maxResponseBytes": .int(policy.maxResponseBytes)]
        if let timeout = policy.timeout { object = object.setting("timeout", .double(timeout)) }
        return policy.provenance.map { object.annotated($0) } ?? object
    }
}
