import Foundation

/// How a contract named on the command line is named in diagnostics, summaries and generated files: relative to the
/// project root when it lies under it (`/home/me/app/contract/zing.yaml`, run from `/home/me/app`, is
/// `contract/zing.yaml`), else as given. Generated files name a contract outside the root by its file name alone,
/// never by an absolute path or a way out of the root such as `../x.yaml` (`GeneratorPipeline.Input.generatedPath`).
enum ContractDisplayPath {
    static func of(_ path: String, root: URL) -> String {
        let file = URL(fileURLWithPath: path, relativeTo: root).standardizedFileURL.resolvingSymlinksInPath().path
        let base = root.standardizedFileURL.resolvingSymlinksInPath().path
        let folder = base.hasSuffix("/") ? base : base + "/"
        guard file.hasPrefix(folder), file.count > folder.count else { return path }
        return String(file.dropFirst(folder.count))
    }
}
