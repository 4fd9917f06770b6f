/// How far a template may nest and how much work one rendering may do. Templates are input too (`--templates DIR`,
/// and the folder arrives in pull requests), so a hostile one must end in a located error, never in a crash or a
/// hang: the node tree and the renderer recurse once per level (on worker threads with small stacks), and a section
/// over a list nested inside itself repeats its content for every combination of items.
enum RenderLimits {
    /// Sections nested in one template, and sections plus partials nested while rendering. The generator's
    /// templates nest a few levels.
    static let maxNesting = 100

    /// Node visits one rendering may always make; see ``stepBudget(templateNodes:contextValues:)``.
    static let minimumSteps = 1_000_000

    /// Node visits allowed to render templates of `templateNodes` nodes against `contextValues` values: every node
    /// once for every value, and never less than ``minimumSteps``. A template that visits more repeats itself for
    /// combinations of items (a list iterated inside itself, recursive partials).
    static func stepBudget(templateNodes: Int, contextValues: Int) -> Int {
        let (product, overflow) = templateNodes.multipliedReportingOverflow(by: contextValues)
        return overflow ? Int.max : max(minimumSteps, product)
    }

    /// The number of values in `value`, itself included.
    static func count(_ value: MustacheValue) -> Int {
        var count = 0
        var pending = [value]
        while let next = pending.popLast() {
            count += 1
            switch next {
            case .list(let items): pending.append(contentsOf: items)
            case .object(let fields): pending.append(contentsOf: fields.values)
            case .null, .bool, .int, .double, .string, .block: break
            }
        }
        return count
    }
}
