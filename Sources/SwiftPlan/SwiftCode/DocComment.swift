/// A `///` doc comment: paragraphs of prose, then the fields Xcode shows (`- Parameters:`, `- Returns:`,
/// `- Throws:`, `- Note:`, `- Remark:`).
public struct DocComment: Sendable, Hashable {
    /// Prose paragraphs, separated by a blank comment line; line breaks inside one are kept.
    public var paragraphs: [DocText]
    /// `- Parameters:` entries, in order.
    public var parameters: [(name: SwiftIdentifier, text: DocText)]
    /// `- Returns:`
    public var returns: DocText?
    /// `- Throws:`
    public var throwing: DocText?
    /// `- Note:` fields, in order: where the definition departs from its docs, which of its numbers are policy.
    public var notes: [DocText]
    /// `- Remark:`
    public var remark: DocText?

    /// A doc comment of `paragraphs` and fields.
    public init(
        _ paragraphs: [DocText], parameters: [(name: SwiftIdentifier, text: DocText)] = [], returns: DocText? = nil,
        throwing: DocText? = nil, notes: [DocText] = [], remark: DocText? = nil
    ) {
        self.paragraphs = paragraphs
        self.parameters = parameters
        self.returns = returns
        self.throwing = throwing
        self.notes = notes
        self.remark = remark
    }

    /// A doc comment of one paragraph.
    public init(_ paragraph: DocText) {
        self.init([paragraph])
    }

    public static func == (lhs: DocComment, rhs: DocComment) -> Bool {
        lhs.paragraphs == rhs.paragraphs && lhs.returns == rhs.returns && lhs.throwing == rhs.throwing
            && lhs.notes == rhs.notes && lhs.remark == rhs.remark
            && lhs.parameters.map(\.name) == rhs.parameters.map(\.name)
            && lhs.parameters.map(\.text) == rhs.parameters.map(\.text)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(paragraphs)
        hasher.combine(parameters.map(\.name))
        hasher.combine(parameters.map(\.text))
        hasher.combine(returns)
        hasher.combine(throwing)
        hasher.combine(notes)
        hasher.combine(remark)
    }
}
