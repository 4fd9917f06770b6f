import Foundation

/// The parts of a captured `multipart/form-data` body, for captures that keep the body's text but not its `params`
/// (browsers' HAR exports do): each part's name, file name and content type, and a text part's value. Read so that
/// `verify` checks the parts the request sent and `draft` drafts them; the runtime writes such bodies
/// (`MultipartWriter`) and never reads one.
///
/// Hostile text is bounded: at most ``maximumParts`` parts are read, and a part without a name is passed over.
public enum MultipartText {
    /// Parts past this many are not read.
    public static let maximumParts = 256

    /// The parts of `body`, whose media type `mimeType` names its boundary; nil when `mimeType` is not multipart
    /// with a boundary, or the body holds no part.
    public static func fields(of body: Data, mimeType: String) -> [HARFormField]? {
        guard let boundary = boundary(in: mimeType) else { return nil }
        // Line breaks as "\n" only: "\r\n" is one Character to Swift, which would make every prefix and suffix test
        // below miss.
        let text = String(decoding: body, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        var fields: [HARFormField] = []
        for chunk in text.components(separatedBy: "--" + boundary).dropFirst() {
            guard fields.count < maximumParts, !chunk.hasPrefix("--") else { break }
            if let field = part(chunk) { fields.append(field) }
        }
        return fields.isEmpty ? nil : fields
    }

    /// `multipart/form-data; boundary=----WebKitFormBoundaryX` → `----WebKitFormBoundaryX` (quotes removed).
    static func boundary(in mimeType: String) -> String? {
        let parts = mimeType.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parts.first?.lowercased().hasPrefix("multipart/") == true else { return nil }
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[0].lowercased() == "boundary" else { continue }
            let value = pair[1].trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return value.isEmpty || value.count > 200 ? nil : value
        }
        return nil
    }

    /// One part: its headers up to the first blank line, then its value less the line break before the next
    /// boundary.
    private static func part(_ chunk: String) -> HARFormField? {
        let body = chunk.hasPrefix("\n") ? chunk.dropFirst() : chunk[...]
        let separator = body.range(of: "\n\n")
        let head = separator.map { body[..<$0.lowerBound] } ?? body
        var value = separator.map { String(body[$0.upperBound...]) } ?? ""
        if value.hasSuffix("\n") { value.removeLast() }
        var name: String?
        var fileName: String?
        var contentType: String?
        for line in head.split(whereSeparator: \.isNewline) {
            let header = line.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard header.count == 2 else { continue }
            switch header[0].lowercased() {
            case "content-disposition":
                name = parameter("name", in: header[1])
                fileName = parameter("filename", in: header[1])
            case "content-type": contentType = header[1]
            default: continue
            }
        }
        guard let name, !name.isEmpty else { return nil }
        return HARFormField(
            name: name, value: fileName == nil ? value : nil, fileName: fileName, contentType: contentType)
    }

    /// The value of `name="…"` (or unquoted) in a `Content-Disposition` header.
    private static func parameter(_ name: String, in header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard pair.count == 2, pair[0].lowercased() == name else { continue }
            return pair[1].hasPrefix("\"") && pair[1].hasSuffix("\"") && pair[1].count >= 2
                ? String(pair[1].dropFirst().dropLast()) : pair[1]
        }
        return nil
    }
}
