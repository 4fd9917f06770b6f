@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// A decoding failure names its JSON path from the body's root and what was wrong, never the value.
final class DecodingFailureTests: XCTestCase {
    private struct Row: Decodable { var id: Int }
    private struct Table: Decodable { var rows: [[Row]] }

    private func failure(_ json: String) async throws -> String {
        let observer = RecordingObserver()
        let core = APIClientCore.observed(
            StubTransport(status: 200, body: #"{"success":true,"result":\#(json)}"#), by: observer)
        let prepared = try core.prepare(PlainContract.write, session: nil, body: .none)
        _ = try? await core.callForPayload(prepared, operation: PlainContract.write, payload: Table.self)
        return observer.events.compactMap { event -> String? in
            guard case .decodingFailed(_, let failure) = event.kind else { return nil }
            return failure.description
        }.joined()
    }

    func testEachProblemNamesItsPath() async throws {
        let missing = try await failure(#"{"rows":[[{"id":1}],[{"id":2},{}]]}"#)
        XCTAssertEqual(missing, "missing 'result.rows[1][1].id'")
        let null = try await failure(#"{"rows":[[{"id":null}]]}"#)
        XCTAssertEqual(null, "null at 'result.rows[0][0].id'")
        let text = try await failure(#"{"rows":[[{"id":"seven-secret"}]]}"#)
        XCTAssertEqual(text, "'result.rows[0][0].id' is not Int")
        let object = try await failure(#"{"rows":{}}"#)
        XCTAssertTrue(object.hasPrefix("'result.rows' is not "), object)
    }

    func testABodyThatIsNoJSONSaysSo() {
        XCTAssertEqual(DecodingFailure(path: "", problem: .notJSON).description, "the body is not JSON")
        XCTAssertEqual(DecodingFailure(path: "", problem: .invalidValue).description, "invalid value at the root")
    }
}
