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
            if let tagIndex = standaloneTagIndex(in: line) {
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
