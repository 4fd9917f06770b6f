/// How a scalar was written in the source.
public enum ScalarStyle: Sendable, Hashable {
    case plain, singleQuoted, doubleQuoted, literal, folded
}

/// A scalar's text (after YAML escape/folding processing) and its style.
public struct YAMLScalar: Sendable, Hashable {
    /// The scalar's content.
    public var value: String
    /// The style it was written in.
    public var style: ScalarStyle

    /// Creates a scalar.
    public init(value: String, style: ScalarStyle = .plain) {
        self.value = value
        self.style = style
    }

    /// `true` for single- and double-quoted scalars.
    public var isQuoted: Bool { style == .singleQuoted || style == .doubleQuoted }
}

/// One key/value pair of a mapping, in document order.
public struct YAMLMappingEntry: Sendable {
    /// The key node; usually a scalar, but complex keys are allowed.
    public var key: YAMLNode
    /// The value node.
    public var value: YAMLNode

    /// Creates an entry.
    public init(key: YAMLNode, value: YAMLNode) {
        self.key = key
        self.value = value
    }
}

/// A node of a loaded YAML document, with aliases already resolved.
///
/// A contract has a node for every key and value it writes, millions in a large one, so a node is kept small
/// (48 bytes, no allocation of its own beyond its text or its items): the payload is stored inline rather than
/// boxed, marks are 8 bytes each, and the rare tag is a reference.
public struct YAMLNode: Sendable {
    /// The node's payload. Collections hold their items in arrays, which are references already.
    public enum Content: Sendable {
        case scalar(YAMLScalar)
        case sequence([YAMLNode])
        case mapping([YAMLMappingEntry])
    }

    /// The node's payload.
    public var content: Content
    /// Where the node starts (for an alias: where the alias itself starts).
    public var mark: SourceMark
    /// Where the node ends (exclusive).
    public var endMark: SourceMark
    private var tagName: TagName?

    /// The explicit tag, resolved to its full form (e.g. `"tag:yaml.org,2002:str"`),
    /// or `"!"` for the non-specific tag; `nil` when the node has no tag.
    public var tag: String? {
        get { tagName?.text }
        set { tagName = newValue.map(TagName.init) }
    }

    /// Creates a node.
    public init(content: Content, mark: SourceMark, endMark: SourceMark, tag: String? = nil) {
        self.content = content
        self.mark = mark
        self.endMark = endMark
        self.tagName = tag.map(TagName.init)
    }

    /// The scalar payload, or `nil` for collections.
    public var scalar: YAMLScalar? {
        if case .scalar(let s) = content { return s }
        return nil
    }

    /// The items of a sequence, or `nil` for other kinds.
    public var sequence: [YAMLNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }

    /// The entries of a mapping in document order, or `nil` for other kinds.
    public var mapping: [YAMLMappingEntry]? {
        if case .mapping(let entries) = content { return entries }
        return nil
    }

    /// The value for the first entry whose key is a scalar with text `key`.
    /// Complex (non-scalar) keys never match. `nil` if absent or not a mapping.
    public subscript(key: String) -> YAMLNode? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key.scalar?.value == key }?.value
    }

    /// `"scalar"`, `"sequence"` or `"mapping"`, for error messages.
    public var kindName: String {
        switch content {
        case .scalar: return "scalar"
        case .sequence: return "sequence"
        case .mapping: return "mapping"
        }
    }
}

/// A node's tag, behind one reference: most nodes have none, and an optional string would take 16 bytes in each.
private final class TagName: Sendable {
    let text: String
    init(_ text: String) { self.text = text }
}
