/// A recursive-descent JSON parser over UTF-8 bytes; nothing that is not exactly one JSON value is repaired.
///
/// A value that is not kept is read by the same code with `building` false: every byte is checked as for a kept one,
/// but no string, array or object is made (an empty one stands for it, and nobody sees it).
struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The array whose items go to `each` (keys from the top); nil streams nothing.
    let streamedPath: [String]?
    /// The paths (object keys from the top) along which a document is built; nil builds it all.
    let keptPaths: [[String]]?
    /// Paths of object keys whose objects are watched for a key written twice.
    let watchedPaths: [[String]]
    /// The longest watched path: deeper objects are never watched.
    let watchedDepth: Int
    let each: (JSONValue) -> Void
    /// The steps from the top to the value being read: a member's key, or nil for an array's item.
    private var steps: [String?] = []
    /// Keys met twice in watched objects, as paths from the top.
    private(set) var repeatedKeys: [[String]] = []
    /// Top-level members read without being built, and not null.
    private(set) var unbuiltTopLevelMembers: [JSONDocument.UnbuiltMember] = []

    init(
        bytes: UnsafeBufferPointer<UInt8>, streamedPath: [String]?, keptPaths: [[String]]?,
        watchedPaths: [[String]] = [], each: @escaping (JSONValue) -> Void
    ) {
        self.bytes = bytes
        self.streamedPath = streamedPath
        self.keptPaths = keptPaths
        self.watchedPaths = watchedPaths
        watchedDepth = watchedPaths.reduce(0) { max($0, $1.count) }
        self.each = each
        // Room for the depth of most documents, so reading one does not grow the array step by step.
        steps.reserveCapacity(16)
    }

    /// How much of a member is kept.
    private enum Kept {
        case no, whole
        /// Only along the paths that run through it.
        case along
    }

    /// How much of the member `key` of the object being read lies on the paths kept: all of it where a path ends
    /// there, what is on the way where one runs through it, nothing otherwise.
    private func keptPathsHere(_ key: String) -> Kept {
        guard let keptPaths else { return .whole }
        var kept = Kept.no
        for path in keptPaths where path.count > steps.count && path[steps.count] == key {
            guard startsWithTheSteps(path) else { continue }
            if path.count == steps.count + 1 { return .whole }
            kept = .along
        }
        return kept
    }

    /// Whether some watched path runs through the object about to be read.
    private var watchesHere: Bool {
        guard steps.count < watchedDepth else { return false }
        return watchedPaths.contains { $0.count > steps.count && startsWithTheSteps($0) }
    }

    /// Where the member `key` of the object being read is watched: the index of the first watched path that runs
    /// through the object and on through `key` (the same for every path that does), or nil.
    private func watchedPathIndex(through key: String) -> Int? {
        watchedPaths.indices.first { index in
            let path = watchedPaths[index]
            return path.count > steps.count && path[steps.count] == key && startsWithTheSteps(path)
        }
    }

    /// Whether `path` starts with the steps to the value being read (an array's item, a nil step, is on no path).
    private func startsWithTheSteps(_ path: [String]) -> Bool {
        guard path.count >= steps.count else { return false }
        for index in steps.indices where steps[index] != path[index] { return false }
        return true
    }

    /// Notes a top-level member read without being built; a repeated one keeps its last value, as the document does.
    private mutating func noteUnbuilt(_ key: String, at bytes: Range<Int>, isNull: Bool) {
        let known = unbuiltTopLevelMembers.firstIndex { $0.key == key }
        switch (known, isNull) {
        case (let known?, true): unbuiltTopLevelMembers.remove(at: known)
        case (let known?, false): unbuiltTopLevelMembers[known].bytes = bytes
        case (nil, false): unbuiltTopLevelMembers.append(JSONDocument.UnbuiltMember(key: key, bytes: bytes))
        case (nil, true): break
        }
    }

    private mutating func noteRepeat(of key: String) {
        guard repeatedKeys.count < JSONDocument.repeatedKeysKept else { return }
        repeatedKeys.append(steps.compactMap { $0 } + [key])
    }

    /// Whether the array about to be read is the one whose items are streamed.
    private var isStreamedArray: Bool {
        guard let streamedPath, steps.count == streamedPath.count else { return false }
        return startsWithTheSteps(streamedPath)
    }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        let value = try value(depth: 0, along: keptPaths != nil)
        skipWhitespace()
        guard position == bytes.count else { throw failure("text after the value") }
        return value
    }

    private func failure(_ problem: String) -> JSONSyntaxError { JSONSyntaxError(offset: position, problem: problem) }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// Reads a value, building it unless `building` is false; `along`: an object is built only along the paths kept.
    private mutating func value(depth: Int, building: Bool = true, along: Bool = false) throws(JSONSyntaxError)
        -> JSONValue
    {
        guard depth < JSONValue.maximumDepth else {
            throw failure("nested deeper than \(JSONValue.maximumDepth) levels")
        }
        guard let byte = current else { throw failure("the text ends where a value was due") }
        switch byte {
        case UInt8(ascii: "{"): return try object(depth: depth, building: building, along: along)
        // Paths run through objects only: an array a path runs into is not built, but one at the top is, whole.
        case UInt8(ascii: "["): return try array(depth: depth, building: building && (!along || depth == 0))
        case UInt8(ascii: "\""): return .string(try string(building: building))
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw failure("a value was due")
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= expected.count,
            bytes[position..<position + expected.count].elementsEqual(expected)
        else { throw failure("a value was due") }
        position += expected.count
        return value
    }

    private mutating func object(depth: Int, building: Bool, along: Bool) throws(JSONSyntaxError) -> JSONValue {
        position += 1
        var object = JSONObject()
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            position += 1
            return .object(object)
        }
        let watches = watchesHere
        var watchedSeen = SeenPaths()
        if building { object.reserveCapacity(Self.membersReserved) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("a member name in quotes was due") }
            // A watched key is compared even where nothing is built.
            let key = try string(building: building || watches)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("':' was due after a member name") }
            position += 1
            skipWhitespace()
            if watches, let watched = watchedPathIndex(through: key), !watchedSeen.insert(watched) {
                noteRepeat(of: key)
            }
            let kept = building ? (along ? keptPathsHere(key) : .whole) : .no
            steps.append(key)
            let start = position
            let member = try value(depth: depth + 1, building: kept != .no, along: kept == .along)
            steps.removeLast()
            if building, depth == 0, kept != .whole {
                noteUnbuilt(key, at: start..<position, isNull: member == .null)
            }
            let keeps = kept != .no
            // A repeated name: the last value wins, as most JSON decoders do (a reader that must not be fooled by one
            // watches for it).
            if keeps { object[key] = member }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(object)
            default: throw failure("',' or '}' was due")
            }
        }
    }

    /// Room made for an object's members before the first: most objects a reader builds (an envelope, a row) have a
    /// few, and growing from one member by doubling allocates three times for four.
    private static let membersReserved = 4

    /// The watched paths met in one object, by index (``watchedPathIndex(through:)``), without an allocation for the
    /// first 64.
    private struct SeenPaths {
        private var low: UInt64 = 0
        private var high: Set<Int> = []

        /// Notes `index`; false when it was noted before.
        mutating func insert(_ index: Int) -> Bool {
            guard index < 64 else { return high.insert(index).inserted }
            let bit: UInt64 = 1 << UInt64(index)
            defer { low |= bit }
            return low & bit == 0
        }
    }

    private mutating func array(depth: Int, building: Bool) throws(JSONSyntaxError) -> JSONValue {
        position += 1
        let streams = isStreamedArray
        steps.append(nil)
        defer { steps.removeLast() }
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            position += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            let item = try value(depth: depth + 1, building: building)
            if building {
                if streams { each(item) } else { items.append(item) }
            }
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(items)
            default: throw failure("',' or ']' was due")
            }
        }
    }

    /// Reads a string. A run of bytes between escapes is scanned once: its end, and whether it is all ASCII (made
    /// without validation) or must be validated as UTF-8, which a run not kept is too.
    private mutating func string(building: Bool = true) throws(JSONSyntaxError) -> String {
        position += 1
        var result = ""
        while true {
            let runStart = position
            var isASCII = true
            var end: UInt8?
            while position < bytes.count {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 {
                    end = byte
                    break
                }
                if byte >= 0x80 { isASCII = false }
                position += 1
            }
            guard let end else { throw failure("a string is not closed") }
            guard end >= 0x20 else { throw failure("a control character must be escaped in a string") }
            if runStart < position {
                let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
                if isASCII {
                    if building { result += String(decoding: run, as: UTF8.self) }
                } else {
                    guard let text = String(validating: run, as: UTF8.self) else {
                        throw JSONSyntaxError(offset: runStart, problem: "a string holds bytes that are not UTF-8")
                    }
                    if building { result += text }
                }
            }
            position += 1
            if end == UInt8(ascii: "\"") { return result }
            let scalar = try escape()
            if building { result.unicodeScalars.append(scalar) }
        }
    }

    private mutating func escape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let byte = current else { throw failure("an escape is cut off") }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            if (0xDC00...0xDFFF).contains(unit) { throw failure("a low surrogate without a high one") }
            guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit)! }
            guard current == UInt8(ascii: "\\"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "u")
            else { throw failure("a high surrogate must be followed by an escaped low one") }
            position += 2
            let low = try hexUnit()
            guard (0xDC00...0xDFFF).contains(low) else { throw failure("a high surrogate without a low one") }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
        default:
            position -= 1
            throw failure("an unknown escape")
        }
    }

    private mutating func hexUnit() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw failure("\\u needs four hex digits") }
        var value: UInt32 = 0
        for byte in bytes[position..<position + 4] {
            guard let digit = Self.hexDigit(byte) else { throw failure("\\u needs four hex digits") }
            value = value << 4 | digit
        }
        position += 4
        return value
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`: an `int` when integral text fits, else a `double`.
    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        var isIntegral = true
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure("a digit was due") }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        if current == UInt8(ascii: ".") {
            isIntegral = false
            position += 1
            guard let digit = current, Self.isDigit(digit) else { throw failure("a digit was due after '.'") }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            isIntegral = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let digit = current, Self.isDigit(digit) else { throw failure("a digit was due in the exponent") }
            skipDigits()
        }
        if isIntegral, let integer = integer(in: start..<position) { return .int(integer) }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // `-0` is the number negative zero, not the integer 0: a business code written so is no code (fail closed).
        if isIntegral, text != "-0", let integer = Int(text) { return .int(integer) }
        guard let double = Double(text), double.isFinite else {
            throw JSONSyntaxError(offset: start, problem: "a number too large for a double")
        }
        return .double(double)
    }

    /// The integer the digits at `range` (an optional `-`, then digits) spell when there are at most 18 of them, so it
    /// cannot overflow; nil otherwise, and for `-0`, which the text path reads.
    private func integer(in range: Range<Int>) -> Int? {
        let isNegative = bytes[range.lowerBound] == UInt8(ascii: "-")
        let digits = (isNegative ? range.lowerBound + 1 : range.lowerBound)..<range.upperBound
        guard digits.count <= 18 else { return nil }
        var value = 0
        for byte in bytes[digits] { value = value &* 10 &+ Int(byte &- UInt8(ascii: "0")) }
        if isNegative {
            guard value != 0 else { return nil }
            return -value
        }
        return value
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
