import APIRuntime
import Foundation
import XCTest

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

final class TransportFaultTests: XCTestCase {
    func testURLErrorCodeMapping() {
        let table: [(Int, TransportFault)] = [
            (NSURLErrorCancelled, .cancelled),
            (NSURLErrorTimedOut, .timeout),
            (NSURLErrorNotConnectedToInternet, .offline),
            (NSURLErrorDataNotAllowed, .offline),
            (NSURLErrorInternationalRoamingOff, .offline),
            (NSURLErrorCannotConnectToHost, .cannotConnect),
            (NSURLErrorCannotFindHost, .cannotConnect),
            (NSURLErrorDNSLookupFailed, .cannotConnect),
            (NSURLErrorNetworkConnectionLost, .connectionLost),
            (NSURLErrorSecureConnectionFailed, .connectionLost),
            (NSURLErrorUnknown, .connectionLost),
            (NSURLErrorBadURL, .other(code: NSURLErrorBadURL)),
            (NSURLErrorServerCertificateUntrusted, .other(code: NSURLErrorServerCertificateUntrusted)),
        ]
        for (code, fault) in table {
            XCTAssertEqual(TransportFault(urlErrorCode: code), fault, "code \(code)")
        }
    }

    func testClassifyingErrors() {
        XCTAssertEqual(TransportFault(classifying: CancellationError()), .cancelled)
        XCTAssertEqual(TransportFault(classifying: URLError(.timedOut)), .timeout)
        XCTAssertEqual(TransportFault(classifying: URLError(.networkConnectionLost)), .connectionLost)
        XCTAssertEqual(
            TransportFault(classifying: NSError(domain: NSURLErrorDomain, code: NSURLErrorCannotFindHost)),
            .cannotConnect)
        XCTAssertEqual(TransportFault(classifying: NSError(domain: NSPOSIXErrorDomain, code: 54)), .other(code: 54))
        XCTAssertEqual(TransportFault(classifying: TransportFault.offline), .offline)
    }
}
