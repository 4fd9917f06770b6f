import Foundation

/// Writes a validated ``MultipartForm`` to a temporary file, streaming file parts in chunks.
struct MultipartWriter {
    static let chunkSize = 64 * 1024

    let form: MultipartForm

    func write(into directory: URL) throws -> (url: URL, length: Int) {
        let url = directory.appendingPathComponent("zing-multipart-\(UUID().uuidString).tmp")
        // Owner-only: the body may hold personal files.
        guard FileManager.default.createFile(atPath: url.path, contents: nil, attributes: [.posixPermissions: 0o600])
        else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
        do {
            let output = try FileHandle(forWritingTo: url)
            defer { try? output.close() }
            return (url, try writeParts(to: output))
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw error
        }
    }

    private func writeParts(to output: FileHandle) throws -> Int {
        var length = 0
        func emit(_ text: String) throws {
            let bytes = Data(text.utf8)
            try output.write(contentsOf: bytes)
            length += bytes.count
        }
        let boundary = form.boundary
        var head = ""
        for field in form.fields {
            head += "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(field.name)\"\r\n\r\n\(field.value)\r\n"
        }
        try emit(head)
        for file in form.files {
            try emit(
                "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.fieldName)\"; "
                    + "filename=\"\(file.fileName)\"\r\nContent-Type: \(file.mimeType)\r\n\r\n")
            let copied = try copy(file.fileURL, to: output)
            // The file may have been emptied after validation.
            guard copied > 0 else { throw MultipartValidationError.emptyFile }
            length += copied
            try emit("\r\n")
        }
        try emit("--\(boundary)--\r\n")
        return length
    }

    private func copy(_ source: URL, to output: FileHandle) throws -> Int {
        let input: FileHandle
        do {
            input = try FileHandle(forReadingFrom: source)
        } catch {
            throw MultipartValidationError.unreadableFile(source.path)
        }
        defer { try? input.close() }
        var copied = 0
        while let chunk = try input.read(upToCount: Self.chunkSize), !chunk.isEmpty {
            try output.write(contentsOf: chunk)
            copied += chunk.count
        }
        return copied
    }
}
