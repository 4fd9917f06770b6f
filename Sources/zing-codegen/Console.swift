import Contract
import Foundation
import TextFoundation

/// Where the CLI's output goes: results on stdout, diagnostics and problems on stderr. A problem is one line of the
/// tool's words around names and paths from outside, so it is escaped for the terminal whole; results are reports
/// that escape what they print themselves.
enum Console {
    static func out(_ line: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((line + terminator).utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line.escapedForTerminal + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}
