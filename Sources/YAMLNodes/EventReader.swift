import CYAML

/// Pulls events from libyaml's event parser (`yaml_parser_parse`), one at a time.
///
/// Owns the `yaml_parser_t` and a private copy of the input bytes (libyaml keeps a
/// pointer to them while parsing); both are released in `deinit`, and every event
/// is released with `yaml_event_delete` right after conversion.
final class EventReader {
    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private let inputCount: Int
    private var finished = false

    init(bytes: some Collection<UInt8>) throws(YAMLError) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
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
    }

    deinit {
        yaml_parser_delete(parser)
        parser.deallocate()
        input.deallocate()
    }

    /// The next event, or `nil` once the stream-end event has been returned.
    func next() throws(YAMLError) -> YAMLEvent? {
        guard !finished else { return nil }
        var event = yaml_event_t()
        guard yaml_parser_parse(parser, &event) != 0 else {
            finished = true  // libyaml refuses to continue after an error anyway
            throw currentError()
        }
        defer { yaml_event_delete(&event) }
        let converted = Self.convert(event)
        if converted.kind == .streamEnd { finished = true }
        return converted
    }

    private static func convert(_ event: yaml_event_t) -> YAMLEvent {
        let kind: YAMLEvent.Kind
        var anchor: UnsafeMutablePointer<yaml_char_t>?
        var tag: UnsafeMutablePointer<yaml_char_t>?
        switch event.type {
        case YAML_STREAM_START_EVENT:
            kind = .streamStart
        case YAML_DOCUMENT_START_EVENT:
            kind = .documentStart(explicit: event.data.document_start.implicit == 0)
        case YAML_DOCUMENT_END_EVENT:
            kind = .documentEnd(explicit: event.data.document_end.implicit == 0)
        case YAML_ALIAS_EVENT:
            kind = .alias(string(event.data.alias.anchor) ?? "")
        case YAML_SCALAR_EVENT:
            let data = event.data.scalar
            // Scalars may contain NUL (e.g. "\0" escapes), so use the explicit length.
            let value =
                data.value.map {
                    String(decoding: UnsafeBufferPointer(start: $0, count: data.length), as: UTF8.self)
                } ?? ""
            kind = .scalar(YAMLScalar(value: value, style: scalarStyle(data.style)))
            anchor = data.anchor
            tag = data.tag
        case YAML_SEQUENCE_START_EVENT:
            let data = event.data.sequence_start
            kind = .sequenceStart(flow: data.style == YAML_FLOW_SEQUENCE_STYLE)
            anchor = data.anchor
            tag = data.tag
        case YAML_SEQUENCE_END_EVENT:
            kind = .sequenceEnd
        case YAML_MAPPING_START_EVENT:
            let data = event.data.mapping_start
            kind = .mappingStart(flow: data.style == YAML_FLOW_MAPPING_STYLE)
            anchor = data.anchor
            tag = data.tag
        case YAML_MAPPING_END_EVENT:
            kind = .mappingEnd
        default:
            // YAML_STREAM_END_EVENT; YAML_NO_EVENT only appears after the stream has ended.
            kind = .streamEnd
        }
        return YAMLEvent(
            kind: kind, anchor: string(anchor), tag: string(tag),
            mark: sourceMark(event.start_mark), endMark: sourceMark(event.end_mark))
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
