import Foundation

/// Reads files as they are at a git revision, by running `git` in the project folder.
struct GitRevision {
    /// A git command that failed, with what git said.
    struct Failure: Error {
        var message: String
    }

    let root: URL

    /// The text of `path` (relative to the project folder) at `revision`: `git show REV:./path`.
    func show(_ path: String, at revision: String) throws(Failure) -> String {
        let spec = "\(revision):" + (path.hasPrefix("./") || path.hasPrefix("/") ? path : "./" + path)
        return try run(["show", spec])
    }

    /// The `.yaml` files directly under `folder` at `revision`, as paths relative to the project folder.
    func yamlFiles(in folder: String, at revision: String) throws(Failure) -> [String] {
        let listing = try run(["ls-tree", "--name-only", revision, "--", folder + "/"])
        return listing.split(separator: "\n").map(String.init).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    private func run(_ arguments: [String]) throws(Failure) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = root
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        let command = "git " + arguments.joined(separator: " ")
        do {
            try process.run()
        } catch {
            throw Failure(message: "cannot run `\(command)`: \(error.localizedDescription)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: errorData, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Failure(message: "`\(command)` failed (exit \(process.terminationStatus)): \(said)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
