import Contract
import XCTest

@testable import ContractDraft

/// An operation's request body: JSON of a model (a free-form object by its example), a form, multipart with its
/// first file part; Swagger 2.0's body and form parameters; a JSON body that is no object, a free-form one without
/// an example, a multipart one without a file and other media types listed where they stand. One rule per test.
final class OperationReadingBodyTests: XCTestCase {
    private var notes = DraftNotes()
    private var guesses = GuessBook()

    private func readBody(_ text: String, _ path: String = "/x", name: String = "createUser") throws -> Endpoint.Body {
        let reading = try InputFixtures.operationReading(text)
        let operation = try XCTUnwrap(reading.document.root["paths"]?[path]?["post"], "post \(path)")
        let parameters = reading.parameters(operation, pathItem: try XCTUnwrap(reading.document.root["paths"]?[path]))
        return reading.body(operation, parameters: parameters, name: name, notes: &notes, guesses: &guesses)
    }

    private var reasons: [String] { notes.leftOut.map(\.reason) }

    func testAJSONBodyIsItsModel() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody:
                    content:
                      text/plain: { schema: { type: string } }
                      application/json;charset=UTF-8: { schema: { type: object, properties: { name: { type: string } } } }
            """)
        XCTAssertEqual(body, .json(model: "CreateUserRequest"))
    }

    func testAJSONBodyThatIsNoObjectIsListed() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody: { content: { application/json: { schema: { type: array, items: { type: integer } } } } }
            """)
        XCTAssertEqual(body, .none)
        XCTAssertEqual(reasons, ["a JSON request body that is no object ([int])"])
        XCTAssertEqual(
            notes.leftOut.first?.examples, ["openapi.yaml:5:51 (paths./x.post.requestBody.content.application/json)"])
    }

    func testAFreeFormJSONBodyIsTheModelOfItsExample() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody:
                    content:
                      application/json:
                        schema: { type: object }
                        example: { name: ann, age: 3, score: 1.5, admin: true, tags: [a], password: pw-1 }
            """)
        XCTAssertEqual(body, .json(model: "CreateUserRequest"))
        XCTAssertEqual(
            guesses.guesses(at: DraftPlace(["endpoints", "createUser", "body"])).map(\.kind), [.opaqueJSON])
    }

    func testAFreeFormJSONBodyWithoutAnExampleIsListed() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody: { content: { application/json: { schema: { type: object } } } }
            """)
        XCTAssertEqual(body, .none)
        XCTAssertEqual(
            reasons,
            [
                "a free-form JSON request body (an object of no declared members, no example): declare its fields in a request model"
            ])
    }

    func testAMultipartBodyIsItsFilePartAndFields() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody:
                    content:
                      multipart/form-data:
                        schema:
                          type: object
                          required: [title]
                          properties:
                            title: { type: string }
                            note: { type: string }
                            file: { type: string, format: binary }
                            second: { type: string, format: binary }
            """)
        guard case .multipart(let file, let fields) = body else { return XCTFail("\(body)") }
        XCTAssertEqual(file, "file")
        XCTAssertEqual(fields.map(\.name), ["title", "note", "second"], "the first file part is the file")
        XCTAssertEqual(fields.map(\.isOptional), [false, true, true])
    }

    func testAMultipartBodyWithoutAFilePartIsAFormAndListed() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody:
                    content:
                      multipart/form-data: { schema: { properties: { title: { type: string } } } }
            """)
        guard case .form(let fields) = body else { return XCTFail("\(body)") }
        XCTAssertEqual(fields.map(\.name), ["title"])
        XCTAssertEqual(reasons, ["a multipart body without a file part"])
    }

    func testAURLEncodedBodyIsAForm() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody:
                    content:
                      application/x-www-form-urlencoded:
                        schema: { $ref: "#/components/schemas/Login" }
            components:
              schemas:
                Login: { properties: { username: { type: string }, file: { type: string, format: binary } } }
            """)
        guard case .form(let fields) = body else { return XCTFail("\(body)") }
        XCTAssertEqual(fields.map(\.name), ["username", "file"], "a form has no file part")
    }

    func testABodyOfAnotherMediaTypeIsListed() throws {
        let body = try readBody(
            """
            openapi: 3.0.1
            paths:
              /x:
                post:
                  requestBody: { content: { application/xml: { schema: { type: object } }, text/plain: {} } }
            """)
        XCTAssertEqual(body, .none)
        XCTAssertEqual(
            reasons, ["a request body of a media type the format has no place for (application/xml, text/plain)"])
    }

    func testAnOperationWithoutARequestBodyHasNone() throws {
        XCTAssertEqual(try readBody("openapi: 3.0.1\npaths: { /x: { post: { responses: {} } } }\n"), .none)
        XCTAssertTrue(notes.leftOut.isEmpty)
    }

    func testSwagger2sBodyParameterIsTheJSONBody() throws {
        let body = try readBody(
            """
            swagger: "2.0"
            paths:
              /x:
                post:
                  parameters: [ { name: body, in: body, schema: { $ref: "#/definitions/User" } } ]
            definitions:
              User: { type: object, properties: { name: { type: string } } }
            """)
        XCTAssertEqual(body, .json(model: "User"))
    }

    func testSwagger2sFormParametersAreAFormOrMultipartWithTheirFile() throws {
        let form = try readBody(
            """
            swagger: "2.0"
            paths:
              /x:
                post:
                  parameters:
                    - { name: title, in: formData, type: string, required: true }
                    - { name: note, in: formData, type: string }
            """)
        guard case .form(let fields) = form else { return XCTFail("\(form)") }
        XCTAssertEqual(fields.map(\.isOptional), [false, true])
        let upload = try readBody(
            """
            swagger: "2.0"
            paths:
              /x:
                post:
                  parameters:
                    - { name: title, in: formData, type: string }
                    - { name: upload, in: formData, type: file }
            """)
        guard case .multipart(let file, let uploadFields) = upload else { return XCTFail("\(upload)") }
        XCTAssertEqual(file, "upload")
        XCTAssertEqual(uploadFields.map(\.name), ["title"])
        XCTAssertEqual(try readBody("swagger: \"2.0\"\npaths: { /x: { post: { parameters: [] } } }\n"), .none)
    }
}
