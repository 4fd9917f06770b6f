/// A small contract that exercises most of the format and loads with no diagnostics.
enum MinimalContract {
    static let text = #"""
        format: 1
        info:
          title: Demo API
          module: DemoAPI
          version: "1.1"
          date: 2026-10-23
          baseURL: https://api.example.com
          generate: true
          docs: [demo.md]
        identifiers:
          UserID: { type: string, wire: string }
          TenantID: { type: int, wire: [int, numericString] }
        models:
          LoginRequest:
            open: false
            fields:
              identityToken: { type: string, secret: true, nonEmpty: true, maxLength: 4096 }
              nonce: { type: string, secret: true }
          LoginResult:
            fields:
              token: { type: string, secret: true }
              userInfo: { type: UserInfo }
          UserInfo:
            fields:
              id: { type: UserID }
              realname: { type: string, optional: true, nullable: true }
          TenantMembership:
            doc: One membership; `id` is the user id here.
            source: demo.md#7.3
            fields:
              id: { type: UserID }
              tenantUserId: { type: TenantID, invalid: keepRaw }
              status: { type: int, wire: [int, numericString] }
              tokenType: { type: string, optional: true, secret: false }
        envelopes:
          standard:
            style: flag
            success: success
            code: code
            errorCode: errorCode
            message: message
            payload: result
            successCodes: [0, 200]
        auth:
          token: { header: X-Access-Token }
          tenant: { header: X-Tenant-Id, type: TenantID, omitWhen: 0 }
        headers:
          always: { Accept: application/json }
          jsonBody: { Content-Type: application/json }
          never: [X-Forwarded-For]
        errorClasses:
          sessionExpired: { invalidatesSession: true, keepsCredentials: false, retryable: false }
          connectivity: { invalidatesSession: false, keepsCredentials: true, retryable: true }
          business: { invalidatesSession: false, keepsCredentials: true, retryable: false }
          appleTokenInvalid: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { transport: [timeout, offline], class: connectivity }
          - { http: 401, when: authenticated, class: sessionExpired }
          - { success: false, class: business }
          - { http: [400..499, 500], class: business }
          - { otherwise: true, class: business }
        endpoints:
          login:
            method: POST
            path: /sys/login
            auth: none
            role: login
            body: { json: LoginRequest }
            response: { envelope: standard, type: LoginResult, require: [token nonEmpty, userInfo present] }
            errors: { 1001: appleTokenInvalid, invalid_grant: business }
            examples:
              - name: signed in
                request: '{"identityToken": "eyJ", "nonce": "n"}'
                response: |
                  {"success": true, "code": 200, "result": {"token": "t", "userInfo": {"id": "u1", "realname": null}}}
                expect:
                  success: true
                  values: { token: "t", userInfo.id: u1, "userInfo.realname": null, userInfo: { realname: null, id: u1 } }
              - name: bad apple token
                response: '{"success": false, "code": 1001, "message": "no"}'
                expect: { class: appleTokenInvalid, code: 1001 }
          getTenantMemberships:
            method: GET
            path: /sys/tenant/{userId}/list
            params:
              userId: { type: UserID }
            query:
              userTenantStatus: { type: int, const: 1 }
            retry: idempotent
            response: { envelope: standard, payload: result, type: [TenantMembership], require: present }
            examples:
              - name: one membership
                response: |
                  {"success": true, "code": 0, "result": [{"id": "it's \"u1\"", "tenantUserId": "x", "status": "1"}]}
                expect:
                  success: true
                  values: { "[0].tenantUserId": "x", "[0].status": 1, "[0].id": 'it''s "u1"' }
        """#
}
