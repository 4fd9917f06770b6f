/// Turns the event stream of one document into a ``YAMLNode`` tree.
///
/// Resolves aliases by copying the anchored node, rejects duplicate scalar keys,
/// and caps alias expansion (billion-laughs inputs, in nodes and in bytes of text) and nesting depth.
/// Builds iteratively so deeply nested input cannot overflow the call stack here.
struct TreeBuilder {
    /// Most nodes that alias expansion may add to one document.
    static let aliasNodeLimit = 1_000_000
    /// Alias expansion may add as many nodes as the document has written so far, and this many in any document.
    /// A few kilobytes of aliases must not turn into the work of a document a hundred times larger (every node is
    /// decoded and validated after this), while sharing a definition or a list of rules stays far below it.
    static let aliasNodeAllowance = 20_000
    /// Most bytes of scalar text (keys and values, UTF-8) that alias expansion may add to one document.
    static let aliasTextLimit = 16 * 1024 * 1024
    /// Alias expansion may add as many bytes of scalar text as the file has, and this many to any file. Counting
    /// nodes alone let a single 1 MB scalar, copied by a few hundred aliases, become hundreds of megabytes of text
    /// for every later stage (the generated Swift, the OpenAPI document); sharing a paragraph stays far below it.
    static let aliasTextAllowance = 1024 * 1024
    /// Deepest collection nesting accepted (alias copies included). Far beyond real documents,
    /// it keeps recursive walks and the recursive teardown of the tree within small thread stacks.
    static let depthLimit = 512

    private struct Frame {
        var isMapping: Bool
        var mark: SourceMark
        var anchor: String?
        var tag: String?
        /// Where this collection's children start in ``openItems`` or ``openEntries``.
        var firstChild: Int
        var pendingKey: YAMLNode?
        /// Marks of the scalar keys by text, built once a mapping has many entries (small ones are searched).
        var keyMarks: [String: SourceMark] = [:]
        /// Nodes in this subtree so far, counting alias copies in full.
        var size = 1
        /// Collection levels in this subtree so far (this one included).
        var height = 1
        /// Bytes of scalar text in this subtree so far, counting alias copies in full.
        var textBytes = 0
    }

    /// A node built so far plus the bookkeeping needed when it is copied by an alias.
    private struct Built {
        var node: YAMLNode
        var size: Int
        var height: Int
        var textBytes: Int
    }

    private let reader: EventReader
    /// The children of every open sequence and mapping, the innermost last: each collection is copied out at its
    /// end into an array of exactly its size, instead of keeping the spare capacity of an array grown by appends
    /// (a quarter of the tree's memory, in mappings of two or three keys).
    private var openItems: [YAMLNode] = []
    private var openEntries: [YAMLMappingEntry] = []
    private var anchors: [String: Built] = [:]
    private var aliasNodes = 0
    /// Nodes the document itself has written so far (an alias counts as one).
    private var writtenNodes = 0
    private var aliasTextBytes = 0
    /// Bytes of scalar text that alias expansion may add: as many as the file has, within the floor and ceiling.
    private let aliasTextBudget: Int

    /// A builder for a document read from a file of `fileBytes` bytes.
    init(reader: EventReader, fileBytes: Int) {
        self.reader = reader
        aliasTextBudget = min(Self.aliasTextLimit, max(Self.aliasTextAllowance, fileBytes))
    }

    /// Builds the node that starts at the reader's current event (a scalar, alias or collection start), leaving the
    /// reader on the node's last event.
    mutating func buildNode() throws(YAMLError) -> YAMLNode {
        var stack: [Frame] = []
        while true {
            switch reader.kind {
            case .scalar:
                writtenNodes += 1
                let scalar = reader.scalar
                let node = YAMLNode(
                    content: .scalar(scalar), mark: reader.mark, endMark: reader.endMark, tag: reader.tag)
                let textBytes = scalar.value.utf8.count
                if let anchor = reader.anchor {
                    anchors[anchor] = Built(node: node, size: 1, height: 0, textBytes: textBytes)
                }
                if let root = try place(node, size: 1, height: 0, textBytes: textBytes, in: &stack) { return root }
            case .alias:
                writtenNodes += 1
                let built = try resolveAlias(
                    reader.aliasName, mark: reader.mark, endMark: reader.endMark, openFrames: stack)
                if let root = try place(
                    built.node, size: built.size, height: built.height, textBytes: built.textBytes, in: &stack)
                {
                    return root
                }
            case .sequenceStart, .mappingStart:
                writtenNodes += 1
                guard stack.count < Self.depthLimit else {
                    throw YAMLError(
                        message: "collections are nested deeper than \(Self.depthLimit) levels", mark: reader.mark)
                }
                let isMapping = reader.kind == .mappingStart
                stack.append(
                    Frame(
                        isMapping: isMapping, mark: reader.mark, anchor: reader.anchor, tag: reader.tag,
                        firstChild: isMapping ? openEntries.count : openItems.count))
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else {
                    throw YAMLError(message: "unexpected end of a collection", mark: reader.mark)
                }
                let content = closeChildren(of: frame)
                let node = YAMLNode(content: content, mark: frame.mark, endMark: reader.endMark, tag: frame.tag)
                if let anchor = frame.anchor {
                    anchors[anchor] = Built(
                        node: node, size: frame.size, height: frame.height, textBytes: frame.textBytes)
                }
                if let root = try place(
                    node, size: frame.size, height: frame.height, textBytes: frame.textBytes, in: &stack)
                {
                    return root
                }
            case .streamStart, .streamEnd, .documentStart, .documentEnd:
                throw YAMLError(
                    message: "unexpected \(reader.current.testSuiteNotation) event inside a node", mark: reader.mark)
            }
            let end = reader.endMark
            guard try reader.advance() else {
                throw YAMLError(message: "unexpected end of the event stream", mark: end)
            }
        }
    }

    /// Adds a node just completed (with its bookkeeping: nodes, height and bytes of text) to the innermost open
    /// collection; the node itself when none is open (it is the root). The node is handed over, not copied.
    private mutating func place(
        _ node: consuming YAMLNode, size: Int, height: Int, textBytes: Int, in stack: inout [Frame]
    ) throws(YAMLError) -> YAMLNode? {
        if stack.isEmpty { return node }
        try add(node, size: size, height: height, textBytes: textBytes, to: &stack[stack.count - 1])
        return nil
    }

    private mutating func resolveAlias(
        _ name: String, mark: SourceMark, endMark: SourceMark, openFrames: [Frame]
    ) throws(YAMLError) -> Built {
        // An alias inside the node carrying its anchor would make the tree infinite.
        if let open = openFrames.last(where: { $0.anchor == name }) {
            throw YAMLError(
                message: "alias '*\(name)' refers to a node that contains it", mark: mark,
                relatedMark: open.mark)
        }
        guard let anchored = anchors[name] else {
            throw YAMLError(message: "found undefined alias '*\(name)'", mark: mark)
        }
        aliasNodes += anchored.size
        let limit = min(Self.aliasNodeLimit, max(Self.aliasNodeAllowance, writtenNodes))
        guard aliasNodes <= limit else {
            throw YAMLError(
                message: "alias '*\(name)' expands to too many nodes (limit \(limit): aliases may add as many "
                    + "nodes as the document writes, at least \(Self.aliasNodeAllowance), at most \(Self.aliasNodeLimit))",
                mark: mark, relatedMark: anchored.node.mark)
        }
        aliasTextBytes += anchored.textBytes
        guard aliasTextBytes <= aliasTextBudget else {
            throw YAMLError(
                message: "alias '*\(name)' expands to too much text (limit \(aliasTextBudget) bytes: aliases may add "
                    + "as many bytes of scalar text as the file has, at least \(Self.aliasTextAllowance), at most "
                    + "\(Self.aliasTextLimit)); write the text out where it is needed instead",
                mark: mark, relatedMark: anchored.node.mark)
        }
        guard openFrames.count + anchored.height <= Self.depthLimit else {
            throw YAMLError(
                message: "alias '*\(name)' nests collections deeper than \(Self.depthLimit) levels",
                mark: mark, relatedMark: anchored.node.mark)
        }
        var copy = anchored
        copy.node.mark = mark
        copy.node.endMark = endMark
        return copy
    }

    /// The children of `frame`, which has ended, taken off the open ones.
    private mutating func closeChildren(of frame: Frame) -> YAMLNode.Content {
        if frame.isMapping {
            defer { openEntries.removeSubrange(frame.firstChild...) }
            return .mapping(Self.exactCopy(of: openEntries[frame.firstChild...]))
        }
        defer { openItems.removeSubrange(frame.firstChild...) }
        return .sequence(Self.exactCopy(of: openItems[frame.firstChild...]))
    }

    /// A new array of exactly the slice's elements. `Array(slice)` would share the open buffer, spare capacity and
    /// all, when the slice is the whole of it (the root's keys, after `models:` grew it to hold thousands).
    private static func exactCopy<Element>(of slice: ArraySlice<Element>) -> [Element] {
        [Element](unsafeUninitializedCapacity: slice.count) { buffer, count in
            _ = buffer.initialize(fromContentsOf: slice)
            count = slice.count
        }
    }

    private mutating func add(
        _ node: consuming YAMLNode, size: Int, height: Int, textBytes: Int, to frame: inout Frame
    ) throws(YAMLError) {
        frame.size += size
        frame.height = max(frame.height, height + 1)
        frame.textBytes += textBytes
        guard frame.isMapping else {
            openItems.append(node)
            return
        }
        guard let key = frame.pendingKey.take() else {
            if let text = node.scalar?.value {
                if let first = firstMark(of: text, at: node.mark, in: &frame) {
                    throw YAMLError(
                        message: "duplicate key '\(text)' (first defined at \(first))", mark: node.mark,
                        relatedMark: first)
                }
            }
            frame.pendingKey = node
            return
        }
        openEntries.append(YAMLMappingEntry(key: key, value: node))
    }

    /// Mappings with fewer entries than this are searched for a duplicate key instead of indexed.
    private static let keyIndexThreshold = 16

    /// The mark of an earlier key `text` of the mapping being built, if any; else remembers `mark` for `text`.
    private func firstMark(of text: String, at mark: SourceMark, in frame: inout Frame) -> SourceMark? {
        let entries = openEntries[frame.firstChild...]
        guard entries.count >= Self.keyIndexThreshold else {
            return entries.first { $0.key.scalar?.value == text }?.key.mark
        }
        if frame.keyMarks.isEmpty {
            for entry in entries {
                if let key = entry.key.scalar?.value, frame.keyMarks[key] == nil {
                    frame.keyMarks[key] = entry.key.mark
                }
            }
        }
        if let first = frame.keyMarks[text] { return first }
        frame.keyMarks[text] = mark
        return nil
    }
}
