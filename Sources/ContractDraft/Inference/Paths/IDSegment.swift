/// What a path segment that looks like an id is made of: the shapes issue trackers, databases and object stores use
/// for ids (`1234`, a UUID, a hex digest, a long base62 key).
enum IDSegment: String, Sendable, Hashable {
    case digits, uuid, hex, base62

    /// The id shape of `segment`, or nil for a word (`users`, `v2`, `getUserInfo`).
    init?(_ segment: String) {
        let scalars = Array(segment.unicodeScalars)
        guard !scalars.isEmpty, scalars.count <= 128 else { return nil }
        func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        func isHex(_ scalar: Unicode.Scalar) -> Bool {
            isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
        }
        func isLetter(_ scalar: Unicode.Scalar) -> Bool { ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        if scalars.allSatisfy(isDigit) {
            self = .digits
        } else if scalars.count == 36, [8, 13, 18, 23].allSatisfy({ scalars[$0] == "-" }),
            scalars.enumerated().allSatisfy({ [8, 13, 18, 23].contains($0.offset) || isHex($0.element) })
        {
            self = .uuid
        } else if scalars.count >= 8, scalars.allSatisfy(isHex), scalars.contains(where: isDigit) {
            self = .hex
        } else if scalars.count >= 16, scalars.allSatisfy({ isDigit($0) || isLetter($0) || $0 == "_" || $0 == "-" }),
            scalars.contains(where: isDigit), scalars.contains(where: isLetter)
        {
            self = .base62
        } else {
            return nil
        }
    }
}

/// One segment of a route as the first pass records it: a word, or a place where an id stood.
enum RouteSegment: Hashable {
    case literal(String)
    case id
}

/// What the captures held at one id place of a route: whether it varied, and what it was made of.
struct IDPlaceTally {
    /// The first value seen (kept when the place turns out not to vary).
    var first: String
    var varies = false
    /// Whether every value was digits short enough to be an `int`.
    var allIntegers = true

    init(_ value: String) {
        first = value
        allIntegers = Self.isInteger(value)
    }

    mutating func add(_ value: String) {
        if value != first { varies = true }
        if !Self.isInteger(value) { allIntegers = false }
    }

    private static func isInteger(_ value: String) -> Bool {
        value.count <= 18 && value.allSatisfy(\.isASCIIDigitCharacter) && !(value.count > 1 && value.first == "0")
    }
}
