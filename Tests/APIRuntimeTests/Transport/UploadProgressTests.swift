import APIRuntime
import XCTest

final class UploadProgressTests: XCTestCase {
    func testFractionIsTheShareSent() {
        let progress = UploadProgress(bytesSent: 256, totalBytes: 1024)
        XCTAssertEqual(progress.fraction, 0.25)
        XCTAssertFalse(progress.isComplete)
        XCTAssertTrue(UploadProgress(bytesSent: 1024, totalBytes: 1024).isComplete)
    }

    func testBytesSentStayWithinTheBody() {
        XCTAssertEqual(UploadProgress(bytesSent: 2048, totalBytes: 1024).bytesSent, 1024)
        XCTAssertEqual(UploadProgress(bytesSent: -5, totalBytes: 1024).bytesSent, 0)
        let negativeTotal = UploadProgress(bytesSent: 3, totalBytes: -1)
        XCTAssertEqual(negativeTotal.totalBytes, 0)
        XCTAssertEqual(negativeTotal.bytesSent, 0)
    }

    func testAnEmptyBodyIsWhollySent() {
        let empty = UploadProgress(bytesSent: 0, totalBytes: 0)
        XCTAssertEqual(empty.fraction, 1)
        XCTAssertTrue(empty.isComplete)
    }

    func testDescriptionNamesBothCounts() {
        XCTAssertEqual(UploadProgress(bytesSent: 4096, totalBytes: 10240).description, "4096 of 10240 bytes sent")
    }
}
