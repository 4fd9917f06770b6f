import XCTest

@testable import Contract

/// `NodePath` finds its components by the separator's byte; these hold it to what the components say, on random keys
/// with combining marks, emoji, line breaks and other control characters beside the separator's place.
final class NodePathTests: XCTestCase {
    private static let pieces = [
        "a", "endpoints", "login", "0", "12", "é", "e\u{301}", "\u{301}", "👩‍👩‍👧", "🇫🇷", "\r", "\n", "\r\n", "\t",
        "\u{1E}", "\u{85}", "x y", "日本", "\u{200D}", "\u{FE0F}",
    ]

    /// A key of one to four random pieces (never empty: an empty key is no component of a path).
    private func randomKey(_ generator: inout SplitMix) -> String {
        (0...generator.next(below: 4)).map { _ in Self.pieces[generator.next(below: Self.pieces.count)] }.joined()
    }

    func testComponentsEntityAndParentAreThoseOfTheKeysJoined() {
        var generator = SplitMix(seed: 52)
        for _ in 0..<2_000 {
            let keys = (0..<generator.next(below: 6)).map { _ in randomKey(&generator) }
            var path = NodePath()
            for key in keys { path = path.appending(key) }
            XCTAssertEqual(path, NodePath(keys))
            XCTAssertEqual(path.components, keys)
            XCTAssertEqual(path.description, keys.joined(separator: "/"))
            XCTAssertEqual(path.entity, keys.count < 2 ? nil : NodePath(Array(keys.prefix(2))), "\(keys)")
            let parentAndLast = path.parentAndLast
            XCTAssertEqual(parentAndLast?.parent, keys.isEmpty ? nil : NodePath(Array(keys.dropLast())))
            XCTAssertEqual(parentAndLast?.last, keys.last)
            let more = (0..<generator.next(below: 4)).map { _ in randomKey(&generator) }
            XCTAssertEqual(path.appending(more), NodePath(keys + more))
            if let index = keys.indices.randomElement(using: &generator) {
                let prefix = NodePath(Array(keys.prefix(index)))
                XCTAssertTrue(path.hasPrefix(prefix))
                XCTAssertEqual(
                    path.replacingPrefix(prefix, with: NodePath(["moved"])),
                    NodePath(["moved"] + keys.dropFirst(index)))
            }
        }
    }

    func testTheVariadicAppendIsOneAppendAfterAnother() {
        let base = ContractPaths.example(3, of: "login")
        XCTAssertEqual(
            base.appending("expect", "values", "userInfo.id"),
            NodePath(["endpoints", "login", "examples", "3", "expect", "values", "userInfo.id"]))
        XCTAssertEqual(NodePath().appending("models", "Tenant"), NodePath(["models", "Tenant"]))
        XCTAssertEqual(NodePath().appending(), NodePath())
        XCTAssertEqual(NodePath().appending(index: 2), NodePath(["2"]))
    }
}

extension NodePath {
    /// The keys appended one by one through the variadic form.
    fileprivate func appending(_ keys: [String]) -> NodePath {
        switch keys.count {
        case 0: self
        case 1: appending(keys[0])
        case 2: appending(keys[0], keys[1])
        default: appending(keys[0], keys[1], keys[2]).appending(Array(keys.dropFirst(3)))
        }
    }
}

/// A small seeded generator, so a failure repeats.
private struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func next(below bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
