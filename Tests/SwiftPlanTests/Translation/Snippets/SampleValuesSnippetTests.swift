import XCTest

@testable import SwiftPlan

/// The sample inputs generated tests call endpoints with: a valid value of each parameter's type, and the smallest
/// valid JSON of a body model (its required fields).
final class SampleValuesSnippetTests: XCTestCase {
    func testEachParameterGetsAValidValueOfItsType() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  UserID: { type: string }
                enums:
                  Sort:
                    type: string
                    cases: { newest: new, oldest: old }
                endpoints:
                  posts:
                    method: GET
                    path: /users/{userId}/posts
                    params: { userId: { type: UserID } }
                    query:
                      page: { type: int }
                      sort: { type: Sort }
                      verbose: { type: bool }
                      lang: { type: string, optional: true }
                    response: { envelope: bare, payload: none }
                    examples:
                      - { name: no posts, response: '{}', expect: { success: true } }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: """
                /// Example 'no posts'.
                func testNoPosts() async throws {
                    let example = TinyExamples.Posts.noPosts
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    _ = try await client.posts(
                        userID: UserID(rawValue: "example-id"), page: 1, sort: Sort(rawValue: "new"), verbose: true)
                    XCTAssertEqual(transport.served.first, example)
                }
                """)
    }

    func testABodyWithoutARequestExampleIsItsRequiredFields() throws {
        try assertSnippet(
            contract: """
                identifiers:
                  ItemID: { type: int }
                models:
                  NewItem:
                    fields:
                      parent: { type: ItemID }
                      name: { type: string }
                      price: { type: double }
                      tags: { type: [string] }
                      note: { type: string, optional: true }
                endpoints:
                  add:
                    method: POST
                    path: /items
                    body: { json: NewItem }
                    response: { envelope: bare, payload: none }
                    examples:
                      - { name: added, response: '{}', expect: { success: true } }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: #"""
                /// Example 'added'.
                func testAdded() async throws {
                    let example = TinyExamples.Add.added
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    let body = try decodeExample(
                        NewItem.self, from: "{\"parent\": 1234, \"name\": \"example\", \"price\": 1.5, \"tags\": []}")
                    _ = try await client.add(body)
                    XCTAssertEqual(transport.served.first, example)
                }
                """#)
    }

    func testAnUploadSendsATemporaryFileAndSampleFields() throws {
        try assertSnippet(
            contract: """
                endpoints:
                  upload:
                    method: POST
                    path: /upload
                    body: { multipart: { file: file, fields: { biz: { type: string }, count: { type: int } } } }
                    response: { envelope: bare, payload: none }
                    examples:
                      - { name: uploaded, response: '{}', expect: { success: true } }
                """,
            member: { $0.exampleSuites[0].cases[0] },
            equals: """
                /// Example 'uploaded'.
                func testUploaded() async throws {
                    let example = TinyExamples.Upload.uploaded
                    let transport = ExampleTransport(replaying: example)
                    let client = TinyClient(baseURL: exampleBaseURL, transport: transport, sleeper: ImmediateSleeper())
                    let file = try temporaryExampleFile(removedAfter: self)
                    _ = try await client.upload(
                        file: file, fileName: "example.txt", mimeType: "text/plain", biz: "example", count: 1)
                    XCTAssertEqual(transport.served.first, example)
                }
                """)
    }
}
