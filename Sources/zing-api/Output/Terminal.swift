import Foundation

/// Writes the command's outcome: one JSON object on standard output with `--json`, else readable text (errors
/// and warnings on standard error). Everything passes the scrubber first.
struct Terminal {
    var json: Bool
    var scrubber: OutputScrubber

    func success(_ report: CommandReport) {
        if json, let failure = report.failure {
            let fields: [(String, OutputValue)] = [
                ("ok", .bool(false)), ("error", failure.errorObject), ("result", report.result),
            ]
            write(OutputValue.object(fields).json, to: .standardOutput)
        } else if json {
            write(OutputValue.object([("ok", .bool(true)), ("result", report.result)]).json, to: .standardOutput)
        } else {
            write(report.text, to: .standardOutput)
        }
    }

    func failure(_ failure: CommandFailure) {
        if json {
            write(OutputValue.object([("ok", .bool(false)), ("error", failure.errorObject)]).json, to: .standardOutput)
        } else {
            write(failure.text, to: .standardError)
        }
    }

    func warning(_ text: String) {
        write("warning: \(text)", to: .standardError)
    }

    private func write(_ text: String, to handle: FileHandle) {
        let line = scrubber.scrub(text)
        handle.write(Data((line.hasSuffix("\n") ? line : line + "\n").utf8))
    }
}
