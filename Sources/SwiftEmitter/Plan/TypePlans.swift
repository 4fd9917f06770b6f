/// A semantic id type.
struct IdentifierPlan {
    var typeName: String
    var docLines: [String]
    var storageType: String
    /// The lenient decode's accepted forms, e.g. `[.int, .numericString]`.
    var wireForms: String
    /// Parses a raw wire text (for `invalid: keepRaw` fields); nil means any text is valid.
    var wireTextParser: String?
    var descriptionExpression: String
}

/// A model struct.
struct ModelPlan {
    struct FieldPlan {
        var property: String
        var codingKeyCase: String
        var declaredType: String
        var decodeLines: [String]
        var encodeLines: [String]
        var initParameter: String
        var docLines: [String]
        var isLast: Bool
    }

    struct AccessorPlan {
        var name: String
        var type: String
        var expression: String
        var docLines: [String]
    }

    var typeName: String
    var docLines: [String]
    var isOpen: Bool
    var fields: [FieldPlan]
    var accessors: [AccessorPlan]
    /// Statements of `limitViolation()`, for models sent as request bodies with documented limits.
    var limitChecks: [String]
}

/// An enum of alternative shapes told apart by a key.
struct UnionPlan {
    struct VariantPlan {
        var caseName: String
        var typeName: String
        var keyCase: String
        var key: String
        var docLines: [String]
    }

    var typeName: String
    var docLines: [String]
    var variants: [VariantPlan]
    var keysDescription: String
}
