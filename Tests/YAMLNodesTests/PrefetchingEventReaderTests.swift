import XCTest

@testable import YAMLNodes

/// Large documents are parsed on a background thread while nodes are built; the outcome must be the same.
final class PrefetchingEventReaderTests: XCTestCase {
    /// A document of many small mappings (about 600 KB), far beyond one batch of events.
    private func largeDocument(extra: String = "") -> String {
        var text = "items:\n"
        for index in 0..<8_000 {
            text += "  item\(index): {name: \"n\(index)\", values: [1, 2.5, true, null], &a\(index) tag: x}\n"
        }
        return text + extra
    }

    func testTheSameTreeAsWithoutPrefetching() throws {
        let text = largeDocument()
        let prefetched = try XCTUnwrap(try YAMLLoader.load(bytes: text.utf8, prefetching: true))
        let direct = try XCTUnwrap(try YAMLLoader.load(bytes: text.utf8, prefetching: false))
        XCTAssertEqual(prefetched.mapping?.count, 1)
        XCTAssertEqual(prefetched["items"]?.mapping?.count, 8_000)
        XCTAssertEqual(prefetched["items"]?["item7999"]?["name"]?.scalar?.value, "n7999")
        XCTAssertEqual(prefetched["items"]?["item4321"]?["values"]?.sequence?.count, 4)
        XCTAssertEqual(
            prefetched["items"]?["item7999"]?["tag"]?.mark, direct["items"]?["item7999"]?["tag"]?.mark)
        XCTAssertEqual(prefetched["items"]?["item7999"]?.endMark, direct["items"]?["item7999"]?.endMark)
    }

    func testErrorsLateInTheDocumentAreTheSame() throws {
        for extra in ["items: again\n", "broken: [1, 2\n", "second: 1\n---\nthird: 2\n", "alias: *nowhere\n"] {
            let text = largeDocument(extra: extra)
            var prefetchedError: YAMLError?
            var directError: YAMLError?
            do { _ = try YAMLLoader.load(bytes: text.utf8, prefetching: true) } catch { prefetchedError = error }
            do { _ = try YAMLLoader.load(bytes: text.utf8, prefetching: false) } catch { directError = error }
            XCTAssertNotNil(directError, extra)
            XCTAssertEqual(prefetchedError?.message, directError?.message, extra)
            XCTAssertEqual(prefetchedError?.mark, directError?.mark, extra)
            XCTAssertEqual(prefetchedError?.relatedMark, directError?.relatedMark, extra)
        }
    }

    func testAnEarlyErrorStopsTheBackgroundParse() throws {
        // The builder stops at the duplicate key near the start; the producer must not be left waiting for room.
        let text = "a: 1\na: 2\n" + largeDocument()
        for _ in 0..<5 {
            XCTAssertThrowsError(try YAMLLoader.load(bytes: text.utf8, prefetching: true))
        }
    }

    func testLargeInputsPrefetchAndSmallOnesDoNot() {
        XCTAssertGreaterThan(largeDocument().utf8.count, YAMLLoader.prefetchThreshold)
    }
}
