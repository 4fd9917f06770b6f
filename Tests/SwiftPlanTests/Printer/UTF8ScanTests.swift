import Foundation
import XCTest

@testable import SwiftPlan

/// The byte scans answer as a byte-by-byte walk would, at every byte value and for every kind of string storage.
final class UTF8ScanTests: XCTestCase {
    func testPrintableASCIIIsExactlyTheBytesFromSpaceToTilde() {
        for byte in UInt8.min...UInt8.max {
            let bytes = [UInt8(ascii: "a"), byte, UInt8(ascii: "z")]
            // A lone byte above 0x7F is no UTF-8; decoding repairs it to U+FFFD, which is not ASCII either.
            let text = String(decoding: bytes, as: UTF8.self)
            XCTAssertEqual(
                UTF8Scan.isPrintableASCII(text), (0x20...0x7E).contains(byte), "byte \(String(byte, radix: 16))")
            XCTAssertEqual(UTF8Scan.isASCII(text), byte < 0x80, "byte \(String(byte, radix: 16))")
        }
        XCTAssertTrue(UTF8Scan.isPrintableASCII(""))
        // Long enough that the loop runs over whole vectors, with the one odd byte last.
        XCTAssertTrue(UTF8Scan.isPrintableASCII(String(repeating: "x ~", count: 100)))
        XCTAssertFalse(UTF8Scan.isPrintableASCII(String(repeating: "x ~", count: 100) + "\u{7F}"))
        XCTAssertFalse(UTF8Scan.isASCII(String(repeating: "x", count: 300) + "é"))
    }

    func testCountsMatchAWalkOverTheScalars() {
        let samples = [
            "", "a", "a\nb\n", "租户\n用户 🙂\r\n", String(repeating: "line\n", count: 77),
            "é" + String(repeating: "ü\n", count: 40),
        ]
        for text in samples {
            XCTAssertEqual(UTF8Scan.scalarCount(of: text), text.unicodeScalars.count, text)
            XCTAssertEqual(
                UTF8Scan.count(of: UInt8(ascii: "\n"), in: text), text.utf8.count { $0 == UInt8(ascii: "\n") }, text)
            // A substring in the middle of a native string, and what a printer wrote after a checkpoint (how the
            // printer measures).
            let middle = text.dropFirst().dropLast()
            XCTAssertEqual(UTF8Scan.scalarCount(of: middle), middle.unicodeScalars.count, text)
            var printed = PrintedText()
            printed += "let "
            printed += text
            XCTAssertEqual(printed.width(after: 4), text.unicodeScalars.count, text)
        }
    }

    func testLinesBetweenLineFeedsMatchTheGenericSplit() {
        let samples = [
            "", "\n", "\n\n", "a", "a\n", "\na", "a\n\nb", "租户\n用户 🙂\r\n", "e\u{301}\n\u{301}x",
            String(repeating: "line\n", count: 77), "é" + String(repeating: "ü\n", count: 40),
        ]
        let bridged = NSString(string: "bridged\nNSString\n").description
        for text in samples + [bridged, String(samples[7].dropFirst())] {
            let expected = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map(Substring.init)
            XCTAssertEqual(UTF8Scan.linesBetweenLineFeeds(text), expected, text.debugDescription)
        }
    }
}
