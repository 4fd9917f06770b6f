import Contract
import WireVocabulary

/// Every type and module name generated code refers to that no contract defines: Swift's, Foundation's, the
/// runtime's and the test support's. The plan prints these constants, and the module's type-name scope reserves all
/// of them, so a contract's model can never shadow one.
enum RuntimeType: String, CaseIterable {
    // Swift and Foundation.
    case any = "Any", array = "Array", bool = "Bool", codable = "Codable", codingKey = "CodingKey"
    case codingKeys = "CodingKeys", caseIterable = "CaseIterable"
    case customStringConvertible = "CustomStringConvertible", data = "Data", date = "Date", decodable = "Decodable"
    case decoder = "Decoder", decodingError = "DecodingError", dictionary = "Dictionary", double = "Double"
    case encodable = "Encodable", encoder = "Encoder", error = "Error", float = "Float", hashable = "Hashable"
    case hasher = "Hasher", int = "Int", int64 = "Int64", never = "Never", optional = "Optional"
    case rawRepresentable = "RawRepresentable", result = "Result", sendable = "Sendable", set = "Set"
    case staticString = "StaticString", string = "String", uInt = "UInt", url = "URL", void = "Void"
    case swift = "Swift", foundation = "Foundation"
    // The runtime.
    case apiRuntime = "APIRuntime", apiClientCore = "APIClientCore", apiContract = "APIContract"
    case apiError = "APIError", apiErrorClass = "APIErrorClass", apiObserver = "APIObserver"
    case apiOperation = "APIOperation"
    case endpointSpec = "EndpointSpec", envelopeFormat = "EnvelopeFormat", exchangeObservation = "ExchangeObservation"
    case httpHeader = "HTTPHeader", httpTransport = "HTTPTransport", headerPolicy = "HeaderPolicy"
    case jsonValue = "JSONValue", multipartFile = "MultipartFile", multipartForm = "MultipartForm"
    case urlEncodedForm = "URLEncodedForm"
    case payloadChecks = "PayloadChecks", payloadCondition = "PayloadCondition", payloadRules = "PayloadRules"
    case payloadTest = "PayloadTest", queryItem = "QueryItem", retryPolicy = "RetryPolicy"
    case perCallValue = "PerCallValue", perCallValueSource = "PerCallValueSource"
    case requestSigner = "RequestSigner", signedValue = "SignedValue"
    case callOptions = "CallOptions"
    case retrySleeper = "RetrySleeper", tokenPlacement = "TokenPlacement", signedIn = "SignedIn"
    case signInProgress = "SignInProgress", signInDelivery = "SignInDelivery"
    case cookieSession = "CookieSession", epochDateText = "EpochDateText"
    case pages = "Pages", pagedItems = "PagedItems", pageContent = "PageContent", pagingLimits = "PagingLimits"
    case secret = "Secret", secretCarrying = "SecretCarrying"
    case sessionHeaders = "SessionHeaders", sessionState = "SessionState"
    case taskSleeper = "TaskSleeper", urlSessionTransport = "URLSessionTransport", unmetCondition = "UnmetCondition"
    // The handler's type, and the type it hands over, which an app names beside the generated ones.
    case uploadProgress = "UploadProgress", uploadProgressHandler = "UploadProgressHandler"
    case wireForm = "WireForm", wireKey = "WireKey", wireText = "WireText"
    // Tests.
    case xcTest = "XCTest", xcTestCase = "XCTestCase", xcTAssertEqual = "XCTAssertEqual"
    case xcTAssertTrue = "XCTAssertTrue", xcTFail = "XCTFail", xcTUnwrap = "XCTUnwrap", xcTAssertNil = "XCTAssertNil"
    case xcTAssertNotNil = "XCTAssertNotNil"
    case scriptedTransport = "ScriptedTransport"
    case immediateSleeper = "ImmediateSleeper", jsonPath = "JSONPath"
    case apiTesting = "APITesting", contractExample = "ContractExample", exampleTransport = "ExampleTransport"
    case exampleSigner = "ExampleSigner"
    // Keywords that name types.
    case selfType = "Self", type = "Type", protocolType = "Protocol"
}

extension SwiftFragment {
    /// A runtime, Swift or test-support name: compiled-in text, like every fragment.
    init(_ type: RuntimeType) {
        text = type.rawValue
    }
}

extension SwiftType {
    /// A type of Swift, Foundation or the runtime.
    static func runtime(_ type: RuntimeType) -> SwiftType {
        .fragment(SwiftFragment(type))
    }
}

extension SwiftExpression {
    /// A runtime, Swift or test-support type or function as a value.
    static func runtime(_ type: RuntimeType) -> SwiftExpression {
        .code(SwiftFragment(type))
    }
}

/// The locals and parameters generated bodies declare, and the members they use without `self.`. Each name scope
/// whose names share a body with them reserves the relevant ones, so a contract name never shadows one.
enum GeneratedLocal: String, CaseIterable {
    // Endpoint methods.
    case core, operation, prepared, query, form, violation, body, file, fileName, mimeType, credentials, progress
    case options, answer, cookies, issuedToken
    // Classification.
    case observation, endpointClass
    // Coding, identifiers and unions.
    case container, decoder, encoder, keys, value, rawValue, wireText
    // Conditions and example tests.
    case payload, transport, client, requestJSON, sentBody, exampleBody, error, secrets, example, variant, signedIn
    // Equality and hashing of operations and models.
    case lhs, rhs, hasher

    /// The local's name.
    var identifier: SwiftIdentifier { SwiftIdentifier(legal: rawValue) }

    /// The locals and parameters of an endpoint method's body, and the member it calls unqualified (`core`).
    static let endpointMethod: [GeneratedLocal] = [
        .core, .operation, .prepared, .query, .form, .violation, .body, .file, .fileName, .mimeType, .credentials,
        .progress, .options, .answer, .cookies, .issuedToken,
    ]
}

/// Members of runtime and Swift types that generated code calls: the runtime's entry points, the coding calls, the
/// observation's matchers.
enum RuntimeMember {
    // Swift
    static let joined = SwiftFragment("joined")
    // APIClientCore
    static let prepare = SwiftFragment("prepare")
    static let with = SwiftFragment("with")
    static let encodeJSON = SwiftFragment("encodeJSON")
    static let rejectedInput = SwiftFragment("rejectedInput")
    static let callForPayload = SwiftFragment("callForPayload")
    static let callForBody = SwiftFragment("callForBody")
    static let callForNothing = SwiftFragment("callForNothing")
    static let callForSignIn = SwiftFragment("callForSignIn")
    static let callForPolledSignIn = SwiftFragment("callForPolledSignIn")
    static let callForTokenSignIn = SwiftFragment("callForTokenSignIn")
    static let callForPolledTokenSignIn = SwiftFragment("callForPolledTokenSignIn")
    static let callForMessage = SwiftFragment("callForMessage")
    static let callForMessageURL = SwiftFragment("callForMessageURL")
    static let callForRequiredMessage = SwiftFragment("callForRequiredMessage")
    static let baseURL = SwiftFragment("baseURL")
    static let name = SwiftFragment("name")
    // Request pieces
    static let multipart = SwiftFragment("multipart")
    static let form = SwiftFragment("form")
    static let header = SwiftFragment("header")
    static let query = SwiftFragment("query")
    static let secret = SwiftFragment("secret")
    static let value = SwiftFragment("value")
    static let none = SwiftFragment("none")
    static let append = SwiftFragment("append")
    static let addField = SwiftFragment("addField")
    static let addFile = SwiftFragment("addFile")
    static let sessionHeaders = SwiftFragment("sessionHeaders")
    static let description = SwiftFragment("description")
    static let reveal = SwiftFragment("reveal")
    static let rawValue = SwiftFragment("rawValue")
    static let isEmpty = SwiftFragment("isEmpty")
    static let utf16 = SwiftFragment("utf16")
    static let count = SwiftFragment("count")
    static let absoluteString = SwiftFragment("absoluteString")
    static let timeIntervalSince1970 = SwiftFragment("timeIntervalSince1970")
    static let isHTTPURL = SwiftFragment("isHTTPURL")
    static let integer = SwiftFragment("integer")
    static let limitViolation = SwiftFragment("limitViolation")
    static let endpointRules = SwiftFragment("endpointRules")
    static let flatMap = SwiftFragment("flatMap")
    // SecretCarrying
    static let secrets = SwiftFragment("secrets")
    // Coding
    static let container = SwiftFragment("container")
    static let singleValueContainer = SwiftFragment("singleValueContainer")
    static let decode = SwiftFragment("decode")
    static let decodeIfPresent = SwiftFragment("decodeIfPresent")
    static let decodeLenient = SwiftFragment("decodeLenient")
    static let decodeLenientIfPresent = SwiftFragment("decodeLenientIfPresent")
    static let decodeListOrSingle = SwiftFragment("decodeListOrSingle")
    static let decodeListOrSingleIfPresent = SwiftFragment("decodeListOrSingleIfPresent")
    static let decodeUnixSeconds = SwiftFragment("decodeUnixSeconds")
    static let decodeUnixSecondsIfPresent = SwiftFragment("decodeUnixSecondsIfPresent")
    static let decodeUnixMillis = SwiftFragment("decodeUnixMillis")
    static let decodeUnixMillisIfPresent = SwiftFragment("decodeUnixMillisIfPresent")
    static let decodeISO8601 = SwiftFragment("decodeISO8601")
    static let decodeISO8601IfPresent = SwiftFragment("decodeISO8601IfPresent")
    static let encode = SwiftFragment("encode")
    static let encodeIfPresent = SwiftFragment("encodeIfPresent")
    static let encodeUnixSeconds = SwiftFragment("encodeUnixSeconds")
    static let encodeUnixSecondsIfPresent = SwiftFragment("encodeUnixSecondsIfPresent")
    static let encodeUnixMillis = SwiftFragment("encodeUnixMillis")
    static let encodeUnixMillisIfPresent = SwiftFragment("encodeUnixMillisIfPresent")
    static let seconds = SwiftFragment("seconds")
    static let list = SwiftFragment("list")
    static let addList = SwiftFragment("addList")
    static let map = SwiftFragment("map")
    static let milliseconds = SwiftFragment("milliseconds")
    static let encodeISO8601 = SwiftFragment("encodeISO8601")
    static let encodeISO8601IfPresent = SwiftFragment("encodeISO8601IfPresent")
    static let rejectUnknownKeys = SwiftFragment("rejectUnknownKeys")
    /// The runtime's `fieldsEqual(_:_:)`, which a model's `==` calls once per field.
    static let fieldsEqual = SwiftFragment("fieldsEqual")
    static let contains = SwiftFragment("contains")
    static let dataCorrupted = SwiftFragment("dataCorrupted")
    static let context = SwiftFragment("Context")
    static let codingPath = SwiftFragment("codingPath")
    // ExchangeObservation
    static let isTransportFault = SwiftFragment("isTransportFault")
    static let isLocalRejection = SwiftFragment("isLocalRejection")
    static let httpStatusIn = SwiftFragment("httpStatus")
    static let httpStatus = SwiftFragment("httpStatus")
    static let failureCode = SwiftFragment("failureCode")
    static let failureErrorCode = SwiftFragment("failureErrorCode")
    static let isEnvelopeFailure = SwiftFragment("isEnvelopeFailure")
    static let isNotJSON = SwiftFragment("isNotJSON")
    static let isNotEnvelope = SwiftFragment("isNotEnvelope")
    static let carriedCredentials = SwiftFragment("carriedCredentials")
    static let conditionsFailed = SwiftFragment("conditionsFailed")
    static let payload = SwiftFragment("payload")
    static let hasMessage = SwiftFragment("hasMessage")
    static let nonEmpty = SwiftFragment("nonEmpty")
    static let failureData = SwiftFragment("failureData")
    static let body = SwiftFragment("body")
    static let envelope = SwiftFragment("envelope")
    // Tests
    static let bodies = SwiftFragment("bodies")
    static let first = SwiftFragment("first")
    static let jsonObject = SwiftFragment("jsonObject")
    static let equal = SwiftFragment("equal")
    static let utf8 = SwiftFragment("utf8")
    static let errorClass = SwiftFragment("errorClass")
    static let code = SwiftFragment("code")
    static let errorCode = SwiftFragment("errorCode")
    static let token = SwiftFragment("token")
    static let served = SwiftFragment("served")
    static let recorded = SwiftFragment("recorded")
    static let expect = SwiftFragment("expect")
    static let requestBody = SwiftFragment("requestBody")
}

/// The runtime's cases of the vocabularies it shares with the contract (``WireVocabulary``): generated code names a
/// case by its Swift name, so the shared enum is the only list of them.
enum RuntimeCase {
    /// The runtime's forms of one value, as an array literal: `[.int, .numericString]`. A list's forms (`list`,
    /// `single`) are no forms of one value: the list decoding reads them, so they are left out.
    static func forms(_ forms: [WireForm]) -> SwiftExpression {
        .array(forms.filter(WireForm.scalarForms.contains).map(of))
    }

    /// `.cancelled`, `.read`, `.idempotent`, `.post`: a case of a shared vocabulary, by its Swift name.
    static func of<Case: RuntimeVocabularyCase>(_ value: Case) -> SwiftExpression {
        .implicitRuntimeMember(SwiftFragment(value.swiftCaseName))
    }

    /// `.header(name: "X-Access-Token")`, `.header(name: "Authorization", scheme: "Bearer")`,
    /// `.query(name: "access_token")`: a ``TokenPlacement``.
    static func tokenPlacement(_ placement: TokenPlacement) -> SwiftExpression {
        let name = SwiftIdentifier("name")
        switch placement {
        case .header(let header, let scheme):
            return .call(
                .implicitRuntimeMember(RuntimeMember.header),
                [SwiftArgument(name, .string(header))]
                    + (scheme.map { [SwiftArgument(SwiftIdentifier("scheme"), .string($0))] } ?? []))
        case .query(let query):
            return .call(.implicitRuntimeMember(RuntimeMember.query), [SwiftArgument(name, .string(query))])
        }
    }

    /// `CookieSession(cookies: [.init(name: "SESSDATA", isSecret: true), …])`.
    static func cookieSession(_ session: CookieSession) -> SwiftExpression {
        .call(
            .runtime(.cookieSession),
            [
                SwiftArgument(
                    SwiftIdentifier("cookies"),
                    .array(
                        session.cookies.map { cookie in
                            .call(
                                .code(SwiftFragment("CookieSession.Cookie")),
                                [
                                    SwiftArgument(SwiftIdentifier("name"), .string(cookie.name)),
                                    SwiftArgument(SwiftIdentifier("isSecret"), .bool(cookie.isSecret)),
                                ])
                        }))
            ], layout: .onePerLine)
    }

    /// A `SessionState` case; validation has checked the name is one of them.
    static func sessionState(_ name: String) -> SwiftExpression {
        .implicitMember(SwiftNames.lowerCamel(name))
    }
}

/// The test-support functions and values generated tests call (`APITesting`'s `@_spi(Generated)` support); `element` is its
/// `Array.element(at:)` and `Dictionary.element(forKey:)`.
enum TestSupport {
    static let exampleBaseURL = SwiftFragment("exampleBaseURL")
    static let assertJSON = SwiftFragment("assertJSON")
    static let decodeExample = SwiftFragment("decodeExample")
    static let temporaryExampleFile = SwiftFragment("temporaryExampleFile")
    static let elementAt = SwiftFragment("element")
    static let assertNothingShows = SwiftFragment("assertNothingShows")
    static let assertCarries = SwiftFragment("assertCarries")
}
