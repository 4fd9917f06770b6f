import Contract
import WireVocabulary
import XCTest

@testable import ContractDraft

/// One operation read into the parts of an endpoint: its name (springfox's `…UsingPOST_1` taken off, the path's
/// where it has no words), its parameters (the path item's too, each once), each parameter's type, constant,
/// secrecy, cookie and per-call value, and the examples the document gives (its request body:
/// `OperationReadingBodyTests`). Whatever has no place in a contract is listed where it stands. One rule per test.
final class OperationReadingTests: XCTestCase {
    private var notes = DraftNotes()
    private var guesses = GuessBook()

    private func makeReading(_ text: String) throws -> OperationReading { try InputFixtures.operationReading(text) }

    private func findOperation(_ reading: OperationReading, _ path: String, _ method: String = "post") throws
        -> DocumentNode
    {
        try XCTUnwrap(reading.document.root["paths"]?[path]?[method], "\(method) \(path)")
    }

    /// The one parameter of `POST /x`.
    private func readParameter(_ text: String, optional: Bool = true) throws -> Endpoint.Parameter? {
        let reading = try makeReading(text)
        let node = try XCTUnwrap(try findOperation(reading, "/x")["parameters"]?.items.first)
        return reading.parameter(
            node, optional: optional, notes: &notes, guesses: &guesses,
            place: DraftPlace.endpoint("x").appending("query"))
    }

    private func parameterDocument(_ parameter: String, top: String = "") -> String {
        """
        openapi: 3.0.1
        \(top)
        paths:
          /x:
            post:
              parameters: [ \(parameter) ]
        """
    }

    private var reasons: [String] { notes.leftOut.map(\.reason) }

    // MARK: Names

    func testSpringfoxSuffixesAreTakenOffTheOperationID() {
        XCTAssertEqual(OperationReading.name("editApiUsingPOST_1", method: .post, path: "/api/edit"), "editApi")
        XCTAssertEqual(OperationReading.name("getUserUsingGET", method: .get, path: "/user"), "getUser")
        XCTAssertEqual(OperationReading.name("list_users", method: .get, path: "/users"), "listUsers")
        XCTAssertEqual(
            OperationReading.name("UsingGETPlan", method: .get, path: "/p"), "usingGETPlan", "only at the end")
    }

    func testAnOperationIDOfNoWordsFallsBackToThePathsName() {
        let fromPath = RoutePlanning.endpointName(.get, [.literal("users"), .parameter("id", integers: false)])
        XCTAssertEqual(OperationReading.name(nil, method: .get, path: "/users/{id}"), fromPath)
        XCTAssertEqual(OperationReading.name("用户列表", method: .get, path: "/users/{id}"), fromPath)
        XCTAssertEqual(OperationReading.name("UsingGET_2", method: .get, path: "/users/{id}"), fromPath)
        XCTAssertFalse(fromPath.isEmpty)
    }

    // MARK: Parameters

    func testTheOperationsAndThePathItemsParametersAreEachReadOnce() throws {
        let reading = try makeReading(
            """
            openapi: 3.0.1
            paths:
              /x:
                parameters:
                  - { name: id, in: query, description: path item's }
                  - { name: id, in: header }
                  - { $ref: "#/components/parameters/Page" }
                post:
                  parameters:
                    - { name: id, in: query, description: operation's }
                    - { in: query }
                    - { $ref: "#/components/parameters/Missing" }
            components:
              parameters:
                Page: { name: page, in: query }
            """)
        let operation = try findOperation(reading, "/x")
        let parameters = reading.parameters(operation, pathItem: try XCTUnwrap(reading.document.root["paths"]?["/x"]))
        XCTAssertEqual(parameters.map { $0["name"]?.string ?? "?" }, ["id", "id", "page"])
        XCTAssertEqual(parameters.map { $0["in"]?.string ?? "?" }, ["query", "header", "query"])
        XCTAssertEqual(parameters.first?["description"]?.string, "operation's", "the operation's wins")
    }

    func testAParameterIsItsNameTypeAndOptionality() throws {
        let read = try XCTUnwrap(
            try readParameter(
                parameterDocument("{ name: page, in: query, schema: { type: integer } }"), optional: false))
        XCTAssertEqual(read.name, "page")
        XCTAssertEqual(read.type, .scalar(.int))
        XCTAssertFalse(read.isOptional)
        XCTAssertFalse(read.isSecret)
        XCTAssertTrue(notes.leftOut.isEmpty)
    }

    func testAParameterNameAContractCannotHoldIsListed() throws {
        XCTAssertNil(
            try readParameter(parameterDocument(#"{ name: "a\u202Eb", in: query, schema: { type: string } }"#)))
        XCTAssertEqual(reasons, ["a parameter name a contract cannot hold"])
        XCTAssertEqual(notes.leftOut.first?.examples, ["openapi.yaml:6:21 (paths./x.post.parameters.0)"])
    }

    func testAParameterOfATypeThatIsNoOneTextIsAStringAndAGuess() throws {
        let read = try XCTUnwrap(
            try readParameter(
                parameterDocument("{ name: ids, in: query, schema: { type: array, items: { type: integer } } }")))
        XCTAssertEqual(read.type, .scalar(.string))
        XCTAssertEqual(reasons, ["a parameter of a type that travels as no one text ([int]); drafted as a string"])
        XCTAssertEqual(
            guesses.guesses(at: DraftPlace(["endpoints", "x", "query", "ids"])).map(\.kind), [.unmapped])
        let date = try XCTUnwrap(
            try readParameter(parameterDocument("{ name: at, in: query, schema: { type: string, format: date-time } }"))
        )
        XCTAssertEqual(date.type, .scalar(.string))
    }

    func testAConstantParameterIsRequiredWithItsValue() throws {
        let text = try XCTUnwrap(
            try readParameter(parameterDocument("{ name: v, in: query, schema: { type: string, const: two } }")))
        XCTAssertEqual(text.constant, "two")
        XCTAssertFalse(text.isOptional)
        let number = try XCTUnwrap(
            try readParameter(parameterDocument("{ name: n, in: query, schema: { type: integer, const: 2 } }")))
        XCTAssertEqual(number.constant, "2")
    }

    func testASecretParameterIsOneTheDocumentMarks() throws {
        let marked = try XCTUnwrap(
            try readParameter(
                parameterDocument("{ name: sig, in: query, schema: { type: string, x-zing-secret: true } }")))
        XCTAssertTrue(marked.isSecret)
        let password = try XCTUnwrap(
            try readParameter(parameterDocument("{ name: pin, in: query, schema: { type: string, format: password } }"))
        )
        XCTAssertTrue(password.isSecret)
        XCTAssertTrue(guesses.byPlace.isEmpty, "a marked secret is no guess")
    }

    func testAnotherServersParameterNamedLikeACredentialIsASecretGuess() throws {
        let read = try XCTUnwrap(
            try readParameter(parameterDocument("{ name: access_token, in: query, schema: { type: string } }")))
        XCTAssertTrue(read.isSecret)
        XCTAssertEqual(
            guesses.guesses(at: DraftPlace(["endpoints", "x", "query", "access_token"])).map(\.kind), [.secretField])
        let integer = try XCTUnwrap(
            try readParameter(parameterDocument("{ name: token, in: query, schema: { type: integer } }")))
        XCTAssertFalse(integer.isSecret, "only text is a secret")
    }

    func testOurOwnDocumentsParametersAreSecretOnlyWhereMarked() throws {
        let read = try XCTUnwrap(
            try readParameter(
                parameterDocument(
                    "{ name: access_token, in: query, schema: { type: string } }", top: "x-zing-envelopes: {}")))
        XCTAssertFalse(read.isSecret)
        XCTAssertTrue(guesses.byPlace.isEmpty)
    }

    func testAParameterFromASessionCookieIsNoSecretOfItsOwn() throws {
        let read = try XCTUnwrap(
            try readParameter(
                parameterDocument(
                    "{ name: csrf_token, in: query, schema: { type: string, x-zing-from-cookie: XSRF-TOKEN } }",
                    top: "x-zing-headers: { session: { cookies: [ { name: XSRF-TOKEN } ] } }")))
        XCTAssertEqual(read.fromCookie, "XSRF-TOKEN")
        XCTAssertFalse(read.isSecret)
    }

    func testACookieTheSessionLacksIsNoCookie() throws {
        let session = "x-zing-headers: { session: { cookies: [ { name: lang } ] } }"
        for cookie in ["XSRF-TOKEN", #""la\u202Eng""#] {
            let read = try XCTUnwrap(
                try readParameter(
                    parameterDocument(
                        "{ name: csrf_token, in: query, schema: { type: string, x-zing-from-cookie: \(cookie) } }",
                        top: session)))
            XCTAssertNil(read.fromCookie, cookie)
            XCTAssertTrue(read.isSecret, "named like a credential, it is read as one")
        }
        let sessionless = try XCTUnwrap(
            try readParameter(
                parameterDocument("{ name: lang, in: query, schema: { type: string, x-zing-from-cookie: lang } }")))
        XCTAssertNil(sessionless.fromCookie, "a document without a session has no session cookie")
    }

    func testAPerCallParameterKeepsItsKind() throws {
        let read = try XCTUnwrap(
            try readParameter(
                parameterDocument(
                    "{ name: ts, in: query, schema: { type: integer, x-zing-per-call: { clock: unixMillis } } }")))
        XCTAssertEqual(read.perCall, .unixMillis)
    }

    // MARK: Examples

    func testNamedExamplesAreReadWithTheRequestOfTheSameName() throws {
        let reading = try makeReading(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody:
                    content:
                      application/json:
                        examples: { a: { summary: wrong password, value: { password: x } } }
                  responses:
                    "200":
                      content:
                        application/json:
                          examples:
                            bad:
                              summary: wrong password
                              description: "the\\u202E answer"
                              value: { code: 401 }
                              x-zing-expect: { class: credentials, code: 401 }
                              x-zing-response-headers: { X-Request-Id: r1 }
                            ok: { value: { code: 0 } }
                            empty: { summary: no value }
                    default: { content: { application/json: { examples: { e: { value: {} } } } } }
            """)
        let examples = reading.examples(try findOperation(reading, "/x"))
        XCTAssertEqual(examples.map(\.name), ["wrong password", "ok"], "a response without a number is none")
        guard examples.count == 2 else { return }
        XCTAssertEqual(examples.map(\.status), [200, 200])
        XCTAssertEqual(examples[0].response, ["code": 401])
        XCTAssertEqual(examples[0].request, ["password": "x"])
        XCTAssertNil(examples[1].request)
        XCTAssertEqual(examples[0].expectation, .failure(errorClass: "credentials", code: 401, errorCode: nil))
        XCTAssertEqual(examples[0].headers.map(\.value), ["r1"])
        XCTAssertEqual(examples[0].provenance.doc, "the answer")
    }

    func testASingleExampleIsTheDocumentsExampleOfItsStatus() throws {
        let reading = try makeReading(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  responses:
                    "400": { $ref: "#/components/responses/Bad" }
                    "201":
                      content:
                        application/json: { example: { id: 2 }, examples: { named: { value: { id: 3 } } } }
            components:
              responses:
                Bad: { content: { application/json: { example: { code: 1 } } } }
            """)
        let examples = reading.examples(try findOperation(reading, "/x"))
        XCTAssertEqual(examples.map(\.name), ["document example (400)", "named"], "`examples` beside it win")
        XCTAssertEqual(examples.first?.response, ["code": 1])
    }

    func testSwagger2sResponseExamplesAreTheDocumentsExample() throws {
        let reading = try makeReading(
            """
            swagger: "2.0"
            paths:
              /x:
                post:
                  responses: { "200": { examples: { application/json: { id: 1 }, text/plain: one } } }
            """)
        let examples = reading.examples(try findOperation(reading, "/x"))
        XCTAssertEqual(examples.map(\.name), ["document example (200)"])
        XCTAssertEqual(examples.first?.response, ["id": 1])
    }

    func testKeptExamplesKeepTheirTextVerbatimAndNeedANameStatusAndResponse() throws {
        let reading = try makeReading(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  x-zing-examples:
                    - name: raw
                      status: 502
                      response: "<html>bad gateway</html>"
                      request: "a=1"
                      responseHeaders: { Retry-After: "5" }
                    - { name: json, status: "200", response: { code: 0 }, expect: { success: true } }
                    - { name: nameless, response: {} }
                    - { status: 200, response: {} }
                    - { name: silent, status: 200 }
            """)
        let examples = reading.examples(try findOperation(reading, "/x"))
        XCTAssertEqual(examples.map(\.name), ["raw", "json"])
        guard examples.count == 2 else { return }
        XCTAssertEqual(examples[0].verbatim, "<html>bad gateway</html>")
        XCTAssertNil(examples[0].response)
        XCTAssertEqual(examples[0].requestText, "a=1")
        XCTAssertEqual(examples[0].headers.map(\.name), ["Retry-After"])
        XCTAssertEqual(examples[1].status, 200)
        XCTAssertEqual(examples[1].response, ["code": 0])
        XCTAssertEqual(examples[1].expectation, .success(values: []))
    }
}
