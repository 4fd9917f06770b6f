/// Lays statements out the way `swift-format` (with the project's `.swift-format`) would, so generated code is
/// lint-clean as rendered: one line when it fits, otherwise the breaks swift-format makes.
///
/// Lines are returned without the base indentation; `indent` is the column the template puts them at.
enum SwiftLayout {
    /// One less than the limit: swift-format breaks a line that exactly reaches it in some positions.
    static var width: Int { SwiftLiteral.lineWidth - 1 }
    static let step = "    "

    /// `head` ends with `(`: `foo(a, b)`, or `foo(` / `    a, b)`, or one argument per line and `)` alone.
    static func call(_ head: String, _ arguments: [String], indent: Int) -> [String] {
        let joined = arguments.joined(separator: ", ")
        if indent + head.count + joined.count + 1 <= width { return [head + joined + ")"] }
        if indent + step.count + joined.count + 1 <= width { return [head, step + joined + ")"] }
        var lines = [head]
        for (index, argument) in arguments.enumerated() {
            lines.append(step + argument + (index == arguments.count - 1 ? "" : ","))
        }
        lines.append(")")
        return lines
    }

    /// `if condition { body }`, or the three-line form when that is too long.
    static func ifStatement(_ condition: String, _ body: String, indent: Int) -> [String] {
        let line = "if \(condition) { \(body) }"
        if indent + line.count <= width { return [line] }
        return ["if \(condition) {", step + body, "}"]
    }

    /// `head [a, b]`, or the items on their own line(s) with a trailing comma. `head` ends with `= ` or `: `.
    static func arrayLiteral(_ head: String, _ items: [String], indent: Int) -> [String] {
        let joined = items.joined(separator: ", ")
        if indent + head.count + joined.count + 2 <= width { return [head + "[" + joined + "]"] }
        if indent + step.count + joined.count + 1 <= width { return [head + "[", step + joined + ",", "]"] }
        return [head + "["] + items.map { step + $0 + "," } + ["]"]
    }

    /// A `switch` case for several patterns: `case .a, .b: value`, or one `case` line per pattern when too long.
    static func cases(_ patterns: [String], value: String, indent: Int) -> [String] {
        let line = "case \(patterns.joined(separator: ", ")): \(value)"
        if indent + line.count <= width { return [line] }
        return patterns.map { "case \($0): \(value)" }
    }
}
