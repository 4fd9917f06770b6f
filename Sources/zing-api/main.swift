import Foundation

// zing-api: a terminal client for the Zing API over ZingSession. See `zing-api help`.
let status = await Runner.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    readStandardInput: { FileHandle.standardInput.readDataToEndOfFile() })
exit(status)
