/// One parser event from libyaml, as exposed by ``YAMLLoader/events(_:)``.
public struct YAMLEvent: Sendable, Equatable {
    /// What the event is.
    public enum Kind: Sendable, Equatable {
        case streamStart
        case streamEnd
        /// `explicit` is `true` when the document starts with `---`.
        case documentStart(explicit: Bool)
        /// `explicit` is `true` when the document ends with `...`.
        case documentEnd(explicit: Bool)
        case sequenceStart(flow: Bool)
        case sequenceEnd
        case mappingStart(flow: Bool)
        case mappingEnd
        case scalar(YAMLScalar)
        /// A reference to the anchor with this name.
        case alias(String)
    }

    /// What the event is.
    public var kind: Kind
    /// The anchor defined on a node (`&name`), without the `&`.
    public var anchor: String?
    /// The node's explicit tag, resolved to its full form.
    public var tag: String?
    /// Where the event starts (1-based).
    public var mark: SourceMark
    /// Where the event ends (1-based).
    public var endMark: SourceMark

    /// Creates an event.
    public init(kind: Kind, anchor: String? = nil, tag: String? = nil, mark: SourceMark, endMark: SourceMark) {
        self.kind = kind
        self.anchor = anchor
        self.tag = tag
        self.mark = mark
        self.endMark = endMark
    }

    /// The event as one line of yaml-test-suite `test.event` notation,
    /// e.g. `+MAP {} &a <tag:yaml.org,2002:map>` or `=VAL 'it\'s`.
    public var testSuiteNotation: String {
        switch kind {
        case .streamStart: return "+STR"
        case .streamEnd: return "-STR"
        case .documentStart(let explicit): return explicit ? "+DOC ---" : "+DOC"
        case .documentEnd(let explicit): return explicit ? "-DOC ..." : "-DOC"
        case .sequenceStart(let flow): return "+SEQ" + (flow ? " []" : "") + properties
        case .sequenceEnd: return "-SEQ"
        case .mappingStart(let flow): return "+MAP" + (flow ? " {}" : "") + properties
        case .mappingEnd: return "-MAP"
        case .alias(let name): return "=ALI *" + name
        case .scalar(let scalar):
            let indicator: String
            switch scalar.style {
            case .plain: indicator = ":"
            case .singleQuoted: indicator = "'"
            case .doubleQuoted: indicator = "\""
            case .literal: indicator = "|"
            case .folded: indicator = ">"
            }
            return "=VAL" + properties + " " + indicator + Self.escaped(scalar.value)
        }
    }

    private var properties: String {
        var text = ""
        if let anchor { text += " &" + anchor }
        if let tag { text += " <" + tag + ">" }
        return text
    }

    /// The test-suite escaping of scalar text (same set as libyaml's own test runner).
    private static func escaped(_ value: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(value.unicodeScalars.count)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\0": out += "\\0"
            case "\u{8}": out += "\\b"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
