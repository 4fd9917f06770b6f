import APIRuntime
import APITesting
import Foundation
import WireVocabulary
import XCTest
import ZingAPI

@testable import ContractMock
@testable import ContractVerify

/// A query value means one text on every side of the wire: what the generated client encodes, the mock and verify
/// read back as the value the app gave, and a query another client wrote (a browser's form, `+` for a space) reads
/// the same in the mock and in verify.
final class QueryAgreementTests: XCTestCase {
    /// The mock's reading of a request's query parameter.
    private func mockReads(_ name: String, inURL url: String) -> String? {
        let target = url.drop { $0 != "/" }.dropFirst(2).drop { $0 != "/" }
        let query = target.firstIndex(of: "?").map { String(target[target.index(after: $0)...]) }
        return PercentDecoding.queryValue(name, in: query)
    }

    /// verify's reading of a captured request's query parameter.
    private func verifyReads(_ name: String, inURL url: String) -> String? {
        HARRequest(method: "GET", url: url).query.value(named: name)
    }

    func testWhatTheClientEncodesTheMockAndVerifyReadBackAsGiven() async throws {
        let values = ["a+b", "a%2Bb", "a b", "a%20b", "+ %2B%20+", "100%", "a&b=c", "示 例"]
        for value in values {
            let transport = ScriptedTransport(status: 200, body: #"{"success":true,"code":0,"result":{}}"#)
            let client = ZingClient(baseURL: URL(string: "https://work.zingyang.com/api")!, transport: transport)
            _ = try? await client.cosTemporaryCredentials(
                scene: value, uploadID: "u", credentials: ZingCredentials(token: "tok-agree-1", tenantID: nil))
            let url = try XCTUnwrap(transport.requests.first?.url.absoluteString, value)
            XCTAssertEqual(mockReads("scene", inURL: url), value, url)
            XCTAssertEqual(verifyReads("scene", inURL: url), value, url)
            XCTAssertEqual(
                transport.requests.first.map { RecordedRequest($0, body: Data()) }?.queryItems.first?.value, value,
                "APITesting reads it alike")
        }
    }

    func testAQueryAnotherClientWroteReadsTheSameInTheMockAndInVerify() {
        let cases = ["a+b": "a b", "a%2Bb": "a+b", "a%20b": "a b", "a b": "a b", "a%2520b": "a%20b", "%zz+": "%zz "]
        for (written, meant) in cases {
            let url = "https://api.example/x?q=\(written)&z=1"
            XCTAssertEqual(mockReads("q", inURL: url), meant, written)
            XCTAssertEqual(verifyReads("q", inURL: url), meant, written)
        }
    }
}
