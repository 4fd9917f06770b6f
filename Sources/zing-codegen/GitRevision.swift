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
        try run(["show", spec(path, at: revision)])
    }

    /// Whether `path` exists at `revision`; the revision itself must exist (see ``verify(_:)``).
    func contains(_ path: String, at revision: String) throws(Failure) -> Bool {
        try verify(revision)
        return (try? run(["cat-file", "-e", spec(path, at: revision)])) != nil
    }

    /// Fails with a plain message when the folder is not in a git repository or `revision` names no commit.
    func verify(_ revision: String) throws(Failure) {
        do {
            _ = try run(["rev-parse", "--git-dir"])
        } catch {
            throw Failure(message: "`git:\(revision)` needs a git repository, and \(root.path) is not in one")
        }
        do {
            _ = try run(["rev-parse", "--verify", "--quiet", "\(revision)^{commit}"])
        } catch {
            throw Failure(
                message: "`\(revision)` is not a commit in this repository (`git:REV` takes a branch, tag or commit)")
        }
    }

    /// The `.yaml` files directly under `folder` at `revision`, as paths relative to the project folder.
    func yamlFiles(in folder: String, at revision: String) throws(Failure) -> [String] {
        try verify(revision)
        // -z: names come unquoted, so spaces and non-ASCII names survive.
        let listing = try run(["ls-tree", "-z", "--name-only", revision, "--", folder + "/"])
        return listing.split(separator: "\0").map(String.init).filter { $0.hasSuffix(".yaml") }.sorted()
    }

    private func spec(_ path: String, at revision: String) -> String {
        "\(revision):" + (path.hasPrefix("./") || path.hasPrefix("/") ? path : "./" + path)
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
