import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-api-client [CONTRACT…] [--output DIR]
/// [--templates DIR] [--access-level LEVEL]`: runs `zing-codegen generate` in the package it is invoked on.
///
/// By default it reads the package's `contract/*.yaml` and writes `Generated/`, with the templates of the package
/// that provides `zing-codegen`. Paths are relative to the package root (docs/guides/plugin.md).
@main
struct GenerateAPIClient: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let output = extractor.extractOption(named: "output").last ?? "Generated"
        let templates = extractor.extractOption(named: "templates").last
        let accessLevel = extractor.extractOption(named: "access-level").last
        // SwiftPM passes `--target` for plugins run on targets; this one works on the whole package.
        _ = extractor.extractOption(named: "target")
        let contracts = extractor.remainingArguments
        let root = context.package.directoryURL
        if contracts.isEmpty {
            var isFolder: ObjCBool = false
            let folder = root.appendingPathComponent("contract").path
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw Failure(
                    description: "\(context.package.displayName) has no contract/ folder: put the contracts in "
                        + "contract/*.yaml, or name them: generate-api-client path/to/api.yaml")
            }
        }
        var toolArguments = ["generate"] + contracts + ["--output", output]
        if let templates = templates ?? providedTemplates(context) { toolArguments += ["--templates", templates] }
        if let accessLevel { toolArguments += ["--access-level", accessLevel] }

        let process = Process()
        process.executableURL = try context.tool(named: "zing-codegen").url
        process.arguments = toolArguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "zing-codegen generate failed (exit \(process.terminationStatus)); see above")
        }
    }

    /// The `Templates` folder of the package that provides `zing-codegen` (this package, or a dependency), if it has one.
    private func providedTemplates(_ context: PluginContext) -> String? {
        var pending = [context.package]
        var seen: Set<String> = []
        while let package = pending.popLast() {
            guard seen.insert(package.id).inserted else { continue }
            if package.products.contains(where: { $0.name == "zing-codegen" }) {
                let folder = package.directoryURL.appendingPathComponent("Templates")
                return FileManager.default.fileExists(atPath: folder.path) ? folder.path : nil
            }
            pending += package.dependencies.map(\.package)
        }
        return nil
    }
}
