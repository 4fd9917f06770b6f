import Foundation
import TextFoundation

/// One entry of a capture a test builds: the HAR 1.2 members the drafter reads.
public struct CapturedEntry {
    public var method = "GET"
    public var url: String
    public var requestHeaders: [(String, String)] = []
    public var requestCookies: [(String, String)] = []
    public var requestBody: String?
    public var requestMimeType = "application/json"
    /// Multipart fields: name, value, file name.
    public var formFields: [(name: String, value: String?, fileName: String?)]?
    /// Nil: no answer recorded (status 0).
    public var status: Int? = 200
    public var responseBody: String? = "{}"
    public var responseMimeType = "application/json"
    public var responseHeaders: [(String, String)] = []

    public init(
        method: String = "GET", url: String, requestHeaders: [(String, String)] = [],
        requestCookies: [(String, String)] = [], requestBody: String? = nil,
        requestMimeType: String = "application/json",
        formFields: [(name: String, value: String?, fileName: String?)]? = nil, status: Int? = 200,
        responseBody: String? = "{}", responseMimeType: String = "application/json",
        responseHeaders: [(String, String)] = []
    ) {
        self.method = method
        self.url = url
        self.requestHeaders = requestHeaders
        self.requestCookies = requestCookies
        self.requestBody = requestBody
        self.requestMimeType = requestMimeType
        self.formFields = formFields
        self.status = status
        self.responseBody = responseBody
        self.responseMimeType = responseMimeType
        self.responseHeaders = responseHeaders
    }
}

/// HAR 1.2 text of entries, as browser tools export it.
public enum HARText {
    public static func json(_ entries: [CapturedEntry]) -> String {
        let log: JSONValue = [
            "log": [
                "version": "1.2", "creator": ["name": "tests", "version": "1"],
                "entries": .array(entries.map(entry)),
            ]
        ]
        return log.text(.compact)
    }

    private static func pairs(_ pairs: [(String, String)]) -> JSONValue {
        .array(pairs.map { ["name": .string($0.0), "value": .string($0.1)] })
    }

    private static func entry(_ spec: CapturedEntry) -> JSONValue {
        var request: JSONObject = [
            "method": .string(spec.method), "url": .string(spec.url), "httpVersion": "HTTP/1.1",
            "headers": pairs(spec.requestHeaders), "cookies": pairs(spec.requestCookies), "queryString": [],
            "headersSize": -1, "bodySize": -1,
        ]
        if let fields = spec.formFields {
            request["postData"] = [
                "mimeType": "multipart/form-data; boundary=x",
                "params": .array(
                    fields.map { field in
                        var object: JSONObject = ["name": .string(field.name)]
                        if let value = field.value { object["value"] = .string(value) }
                        if let file = field.fileName {
                            object["fileName"] = .string(file)
                            object["contentType"] = "image/jpeg"
                        }
                        return .object(object)
                    }),
            ]
        } else if let body = spec.requestBody {
            request["postData"] = ["mimeType": .string(spec.requestMimeType), "text": .string(body)]
        }
        var content: JSONObject = ["mimeType": .string(spec.responseMimeType)]
        if let body = spec.responseBody {
            content["size"] = .int(body.utf8.count)
            content["text"] = .string(body)
        }
        let response: JSONObject = [
            "status": .int(spec.status ?? 0), "statusText": "", "httpVersion": "HTTP/1.1",
            "headers": pairs(spec.responseHeaders), "cookies": [], "content": .object(content), "redirectURL": "",
            "headersSize": -1, "bodySize": -1,
        ]
        return [
            "startedDateTime": "2026-10-23T08:00:00.000Z", "time": 1, "request": .object(request),
            "response": .object(response), "cache": [:], "timings": ["send": 0, "wait": 1, "receive": 0],
        ]
    }
}
