/// A contract whose names and texts try to break the generated code: keywords as names, colliding names, names
/// without a letter (`$`, `_`) or in another script, and
/// `*/`, `"""`, `\(`, `#`, newlines and non-ASCII text in everything that lands in source.
let hostileContract = #"""
    format: 1
    info:
      title: "Hostile */ \"\"\" \\(x) # API 示例"
      module: HostileAPI
      version: "1.0"
      date: "2026-01-01"
      baseURL: https://example.invalid/api
      generate: true
      docs: [hostile.md]
    identifiers:
      String: { type: string }
      ItemID: { type: int, wire: [int, numericString], doc: "an id */ with \"\"\" and \\(x) and #" }
    models:
      Protocol:
        doc: "a model named like a keyword; doc with */ and\nnewline 示例"
        fields:
          default: { type: string, doc: "field named default \\(danger)" }
          multi_depart: { type: int, optional: true, wire: [int, numericString] }
          multiDepart: { type: string, optional: true }
          self: { type: bool, optional: true }
          "$": { type: string, optional: true }
          名称: { type: string, optional: true }
          "_": { type: string, optional: true }
          item: { type: ItemID, invalid: keepRaw, optional: true }
    envelopes:
      standard: { style: flag, success: success, code: code, message: message, payload: result }
    headers:
      always: { "X-Note#'`$": "v \"\"\" \\(x) */ # \\ 示例 \\u{41}" }
    errorClasses:
      failed: { invalidatesSession: false, keepsCredentials: true, retryable: false, doc: "x */ y \"\"\"" }
      cancelled: { invalidatesSession: false, keepsCredentials: true, retryable: false }
      self: { invalidatesSession: false, keepsCredentials: true, retryable: false }
      init: { invalidatesSession: false, keepsCredentials: true, retryable: false }
    errorRules:
      - { transport: cancelled, class: cancelled }
      - { http: 400, class: self }
      - { http: 402, class: init }
      - { otherwise: true, class: failed }
    endpoints:
      init:
        method: GET
        path: /init
        query:
          self: { type: String }
          init: { type: string, optional: true }
        response: { envelope: standard, payload: result, type: String }
      switch:
        doc: "endpoint named switch: \"\"\" \\( */"
        method: GET
        path: "/items/{id}/a'b$c(d)*+,;=:@%20"
        params: { id: { type: ItemID } }
        query:
          "x\"y \\(z) #": { type: string, optional: true, doc: "query */ \"\"\" \\(q)" }
          class: { type: string, const: "\"\"\"#\\(c)" }
        retry: idempotent
        response: { envelope: standard, payload: result, type: Protocol }
        examples:
          - name: "hostile \"example\" */"
            response: |
              {"success": true, "result": {"default": "a \"\"\"# \\(x)"}}
            expect: { success: true, values: { default: "a \"\"\"# \\(x)" } }
      send:
        method: POST
        path: /send
        body: { json: Protocol }
        response: { envelope: standard, payload: none }
        examples:
          - name: "request with \"\"\"# \\(x) */ 示例"
            request: |
              {"default": "\"\"\"# \\(x) */ \\\\ 示例\n", "multi_depart": "7"}
            response: |
              {"success": true, "message": "ok \"\"\"#"}
            expect: { success: true }
    """#
