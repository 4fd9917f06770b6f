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

    /// Names that can't be a member even with backticks, or that every type already has.
    static let unusableMemberNames: Set<String> = ["self", "Self", "Type", "Protocol", "init", "deinit", "subscript"]

    /// Names an enum case can't take as they are: on an optional of the enum, `.none` means `Optional.none`, so
    /// `status == .none` would compare with nil without a word from the compiler. Such a case is numbered (`none2`),
    /// like any other name generated code can't use.
    static let optionalCaseNames: Set<String> = ["none"]
}
