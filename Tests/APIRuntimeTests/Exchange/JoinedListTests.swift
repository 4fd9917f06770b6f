@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// A list sent as one value: joined by its separator in the query and in a form body, percent-encoded like any value,
/// and refused before sending when a value holds the separator (the server would read it as two).
final class JoinedListTests: XCTestCase {
    func testAListIsOneJoinedValue() throws {
        let transport = StubTransport(status: 200, body: #"{"success": true}"#)
        let core = APIClientCore<PlainContract>.plain(transport)
        let prepared = try core.prepare(
            PlainContract.read,
            query: [.list("ids", ["1", "2", "3"], separator: ","), .list("none", [], separator: ",")],
            session: nil, body: .none)
        XCTAssertEqual(
            prepared.request.url.query, "ids=1,2,3&none=", "a comma travels as it is, as servers of this family expect")
    }

    func testAValueHoldingTheSeparatorIsRefusedBeforeSending() async throws {
        let transport = StubTransport(status: 200, body: #"{"success": true}"#)
        let core = APIClientCore<PlainContract>.plain(transport)
        XCTAssertThrowsError(
            try core.prepare(
                PlainContract.read, query: [.list("tags", ["a", "b,c"], separator: ",")], session: nil, body: .none)
        ) { error in
            let failure = error as? APIClientCore<PlainContract>.Failure
            XCTAssertEqual(failure?.errorClass, .rejected)
            XCTAssertEqual(failure?.detail, "a value of query parameter 'tags' holds its separator ','")
        }
        var form = URLEncodedForm()
        form.addList(name: "tags", values: ["x|y"], separator: "|")
        XCTAssertThrowsError(try core.prepare(PlainContract.write, session: nil, body: .form(form)))
        XCTAssertTrue(transport.requests.isEmpty, "nothing was sent")
    }
}
