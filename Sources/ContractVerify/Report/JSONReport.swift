import TextFoundation

/// `--format json` (`schemaVersion` 1; fields are only added within a version): findings, exchanges and the summary,
/// keys sorted. Every string is scrubbed of the captures' secrets before it is written, and printed by the one JSON
/// printer, so no control or bidirectional character from a capture reaches the file raw.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func render(_ report: VerifyReport) -> String {
        let facts = ReportFacts(report: report)
        let counts = report.counts
        let summary: JSONValue = [
            "entries": .int(counts.total), "matched": .int(counts.matched), "unmatched": .int(counts.unmatched),
            "elsewhere": .int(counts.elsewhere), "unreadable": .int(counts.unreadable),
            "findings": .int(report.findings.count), "errors": .int(facts.errors), "warnings": .int(facts.warnings),
            "byKind": .object(JSONObject(facts.kinds.map { (key: $0.id, value: .int($0.count)) })),
            "endpoints": .array(facts.endpointsSeen.map { ["name": .string($0.name), "exchanges": .int($0.count)] }),
            "notExercised": .strings(report.notExercised),
            "failures": .array(
                facts.failureClasses.map { ["class": .string($0.name), "entries": .strings($0.entries.map(\.source))] }),
            "wireForms": .array(
                facts.wireForms.map { field in
                    [
                        "field": .string(field.field),
                        "forms": .object(JSONObject(field.forms.map { (key: $0.form, value: .int($0.count)) })),
                    ]
                }),
            "unknownFields": .array(
                facts.unknownFields.map { ["field": .string($0.field), "entries": .strings($0.entries.map(\.source))] }),
            "keptRaw": .array(
                facts.keptRaw.map { ["field": .string($0.field), "entries": .strings($0.entries.map(\.source))] }),
        ]
        let root: JSONValue = [
            "schemaVersion": .int(schemaVersion), "contract": .string(report.contract),
            "baseURL": .string(report.baseURL),
            "captures": .array(report.captures.map { ["file": .string($0.file), "entries": .int($0.entries)] }),
            "summary": summary, "findings": .array(report.findings.map(finding)),
            "exchanges": .array(report.exchanges.map(exchange)),
        ]
        return scrub(root, with: report.secrets).text(.indentedSorted) + "\n"
    }

    private static func finding(_ finding: Finding) -> JSONValue {
        var object: JSONObject = [
            "kind": .string(finding.kind.id), "severity": .string(finding.severity.rawValue),
            "message": .string(finding.message),
        ]
        if let capture = finding.capture { object["capture"] = reference(capture) }
        if let endpoint = finding.endpoint { object["endpoint"] = .string(endpoint) }
        if let path = finding.jsonPath { object["jsonPath"] = .string(path) }
        if let note = finding.note {
            object["contractLocation"] = [
                "file": .string(note.file), "line": .int(note.mark.line), "column": .int(note.mark.column),
                "note": .string(note.message),
            ]
        }
        return .object(object)
    }

    private static func exchange(_ exchange: Exchange) -> JSONValue {
        var object: JSONObject = ["capture": reference(exchange.capture), "endpoint": .string(exchange.endpoint)]
        if let status = exchange.status { object["status"] = .int(status) }
        switch exchange.outcome {
        case .success: object["outcome"] = "success"
        case .unknown: object["outcome"] = "unknown"
        case .failure(let errorClass, let code, let errorCode):
            object["outcome"] = "failure"
            object["class"] = .string(errorClass)
            if let code { object["code"] = .int(code) }
            if let errorCode { object["errorCode"] = .string(errorCode) }
        }
        return .object(object)
    }

    private static func reference(_ capture: CaptureReference) -> JSONValue {
        [
            "file": .string(capture.file), "entry": .int(capture.entry), "method": .string(capture.method),
            "path": .string(capture.path),
        ]
    }

    /// Every string, and every key, with the captures' secrets replaced.
    private static func scrub(_ value: JSONValue, with secrets: SecretSet) -> JSONValue {
        switch value {
        case .string(let text): .string(secrets.scrub(text))
        case .array(let items): .array(items.map { scrub($0, with: secrets) })
        case .object(let object):
            .object(JSONObject(object.map { (key: secrets.scrub($0.key), value: scrub($0.value, with: secrets)) }))
        default: value
        }
    }
}
