import CommandLineSupport
import Foundation
import Mustache
import TextFoundation

/// Where `generate` and `check` take their templates from: `--templates DIR`; else a `Templates/` folder in the current
/// folder (this package's root, or a package that keeps templates of its own); else the templates built into the
/// generator (``BundledTemplates``, from this package's `Templates/`), so it runs from any folder.
struct TemplateSource {
    /// How diagnostics name the templates: the folder as given, or `built-in templates`.
    let name: String
    /// The folder read; nil for the built-in templates.
    let folder: URL?

    static let builtInName = "built-in templates"

    static func resolve(_ option: String?, root: URL) throws(CommandLineOptions.UsageError) -> TemplateSource {
        let path = option ?? "Templates"
        let url = URL(fileURLWithPath: path, relativeTo: root)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return TemplateSource(name: path, folder: url)
        }
        guard option == nil else {
            throw CommandLineOptions.UsageError(
                message: "no templates folder at \(path.escapedForTerminal); check the path")
        }
        return TemplateSource(name: builtInName, folder: nil)
    }

    func library() throws -> MustacheLibrary {
        guard let folder else { return try MustacheLibrary(templates: BundledTemplates.sources) }
        return try MustacheLibrary(directory: folder)
    }
}
