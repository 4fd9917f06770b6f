import CodegenPipeline
import Contract
import Foundation
import TextFoundation

/// `lint` lists every `deviation:` and `policy:` note of the contracts that load, as clickable notes on standard
/// output, so a reader sees where a contract departs from its docs and which numbers are the client's choice. A note is
/// contract text: each line passes the terminal escaping whole, so a note can neither act on the terminal nor start a
/// line of its own.
enum DocumentationNotesListing {
    /// The notes of the contracts the pipeline loaded, in their order, except those of files with errors.
    static func print(_ summaries: [ContractSummary], skipping failed: Set<String>) {
        for summary in summaries where !failed.contains(summary.path) {
            for note in summary.documentationNotes {
                let place = "\(summary.path):\(note.mark.line):\(note.mark.column)"
                Console.out("\(place): note: \(note)".escapedForTerminal)
            }
        }
    }
}
