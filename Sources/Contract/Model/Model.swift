import WireVocabulary
import YAMLNodes

/// A JSON object shape: a request body, a payload, or a part of one.
public struct Model: Sendable, Hashable {
    public var name: String
    /// Whether unknown fields are tolerated when decoding (default true).
    public var isOpen: Bool
    public var fields: [Field]
    /// Set when the docs retire the model.
    public var deprecation: Deprecation?
    public var provenance: Provenance

    public init(
        name: String, isOpen: Bool = true, fields: [Field], deprecation: Deprecation? = nil, provenance: Provenance
    ) {
        self.name = name
        self.isOpen = isOpen
        self.fields = fields
        self.deprecation = deprecation
        self.provenance = provenance
    }

    public func field(named name: String) -> Field? { fields.first { $0.name == name } }
}

/// One field of a model.
public struct Field: Sendable, Hashable {
    /// What to do when an identifier field's value is not a valid id.
    public enum InvalidValuePolicy: String, Sendable, Hashable {
        /// The field fails to decode (the default).
        case fail
        /// Keep the raw wire text and expose the typed id as nil, so the row survives.
        case keepRaw
    }

    /// The wire name.
    public var name: String
    public var type: TypeRef
    /// May be absent.
    public var isOptional: Bool
    /// May be JSON null.
    public var isNullable: Bool
    /// Accepted wire forms; empty means the type's own form only.
    public var wire: [WireForm]
    public var invalid: InvalidValuePolicy
    /// Never printed in descriptions, logs, errors or snapshots.
    public var isSecret: Bool
    /// A length the client checks before sending.
    public var maxLength: Int?
    /// The client refuses an empty value before sending.
    public var isNonEmpty: Bool
    /// The bounds of a number the client checks before sending (`minimum:`, `maximum:`).
    public var range: NumericRange?
    /// The server keeps at most this many characters: documented, never enforced.
    public var serverTruncatesAt: Int?
    /// The text a number field holds where the server has no number (`noValue: "--"`): read as no value, so the
    /// number stays typed.
    public var noValue: String?
    /// Documentation flag: never to be used as the current user's grants.
    public var isNotForAuthorization: Bool
    /// Set when the docs retire the field.
    public var deprecation: Deprecation?
    public var provenance: Provenance

    public init(
        name: String, type: TypeRef, isOptional: Bool = false, isNullable: Bool = false, wire: [WireForm] = [],
        invalid: InvalidValuePolicy = .fail, isSecret: Bool = false, maxLength: Int? = nil,
        isNonEmpty: Bool = false, range: NumericRange? = nil, serverTruncatesAt: Int? = nil, noValue: String? = nil,
        isNotForAuthorization: Bool = false, deprecation: Deprecation? = nil, provenance: Provenance
    ) {
        self.name = name
        self.type = type
        self.isOptional = isOptional
        self.isNullable = isNullable
        self.wire = wire
        self.invalid = invalid
        self.isSecret = isSecret
        self.maxLength = maxLength
        self.isNonEmpty = isNonEmpty
        self.range = range
        self.serverTruncatesAt = serverTruncatesAt
        self.noValue = noValue
        self.isNotForAuthorization = isNotForAuthorization
        self.deprecation = deprecation
        self.provenance = provenance
    }

    /// Swift sees the field as optional when it may be absent, null or its `noValue` text.
    public var isOptionalInSwift: Bool { isOptional || isNullable || noValue != nil }

    /// A list field that also takes one element alone (`wire: [list, single]`).
    public var acceptsSingleElement: Bool { wire.contains(.single) }
}
