import Foundation
import PackagePlugin

/// Builds the package's `Templates/*.mustache` into the target it is applied to (`zing-codegen`) as
/// `BundledTemplates.sources`, so the generator finds its default templates wherever it runs: in a user's own package,
/// through the GenerateAPIClient plugin, or copied out of `.build`. `--templates DIR` and a `Templates/` folder in the
/// current folder still take precedence.
@main
struct EmbedTemplates: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder = context.package.directoryURL.appendingPathComponent("Templates")
        let templates = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("BundledTemplates.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(templates.count) templates in \(target.name)",
                executable: try context.tool(named: "embed-templates").url,
                arguments: [output.path] + templates.map(\.path), inputFiles: templates, outputFiles: [output])
        ]
    }
}
