import ContractVerify
import Foundation
import TextFoundation

/// One entry of a capture to build, with the HAR 1.2 members the tests need.
struct EntrySpec {
    var method: String
    var url: String
    var headers: [(String, String)] = []
    var cookies: [(String, String)] = []
    var requestBody: String? = nil
    var requestMimeType = "application/json"
    var formFields: [HARFormField]? = nil
    /// Nil records no response (status 0).
    var status: Int? = 200
    var responseBody: String? = "{}"
    var responseMimeType = "application/json"
    var responseHeaders: [(String, String)] = []
    var base64 = false
    var redirectURL: String? = nil
    /// `content.size` to record when `responseBody` is nil (the capture kept no text).
    var recordedSize: Int? = nil
}

/// Builds HAR 1.2 JSON as tools export it.
enum HARBuilder {
    static func data(_ entries: [EntrySpec]) -> Data {
        let log: [String: Any] = [
            "log": [
                "version": "1.2", "creator": ["name": "tests", "version": "1"],
                "entries": entries.map(entry),
            ]
        ]
        return (try? JSONSerialization.data(withJSONObject: log, options: [.sortedKeys])) ?? Data()
    }

    static func capture(_ entries: [EntrySpec], file: String = "capture.har") throws -> HARCapture {
        try HARReader.read(data(entries), file: file)
    }

    private static func pairs(_ pairs: [(String, String)]) -> [[String: Any]] {
        pairs.map { ["name": $0.0, "value": $0.1] }
    }

    private static func entry(_ spec: EntrySpec) -> [String: Any] {
        let query = URLComponents(string: spec.url)?.queryItems ?? []
        var request: [String: Any] = [
            "method": spec.method, "url": spec.url, "httpVersion": "HTTP/1.1", "headers": pairs(spec.headers),
            "cookies": pairs(spec.cookies), "queryString": query.map { ["name": $0.name, "value": $0.value ?? ""] },
            "headersSize": -1, "bodySize": -1,
        ]
        if let fields = spec.formFields {
            request["postData"] = [
                "mimeType": "multipart/form-data; boundary=x",
                "params": fields.map { field -> [String: Any] in
                    var object: [String: Any] = ["name": field.name]
                    if let value = field.value { object["value"] = value }
                    if let fileName = field.fileName { object["fileName"] = fileName }
                    if let type = field.contentType { object["contentType"] = type }
                    return object
                },
            ]
        } else if let body = spec.requestBody {
            request["postData"] = ["mimeType": spec.requestMimeType, "text": body]
        }
        var content: [String: Any] = ["mimeType": spec.responseMimeType]
        if let body = spec.responseBody {
            content["size"] = body.utf8.count
            if spec.base64 {
                content["text"] = Data(body.utf8).base64EncodedString()
                content["encoding"] = "base64"
            } else {
                content["text"] = body
            }
        } else {
            content["size"] = spec.recordedSize ?? -1
        }
        let response: [String: Any] = [
            "status": spec.status ?? 0, "statusText": "", "httpVersion": "HTTP/1.1",
            "headers": pairs(spec.responseHeaders), "cookies": [], "content": content,
            "redirectURL": spec.redirectURL ?? "", "headersSize": -1, "bodySize": -1,
        ]
        return [
            "startedDateTime": "2026-10-23T08:00:00.000Z", "time": 1, "request": request, "response": response,
            "cache": [:], "timings": ["send": 0, "wait": 1, "receive": 0],
        ]
    }
}
