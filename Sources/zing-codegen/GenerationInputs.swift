import CodegenPipeline
import Contract
import Foundation
import OutputWriter

/// Everything a generation run's output depends on, hashed: this generator (its own executable, by identity), the options that
/// change the output, every contract (its path as diagnostics and remarks name it, and its bytes) and every template
/// file (of a templates folder; the built-in ones are the executable's). Nil when any of them can't be read: then the
/// run is a full one.
enum GenerationInputs {
    /// The record of what the last run wrote into `outputFolder`, kept where `ZING_CODEGEN_CACHE` says (a folder),
    /// else in the user's caches folder; nil when `ZING_CODEGEN_CACHE=off` asks for a full run every time.
    static func record(of outputFolder: URL) -> GenerationRecord? {
        let setting = ProcessInfo.processInfo.environment["ZING_CODEGEN_CACHE"]
        if setting == "off" { return nil }
        return GenerationRecord(
            outputFolder: outputFolder,
            cacheFolder: setting.flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) })
    }

    static func hash(
        contracts: [GeneratorPipeline.Input], templates: URL?, accessLevel: Info.AccessLevel?
    ) -> ContentHash? {
        guard let generator = generatorIdentity() else { return nil }
        var hash = ContentHash()
        hash.combine(generator)
        hash.combine(accessLevel?.rawValue ?? "contract's own access level")
        for input in contracts {
            guard let bytes = FileManager.default.contents(atPath: input.url.path) else { return nil }
            hash.combine(input.displayPath)
            hash.combine(bytes)
        }
        // The built-in templates are part of the executable, which its identity above stands for.
        guard let templates else { return hash }
        guard let templateFiles = files(under: templates) else { return nil }
        for path in templateFiles {
            guard let bytes = FileManager.default.contents(atPath: templates.path + "/" + path) else { return nil }
            hash.combine(path)
            hash.combine(bytes)
        }
        return hash
    }

    /// This generator's executable as the file system knows it: its path, size, modification time and file number.
    /// A rebuilt or replaced generator differs in at least one; reading and hashing its 31 MB on every run cost more
    /// than a whole ×1 generation's planning (BENCHMARKS.md). On Linux the path is `/proc/self/exe`'s target:
    /// `Bundle.main` would list the executable's whole folder first (`.build/release` holds thousands of files).
    private static func generatorIdentity() -> String? {
        #if os(Linux)
            guard let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
                return nil
            }
        #else
            guard let path = Bundle.main.executableURL?.path else { return nil }
        #endif
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let size = attributes[.size] as? NSNumber,
            let modified = attributes[.modificationDate] as? Date,
            let fileNumber = attributes[.systemFileNumber] as? NSNumber
        else { return nil }
        return "\(path)\u{0}\(size)\u{0}\(modified.timeIntervalSince1970)\u{0}\(fileNumber)"
    }

    /// Every regular file under `folder`, by relative path, sorted.
    private static func files(under folder: URL) -> [String]? {
        guard let enumerator = FileManager.default.enumerator(atPath: folder.path) else { return nil }
        var files: [String] = []
        while let path = enumerator.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder.path + "/" + path, isDirectory: &isFolder),
                !isFolder.boolValue
            {
                files.append(path)
            }
        }
        return files.sorted()
    }
}
