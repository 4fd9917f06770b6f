import CodegenPipeline
import Contract
import Foundation

/// `lint` lists every `deviation:` and `policy:` note of the contracts that load, as clickable notes on standard
/// output, so a reader sees where a contract departs from its docs and which numbers are the client's choice.
enum DocumentationNotesListing {
    static func print(_ inputs: [GeneratorPipeline.Input], skipping failed: Set<String>) {
        for input in inputs where !failed.contains(input.displayPath) {
            guard let contract = ContractLoader.load(contentsOf: input.url, displayPath: input.displayPath).contract
            else { continue }
            for note in contract.documentationNotes {
                Console.out("\(input.displayPath):\(note.mark.line):\(note.mark.column): note: \(note)")
            }
        }
    }
}
