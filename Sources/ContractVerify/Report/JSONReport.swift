import Foundation

/// `--format json` (`schemaVersion` 1; fields are only added within a version): findings, exchanges and the summary,
/// keys sorted. Every string is scrubbed of the captures' secrets before it is written.
public enum JSONReport {
    public static let schemaVersion = 1

    public static func render(_ report: VerifyReport) -> String {
        let facts = ReportFacts(report: report)
        let counts = report.counts
        let summary: [String: Any] = [
            "entries": counts.total, "matched": counts.matched, "unmatched": counts.unmatched,
            "elsewhere": counts.elsewhere, "unreadable": counts.unreadable, "findings": report.findings.count,
            "errors": facts.errors, "warnings": facts.warnings,
            "byKind": Dictionary(uniqueKeysWithValues: facts.kinds.map { ($0.id, $0.count) }),
            "endpoints": facts.endpointsSeen.map { ["name": $0.name, "exchanges": $0.count] },
            "notExercised": report.notExercised,
            "failures": facts.failureClasses.map { ["class": $0.name, "entries": $0.entries.map(\.source)] },
            "wireForms": facts.wireForms.map { field in
                [
                    "field": field.field,
                    "forms": Dictionary(uniqueKeysWithValues: field.forms.map { ($0.form, $0.count) }),
                ]
            },
            "unknownFields": facts.unknownFields.map { ["field": $0.field, "entries": $0.entries.map(\.source)] },
            "keptRaw": facts.keptRaw.map { ["field": $0.field, "entries": $0.entries.map(\.source)] },
        ]
        let root: [String: Any] = [
            "schemaVersion": schemaVersion, "contract": report.contract, "baseURL": report.baseURL,
            "captures": report.captures.map { ["file": $0.file, "entries": $0.entries] }, "summary": summary,
            "findings": report.findings.map(finding), "exchanges": report.exchanges.map(exchange),
        ]
        let scrubbed = scrub(root, with: report.secrets)
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: scrubbed, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])
        else { return "{}\n" }
        return report.secrets.scrub(String(decoding: data, as: UTF8.self)) + "\n"
    }

    private static func finding(_ finding: Finding) -> [String: Any] {
        var object: [String: Any] = [
            "kind": finding.kind.id, "severity": finding.severity.rawValue, "message": finding.message,
        ]
        if let capture = finding.capture { object["capture"] = reference(capture) }
        if let endpoint = finding.endpoint { object["endpoint"] = endpoint }
        if let path = finding.jsonPath { object["jsonPath"] = path }
        if let note = finding.note {
            object["contractLocation"] = [
                "file": note.file, "line": note.mark.line, "column": note.mark.column, "note": note.message,
            ]
        }
        return object
    }

    private static func exchange(_ exchange: Exchange) -> [String: Any] {
        var object: [String: Any] = ["capture": reference(exchange.capture), "endpoint": exchange.endpoint]
        if let status = exchange.status { object["status"] = status }
        switch exchange.outcome {
        case .success: object["outcome"] = "success"
        case .unknown: object["outcome"] = "unknown"
        case .failure(let errorClass, let code, let errorCode):
            object["outcome"] = "failure"
            object["class"] = errorClass
            if let code { object["code"] = code }
            if let errorCode { object["errorCode"] = errorCode }
        }
        return object
    }

    private static func reference(_ capture: CaptureReference) -> [String: Any] {
        ["file": capture.file, "entry": capture.entry, "method": capture.method, "path": capture.path]
    }

    private static func scrub(_ value: Any, with secrets: SecretSet) -> Any {
        switch value {
        case let text as String: secrets.scrub(text)
        case let array as [Any]: array.map { scrub($0, with: secrets) }
        case let object as [String: Any]: object.mapValues { scrub($0, with: secrets) }
        default: value
        }
    }
}
