import ContractVerify
import Foundation
import XCTest

@testable import ContractDraft

/// Small inputs for the readers' unit tests: an OpenAPI document from its YAML or JSON text, and HAR entries built
/// without a file.
enum InputFixtures {
    /// The document `text` is, read as `openapi.yaml`.
    static func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> OpenAPIDocument {
        do {
            return try OpenAPIDocument(file: "openapi.yaml", data: Data(text.utf8))
        } catch {
            XCTFail("not read: \(error)", file: file, line: line)
            throw error
        }
    }

    /// The error reading `text` as a document gives; fails the test when it reads.
    static func documentError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> DraftError? {
        documentError(Data(text.utf8), file: file, line: line)
    }

    static func documentError(_ data: Data, file: StaticString = #filePath, line: UInt = #line) -> DraftError? {
        do {
            _ = try OpenAPIDocument(file: "openapi.yaml", data: data)
            XCTFail("read, but should have been refused", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// An operation reader of the document `text` is.
    static func operationReading(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> OperationReading
    {
        let document = try Self.document(text, file: file, line: line)
        return OperationReading(
            document: document, reader: SchemaReader(document: document), zing: ZingExtensionReading(document: document)
        )
    }

    /// One HAR entry: a request and, unless `status` is nil, its answer.
    static func entry(
        _ method: String = "GET", _ url: String, index: Int = 0, headers: [(String, String)] = [],
        cookies: [(String, String)] = [], body: HARBody? = nil, status: Int? = 200, answer: String? = "{}",
        answerData: Data? = nil, answerHeaders: [(String, String)] = [], defect: String? = nil
    ) -> HAREntry {
        let request = HARRequest(
            method: method, url: url, headers: headers.map { HARPair(name: $0.0, value: $0.1) },
            cookies: cookies.map { HARPair(name: $0.0, value: $0.1) }, body: body)
        let response = status.map {
            HARResponse(
                status: $0, headers: answerHeaders.map { HARPair(name: $0.0, value: $0.1) },
                body: HARBody(mimeType: "application/json", data: answerData ?? answer.map { Data($0.utf8) }))
        }
        return HAREntry(index: index, request: request, response: response, defect: defect)
    }

    /// A JSON request body.
    static func jsonBody(_ text: String) -> HARBody { HARBody(mimeType: "application/json", data: Data(text.utf8)) }
}
