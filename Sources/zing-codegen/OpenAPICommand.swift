import CommandLineSupport
import Contract
import Foundation
import OpenAPIExport
import TextFoundation

/// `zing-codegen openapi CONTRACT [--output FILE]`: the contract as an OpenAPI 3.1 document.
struct OpenAPICommand {
    let options: CommandLineOptions
    let root: URL

    func run() -> Int32 {
        let path = options.files[0]
        let url = URL(fileURLWithPath: path, relativeTo: root)
        guard FileManager.default.fileExists(atPath: url.path) else {
            Console.error("error: no such contract file: \(path.escapedForTerminal)")
            Console.error("run `zing-codegen --help` for usage")
            return 2
        }
        if let output = options.output {
            do {
                try OutputPath.checkFile(
                    output, option: "--output", inputs: [RunInput("the contract", path)], in: root.path)
            } catch {
                Console.error("error: \(error)")
                Console.error("run `zing-codegen --help` for usage")
                return 2
            }
        }
        let loaded = ContractLoader.load(contentsOf: url, displayPath: path)
        Console.report(loaded.diagnostics)
        guard let contract = loaded.contract else {
            Console.error("error: \(path.escapedForTerminal) is not a valid contract; nothing was written")
            return 1
        }
        let format: OpenAPIFormat = options.output?.lowercased().hasSuffix(".json") == true ? .json : .yaml
        let text: String
        do {
            text = try OpenAPIExporter.render(contract, as: format)
        } catch {
            Console.error(error.description)
            return 1
        }
        guard let output = options.output else {
            Console.out(text, terminator: "")
            return 0
        }
        do {
            // Atomic: a reader never sees half a document, and a failed run leaves the old file.
            try Data(text.utf8).write(to: URL(fileURLWithPath: output, relativeTo: root), options: .atomic)
        } catch {
            Console.error(
                "error: cannot write \(output.escapedForTerminal): \(error.localizedDescription.escapedForTerminal)")
            return 1
        }
        Console.error(
            "\(output.escapedForTerminal): OpenAPI \(OpenAPIExporter.openAPIVersion) of \(path.escapedForTerminal)")
        return 0
    }
}
