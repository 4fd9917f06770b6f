import Foundation

/// What the last successful run wrote into an output folder, and from which inputs: so that a run with the same
/// inputs over a folder nobody touched can skip planning and rendering and stay near the cost of reading the
/// contracts.
///
/// Kept in the user's cache folder, one small file per output folder, never in the output folder itself (which is
/// checked in: the inputs' hash includes the generator's own executable, which differs between machines). The record
/// is only a hint: a run trusts it only when the inputs hash the same and every file it lists is still in the folder
/// with the contents it lists, and nothing else is; anything else, an unreadable or damaged record included, means
/// a full run.
public struct GenerationRecord: Sendable {
    /// The output folder the record describes.
    public let outputFolder: URL
    /// The record's own file.
    public let file: URL

    /// The record of `outputFolder`, kept in `cacheFolder` (default: the user's caches folder, `zing-codegen/`).
    public init(outputFolder: URL, cacheFolder: URL? = nil) {
        let absolute = outputFolder.standardizedFileURL
        self.outputFolder = absolute
        let folder =
            cacheFolder
            ?? (FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory).appendingPathComponent("zing-codegen")
        file = folder.appendingPathComponent("output-\(ContentHash(text: absolute.path)).record")
    }

    /// How many files the folder holds when it is exactly what `inputs` produced last time; nil when a full run is
    /// needed.
    public func unchangedFiles(inputs: ContentHash) -> Int? {
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        var lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "inputs \(inputs)", lines.last == "" else { return nil }
        lines = Array(lines.dropFirst().dropLast())
        var listed: [String: String] = [:]
        for line in lines {
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            listed[String(line[line.index(after: tab)...])] = String(line[..<tab])
        }
        let writer = OutputWriter(root: outputFolder)
        guard Set(writer.existingFiles()) == Set(listed.keys),
            FileManager.default.contents(atPath: outputFolder.path + "/" + OutputWriter.manifestName)
                == Data(OutputWriter.manifest(of: Array(listed.keys)).utf8)
        else { return nil }
        for (path, hash) in listed {
            guard let contents = FileManager.default.contents(atPath: outputFolder.path + "/" + path),
                ContentHash(of: contents).description == hash
            else { return nil }
        }
        return listed.count
    }

    /// Records that `inputs` produced exactly `files` in the folder. Failing to write the record only costs the next
    /// run its shortcut.
    public func record(inputs: ContentHash, files: [GeneratedFile]) {
        var text = "inputs \(inputs)\n"
        for file in files.sorted(by: { $0.path < $1.path }) {
            text += "\(ContentHash(text: file.contents))\t\(file.path)\n"
        }
        try? FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? OutputWriter.replace(file.path, with: text)
    }

    /// Forgets the record, so the next run is a full one.
    public func forget() {
        try? FileManager.default.removeItem(at: file)
    }
}
