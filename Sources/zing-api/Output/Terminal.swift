import Foundation
import TextFoundation

/// Writes the command's outcome: one JSON object on standard output with `--json`, else readable text (errors
/// and warnings on standard error). Everything passes the scrubber first, and nothing from outside reaches the
/// terminal raw: JSON escapes every unsafe scalar, and readable text has every one but the line breaks the tool itself
/// writes escaped (the parts that came from a server, a file or the command line were escaped whole where they were
/// put in, line breaks included, so none of them can start a line of its own).
struct Terminal {
    var json: Bool
    var scrubber: OutputScrubber

    func success(_ report: CommandReport) {
        if json, let failure = report.failure {
            write(.object([("ok", .bool(false)), ("error", failure.errorObject), ("result", report.result)]))
        } else if json {
            write(.object([("ok", .bool(true)), ("result", report.result)]))
        } else {
            write(report.text, to: .standardOutput)
        }
    }

    func failure(_ failure: CommandFailure) {
        if json {
            write(.object([("ok", .bool(false)), ("error", failure.errorObject)]))
        } else {
            write(failure.text, to: .standardError)
        }
    }

    func warning(_ text: String) {
        write("warning: \(text)", to: .standardError)
    }

    private func write(_ value: JSONValue) {
        write(value.text(.compact), to: .standardOutput)
    }

    private func write(_ text: String, to handle: FileHandle) {
        let line = scrubber.scrub(text).escapedForTerminalLines
        handle.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }
}
