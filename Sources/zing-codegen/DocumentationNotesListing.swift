import CodegenPipeline
import Contract
import Foundation
import TextFoundation

/// `lint` lists every `deviation:` and `policy:` note of the contracts that load, as clickable notes on standard
/// output, so a reader sees where a contract departs from its docs and which numbers are the client's choice.
enum DocumentationNotesListing {
    /// The notes of the contracts the pipeline loaded, in their order, except those of files with errors.
    static func print(_ summaries: [ContractSummary], skipping failed: Set<String>) {
        for summary in summaries where !failed.contains(summary.path) {
            for note in summary.documentationNotes {
                Console.out("\(summary.path.escapedForTerminal):\(note.mark.line):\(note.mark.column): note: \(note)")
            }
        }
    }
}
