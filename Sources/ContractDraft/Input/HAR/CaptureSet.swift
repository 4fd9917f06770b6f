import ContractVerify
import Foundation

/// The HAR captures a draft reads. Each file is mapped, not read, and streamed one entry at a time, once per pass:
/// memory holds the file's pages the parser is on and one entry, whatever the capture's size.
struct CaptureSet {
    struct File {
        /// The path as given, which sources (`capture.har#entries[3]`) and messages name.
        var path: String
        var data: Data
    }

    /// Captures larger than this are refused, as `verify` refuses them.
    static let sizeLimit = 512 * 1024 * 1024

    var files: [File]

    /// Opens every capture, or says which one cannot be (missing, too large, unreadable).
    static func open(_ paths: [String], in directory: URL) throws(DraftError) -> CaptureSet {
        var files: [File] = []
        for path in paths {
            let url = URL.file(path, in: directory)
            let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
            guard size <= sizeLimit else {
                throw DraftError(file: path, message: "the capture is over 512 MiB; split it and draft from the parts")
            }
            guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else {
                throw DraftError(file: path, message: "cannot read the file")
            }
            files.append(File(path: path, data: data))
        }
        return CaptureSet(files: files)
    }

    /// Hands every entry of every capture to `body`, in file order; throws at the first file that is not HAR, with
    /// the place of its first byte that is not JSON.
    func forEachEntry(_ body: (_ file: String, _ entry: HAREntry) -> Void) throws(DraftError) {
        for file in files {
            do {
                try HARReader.forEachEntry(of: file.data, file: file.path) { body(file.path, $0) }
            } catch {
                let place = error.offset.map { TextPlace.of(offset: $0, in: file.data) }
                throw DraftError(
                    file: file.path, line: place?.line, column: place?.column,
                    message: "not a HAR capture: \(error.reason)")
            }
        }
    }
}
