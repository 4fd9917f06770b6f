import XCTest
import YAMLNodes

final class YAMLEventTests: XCTestCase {
    private func notation(_ yaml: String) throws -> [String] {
        try YAMLLoader.events(yaml).map(\.testSuiteNotation)
    }

    func testBlockAndFlowNotation() throws {
        XCTAssertEqual(
            try notation("a: [b, {c: d}]\n"),
            [
                "+STR", "+DOC", "+MAP", "=VAL :a", "+SEQ []", "=VAL :b", "+MAP {}", "=VAL :c", "=VAL :d",
                "-MAP", "-SEQ", "-MAP", "-DOC", "-STR",
            ])
    }

    func testExplicitDocumentMarkers() throws {
        XCTAssertEqual(try notation("--- x\n...\n"), ["+STR", "+DOC ---", "=VAL :x", "-DOC ...", "-STR"])
        XCTAssertEqual(try notation(""), ["+STR", "-STR"])
    }

    func testPropertiesAliasesAndStyles() throws {
        let yaml = "- &a !!str x\n- *a\n- &m !!map {k: 'v'}\n- \"q\"\n- |\n  l\n- >\n  f\n"
        XCTAssertEqual(
            try notation(yaml),
            [
                "+STR", "+DOC", "+SEQ",
                "=VAL &a <tag:yaml.org,2002:str> :x", "=ALI *a",
                "+MAP {} &m <tag:yaml.org,2002:map>", "=VAL :k", "=VAL 'v", "-MAP",
                "=VAL \"q", "=VAL |l\\n", "=VAL >f\\n",
                "-SEQ", "-DOC", "-STR",
            ])
    }

    func testValueEscaping() throws {
        XCTAssertEqual(try notation(#""a\\b\tc\nd\re\bf\0""#)[2], #"=VAL "a\\b\tc\nd\re\bf\0"#)
    }

    func testEventKindsAndMarks() throws {
        let events = try YAMLLoader.events("k: &x v\n")
        XCTAssertEqual(
            events.map(\.kind),
            [
                .streamStart, .documentStart(explicit: false), .mappingStart(flow: false),
                .scalar(YAMLScalar(value: "k", style: .plain)), .scalar(YAMLScalar(value: "v", style: .plain)),
                .mappingEnd, .documentEnd(explicit: false), .streamEnd,
            ])
        XCTAssertEqual(events[4].anchor, "x")
        XCTAssertNil(events[4].tag)
        XCTAssertEqual(events[4].mark, SourceMark(line: 1, column: 4))
        XCTAssertEqual(events[4].endMark, SourceMark(line: 1, column: 8))
    }

    func testEventsDoNotResolveAliases() throws {
        // The raw stream is libyaml's; alias checks belong to load().
        XCTAssertEqual(try notation("*nope\n")[2], "=ALI *nope")
    }
}
