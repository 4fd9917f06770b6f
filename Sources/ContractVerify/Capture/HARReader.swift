import Foundation

/// Reads HAR 1.2 JSON into ``HARCapture``. A file that is not HAR is an error; an entry that lacks a required member
/// is kept with a ``HAREntry/defect`` so the rest of the file is still checked.
public enum HARReader {
    /// Why a file is not a HAR capture.
    public struct ReadError: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var reason: String

        public var description: String { "\(file): not a HAR capture: \(reason)" }
    }

    public static func read(_ data: Data, file: String) throws(ReadError) -> HARCapture {
        let root: Any
        do {
            root = try JSONSerialization.jsonObject(with: data)
        } catch {
            throw ReadError(file: file, reason: "the file is not JSON (HAR files are JSON with a `log` object)")
        }
        guard let log = (root as? [String: Any])?["log"] as? [String: Any] else {
            throw ReadError(file: file, reason: "there is no `log` object at the top")
        }
        guard let entries = log["entries"] as? [Any] else {
            throw ReadError(file: file, reason: "`log` has no `entries` list")
        }
        return HARCapture(file: file, entries: entries.enumerated().map { entry($0.element, index: $0.offset) })
    }

    private static func entry(_ value: Any, index: Int) -> HAREntry {
        let object = value as? [String: Any] ?? [:]
        let request = object["request"] as? [String: Any]
        let method = request?["method"] as? String
        let url = request?["url"] as? String
        guard let request, let method, let url else {
            let missing = request == nil ? "`request`" : method == nil ? "`request.method`" : "`request.url`"
            return HAREntry(
                index: index, request: HARRequest(method: method ?? "?", url: url ?? ""), response: nil,
                defect: "the entry has no \(missing)")
        }
        let harRequest = HARRequest(
            method: method.uppercased(), url: url, headers: pairs(request["headers"]),
            cookies: pairs(request["cookies"]), body: (request["postData"] as? [String: Any]).map(body))
        return HAREntry(index: index, request: harRequest, response: response(object["response"]))
    }

    /// Status 0 (or no response object) means the capture holds no answer.
    private static func response(_ value: Any?) -> HARResponse? {
        guard let object = value as? [String: Any], let status = integer(object["status"]), status > 0 else {
            return nil
        }
        let headers = pairs(object["headers"])
        let redirect = (object["redirectURL"] as? String).flatMap { $0.isEmpty ? nil : $0 }
        return HARResponse(
            status: status, headers: headers, cookies: pairs(object["cookies"]),
            body: body(object["content"] as? [String: Any] ?? [:]),
            redirectURL: redirect ?? headers.value(named: "Location"))
    }

    private static func body(_ object: [String: Any]) -> HARBody {
        let mimeType = object["mimeType"] as? String ?? ""
        let params = (object["params"] as? [Any] ?? []).compactMap { item -> HARFormField? in
            guard let field = item as? [String: Any], let name = field["name"] as? String else { return nil }
            return HARFormField(
                name: name, value: field["value"] as? String, fileName: field["fileName"] as? String,
                contentType: field["contentType"] as? String)
        }
        let size = integer(object["size"])
        guard let text = object["text"] as? String else {
            return HARBody(mimeType: mimeType, data: nil, params: params, size: size)
        }
        guard (object["encoding"] as? String)?.lowercased() == "base64" else {
            return HARBody(mimeType: mimeType, data: Data(text.utf8), params: params, size: size)
        }
        guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
            return HARBody(
                mimeType: mimeType, data: nil, params: params, size: size,
                defect: "the body is marked base64 but is not valid base64")
        }
        return HARBody(mimeType: mimeType, data: data, params: params, size: size)
    }

    private static func pairs(_ value: Any?) -> [HARPair] {
        (value as? [Any] ?? []).compactMap { item in
            guard let pair = item as? [String: Any], let name = pair["name"] as? String else { return nil }
            return HARPair(name: name, value: pair["value"] as? String ?? "")
        }
    }

    private static func integer(_ value: Any?) -> Int? {
        guard let number = value as? NSNumber, type(of: number) != type(of: NSNumber(value: true)) else { return nil }
        return number.intValue
    }
}
