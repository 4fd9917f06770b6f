/// Why a text is not JSON, and where: the byte offset of the first byte that does not fit.
package struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The offset from the start of the text, in bytes.
    package var offset: Int
    /// What was expected or found there.
    package var problem: String

    package var description: String { "not JSON at byte \(offset): \(problem)" }
}

extension JSONValue {
    /// Deeper nesting than any documented payload: hostile text cannot exhaust the stack.
    package static let maximumDepth = 256

    /// Parses JSON text (RFC 8259): exactly one value, any kind at the top level, objects' members in written order.
    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Array(text.utf8))
    }

    /// Parses JSON bytes, which must be UTF-8 (RFC 8259 §8.1); a byte-order mark is refused like any other stray byte.
    package static func parse(_ bytes: some Collection<UInt8>) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, streamingArrayAt: nil) { _ in }
    }

    /// Parses JSON bytes as ``parse(_:)`` does, every byte checked the same way, but keeps of a top-level object only
    /// the members named in `members`: the others are read and left out, never built. For a reader that needs a few
    /// fields of a large document (an envelope's code and message around a long list, which is decoded on its own).
    package static func parse(
        _ bytes: some Collection<UInt8>, keepingTopLevelMembers members: [String]
    ) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes, streamingArrayAt: nil, keepingTopLevelMembers: members) { _ in }
    }

    /// Parses JSON bytes as ``parse(_:keepingTopLevelMembers:)`` does, keeping of a top-level object only what lies
    /// on `paths` (object keys from the top): a value where a path ends is built whole, an object a path runs through
    /// only with the members on the way. For a reader that needs an envelope's members and one field deep in a large
    /// payload (a sign-in's token), and decodes the rest on its own.
    package static func document(
        _ bytes: some Collection<UInt8>, keepingPaths paths: [[String]],
        watchingRepeatsAlong watchedPaths: [[String]]
    ) throws(JSONSyntaxError) -> JSONDocument {
        try document(bytes, streamingArrayAt: nil, keptPaths: paths, watchedPaths: watchedPaths) { _ in }
    }

    /// Parses JSON bytes as ``parse(_:)`` does, but hands each item of the array at `path` (object keys from the top,
    /// e.g. `["log", "entries"]`) to `each` as soon as it is read, instead of keeping it: the value returned has an
    /// empty array there. A large document is then never held whole, only its bytes and one item at a time.
    package static func parse(
        _ bytes: some Collection<UInt8>, streamingArrayAt path: [String]?,
        keepingTopLevelMembers members: [String]? = nil, each: (JSONValue) -> Void
    ) throws(JSONSyntaxError) -> JSONValue {
        try document(bytes, streamingArrayAt: path, keptPaths: members.map { $0.map { [$0] } }, each: each).value
    }

    /// Parses JSON bytes as ``parse(_:keepingTopLevelMembers:)`` does, and also tells which keys are written twice in
    /// the objects along `watchedPaths` (object keys from the top, e.g. `["Response", "Error", "Code"]`) and which
    /// top-level members were left out unbuilt: what a reader that must not be fooled by a repeated envelope field,
    /// or that asks whether an unbuilt member is there, needs beside the value.
    package static func document(
        _ bytes: some Collection<UInt8>, keepingTopLevelMembers members: [String]? = nil,
        watchingRepeatsAlong watchedPaths: [[String]]
    ) throws(JSONSyntaxError) -> JSONDocument {
        try document(
            bytes, streamingArrayAt: nil, keptPaths: members.map { $0.map { [$0] } }, watchedPaths: watchedPaths
        ) { _ in }
    }

    private static func document(
        _ bytes: some Collection<UInt8>, streamingArrayAt path: [String]?, keptPaths: [[String]]?,
        watchedPaths: [[String]] = [], each: (JSONValue) -> Void
    ) throws(JSONSyntaxError) -> JSONDocument {
        var outcome: Result<JSONDocument, JSONSyntaxError>!
        withoutActuallyEscaping(each) { each in
            let read: (UnsafeBufferPointer<UInt8>) -> Void = { buffer in
                var parser = JSONParser(
                    bytes: buffer, streamedPath: path, keptPaths: keptPaths, watchedPaths: watchedPaths, each: each)
                outcome = Result { () throws(JSONSyntaxError) in
                    let value = try parser.document()
                    return JSONDocument(
                        value: value, repeatedKeys: parser.repeatedKeys,
                        unbuiltTopLevelMembers: parser.unbuiltTopLevelMembers)
                }
            }
            if bytes.withContiguousStorageIfAvailable(read) == nil { Array(bytes).withUnsafeBufferPointer(read) }
        }
        return try outcome.get()
    }
}

/// A parsed JSON text with what its parse was asked to notice beside the value.
package struct JSONDocument: Sendable, Hashable {
    /// The value (of a top-level object, only the members kept).
    package var value: JSONValue
    /// The keys written more than once in a watched object, each as its path from the top (`["errcode"]`), in the
    /// order met; at most ``repeatedKeysKept`` of them. The value keeps the last of the repeats.
    package var repeatedKeys: [[String]]
    /// The top-level members that were read but not built whole because they were not kept (or built only along the
    /// paths kept), less those that are `null`: a reader can tell such a member is there without having built it,
    /// and find its value's text.
    package var unbuiltTopLevelMembers: [UnbuiltMember]

    /// A top-level member read but not built.
    package struct UnbuiltMember: Sendable, Hashable {
        /// The member's name.
        package var key: String
        /// Where its value's text is in the bytes parsed, as offsets from the first (of a repeated member, the last
        /// value's, as the value a document keeps).
        package var bytes: Range<Int>
    }

    /// Most repeated keys a document reports: one is enough to refuse it, and hostile text can repeat millions.
    package static let repeatedKeysKept = 16
}

/// A recursive-descent JSON parser over UTF-8 bytes; nothing that is not exactly one JSON value is repaired.
///
/// A value that is not kept is read by the same code with `building` false: every byte is checked as for a kept one,
/// but no string, array or object is made (an empty one stands for it, and nobody sees it).
private struct JSONParser {
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
        watchedDepth = watchedPaths.map { $0.count }.max() ?? 0
        self.each = each
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
        var kept = Kept.no
        for path in keptPaths ?? [[key]] where path.count > steps.count && path[steps.count] == key {
            guard zip(steps, path).allSatisfy({ $0 == $1 }) else { continue }
            if path.count == steps.count + 1 { return .whole }
            kept = .along
        }
        return kept
    }

    /// The keys watched in the object about to be read: the next key of each watched path that runs through it.
    private var watchedKeysHere: [String] {
        guard steps.count < watchedDepth else { return [] }
        var keys: [String] = []
        for path in watchedPaths where path.count > steps.count {
            guard zip(steps, path).allSatisfy({ $0 == $1 }) else { continue }
            let key = path[steps.count]
            if !keys.contains(key) { keys.append(key) }
        }
        return keys
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
        return zip(steps, streamedPath).allSatisfy { $0 == $1 }
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
        let watchedKeys = watchedKeysHere
        var watchedKeysSeen: [String] = []
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw failure("a member name in quotes was due") }
            // A watched key is compared even where nothing is built.
            let key = try string(building: building || !watchedKeys.isEmpty)
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw failure("':' was due after a member name") }
            position += 1
            skipWhitespace()
            if watchedKeys.contains(key) {
                if watchedKeysSeen.contains(key) { noteRepeat(of: key) } else { watchedKeysSeen.append(key) }
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

    private mutating func string(building: Bool = true) throws(JSONSyntaxError) -> String {
        position += 1
        var result = ""
        var runStart = position
        func flushRun() throws(JSONSyntaxError) {
            guard runStart < position else { return }
            let run = UnsafeBufferPointer(rebasing: bytes[runStart..<position])
            // ASCII needs no check: a run that is not kept is then done, and a kept one is made without validating.
            if run.allSatisfy({ $0 < 0x80 }) {
                if building { result += String(decoding: run, as: UTF8.self) }
                return
            }
            guard let text = String(validating: run, as: UTF8.self) else {
                throw JSONSyntaxError(offset: runStart, problem: "a string holds bytes that are not UTF-8")
            }
            if building { result += text }
        }
        while let byte = current {
            switch byte {
            case UInt8(ascii: "\""):
                try flushRun()
                position += 1
                return result
            case UInt8(ascii: "\\"):
                try flushRun()
                position += 1
                let scalar = try escape()
                if building { result.unicodeScalars.append(scalar) }
                runStart = position
            case 0..<0x20:
                throw failure("a control character must be escaped in a string")
            default:
                position += 1
            }
        }
        throw failure("a string is not closed")
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
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // `-0` is the number negative zero, not the integer 0: a business code written so is no code (fail closed).
        if isIntegral, text != "-0", let integer = Int(text) { return .int(integer) }
        guard let double = Double(text), double.isFinite else {
            throw JSONSyntaxError(offset: start, problem: "a number too large for a double")
        }
        return .double(double)
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
