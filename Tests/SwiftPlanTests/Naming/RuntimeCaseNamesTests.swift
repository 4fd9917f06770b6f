import WireVocabulary
import XCTest

@testable import SwiftPlan

/// Each shared vocabulary's case names, spelled in switches (``RuntimeVocabularyCase``), are the names the enums
/// declare.
final class RuntimeCaseNamesTests: XCTestCase {
    private func assertNamesMatch<Case: RuntimeVocabularyCase>(
        _ type: Case.Type, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(Case.allCases.isEmpty, file: file, line: line)
        for value in Case.allCases {
            let name = value.swiftCaseName.description
            XCTAssertEqual(name, String(describing: value), "\(Case.self)", file: file, line: line)
            XCTAssertTrue(SwiftIdentifier.isLegal(name), name, file: file, line: line)
        }
    }

    func testEverySwitchSpellsTheCaseItNames() {
        assertNamesMatch(HTTPMethod.self)
        assertNamesMatch(EndpointRole.self)
        assertNamesMatch(RetryMode.self)
        assertNamesMatch(PayloadPlacement.self)
        assertNamesMatch(EnvelopeFormat.Style.self)
        assertNamesMatch(BusinessCode.Kind.self)
        assertNamesMatch(TransportFaultKind.self)
        assertNamesMatch(LocalRejection.self)
        assertNamesMatch(MessageTest.Match.self)
        assertNamesMatch(PerCallValue.Alphabet.self)
        assertNamesMatch(WireForm.self)
    }

    func testACaseIsPrintedAsAnImplicitMember() {
        XCTAssertEqual(RuntimeCase.of(HTTPMethod.post), .implicitRuntimeMember(SwiftFragment("post")))
    }
}
