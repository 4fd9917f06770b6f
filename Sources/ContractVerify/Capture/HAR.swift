import Foundation
import WireVocabulary

/// One HAR file: its entries in `log.entries` order (HAR 1.2, as browser developer tools, Charles, Proxyman and
/// mitmproxy export it).
public struct HARCapture: Sendable {
    /// How reports name the file, e.g. `capture.har`.
    public var file: String
    public var entries: [HAREntry]

    public init(file: String, entries: [HAREntry]) {
        self.file = file
        self.entries = entries
    }
}

/// A header, query item, cookie or form field: a name and its value.
public struct HARPair: Sendable, Hashable {
    public var name: String
    public var value: String

    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// One request and the response the capture recorded for it.
public struct HAREntry: Sendable {
    /// The position in `log.entries`.
    public var index: Int
    public var request: HARRequest
    /// Nil when the capture holds no answer (an aborted or blocked request, recorded with status 0).
    public var response: HARResponse?
    /// Why the entry could not be read in full (a required member missing); such an entry is reported, not checked.
    public var defect: String?

    public init(index: Int, request: HARRequest, response: HARResponse?, defect: String? = nil) {
        self.index = index
        self.request = request
        self.response = response
        self.defect = defect
    }
}

public struct HARRequest: Sendable {
    public var method: String
    public var url: String
    public var headers: [HARPair]
    public var cookies: [HARPair]
    /// `postData`: nil when the capture recorded no body.
    public var body: HARBody?

    public init(method: String, url: String, headers: [HARPair] = [], cookies: [HARPair] = [], body: HARBody? = nil) {
        self.method = method
        self.url = url
        self.headers = headers
        self.cookies = cookies
        self.body = body
    }
}

extension HARRequest {
    /// The URL's query, read as every tool reads one (``QueryString``: `+` is a space), whatever the capture's own
    /// `queryString` list says.
    var query: QueryString { QueryString(url: url) }
}

public struct HARResponse: Sendable {
    public var status: Int
    public var headers: [HARPair]
    public var cookies: [HARPair]
    /// `content`: the body as the capture kept it.
    public var body: HARBody
    /// `redirectURL`, or the `Location` header, of a 3xx.
    public var redirectURL: String?

    public init(
        status: Int, headers: [HARPair] = [], cookies: [HARPair] = [], body: HARBody, redirectURL: String? = nil
    ) {
        self.status = status
        self.headers = headers
        self.cookies = cookies
        self.body = body
        self.redirectURL = redirectURL
    }
}

/// A request's `postData` or a response's `content`.
public struct HARBody: Sendable {
    public var mimeType: String
    /// The bytes, base64-decoded where the capture encoded them; nil when the capture kept no text.
    public var data: Data?
    /// Form fields of a multipart or URL-encoded request body (`postData.params`).
    public var params: [HARFormField]
    /// The size the capture says the body had (`content.size`); -1 or nil when unknown.
    public var size: Int?
    /// Why the text could not be read (bad base64); the body is then treated as not captured.
    public var defect: String?

    public init(
        mimeType: String, data: Data?, params: [HARFormField] = [], size: Int? = nil, defect: String? = nil
    ) {
        self.mimeType = mimeType
        self.data = data
        self.params = params
        self.size = size
        self.defect = defect
    }

    /// The body as UTF-8 text, when it is.
    public var text: String? { data.flatMap { String(data: $0, encoding: .utf8) } }
}

/// One field of a form body; a file part has a file name.
public struct HARFormField: Sendable, Hashable {
    public var name: String
    public var value: String?
    public var fileName: String?
    public var contentType: String?

    public init(name: String, value: String? = nil, fileName: String? = nil, contentType: String? = nil) {
        self.name = name
        self.value = value
        self.fileName = fileName
        self.contentType = contentType
    }
}

extension Array where Element == HARPair {
    /// The values of the header `name`, compared without case.
    public func values(named name: String) -> [String] {
        filter { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map(\.value)
    }

    /// The first value of the header `name`, compared without case.
    public func value(named name: String) -> String? { values(named: name).first }
}
