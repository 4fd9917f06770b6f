/// The one place that knows which words Swift reserves.
enum ReservedWords {
    /// Keywords that need backticks when used as a name.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try", "Any",
        "await", "async", "consume", "copy", "discard", "borrowing", "consuming", "Type", "Protocol", "some", "any",
    ]

    /// Names that can't be a member even with backticks, or that the generated code relies on.
    static let unusableMemberNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

    /// Type names that would shadow what generated code uses from Swift, Foundation or the runtime.
    static let shadowingTypeNames: Set<String> = [
        "Any", "Array", "Bool", "Codable", "CodingKey", "CodingKeys", "Data", "Date", "Decodable", "Decoder",
        "Dictionary", "Double", "Encodable", "Encoder", "Error", "Float", "Hashable", "Int", "Int64", "Never",
        "Optional", "Result", "Self", "Sendable", "Set", "String", "Type", "Protocol", "URL", "Void", "Foundation",
        "Secret", "JSONValue", "APIError", "APIClientCore", "APIContract", "APIErrorClass", "EndpointSpec",
        "ExchangeObservation", "HTTPHeader", "HTTPRequest", "HTTPResponse", "HTTPTransport", "HeaderPolicy",
        "EnvelopeFormat", "RetryPolicy", "SessionHeaders", "UnmetCondition", "MultipartForm", "MultipartFile",
        "PayloadChecks", "URLSessionTransport", "TaskSleeper", "RetrySleeper", "WireForm", "WireText",
        "APIRuntime", "XCTest", "XCTestCase",
    ]
}
