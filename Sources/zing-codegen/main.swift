import Foundation

do {
    let options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
    exit(Commands(options: options).run())
} catch {
    Console.error("error: \(error.message)")
    Console.error("run `zing-codegen --help` for usage")
    exit(2)
}
