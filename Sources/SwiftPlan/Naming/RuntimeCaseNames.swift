import WireVocabulary

/// A vocabulary the generator shares with the runtime (``WireVocabulary``), whose cases generated code names by their
/// Swift names: `.post`, `.idempotent`, `.numericString`.
///
/// Each name is spelled in a switch rather than read with `String(describing:)`, which asks the runtime for the
/// enum's conformances (dynamic casts) and reads its metadata on every call: 2.8% of a ×1 generation's samples, 1% at
/// ×10. The switches cannot drift from the enums: `RuntimeCaseNamesTests` holds every case's name to
/// `String(describing:)`.
protocol RuntimeVocabularyCase: CaseIterable, Hashable {
    /// The case's name as the enum declares it: `HTTPMethod.post` → `post`.
    var swiftCaseName: StaticString { get }
}

extension HTTPMethod: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .get: "get"
        case .post: "post"
        case .put: "put"
        case .patch: "patch"
        case .delete: "delete"
        }
    }
}

extension EndpointRole: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .read: "read"
        case .write: "write"
        case .login: "login"
        case .refresh: "refresh"
        case .logout: "logout"
        }
    }
}

extension RetryMode: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .idempotent: "idempotent"
        case .never: "never"
        }
    }
}

extension PayloadPlacement: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .payloadField: "payloadField"
        case .body: "body"
        case .message: "message"
        case .nothing: "nothing"
        }
    }
}

extension EnvelopeFormat.Style: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .flag: "flag"
        case .code: "code"
        case .none: "none"
        }
    }
}

extension BusinessCode.Kind: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .int: "int"
        case .string: "string"
        }
    }
}

extension TransportFaultKind: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .cancelled: "cancelled"
        case .timeout: "timeout"
        case .offline: "offline"
        case .cannotConnect: "cannotConnect"
        case .connectionLost: "connectionLost"
        case .other: "other"
        case .responseTooLarge: "responseTooLarge"
        }
    }
}

extension LocalRejection: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .invalidInput: "invalidInput"
        }
    }
}

extension MessageTest.Match: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .equals: "equals"
        case .prefix: "prefix"
        case .contains: "contains"
        case .glob: "glob"
        }
    }
}

extension PerCallValue.Alphabet: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .hex: "hex"
        case .alphanumeric: "alphanumeric"
        case .digits: "digits"
        }
    }
}

extension WireForm: RuntimeVocabularyCase {
    var swiftCaseName: StaticString {
        switch self {
        case .string: "string"
        case .int: "int"
        case .numericString: "numericString"
        case .double: "double"
        case .bool: "bool"
        case .list: "list"
        case .single: "single"
        }
    }
}
