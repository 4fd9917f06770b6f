import XCTest

@testable import Contract

/// `omitWhen` is a value of the tenant's identifier: a whole number for one stored as an int, text for one stored as
/// text; the other kind is refused at the value, with the spelling that works.
final class TenantOmitWhenTests: XCTestCase {
    private func errors(tenant: String, identifier: String = "TenantID: { type: int, wire: [int, numericString] }")
        -> [Diagnostic]
    {
        let text = MinimalContract.text
            .replacingOccurrences(
                of: "  tenant: { header: X-Tenant-Id, type: TenantID, omitWhen: 0 }",
                with: "  tenant: { header: X-Tenant-Id, type: TenantID, \(tenant) }"
            )
            .replacingOccurrences(
                of: "  TenantID: { type: int, wire: [int, numericString] }", with: "  \(identifier)")
        return ContractLoader.load(text: text, file: "demo.yaml").diagnostics.filter { $0.severity == .error }
    }

    func testAWholeNumberForAnIntTenantIsAccepted() {
        XCTAssertEqual(errors(tenant: "omitWhen: 0").map(\.message), [])
        XCTAssertEqual(errors(tenant: "omitWhen: -1").map(\.message), [])
    }

    func testTextForAnIntTenantIsRefusedAtTheValue() throws {
        let found = errors(tenant: #"omitWhen: "0""#)
        let error = try XCTUnwrap(found.first, "\(found)")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(
            error.message, #"the tenant header's `omitWhen: "0"` is text, but its type 'TenantID' is stored as an int"#)
        XCTAssertEqual(error.hint, "write the number without quotes: `omitWhen: 0`")
        XCTAssertEqual(error.mark.line, 46)
        XCTAssertEqual(error.mark.column, 60, "at the value")
        let word = errors(tenant: "omitWhen: none")
        XCTAssertEqual(word.first?.hint, "write the whole number sent as no header, e.g. `omitWhen: 0`")
    }

    func testANumberForATextTenantIsRefused() {
        let identifier = "TenantID: { type: string, wire: string }"
        XCTAssertEqual(errors(tenant: #"omitWhen: "0""#, identifier: identifier).map(\.message), [])
        XCTAssertEqual(errors(tenant: "omitWhen: none", identifier: identifier).map(\.message), [])
        let found = errors(tenant: "omitWhen: 0", identifier: identifier)
        XCTAssertEqual(
            found.map(\.message),
            ["the tenant header's `omitWhen: 0` is a number, but its type 'TenantID' is stored as text"])
        XCTAssertEqual(found.first?.hint, #"quote it: `omitWhen: "0"`"#)
    }
}
