/// One small contract per envelope style (facts invented), each with the same six exchanges as examples: a success, a
/// documented failure code, an absent code, a wrong-typed code, a body that is no envelope and an HTML gateway page
/// (lint refuses an example whose flag envelope holds a wrong-typed field, so the flag style's is the verify tests').
/// The generator's compile tests, `verify` and `mock` all read these same texts, so every tool is held to one set of
/// exchanges per style.
public struct EnvelopeStyleFixture: Sendable {
    /// A short name for messages: `code`, `wechat`, `nested`, `problems`, `flag`.
    public var name: String
    /// The generated module's name.
    public var module: String
    /// The contract's text.
    public var yaml: String
    /// The error class of the documented failure code, and its client action as the contract words it.
    public var documentedClass: String
    public var documentedAction: String

    /// The display path the tests load it under.
    public var file: String { "fixtures/\(name).yaml" }
}

extension EnvelopeStyleFixture {
    /// Every style's fixture.
    public static let all: [EnvelopeStyleFixture] = [code, wechat, nested, problems, flag]

    /// The classes every fixture declares, with one client action each.
    static let classes = """
        errorClasses:
          tokenExpired:
            when: the server says the access token has run out
            action: Drop the session and sign in again.
            invalidatesSession: true
            keepsCredentials: false
            retryable: false
          busy:
            when: the server is overloaded for a moment
            action: Wait and try again.
            invalidatesSession: false
            keepsCredentials: true
            retryable: true
          business: { action: Show the message., invalidatesSession: false, keepsCredentials: true, retryable: false }
          connectivity:
            action: Offer to retry.
            invalidatesSession: false
            keepsCredentials: true
            retryable: true
          invalidResponse: { action: Store nothing., invalidatesSession: false, keepsCredentials: true, retryable: false }
        """

    static func info(_ title: String, _ module: String) -> String {
        """
        format: 1
        info:
          title: \(title)
          module: \(module)
          version: "1"
          date: 2026-12-01
          baseURL: https://api.\(module.lowercased()).example
          generate: true
          docs: [\(module.lowercased()).md]
        """
    }

    /// Feishu-like: `{code, msg, data}`, code 0 is success, a failure is HTTP 200 with another code.
    public static let code = EnvelopeStyleFixture(
        name: "code", module: "LedgerAPI",
        yaml: info("Ledger API", "LedgerAPI") + """

            models:
              Entry:
                fields:
                  id: { type: string }
                  amount: { type: int }
            envelopes:
              coded: { style: code, code: code, message: msg, payload: data, successCodes: [0] }
            auth:
              token: { header: Authorization, scheme: Bearer }
            \(classes)
            errorRules:
              - { body: notJSON, class: connectivity }
              - { code: 77001, when: authenticated, class: tokenExpired }
              - { code: 77050, class: busy }
              - { body: notEnvelope, class: invalidResponse }
              - { success: false, class: business }
              - { http: 500..599, class: connectivity }
              - { otherwise: true, class: invalidResponse }
            endpoints:
              entry:
                method: GET
                path: /ledger/entries/{id}
                params: { id: { type: string } }
                retry: idempotent
                response: { envelope: coded, type: Entry }
                examples:
                  - name: an entry
                    response: '{"code": 0, "msg": "ok", "data": {"id": "e-1", "amount": 12}}'
                    expect: { success: true, values: { amount: 12 } }
                  - name: code zero as text
                    response: '{"code": "0", "msg": "ok", "data": {"id": "e-2", "amount": 3}}'
                    expect: { success: true, values: { id: e-2 } }
                  - name: token expired
                    response: '{"code": 77001, "msg": "token expired", "data": null}'
                    expect: { class: tokenExpired, code: 77001 }
                  - name: another code
                    response: '{"code": 12, "msg": "no such entry"}'
                    expect: { class: business, code: 12 }
                  - name: no code
                    response: '{"msg": "ok", "data": {"id": "e-3", "amount": 1}}'
                    expect: { class: invalidResponse }
                  - name: code is a word
                    response: '{"code": "zero", "data": {"id": "e-4", "amount": 1}}'
                    expect: { class: invalidResponse }
                  - name: not an envelope
                    response: '[{"id": "e-5", "amount": 1}]'
                    expect: { class: invalidResponse }
                  - name: gateway page
                    status: 502
                    response: '<html><body>502 Bad Gateway</body></html>'
                    expect: { class: connectivity }
            """,
        documentedClass: "tokenExpired", documentedAction: "Drop the session and sign in again.")

    /// WeChat-like: `{errcode, errmsg}` beside the payload's own fields, success when `errcode` is absent or 0, the
    /// token in the query string.
    public static let wechat = EnvelopeStyleFixture(
        name: "wechat", module: "ChatAPI",
        yaml: info("Chat API", "ChatAPI") + """

            models:
              Profile:
                open: false
                fields:
                  openid: { type: string }
                  nickname: { type: string }
            envelopes:
              chat: { style: code, code: errcode, message: errmsg, successCodes: [0], successWithoutCode: true }
            auth:
              token: { query: access_token }
            \(classes)
            errorRules:
              - { body: notJSON, class: connectivity }
              - { code: 40190, when: authenticated, class: tokenExpired }
              - { code: -1, class: busy }
              - { body: notEnvelope, class: invalidResponse }
              - { success: false, class: business }
              - { http: 500..599, class: connectivity }
              - { otherwise: true, class: invalidResponse }
            endpoints:
              profile:
                method: GET
                path: /chat/profile
                query:
                  openid: { type: string }
                retry: idempotent
                response: { envelope: chat, payload: body, type: Profile }
                examples:
                  - name: a profile without errcode
                    response: '{"openid": "o-1", "nickname": "Wren"}'
                    expect: { success: true, values: { nickname: Wren } }
                  - name: a profile with errcode zero
                    response: '{"errcode": 0, "errmsg": "ok", "openid": "o-2", "nickname": "Ash"}'
                    expect: { success: true, values: { openid: o-2 } }
                  - name: token expired
                    response: '{"errcode": 40190, "errmsg": "access token expired"}'
                    expect: { class: tokenExpired, code: 40190 }
                  - name: system busy
                    response: '{"errcode": -1, "errmsg": "busy, try later"}'
                    expect: { class: busy, code: -1 }
                  - name: errcode is a word
                    response: '{"errcode": "oops", "errmsg": "?"}'
                    expect: { class: invalidResponse }
                  - name: not an envelope
                    response: '"just text"'
                    expect: { class: invalidResponse }
                  - name: gateway page
                    status: 502
                    response: '<html><body>502 Bad Gateway</body></html>'
                    expect: { class: connectivity }
            """,
        documentedClass: "tokenExpired", documentedAction: "Drop the session and sign in again.")

    /// Tencent Cloud-like: a string code at `Response.Error.Code`, success when there is none, the payload the rest of
    /// `Response`.
    public static let nested = EnvelopeStyleFixture(
        name: "nested", module: "CloudAPI",
        yaml: info("Cloud API", "CloudAPI") + """

            models:
              Zones:
                fields:
                  TotalCount: { type: int }
                  RequestId: { type: string }
            envelopes:
              cloud:
                style: code
                codeType: string
                code: Response.Error.Code
                message: Response.Error.Message
                payload: Response
                successWithoutCode: true
            auth:
              token: { header: X-Cloud-Token }
            \(classes)
            errorRules:
              - { body: notJSON, class: connectivity }
              - { errorCode: AuthFailure.TokenExpired, when: authenticated, class: tokenExpired }
              - { errorCode: [RequestLimitExceeded, InternalError.Busy], class: busy }
              - { body: notEnvelope, class: invalidResponse }
              - { success: false, class: business }
              - { http: 500..599, class: connectivity }
              - { otherwise: true, class: invalidResponse }
            endpoints:
              zones:
                method: GET
                path: /zones
                retry: idempotent
                response: { envelope: cloud, type: Zones }
                examples:
                  - name: two zones
                    response: '{"Response": {"TotalCount": 2, "RequestId": "r-1"}}'
                    expect: { success: true, values: { TotalCount: 2 } }
                  - name: token expired
                    response: '{"Response": {"Error": {"Code": "AuthFailure.TokenExpired", "Message": "expired"}, "RequestId": "r-2"}}'
                    expect: { class: tokenExpired, errorCode: AuthFailure.TokenExpired }
                  - name: a numeric code reads as text
                    response: '{"Response": {"Error": {"Code": 7, "Message": "seven"}, "RequestId": "r-3"}}'
                    expect: { class: business, errorCode: "7" }
                  - name: the code is an object
                    response: '{"Response": {"Error": {"Code": {"v": 1}}, "RequestId": "r-4"}}'
                    expect: { class: invalidResponse }
                  - name: not an envelope
                    response: '{"TotalCount": 2, "RequestId": "r-5"}'
                    expect: { class: invalidResponse }
                  - name: gateway page
                    status: 502
                    response: '<html><body>502 Bad Gateway</body></html>'
                    expect: { class: connectivity }
            """,
        documentedClass: "tokenExpired", documentedAction: "Drop the session and sign in again.")

    /// No envelope, failures by HTTP status with RFC 9457 problem details.
    public static let problems = EnvelopeStyleFixture(
        name: "problems", module: "NotesAPI",
        yaml: info("Notes API", "NotesAPI") + """

            models:
              Note:
                fields:
                  id: { type: string }
                  title: { type: string }
            envelopes:
              plain: { style: none, problemDetails: true }
            auth:
              token: { header: Authorization, scheme: Bearer }
            \(classes)
            errorRules:
              - { body: notJSON, class: connectivity }
              - { errorCode: "https://notes.example/problems/token-expired", class: tokenExpired }
              - { http: 401, when: authenticated, class: tokenExpired }
              - { http: 503, class: busy }
              - { http: 400..499, class: business }
              - { http: 500..599, class: connectivity }
              - { otherwise: true, class: invalidResponse }
            endpoints:
              note:
                method: GET
                path: /notes/{id}
                params: { id: { type: string } }
                retry: idempotent
                response: { envelope: plain, type: Note }
                examples:
                  - name: a note
                    response: '{"id": "n-1", "title": "hello"}'
                    expect: { success: true, values: { title: hello } }
                  - name: token expired
                    status: 401
                    headers: { Content-Type: application/problem+json }
                    response: '{"type": "https://notes.example/problems/token-expired", "title": "Token expired", "status": 401, "detail": "sign in again"}'
                    expect: { class: tokenExpired, errorCode: "https://notes.example/problems/token-expired" }
                  - name: a problem without a type
                    status: 404
                    response: '{"title": "Not found", "status": 404}'
                    expect: { class: business }
                  - name: a problem type that is a number
                    status: 409
                    response: '{"type": 409, "title": "Conflict"}'
                    expect: { class: business }
                  - name: a failure body that is no problem
                    status: 400
                    response: '["bad request"]'
                    expect: { class: business }
                  - name: gateway page
                    status: 502
                    response: '<html><body>502 Bad Gateway</body></html>'
                    expect: { class: connectivity }
            """,
        documentedClass: "tokenExpired", documentedAction: "Drop the session and sign in again.")

    /// Zing-like: a `success` flag decides, a failure carries a code.
    public static let flag = EnvelopeStyleFixture(
        name: "flag", module: "BoardAPI",
        yaml: info("Board API", "BoardAPI") + """

            models:
              Card:
                fields:
                  id: { type: string }
            envelopes:
              standard: { style: flag, success: success, code: code, message: message, payload: result }
            auth:
              token: { header: X-Access-Token }
            \(classes)
            errorRules:
              - { body: notJSON, class: connectivity }
              - { code: 401, when: authenticated, class: tokenExpired }
              - { code: 503, class: busy }
              - { body: notEnvelope, class: invalidResponse }
              - { success: false, class: business }
              - { http: 500..599, class: connectivity }
              - { otherwise: true, class: invalidResponse }
            endpoints:
              card:
                method: GET
                path: /cards/{id}
                params: { id: { type: string } }
                retry: idempotent
                response: { envelope: standard, type: Card }
                examples:
                  - name: a card
                    response: '{"success": true, "code": 200, "message": "", "result": {"id": "c-1"}}'
                    expect: { success: true, values: { id: c-1 } }
                  - name: token expired
                    response: '{"success": false, "code": 401, "message": "token expired", "result": null}'
                    expect: { class: tokenExpired, code: 401 }
                  - name: a failure without a code
                    response: '{"success": false, "message": "no"}'
                    expect: { class: business }
                  - name: not an envelope
                    response: '{"id": "c-2"}'
                    expect: { class: invalidResponse }
                  - name: gateway page
                    status: 502
                    response: '<html><body>502 Bad Gateway</body></html>'
                    expect: { class: connectivity }
            """,
        documentedClass: "tokenExpired", documentedAction: "Drop the session and sign in again.")
}
