import XCTest

@testable import SwiftPlan

/// How an endpoint's inputs become the method's parameters and the statements that build the request: path and query
/// parameters, a JSON body with its limits and secrets, a multipart form and its progress handler (last, so that it
/// can trail the call), the credentials.
final class EndpointSignatureSnippetTests: XCTestCase {
    func testPathAndQueryParametersBecomeParametersAndTheirText() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  ItemID: { type: int }
                enums:
                  Sort:
                    type: string
                    cases: { newest: new, oldest: old }
                endpoints:
                  item:
                    method: GET
                    path: /items/{itemId}
                    params: { itemId: { type: ItemID, doc: The item. } }
                    query:
                      verbose: { type: bool, const: "true" }
                      page: { type: int }
                      sort: { type: Sort, optional: true }
                      lang: { type: string, optional: true }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /items/{itemId}`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - itemID: The item.
                ///   - page: The `page` query parameter.
                ///   - sort: The `sort` query parameter.
                ///   - lang: The `lang` query parameter.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `item`.
                public func item(
                    itemID: ItemID,
                    page: Int,
                    sort: Sort? = nil,
                    lang: String? = nil,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.item
                    var query: [QueryItem] = [.value("verbose", "true"), .value("page", String(describing: page))]
                    if let sort { query.append(.value("sort", String(describing: sort.rawValue))) }
                    if let lang { query.append(.value("lang", lang)) }
                    let prepared = try core.prepare(
                        operation,
                        pathParameters: ["itemId": itemID.description],
                        query: query,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testAJSONBodyIsTheFirstParameterCheckedAgainstItsLimitsAndEncodedWithItsSecrets() throws {
        try assertSnippet(
            contract: """
                models:
                  Login:
                    fields:
                      user: { type: string, maxLength: 64 }
                      password: { type: string, secret: true }
                endpoints:
                  login: { method: POST, path: /login, body: { json: Login }, response: { envelope: bare, payload: none } }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `POST /login`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - body: The request body.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `login`.
                public func login(
                    _ body: Login,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.login
                    if let violation = body.limitViolation() {
                        throw core.rejectedInput(violation, operation: operation)
                    }
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: core.encodeJSON(body, operation: operation),
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testAMultipartBodyTakesTheFileAndItsFormFields() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  upload:
                    method: POST
                    path: /upload
                    body:
                      multipart:
                        file: file
                        fields: { biz: { type: string }, note: { type: string, optional: true } }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `POST /upload`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - file: The local file to upload; streamed, never loaded whole.
                ///   - fileName: The file name the server sees; no CR, LF, quote, backslash or slash.
                ///   - mimeType: The file's real MIME type, `type/subtype`.
                ///   - biz: The `biz` form field.
                ///   - note: The `note` form field.
                ///   - progress: Hears how much of the body has been sent while it goes out, one call at a time and never after the
                ///     method returns (`UploadProgressHandler`); nil: nobody.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `upload`.
                public func upload(
                    file: URL,
                    fileName: String,
                    mimeType: String,
                    biz: String,
                    note: String? = nil,
                    progress: UploadProgressHandler? = nil,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.upload
                    var form = MultipartForm()
                    form.addField(name: "biz", value: biz)
                    if let note { form.addField(name: "note", value: note) }
                    form.addFile(MultipartFile(fieldName: "file", fileURL: file, fileName: fileName, mimeType: mimeType))
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .multipart(form),
                        progress: progress,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testAFormFieldNamedProgressLeavesTheNameToTheHandler() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  upload:
                    method: POST
                    path: /upload
                    body:
                      multipart:
                        file: file
                        fields: { progress: { type: string, optional: true } }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `POST /upload`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - file: The local file to upload; streamed, never loaded whole.
                ///   - fileName: The file name the server sees; no CR, LF, quote, backslash or slash.
                ///   - mimeType: The file's real MIME type, `type/subtype`.
                ///   - progress2: The `progress` form field.
                ///   - progress: Hears how much of the body has been sent while it goes out, one call at a time and never after the
                ///     method returns (`UploadProgressHandler`); nil: nobody.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `upload`.
                public func upload(
                    file: URL,
                    fileName: String,
                    mimeType: String,
                    progress2: String? = nil,
                    progress: UploadProgressHandler? = nil,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.upload
                    var form = MultipartForm()
                    if let progress2 { form.addField(name: "progress", value: progress2) }
                    form.addFile(MultipartFile(fieldName: "file", fileURL: file, fileName: fileName, mimeType: mimeType))
                    let prepared = try core.prepare(
                        operation,
                        session: nil,
                        body: .multipart(form),
                        progress: progress,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testAParameterNamedLikeALocalOfTheBodyIsNumbered() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  search:
                    method: GET
                    path: /search
                    query:
                      core: { type: string }
                      operation: { type: string }
                      query: { type: string }
                      options: { type: string }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /search`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - core2: The `core` query parameter.
                ///   - operation2: The `operation` query parameter.
                ///   - query2: The `query` query parameter.
                ///   - options2: The `options` query parameter.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `search`.
                public func search(
                    core2: String,
                    operation2: String,
                    query2: String,
                    options2: String,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.search
                    let query: [QueryItem] = [
                        .value("core", core2),
                        .value("operation", operation2),
                        .value("query", query2),
                        .value("options", options2),
                    ]
                    let prepared = try core.prepare(
                        operation,
                        query: query,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }

    func testASecretQueryParameterIsASecretAndTheQueryTokenIsTheRuntimes() throws {
        try assertSnippet(
            contract: """
                auth:
                  token: { query: access_token }
                endpoints:
                  refresh:
                    method: GET
                    path: /oauth2/refresh_token
                    auth: none
                    query:
                      appid: { type: string }
                      grant_type: { type: string, const: refresh_token }
                      refresh_token: { type: string, secret: true }
                    response: { envelope: bare, payload: none }
                  userInfo:
                    method: GET
                    path: /userinfo
                    query:
                      openid: { type: string }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /oauth2/refresh_token`: sends no token; never retried automatically.
                ///
                /// - Parameters:
                ///   - appid: The `appid` query parameter.
                ///   - refreshToken: The `refresh_token` query parameter. A secret: sent as given, never printed.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `refresh`.
                public func refresh(
                    appid: String,
                    refreshToken: Secret,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.refresh
                    let query: [QueryItem] = [
                        .value("appid", appid), .value("grant_type", "refresh_token"), .secret("refresh_token", refreshToken),
                    ]
                    let prepared = try core.prepare(
                        operation,
                        query: query,
                        session: nil,
                        body: .none,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
        // The token parameter is the runtime's to add, from the credentials: the method builds no item for it.
        try assertSnippet(
            contract: """
                auth:
                  token: { query: access_token }
                endpoints:
                  userInfo:
                    method: GET
                    path: /userinfo
                    query:
                      openid: { type: string }
                    response: { envelope: bare, payload: none }
                """,
            member: { $0.endpoints[0].clientExtension.method },
            equals: """
                /// `GET /userinfo`: carries the session token in its query (`access_token`); never retried automatically.
                ///
                /// - Parameters:
                ///   - openid: The `openid` query parameter.
                ///   - credentials: The session snapshot whose token this request carries.
                ///   - options: This call's own options (a deadline, extra headers and query items; secret ones redacted as the
                ///     token is), sent after the client's (`with(_:)`); `.none` changes nothing.
                /// - Throws: ``TinyError``, classified by the contract's rules.
                /// - Remark: Generated from `contract/tiny.yaml`, endpoint `userInfo`.
                public func userInfo(
                    openid: String,
                    credentials: TinyCredentials,
                    options: CallOptions = .none
                ) async throws(TinyError) {
                    let operation = TinyOperation.userInfo
                    let query: [QueryItem] = [.value("openid", openid)]
                    let prepared = try core.prepare(
                        operation,
                        query: query,
                        session: credentials.sessionHeaders,
                        body: .none,
                        options: options
                    )
                    try await core.callForNothing(
                        prepared,
                        operation: operation
                    )
                }
                """)
    }
}
