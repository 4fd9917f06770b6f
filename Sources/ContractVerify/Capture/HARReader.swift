import Foundation
import TextFoundation

/// Reads HAR 1.2 JSON into ``HARCapture``. A file that is not HAR is an error; an entry that lacks a required member
/// is kept with a ``HAREntry/defect`` so the rest of the file is still checked.
public enum HARReader {
    /// Why a file is not a HAR capture.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var reason: String
        /// The byte offset of the first byte that is not JSON, when the file is not JSON at all.
        public var offset: Int?

        public init(file: String, reason: String, offset: Int? = nil) {
            self.file = file
            self.reason = reason
            self.offset = offset
        }

        public var description: String { "\(file): not a HAR capture: \(reason)" }
    }

    public static func read(_ data: Data, file: String) throws(ReadError) -> HARCapture {
        var entries: [HAREntry] = []
        try forEachEntry(of: data, file: file) { entries.append($0) }
        return HARCapture(file: file, entries: entries)
    }

    /// Reads the capture's entries one at a time, each handed to `body` as soon as it is read: only the file's bytes
    /// and one entry are in memory at once. Throws, after the entries read so far, when the file is not HAR.
    public static func forEachEntry(of data: Data, file: String, _ body: (HAREntry) -> Void) throws(ReadError) {
        var index = 0
        let root: JSONValue
        do throws(JSONSyntaxError) {
            // RFC 8259 §8.1 lets a reader ignore a byte-order mark; some tools write one.
            let bytes = data.starts(with: [0xEF, 0xBB, 0xBF]) ? data.dropFirst(3) : data[...]
            root = try JSONValue.parse(bytes, streamingArrayAt: ["log", "entries"]) { value in
                body(entry(value, index: index))
                index += 1
            }
        } catch {
            throw ReadError(
                file: file, reason: "the file is \(error) (HAR files are JSON with a `log` object)".escapedForTerminal,
                offset: error.offset + (data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0))
        }
        guard let log = root["log"]?.object else {
            throw ReadError(file: file, reason: "there is no `log` object at the top")
        }
        guard case .array? = log["entries"] else {
            throw ReadError(file: file, reason: "`log` has no `entries` list")
        }
    }

    private static func entry(_ value: JSONValue, index: Int) -> HAREntry {
        let object = value.object ?? JSONObject()
        let request = object["request"]?.object
        let method = request?["method"]?.stringValue
        let url = request?["url"]?.stringValue
        guard let request, let method, let url else {
            let missing = request == nil ? "`request`" : method == nil ? "`request.method`" : "`request.url`"
            return HAREntry(
                index: index, request: HARRequest(method: method ?? "?", url: url ?? ""), response: nil,
                defect: "the entry has no \(missing)")
        }
        let harRequest = HARRequest(
            method: method.uppercased(), url: url, headers: pairs(request["headers"]),
            cookies: pairs(request["cookies"]), body: request["postData"]?.object.map(body))
        return HAREntry(index: index, request: harRequest, response: response(object["response"]))
    }

    /// Status 0 (or no response object) means the capture holds no answer.
    private static func response(_ value: JSONValue?) -> HARResponse? {
        guard let object = value?.object, let status = object["status"]?.integerValue, status > 0 else {
            return nil
        }
        let headers = pairs(object["headers"])
        let redirect = object["redirectURL"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        return HARResponse(
            status: status, headers: headers, cookies: pairs(object["cookies"]),
            body: body(object["content"]?.object ?? JSONObject()),
            redirectURL: redirect ?? headers.value(named: "Location"))
    }

    private static func body(_ object: JSONObject) -> HARBody {
        var body = encodedBody(object)
        // Browsers keep a multipart body's text, not its params: its parts are read from the text.
        if body.params.isEmpty, let data = body.data,
            let fields = MultipartText.fields(of: data, mimeType: body.mimeType)
        {
            body.params = fields
        }
        return body
    }

    private static func encodedBody(_ object: JSONObject) -> HARBody {
        let mimeType = object["mimeType"]?.stringValue ?? ""
        let params = items(object["params"]).compactMap { item -> HARFormField? in
            guard let field = item.object, let name = field["name"]?.stringValue else { return nil }
            return HARFormField(
                name: name, value: field["value"]?.stringValue, fileName: field["fileName"]?.stringValue,
                contentType: field["contentType"]?.stringValue)
        }
        let size = object["size"]?.integerValue
        guard let text = object["text"]?.stringValue else {
            return HARBody(mimeType: mimeType, data: nil, params: params, size: size)
        }
        guard object["encoding"]?.stringValue?.lowercased() == "base64" else {
            return HARBody(mimeType: mimeType, data: Data(text.utf8), params: params, size: size)
        }
        guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
            return HARBody(
                mimeType: mimeType, data: nil, params: params, size: size,
                defect: "the body is marked base64 but is not valid base64")
        }
        return HARBody(mimeType: mimeType, data: data, params: params, size: size)
    }

    private static func pairs(_ value: JSONValue?) -> [HARPair] {
        items(value).compactMap { item in
            guard let pair = item.object, let name = pair["name"]?.stringValue else { return nil }
            return HARPair(name: name, value: pair["value"]?.stringValue ?? "")
        }
    }

    /// The items of an array value; none for anything else.
    private static func items(_ value: JSONValue?) -> [JSONValue] {
        guard case .array(let items)? = value else { return [] }
        return items
    }
}
