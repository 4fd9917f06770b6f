import TextFoundation
import YAMLNodes

/// Bidirectional controls anywhere in a contract are errors, each at the exact place it is written: in the text
/// (keys, values, comments, whatever YAML makes of them) and as escapes in double-quoted scalars (`"\u202E"`).
enum BidirectionalControlCheck {
    /// The controls written in the text itself; they are found even when the YAML does not parse.
    static func checkText(_ source: SourceText, file: String, collector: DiagnosticCollector) {
        for occurrence in source.bidirectionalControls {
            collector.emit(diagnostic(occurrence.scalar, at: occurrence.mark, file: file))
        }
    }

    /// The controls that double-quoted scalars write as escapes. A scalar copied by an alias is read once, where
    /// its anchor stands (an alias bomb repeats nodes, never text).
    static func checkEscapes(in root: YAMLNode, source: SourceText, file: String, collector: DiagnosticCollector) {
        // A contract without `\u` or `\U` anywhere has no escape to read (most contracts: the walk is skipped).
        guard source.mayHoldUnicodeEscapes else { return }
        var pending = [root]
        var read: Set<SourceMark> = []
        while let node = pending.popLast() {
            switch node.content {
            case .scalar(let scalar):
                guard scalar.style == .doubleQuoted,
                    scalar.value.unicodeScalars.contains(where: UnsafeScalar.isBidirectionalControl),
                    read.insert(node.mark).inserted
                else { continue }
                for written in source.writtenCharacters(of: node)
                where written.isEscape && UnsafeScalar.isBidirectionalControl(written.scalar) {
                    collector.emit(diagnostic(written.scalar, at: written.mark, file: file))
                }
            case .sequence(let items):
                pending.append(contentsOf: items)
            case .mapping(let entries):
                for entry in entries {
                    pending.append(entry.key)
                    pending.append(entry.value)
                }
            }
        }
    }

    private static func diagnostic(_ scalar: Unicode.Scalar, at mark: SourceMark, file: String) -> Diagnostic {
        Diagnostic(
            severity: .error, file: file, mark: mark,
            message: "\(ScalarNames.describe(scalar)): a contract may not hold bidirectional controls",
            hint: "delete it; such characters make text display otherwise than tools read it (Trojan Source), "
                + "and right-to-left text needs none")
    }
}
