/// Renders a report as JUnit XML, which CI systems show as test results: a test suite per contract and a test case
/// per change, failed when the change meets `--fail-on` and no accepted-changes entry accepts it.
public enum JUnitReport {
    /// `failOn`: the verdict that fails a case; nil fails none.
    public static func render(_ report: DiffReport, failOn: Verdict?) -> String {
        var suites: [String] = []
        var totalTests = 0
        var totalFailures = 0
        for comparison in report.comparisons {
            var cases: [String] = []
            var failures = 0
            let name = comparison.head ?? comparison.base ?? "contract"
            for (index, change) in comparison.changes.enumerated() {
                let accepted = comparison.acceptances[index]
                let fails = accepted == nil && failOn.map { change.rule.worst >= $0 } == true
                if fails { failures += 1 }
                cases.append(testCase(change, suite: name, accepted: accepted, fails: fails))
            }
            totalTests += cases.count
            totalFailures += failures
            suites.append(
                "  <testsuite name=\(attribute(name)) tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"0\" "
                    + "skipped=\"0\">" + (cases.isEmpty ? "</testsuite>" : "\n" + cases.joined() + "  </testsuite>"))
        }
        if let findings = report.acceptance, !findings.unmatched.isEmpty || !findings.expired.isEmpty {
            let entries =
                findings.unmatched.map { ($0, "matches no change") }
                + findings.expired.map {
                    ($0, "expired after \($0.until ?? "")")
                }
            let cases = entries.map { entry, problem in
                "    <testcase classname=\(attribute(findings.file)) name=\(attribute("\(entry.rule) at \(entry.path)")) "
                    + "file=\(attribute(entry.location.file)) line=\"\(entry.location.line)\">\n"
                    + "      <skipped message=\(attribute(problem))/>\n    </testcase>\n"
            }
            totalTests += cases.count
            suites.append(
                "  <testsuite name=\(attribute(findings.file)) tests=\"\(cases.count)\" failures=\"0\" errors=\"0\" "
                    + "skipped=\"\(cases.count)\">\n" + cases.joined() + "  </testsuite>")
        }
        return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
            + "<testsuites name=\"zing-codegen diff\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\">\n"
            + suites.map { $0 + "\n" }.joined() + "</testsuites>\n"
    }

    private static func testCase(_ change: Change, suite: String, accepted: AcceptedChange?, fails: Bool) -> String {
        var body = ""
        var detail = "\(change.group): \(change.detail)"
        switch (change.before, change.after) {
        case (let before?, let after?): detail += " (\(before) → \(after))"
        case (let before?, nil): detail += " (was \(before))"
        case (nil, let after?): detail += " (\(after))"
        case (nil, nil): break
        }
        let explanation =
            "\(detail)\nwire: \(change.wire.label), Swift: \(change.swift.label)\n\(change.rule.explanation)\n"
            + "Client: \(change.rule.clientChange)\nat \(change.location)"
        if fails {
            body +=
                "      <failure message=\(attribute("\(change.rule.worst.label): \(detail)")) "
                + "type=\(attribute(change.rule.worst.rawValue))>\(text(explanation))</failure>\n"
        } else {
            let note = accepted.map { "accepted: \($0.entry.reason)\n" } ?? ""
            body += "      <system-out>\(text(note + explanation))</system-out>\n"
        }
        let name = "[\(change.rule.id)] \(change.group): \(change.detail)"
        return "    <testcase classname=\(attribute(suite)) name=\(attribute(name)) "
            + "file=\(attribute(AcceptedChanges.Entry.workingPath(change.location.file))) "
            + "line=\"\(change.location.line)\">\n" + body + "    </testcase>\n"
    }

    /// A quoted attribute value.
    static func attribute(_ value: String) -> String { "\"" + escape(value, quotes: true) + "\"" }

    /// Element text.
    static func text(_ value: String) -> String { escape(value, quotes: false) }

    /// XML 1.0 cannot hold most control characters even as references; they become U+FFFD.
    private static func escape(_ value: String, quotes: Bool) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            // Readers normalise raw line breaks and tabs in attributes (and CR anywhere): references keep them.
            case "\n" where quotes: result += "&#10;"
            case "\t" where quotes: result += "&#9;"
            case "\r": result += "&#13;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            case let control where control.value < 0x20 || (0xFFFE...0xFFFF).contains(control.value):
                result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
