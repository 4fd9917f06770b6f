/// A parsed template (parse once, render many times).
public struct MustacheTemplate: Sendable {
    /// The name used in error messages and, inside a `MustacheLibrary`, as the partial name.
    public let name: String
    let nodes: [Node]
    /// Nodes of the tree, nested ones included.
    let nodeCount: Int

    /// Parses `source`.
    ///
    /// Throws a located `MustacheError` for an unclosed section (located where it
    /// opened), a mismatched or unexpected closing tag, an unclosed tag, an
    /// empty or malformed tag name, or a bad delimiter change.
    public init(source: String, name: String) throws(MustacheError) {
        self.name = name
        var lexer = Lexer(source: source, templateName: name)
        (nodes, nodeCount) = try Parser.parse(try lexer.tokenize(), templateName: name)
    }

    /// Renders this template on its own (no partials are available: `{{>x}}`
    /// renders empty, or throws in strict mode). Use `MustacheLibrary` for partials.
    public func render(_ context: MustacheValue, escaper: MustacheEscaper = .none, strict: Bool = false)
        throws(MustacheError) -> String
    {
        try render(context, partials: [:], escaper: escaper, strict: strict)
    }

    /// `stepBudget`: node visits allowed; by default ``RenderLimits/stepBudget(templateNodes:contextValues:)``.
    func render(
        _ context: MustacheValue, partials: [String: MustacheTemplate], escaper: MustacheEscaper, strict: Bool,
        stepBudget: Int? = nil, capacity: Int = MustacheLibrary.defaultCapacity
    ) throws(MustacheError) -> String {
        let templateNodes = partials.isEmpty ? nodeCount : partials.values.reduce(0) { $0 + $1.nodeCount }
        let steps =
            stepBudget
            ?? RenderLimits.stepBudget(templateNodes: templateNodes, contextValues: RenderLimits.count(context))
        var renderer = Renderer(
            context: context, partials: partials, escaper: escaper, strict: strict, stepBudget: steps,
            capacity: capacity)
        try renderer.render(nodes, template: name)
        return renderer.output
    }
}
