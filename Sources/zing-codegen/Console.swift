import Contract
import Foundation

/// Where the CLI's output goes: results on stdout, diagnostics and problems on stderr.
enum Console {
    static func out(_ line: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((line + terminator).utf8))
    }

    static func error(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }

    static func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { error(diagnostic.description) }
    }
}
