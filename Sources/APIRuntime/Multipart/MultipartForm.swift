import Foundation
import WireVocabulary

/// A file part of a multipart form, streamed from disk.
@_spi(Generated)
public struct MultipartFile: Sendable, Equatable {
    /// Form field name, e.g. `file`.
    public var fieldName: String
    /// Local file to send; must be a non-empty regular file.
    public var fileURL: URL
    /// `filename` sent to the server, e.g. `photo.jpg`.
    public var fileName: String
    /// The file's real MIME type, e.g. `image/jpeg`.
    public var mimeType: String

    /// Creates a file part.
    public init(fieldName: String = "file", fileURL: URL, fileName: String, mimeType: String) {
        self.fieldName = fieldName
        self.fileURL = fileURL
        self.fileName = fileName
        self.mimeType = mimeType
    }
}

/// Why a multipart form cannot be sent. Payloads name the offending name, file name, MIME type or path,
/// never a field value.
@_spi(Generated)
public enum MultipartValidationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Empty, or contains CR, LF, `"`, `\`, `/` or another control character.
    case invalidFileName(String)
    /// Not a single `type/subtype` of token characters.
    case invalidMimeType(String)
    /// The file has no bytes.
    case emptyFile
    /// The file (path given) is missing, not a regular file, or not readable.
    case unreadableFile(String)
    /// Empty, or contains CR, LF, `"`, `\` or another control character.
    case invalidFieldName(String)
    /// The value of the named text field contains CR or LF, or the boundary.
    case invalidFieldValue(fieldName: String)
    /// The boundary is not 1–70 characters of letters, digits, `'()+_,-./:=?`, or ends with a space.
    case invalidBoundary(String)

    /// A message fit for logs and users.
    public var description: String {
        switch self {
        case .invalidFileName(let name): "invalid file name \"\(name)\""
        case .invalidMimeType(let type): "invalid MIME type \"\(type)\""
        case .emptyFile: "the file is empty"
        case .unreadableFile(let path): "cannot read file at \(path)"
        case .invalidFieldName(let name): "invalid form field name \"\(name)\""
        case .invalidFieldValue(let name): "form field \"\(name)\" has a value with a line break or the boundary"
        case .invalidBoundary(let boundary): "invalid multipart boundary \"\(boundary)\""
        }
    }
}

/// A `multipart/form-data` body: text fields in insertion order, then files.
///
/// The body is written to a temporary file (``writeBody(toTemporaryDirectory:)``) and uploaded from there,
/// so files are never loaded whole into memory.
@_spi(Generated)
public struct MultipartForm: Sendable {
    struct Field: Sendable {
        var name: String
        var value: String
    }

    /// The boundary between parts; fresh and random per form by default.
    public let boundary: String
    private(set) var fields: [Field] = []
    private(set) var files: [MultipartFile] = []
    /// The values of its secret fields, for the exchange's redactor.
    private(set) var secrets: [Secret] = []

    /// Creates an empty form.
    public init(boundary: String = MultipartForm.makeBoundary()) {
        self.boundary = boundary
    }

    /// `zing-` followed by 32 random hex digits.
    public static func makeBoundary() -> String {
        var generator = SystemRandomNumberGenerator()
        let high = generator.next() as UInt64
        let low = generator.next() as UInt64
        return "zing-" + hex(high) + hex(low)
    }

    /// `multipart/form-data; boundary=<boundary>`, for the request's `Content-Type`.
    public var contentType: String {
        "multipart/form-data; boundary=\(boundary)"
    }

    /// Appends a text field; fields are written before files, in the order added.
    public mutating func addField(name: String, value: String) {
        fields.append(Field(name: name, value: value))
    }

    /// Appends a text field whose value is a secret: sent as given, redacted from any answer that echoes it.
    public mutating func addField(name: String, secret: Secret) {
        fields.append(Field(name: name, value: secret.reveal()))
        secrets.append(secret)
    }

    /// Appends a file part.
    public mutating func addFile(_ file: MultipartFile) {
        files.append(file)
    }

    /// Checks everything that could corrupt the body or inject headers, and that every file is a readable,
    /// non-empty regular file.
    public func validate() throws(MultipartValidationError) {
        guard MultipartRules.isValidBoundary(boundary) else { throw .invalidBoundary(boundary) }
        for field in fields {
            guard MultipartRules.isValidFieldName(field.name) else { throw .invalidFieldName(field.name) }
            guard !field.value.unicodeScalars.contains(where: { $0 == "\r" || $0 == "\n" }),
                !field.value.contains(boundary)
            else {
                throw .invalidFieldValue(fieldName: field.name)
            }
        }
        for file in files {
            guard MultipartRules.isValidFieldName(file.fieldName) else { throw .invalidFieldName(file.fieldName) }
            guard MultipartRules.isValidFileName(file.fileName) else { throw .invalidFileName(file.fileName) }
            guard MultipartRules.isValidMimeType(file.mimeType) else { throw .invalidMimeType(file.mimeType) }
            try MultipartRules.checkReadableNonEmptyFile(file.fileURL)
        }
    }

    /// Validates, then writes the whole body to a new file in `directory`, copying file parts in 64 KiB
    /// chunks so no file is ever loaded whole into memory.
    ///
    /// - Returns: The temporary file and its length in bytes. The caller removes the file.
    /// - Throws: ``MultipartValidationError``, or the file system's error (nothing is left behind then).
    public func writeBody(
        toTemporaryDirectory directory: URL = FileManager.default.temporaryDirectory
    ) throws -> (url: URL, length: Int) {
        try validate()
        return try MultipartWriter(form: self).write(into: directory)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}

/// The character rules of RFC 7578 / RFC 2046 as this client applies them.
enum MultipartRules {
    private static let boundarySymbols = Set("'()+_,-./:=? ".utf8)

    static func isValidBoundary(_ boundary: String) -> Bool {
        (1...70).contains(boundary.utf8.count) && boundary.last != " "
            && boundary.utf8.allSatisfy { isASCIIAlphanumeric($0) || boundarySymbols.contains($0) }
    }

    static func isValidFieldName(_ name: String) -> Bool {
        !name.isEmpty && !name.unicodeScalars.contains { ControlCharacters.isControl($0) || $0 == "\"" || $0 == "\\" }
    }

    static func isValidFileName(_ name: String) -> Bool {
        !name.isEmpty
            && !name.unicodeScalars.contains { ControlCharacters.isControl($0) || "\"\\/".unicodeScalars.contains($0) }
    }

    static func isValidMimeType(_ type: String) -> Bool {
        let parts = type.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy(HTTPToken.isToken)
    }

    static func checkReadableNonEmptyFile(_ url: URL) throws(MultipartValidationError) {
        guard url.isFileURL else { throw .unreadableFile(url.absoluteString) }
        let path = url.resolvingSymlinksInPath().path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw .unreadableFile(url.path)
        }
        guard attributes[.type] as? FileAttributeType == .typeRegular,
            FileManager.default.isReadableFile(atPath: path)
        else { throw .unreadableFile(url.path) }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        guard size > 0 else { throw .emptyFile }
    }

    private static func isASCIIAlphanumeric(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
