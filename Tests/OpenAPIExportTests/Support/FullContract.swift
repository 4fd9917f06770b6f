/// A contract that sets every key of the format at least once, so an export of it shows every attribute.
enum FullContract {
    static let text = #"""
        format: 1
        info:
          title: Full
          module: FullAPI
          version: "2"
          date: "2026-02-02"
          baseURL: https://api.example.invalid/v2
          generate: false
          docs: [full.md]
          doc: Every key once.
        identifiers:
          TenantID: { type: int, wire: [int, numericString], doc: A tenant., source: full.md#1 }
        models:
          Request:
            open: false
            doc: A request.
            source: full.md#2
            deviation: { source: full.md#2, reason: The docs allow more; the client sends less. }
            fields:
              token:
                { type: string, secret: true, nonEmpty: true, maxLength: 64, doc: The token., source: full.md#2,
                  policy: { maxLength: Checked before sending; the docs set no limit. } }
              note:
                { type: string, optional: true, nullable: true, serverTruncatesAt: 10,
                  deprecated: { since: "2", note: Ignored by the server. } }
              kind: { type: Kind, optional: true }
          Result:
            fields:
              tenant: { type: TenantID, invalid: keepRaw }
              count: { type: int, wire: [int, numericString], notForAuthorization: true, minimum: 0 }
              level: { type: Level, optional: true }
              tags: { type: [string], optional: true, wire: [list, single] }
              rank: { type: int, optional: true, noValue: "--" }
          Other:
            fields:
              link: { type: url }
          FeedPage:
            fields:
              items: { type: [Result] }
              next: { type: string, optional: true }
              total: { type: int }
          Legacy:
            deprecated: { since: "2", note: Read the list instead., replacement: Result }
            fields:
              total: { type: int }
        unions:
          Outcome:
            doc: One of two.
            source: full.md#3
            variants:
              - { name: result, type: Result, when: tenant, doc: The result., source: full.md#3 }
              - { name: other, type: Other, when: link }
        enums:
          Level:
            type: int
            wire: [int, numericString]
            doc: A level.
            source: full.md#8
            cases:
              low: { value: 1, doc: Low., source: full.md#8, deprecated: { since: "2", note: Merged., replacement: high } }
              high: 2
          Kind: { type: string, cases: { plain: plain } }
        envelopes:
          standard:
            style: flag
            success: ok
            code: code
            errorCode: error
            message: message
            payload: data
            statusCode: status
            timestamp: at
            successCodes: [0]
            doc: The wrapper.
            source: full.md#4
          coded:
            style: code
            code: [Response.Error.Code, Response.Code]
            codeType: string
            successWithoutCode: true
            message: [Response.Error.Message, Response.Message]
            payload: Response
          problems: { style: none, problemDetails: true }
        auth:
          token: { header: Authorization, scheme: Bearer }
          tenant: { header: X-Tenant, type: TenantID, omitWhen: 0 }
          doc: Bearer tokens.
        headers:
          always: { Accept: application/json, X-Client: full }
          jsonBody: { Content-Type: application/json }
          never: [X-Forwarded-For]
        errorClasses:
          expired: { invalidatesSession: true, keepsCredentials: false, retryable: false, endsIn: expired, when: w, action: a, doc: d, source: full.md#5 }
          refresh: { invalidatesSession: false, keepsCredentials: true, retryable: false, refreshes: true }
          mine: { invalidatesSession: false, keepsCredentials: true, retryable: false, raisedByClient: true }
          offline: { invalidatesSession: false, keepsCredentials: true, retryable: true }
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { transport: [timeout], class: offline, doc: d, source: full.md#6 }
          - { local: invalidInput, class: failed }
          - { http: 401, when: authenticated, class: refresh }
          - { errorCode: EXPIRED, class: expired }
          - { code: 7, message: { glob: "locked*min" }, class: failed }
          - { success: false, class: failed }
          - { http: 500..599, class: offline }
          - { body: notJSON, class: offline }
          - { conditions: failed, class: failed }
          - { otherwise: true, class: failed }
        retry: { maxAttempts: 2, baseDelay: 1, maxDelay: 4, retryAfterCap: 9 }
        clientPolicy: { maxResponseBytes: 65536, timeout: 25, doc: Answers are small. }
        perCall:
          - { header: X-Nonce, from: { random: hex, length: 8 }, methods: [POST], source: full.md#10 }
        signing:
          source: full.md#11
          adds: [ { query: sign }, { header: X-Sign, secret: true } ]
        endpoints:
          login:
            doc: Signs in.
            source: full.md#7
            method: POST
            path: /login/{realm}
            params: { realm: { type: string, doc: The realm., source: full.md#7 } }
            query: { mode: { type: int, const: 1 }, hint: { type: string, optional: true }, code: { type: string, secret: true }, ids: { type: [int], separator: ",", optional: true }, size: { type: int, minimum: 1, maximum: 9, optional: true }, ts: { type: int, from: { clock: unixMillis } } }
            auth: none
            tenant: false
            role: login
            retry: never
            body: { json: Request }
            response:
              { envelope: standard, payload: result, type: Outcome, require: [present, { other: [link httpURL] }] }
            errors: { 9: expired }
            examples:
              - name: ok
                doc: It works.
                source: full.md#7
                constructed: true
                signedIn: false
                status: 200
                headers: { Retry-After: "1" }
                request: '{ "token": "t" }'
                response: '{ "ok": true, "message": "welcome", "data": { "tenant": 1, "count": 2 } }'
                expect: { success: true, values: { tenant: "1" }, message: welcome }
              - name: failed
                status: 200
                response: '{ "ok": false, "code": 9 }'
                expect: { class: expired, code: 9 }
          list:
            method: GET
            path: /list
            retry: idempotent
            response: { envelope: standard, type: [Result], require: [present] }
          feed:
            method: GET
            path: /feed
            retry: idempotent
            query:
              cursor: { type: string, optional: true }
              size: { type: int }
            response: { envelope: standard, type: FeedPage }
            pagination: { style: cursor, cursor: cursor, size: size, next: next, items: items, total: total }
          upload:
            method: POST
            path: /upload
            body: { multipart: { file: file, fields: { folder: { type: string, optional: true } } } }
            response: { envelope: standard, payload: message, type: url, require: [httpURL] }
            clientPolicy: { maxResponseBytes: 4096, timeout: 120, source: full.md#upload }
            examples:
              - name: failed
                status: 500
                response: '{ "ok": false, "error": "EXPIRED" }'
                expect: { class: expired, errorCode: EXPIRED }
          follow:
            method: POST
            path: /follow
            body:
              form:
                fields:
                  fid: { type: int, optional: true }
                  name: { type: string, optional: true }
                  csrf: { type: string, secret: true }
            oneOf:
              target: [fid, name]
            response: { envelope: standard, payload: none }
          mine:
            method: GET
            path: /mine
            response: { envelope: standard, type: Legacy }
            deprecated: { since: "2", note: Use list., replacement: list }
          renew:
            method: POST
            path: /renew
            auth: none
            role: refresh
            serverOnly: true
            response: { envelope: standard, payload: none }
          cloud:
            method: GET
            path: /cloud
            response: { envelope: coded, type: [Result] }
          problem:
            method: GET
            path: /problem
            response: { envelope: problems, type: [Result] }
          poll:
            method: GET
            path: /poll
            signed: true
            response:
              envelope: standard
              type: Other
              success:
                - { payload: { field: link, nonEmpty: true }, when: { field: link, in: [a, b] }, source: full.md#9 }
              failureData: { type: Other, on: [failed], source: full.md#9 }
              successCodes: [0, 1]
            errors:
              - { payload: { field: link, equals: gone }, class: failed }
        """#
}
