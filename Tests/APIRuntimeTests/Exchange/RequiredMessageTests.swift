@_spi(Generated) import APIRuntime
import Foundation
import XCTest

/// `callForRequiredMessage`: the message of an endpoint whose conditions guarantee one is returned as `String`; a
/// missing message fails, with the condition that failed, even where the conditions let it pass.
final class RequiredMessageTests: XCTestCase {
    private func call(
        _ body: String, unmet: @escaping @Sendable (String?) -> UnmetCondition?
    ) async -> Result<String, APIError<PlainContract.ErrorClass>> {
        let core = APIClientCore<PlainContract>.plain(StubTransport(status: 200, body: body))
        do {
            let prepared = try core.prepare(PlainContract.read, session: nil, body: .none)
            return .success(
                try await core.callForRequiredMessage(prepared, operation: PlainContract.read.messageOnly, unmet: unmet)
            )
        } catch {
            return .failure(error)
        }
    }

    private static let nonEmpty: @Sendable (String?) -> UnmetCondition? = {
        $0?.isEmpty ?? true ? UnmetCondition("nonEmpty") : nil
    }

    func testTheMessageIsReturnedWhenItMeetsTheConditions() async throws {
        let result = await call(#"{"success": true, "code": 200, "message": "hello"}"#, unmet: Self.nonEmpty)
        XCTAssertEqual(try result.get(), "hello")
    }

    func testAnUnmetConditionFailsWithItsName() async {
        for body in [#"{"success": true, "code": 200, "message": ""}"#, #"{"success": true, "code": 200}"#] {
            let result = await call(body, unmet: Self.nonEmpty)
            XCTAssertEqual(result.failure?.errorClass, .invalidResponse, body)
            XCTAssertEqual(result.failure?.detail, UnmetCondition("nonEmpty").description, body)
        }
    }

    func testAMissingMessageNeverSucceeds() async {
        let result = await call(#"{"success": true, "code": 200}"#, unmet: { _ in nil })
        XCTAssertEqual(result.failure?.errorClass, .invalidResponse)
        XCTAssertEqual(result.failure?.detail, UnmetCondition("present").description)
    }
}
