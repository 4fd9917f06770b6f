import Foundation

/// Why a draft could not be made: a located error (`file:line:col: error: …` where the input has a place for it).
public struct DraftError: Error, Sendable, CustomStringConvertible {
    /// The input file as given.
    public var file: String
    /// Where in the file, when the problem has a place.
    public var line: Int?
    public var column: Int?
    /// What is wrong, in the draft's words around escaped input text.
    public var message: String

    public init(file: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:col: error: message`, or `file: error: message` without a place.
    public var description: String {
        let place = line.map { ":\($0):\(column ?? 1)" } ?? ""
        return "\(file)\(place): error: \(message)".escapedForTerminal
    }
}

/// Line and column (1-based; columns count characters) of a byte offset in UTF-8 text.
enum TextPlace {
    static func of(offset: Int, in bytes: some Collection<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, byte) in bytes.enumerated() {
            guard index < offset else { break }
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }
}

extension URL {
    /// `path` as a file URL, a relative path taken from `directory` (a folder whatever its URL says).
    static func file(_ path: String, in directory: URL) -> URL {
        URL(fileURLWithPath: path, relativeTo: URL(fileURLWithPath: directory.path, isDirectory: true))
    }
}
