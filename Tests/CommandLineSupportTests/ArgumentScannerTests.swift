import CommandLineSupport
import XCTest

/// The one grammar of the three tools, word by word.
final class ArgumentScannerTests: XCTestCase {
    private let scanner = ArgumentScanner([
        .flag("--help", aliases: ["-h"]), .flag("--json"), .value("--output"), .value("--format"),
        .values("--har", greedy: true), .values("--tag"),
    ])

    private func scan(_ words: [String]) throws(ScanError) -> ScannedArguments { try scanner.scan(words) }

    private func error(_ words: [String]) -> ScanError? {
        do {
            _ = try scan(words)
            return nil
        } catch {
            return error
        }
    }

    func testValuesFollowASpaceOrAnEqualsSign() throws {
        let spaced = try scan(["lint", "--output", "a.json", "x.yaml"])
        let joined = try scan(["lint", "--output=a.json", "x.yaml"])
        XCTAssertEqual(spaced.value("--output"), "a.json")
        XCTAssertEqual(joined.value("--output"), "a.json")
        XCTAssertEqual(spaced.positionals.map(\.text), ["lint", "x.yaml"])
        XCTAssertEqual(spaced.positionals.map(\.position), [1, 4], "positions count from 1, values included")
        XCTAssertEqual(joined.positionals.map(\.position), [1, 3])
        XCTAssertEqual(try scan(["--output="]).value("--output"), "", "an empty value is a value")
        XCTAssertEqual(try scan(["--output=a=b"]).value("--output"), "a=b", "only the first = splits")
        XCTAssertEqual(try scan(["--output", "-"]).value("--output"), "-", "a lone dash is a value")
        XCTAssertEqual(try scan(["--output", "-5"]).value("--output"), "-5")
        XCTAssertEqual(try scan(["--output=--json"]).value("--output"), "--json", "after = anything goes")
    }

    func testAValueAfterASpaceMayNotLookLikeAnOption() {
        XCTAssertEqual(error(["--output"]), .missingValue(option: "--output", position: 1))
        XCTAssertEqual(error(["x", "--output", "--json"]), .missingValue(option: "--output", position: 2))
        XCTAssertEqual(error(["--output", "--"]), .missingValue(option: "--output", position: 1))
    }

    func testFlagsAndTheirAliases() throws {
        let scanned = try scan(["-h", "--json", "--json"])
        XCTAssertTrue(scanned.has("--help"), "an alias counts as its option")
        XCTAssertEqual(scanned.flags["--json"], 2, "given twice is once; the first position is kept")
        XCTAssertEqual(error(["--json=yes"]), .unexpectedValue(option: "--json", position: 1))
        XCTAssertEqual(error(["-h=x"]), .unknownOption(CommandLineWord("-h=x", position: 1)), "no = on a short name")
    }

    func testDoubleDashEndsOptionsAndALoneDashIsPositional() throws {
        let scanned = try scan(["-", "--", "--output", "-h", "--"])
        XCTAssertEqual(scanned.positionals.map(\.text), ["-", "--output", "-h", "--"])
        XCTAssertEqual(scanned.positionals.map(\.position), [1, 3, 4, 5])
        XCTAssertNil(scanned.value("--output"))
    }

    func testAnOptionWithOneValueGivenTwiceIsRefusedByPosition() {
        XCTAssertEqual(
            error(["--output", "a", "x", "--output=b"]), .repeated(option: "--output", first: 1, again: 4))
        XCTAssertEqual(
            error(["--output", "a", "x", "--output=b"])?.message(echoing: true),
            "--output is given twice (arguments 1 and 4)")
    }

    func testRepeatableAndGreedyOptions() throws {
        let scanned = try scan(["--har", "a.har", "b.har", "-", "--tag", "x", "y", "--har=c.har", "d.har", "--", "e"])
        XCTAssertEqual(scanned.list("--har"), ["a.har", "b.har", "-", "c.har", "d.har"])
        XCTAssertEqual(scanned.list("--tag"), ["x"], "not greedy: one value each time")
        XCTAssertEqual(scanned.positionals.map(\.text), ["y", "e"])
        XCTAssertEqual(scanned.lists["--har"]?.map(\.position), [1, 3, 4, 8, 9])
        XCTAssertEqual(try scan(["--har", "a", "--json", "b"]).list("--har"), ["a"], "up to the next option")
    }

    func testUnknownOptionsAreReportedByPositionOrKeptForASecondScan() throws {
        XCTAssertEqual(error(["x", "--bogus=1"]), .unknownOption(CommandLineWord("--bogus=1", position: 2)))
        XCTAssertEqual(error(["-x"]), .unknownOption(CommandLineWord("-x", position: 1)))
        let keep = ArgumentScanner([.value("--session"), .flag("--json")], unknown: .keep)
        let first = try keep.scan(["upload", "--biz", "d", "--json", "f", "--session=s", "--", "--json"])
        XCTAssertEqual(first.positionals.map(\.text), ["upload", "--biz", "d", "f", "--", "--json"])
        XCTAssertEqual(first.positionals.map(\.position), [1, 2, 3, 5, 7, 8])
        XCTAssertEqual(first.value("--session"), "s")
        XCTAssertEqual(first.flags["--json"], 4, "the --json after -- is the command's")
        let second = try ArgumentScanner([.value("--biz")]).scan(Array(first.positionals.dropFirst()))
        XCTAssertEqual(second.value("--biz"), "d")
        XCTAssertEqual(second.positionals.map(\.text), ["f", "--json"])
        XCTAssertEqual(second.positionals.map(\.position), [5, 8], "positions survive the second scan")
    }

    /// Only an unknown option may be quoted, and only when the tool echoes words; `zing-api` never does.
    func testMessagesQuoteNothingUnlessAskedAndThenEscaped() {
        let hostile = "--x\u{1B}]0;owned\u{7}\u{202E}"
        let unknown = ScanError.unknownOption(CommandLineWord(hostile, position: 3))
        XCTAssertEqual(unknown.message(echoing: false), "argument 3 is not an option")
        XCTAssertEqual(unknown.message(echoing: true), "unknown option '--x\\u{1B}]0;owned\\u{7}\\u{202E}'")
        XCTAssertEqual(
            ScanError.missingValue(option: "--output", position: 2).message(echoing: true), "--output needs a value")
        XCTAssertEqual(
            ScanError.unexpectedValue(option: "--json", position: 1).message(echoing: false), "--json takes no value")
    }

    func testGivenListsTheOptionsPresentInTheOrderAsked() throws {
        let scanned = try scan(["--tag", "t", "--json", "--output", "o"])
        XCTAssertEqual(
            scanned.given(among: ["--output", "--format", "--tag", "--json"]), ["--output", "--tag", "--json"])
    }
}
