/// Applies the spec's standalone-line rule: a section, inverted, close, comment,
/// partial or set-delimiter tag that is the only tag on its line, with nothing
/// but spaces/tabs around it, removes the whole line (including its `\n` or
/// `\r\n`). A standalone partial keeps the removed leading whitespace as the
/// indentation for every line it renders.
enum Standalone {
    static func strip(_ tokens: [Token]) -> [Token] {
        var result: [Token] = []
        result.reserveCapacity(tokens.count)
        var lineStart = 0
        while lineStart < tokens.count {
            var lineEnd = lineStart
            while lineEnd < tokens.count {
                let token = tokens[lineEnd]
                lineEnd += 1
                if case .text(_, _, endsLine: true) = token.kind { break }
            }
            let line = tokens[lineStart..<lineEnd]
            if let variable = standaloneVariable(in: line) {
                result.append(variable)
            } else if let tagIndex = standaloneTagIndex(in: line) {
                var tag = tokens[tagIndex]
                if case .partial(let name, _) = tag.kind {
                    tag.kind = .partial(name, indent: leadingWhitespace(line[lineStart..<tagIndex]))
                }
                result.append(tag)
            } else {
                result.append(contentsOf: line)
            }
            lineStart = lineEnd
        }
        return result
    }

    /// The line's only tag as a standalone variable, when the line is white space, one variable tag and its ending.
    /// It renders exactly as the tokens would, except that a block value rendering nothing removes the line.
    private static func standaloneVariable(in line: ArraySlice<Token>) -> Token? {
        var indent = ""
        var lineEnding = ""
        var variable: Token?
        for token in line {
            switch token.kind {
            case .text(let text, let isBlank, _):
                guard isBlank else { return nil }
                if variable == nil { indent += text } else { lineEnding += text }
            case .variable(let name, let escaped):
                guard variable == nil else { return nil }
                variable = Token(
                    kind: .standaloneVariable(name, escaped: escaped, indent: "", lineEnding: ""),
                    location: token.location)
            default:
                return nil
            }
        }
        guard var found = variable, case .standaloneVariable(let name, let escaped, _, _) = found.kind else {
            return nil
        }
        found.kind = .standaloneVariable(name, escaped: escaped, indent: indent, lineEnding: lineEnding)
        return found
    }

    /// The index of the line's only tag if the line is standalone.
    private static func standaloneTagIndex(in line: ArraySlice<Token>) -> Int? {
        var tagIndex: Int?
        for index in line.indices {
            switch line[index].kind {
            case .text(_, let isBlank, _):
                if !isBlank { return nil }
            default:
                guard tagIndex == nil, line[index].canStandAlone else { return nil }
                tagIndex = index
            }
        }
        return tagIndex
    }

    private static func leadingWhitespace(_ tokens: ArraySlice<Token>) -> String {
        var indent = ""
        for token in tokens {
            if case .text(let text, _, _) = token.kind { indent += text }
        }
        return indent
    }
}
