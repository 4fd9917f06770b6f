import CYAML

/// Walks libyaml's event parser (`yaml_parser_parse`) one event at a time, as a cursor: ``advance()`` moves to the next
/// event, which stays libyaml's own struct until the next move, and the accessors read it where it lies. The tree
/// builder makes its nodes straight from these structs; only ``YAMLLoader/events(_:)`` copies an event into a
/// ``YAMLEvent``.
///
/// Owns the `yaml_parser_t`, a private copy of the input bytes (libyaml keeps a pointer to them while parsing) and the
/// current event; all are released in `deinit`, and each event with `yaml_event_delete` when the cursor moves on.
final class EventReader {
    /// What the current event is, without its contents.
    enum Kind: Equatable {
        case streamStart, streamEnd, documentStart, documentEnd
        case sequenceStart, sequenceEnd, mappingStart, mappingEnd
        case scalar, alias
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let inputCount: Int
    private let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private var holdsEvent = false
    private var finished = false

    init(bytes: some Collection<UInt8>) throws(YAMLError) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            event.deallocate()
            throw YAMLError(message: "out of memory", mark: SourceMark(line: 1, column: 1))
        }
        let count = bytes.count
        // Allocate at least one byte so the pointer handed to libyaml is never nil.
        let input = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: max(count, 1))
        _ = input.initialize(from: bytes)
        yaml_parser_set_input_string(parser, input.baseAddress, count)
        self.parser = parser
        self.input = input
        self.inputCount = count
        event.initialize(to: yaml_event_t())
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        event.deallocate()
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// Moves to the next event; false once the stream-end event has been passed.
    func advance() throws(YAMLError) -> Bool {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard !finished else { return false }
        guard yaml_parser_parse(parser, event) != 0 else {
            finished = true  // libyaml refuses to continue after an error anyway
            throw currentError()
        }
        holdsEvent = true
        if event.pointee.type == YAML_STREAM_END_EVENT { finished = true }
        return true
    }

    /// What the current event is.
    var kind: Kind {
        switch event.pointee.type {
        case YAML_STREAM_START_EVENT: .streamStart
        case YAML_DOCUMENT_START_EVENT: .documentStart
        case YAML_DOCUMENT_END_EVENT: .documentEnd
        case YAML_ALIAS_EVENT: .alias
        case YAML_SCALAR_EVENT: .scalar
        case YAML_SEQUENCE_START_EVENT: .sequenceStart
        case YAML_SEQUENCE_END_EVENT: .sequenceEnd
        case YAML_MAPPING_START_EVENT: .mappingStart
        case YAML_MAPPING_END_EVENT: .mappingEnd
        // YAML_STREAM_END_EVENT; YAML_NO_EVENT only appears after the stream has ended.
        default: .streamEnd
        }
    }

    /// Where the current event starts (1-based).
    var mark: SourceMark { Self.sourceMark(event.pointee.start_mark) }
    /// Where the current event ends (1-based).
    var endMark: SourceMark { Self.sourceMark(event.pointee.end_mark) }

    /// The current scalar event's text and style.
    var scalar: YAMLScalar {
        let data = event.pointee.data.scalar
        // Scalars may contain NUL (e.g. "\0" escapes), so use the explicit length.
        let value =
            data.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self) }
            ?? ""
        return YAMLScalar(value: value, style: Self.scalarStyle(data.style))
    }

    /// The anchor the current alias event refers to.
    var aliasName: String { Self.string(event.pointee.data.alias.anchor) ?? "" }

    /// The anchor defined on the current node event (`&name`), without the `&`.
    var anchor: String? { Self.string(nodeProperties.anchor) }

    /// The current node event's explicit tag, resolved to its full form.
    var tag: String? { Self.string(nodeProperties.tag) }

    /// Where libyaml keeps the anchor and tag of the current event: only scalars and collection starts have them.
    private var nodeProperties: (anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?) {
        let data = event.pointee.data
        switch event.pointee.type {
        case YAML_SCALAR_EVENT: return (data.scalar.anchor, data.scalar.tag)
        case YAML_SEQUENCE_START_EVENT: return (data.sequence_start.anchor, data.sequence_start.tag)
        case YAML_MAPPING_START_EVENT: return (data.mapping_start.anchor, data.mapping_start.tag)
        default: return (nil, nil)
        }
    }

    /// The current event copied into a ``YAMLEvent`` (the event stream's view, for ``YAMLLoader/events(_:)`` and
    /// messages).
    var current: YAMLEvent {
        let data = event.pointee.data
        let kind: YAMLEvent.Kind
        switch self.kind {
        case .streamStart: kind = .streamStart
        case .streamEnd: kind = .streamEnd
        case .documentStart: kind = .documentStart(explicit: data.document_start.implicit == 0)
        case .documentEnd: kind = .documentEnd(explicit: data.document_end.implicit == 0)
        case .alias: kind = .alias(aliasName)
        case .scalar: kind = .scalar(scalar)
        case .sequenceStart: kind = .sequenceStart(flow: data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE)
        case .sequenceEnd: kind = .sequenceEnd
        case .mappingStart: kind = .mappingStart(flow: data.mapping_start.style == YAML_FLOW_MAPPING_STYLE)
        case .mappingEnd: kind = .mappingEnd
        }
        return YAMLEvent(kind: kind, anchor: anchor, tag: tag, mark: mark, endMark: endMark)
    }

    private static func scalarStyle(_ style: yaml_scalar_style_t) -> ScalarStyle {
        switch style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: return .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: return .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: return .literal
        case YAML_FOLDED_SCALAR_STYLE: return .folded
        default: return .plain
        }
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        pointer.map { String(cString: UnsafePointer($0)) }
    }

    private static func sourceMark(_ mark: yaml_mark_t) -> SourceMark {
        SourceMark(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
    }

    /// Converts libyaml's error state into a located ``YAMLError``.
    private func currentError() -> YAMLError {
        let state = parser.pointee
        let problem = state.problem.map { String(cString: $0) } ?? "unknown YAML error"
        switch state.error {
        case YAML_MEMORY_ERROR:
            return YAMLError(message: "out of memory", mark: Self.sourceMark(state.mark))
        case YAML_READER_ERROR:
            // Reader errors (bad encoding, control characters) carry a byte offset, not a mark.
            let detail = state.problem_value == -1 ? "" : " (#x" + hex(state.problem_value) + ")"
            return YAMLError(message: problem + detail, mark: markForByteOffset(state.problem_offset))
        default:
            let mark = Self.sourceMark(state.problem_mark)
            guard let context = state.context.map({ String(cString: $0) }) else {
                return YAMLError(message: problem, mark: mark)
            }
            return YAMLError(
                message: problem + " " + context, mark: mark,
                relatedMark: Self.sourceMark(state.context_mark))
        }
    }

    private func hex(_ value: Int32) -> String {
        let digits = String(UInt32(bitPattern: value), radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }

    /// Line and column of a byte offset in the input, counted like every other mark.
    private func markForByteOffset(_ offset: Int) -> SourceMark {
        SourceMark(byteOffset: offset, in: UnsafeBufferPointer(rebasing: input[0..<inputCount]))
    }
}
