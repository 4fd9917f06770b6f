import Contract
import Foundation
import TextFoundation

/// A request body against the endpoint's body: a JSON body decodes as its model within the limits the client checks
/// before sending (`nonEmpty`, `maxLength`); a multipart body has its file part and declared fields.
struct BodyChecks {
    let contract: Contract
    let endpoint: Endpoint
    let body: HARBody?

    /// Findings, and the JSON body's check report (forms observed, unknown fields) when there was one.
    func run() -> (findings: [FindingDraft], report: JSONShapeChecker.Report?) {
        switch endpoint.body {
        case .none:
            guard let data = body?.data, !data.isEmpty else { return ([], nil) }
            return ([undocumented("sends a body, but the endpoint sends none")], nil)
        case .json(let model):
            return json(model: model)
        case .multipart(let fileField, let fields):
            return (multipart(fileField: fileField, fields: fields), nil)
        case .form(let fields):
            return (
                FormBodyChecks(contract: contract, endpoint: endpoint, fields: fields, body: body).findings(), nil
            )
        }
    }

    private func json(model name: String) -> ([FindingDraft], JSONShapeChecker.Report?) {
        guard let model = contract.model(named: name) else { return ([], nil) }
        guard let data = body?.data, !data.isEmpty else {
            return ([undocumented("the capture kept no request body; it was not checked")], nil)
        }
        guard let value = try? JSONValue.parse(data) else {
            return (
                [
                    FindingDraft(
                        kind: .bodyInvalid, message: "the request body is not JSON",
                        note: (model.provenance.mark, "the body is model '\(name)'"))
                ], nil
            )
        }
        let root = PayloadPath(components: [.key("request")])
        let report = JSONShapeChecker(contract: contract).check(value, against: .model(name), at: root)
        var drafts = report.problems.map { problem in
            FindingDraft(
                kind: problem.breaksDecoding ? .bodyInvalid : .bodyUndocumented,
                message: ShapeWording.sentence(problem), jsonPath: "\(problem.path)",
                note: ShapeWording.note(for: problem, contract: contract))
        }
        drafts += limitFindings(value, type: .model(name), path: root)
        return (drafts, report)
    }

    /// Values the generated client refuses before sending (``RequestLimits``).
    private func limitFindings(_ value: JSONValue, type: TypeRef, path: PayloadPath) -> [FindingDraft] {
        RequestLimits.violations(in: value, type: type, at: path, contract: contract).map { violation in
            FindingDraft(
                kind: .bodyInvalid, message: violation.description + "; the client refuses to send that",
                jsonPath: "\(violation.path)",
                note: (
                    violation.field.provenance.mark,
                    "field '\(violation.field.name)' of model '\(violation.model)' has \(violation.limitText)"
                ))
        }
    }

    private func multipart(fileField: String, fields: [Endpoint.Parameter]) -> [FindingDraft] {
        guard let body else { return [undocumented("the capture kept no request body; it was not checked")] }
        let note = (
            endpoint.provenance.mark, "endpoint '\(endpoint.name)' sends a multipart form with file part \(fileField)"
        )
        guard HeaderChecks.mediaType(body.mimeType) == "multipart/form-data" else {
            return [
                FindingDraft(
                    kind: .bodyInvalid,
                    message: "the body is \(Quoting.quoted(body.mimeType)), not multipart/form-data",
                    note: note)
            ]
        }
        guard !body.params.isEmpty else {
            return [undocumented("the capture kept the multipart body without its parts; they were not checked")]
        }
        var drafts: [FindingDraft] = []
        let files = body.params.filter { $0.name == fileField && $0.fileName != nil }
        if files.isEmpty {
            drafts.append(
                FindingDraft(kind: .bodyInvalid, message: "the form has no file part named \(fileField)", note: note))
        }
        for field in fields where !field.isOptional && !body.params.contains(where: { $0.name == field.name }) {
            drafts.append(
                FindingDraft(
                    kind: .bodyInvalid, message: "the form has no field \(field.name)",
                    note: (field.provenance.mark, "form field '\(field.name)' is required")))
        }
        let known = Set(fields.map(\.name) + [fileField])
        for name in Set(body.params.map(\.name)).subtracting(known).sorted() {
            drafts.append(undocumented("the form has a field \(name) the endpoint does not declare"))
        }
        return drafts
    }

    private func undocumented(_ message: String) -> FindingDraft {
        FindingDraft(
            kind: .bodyUndocumented, message: message,
            note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)' body: \(Self.describe(endpoint.body))"))
    }

    static func describe(_ body: Endpoint.Body) -> String {
        switch body {
        case .none: "none"
        case .json(let model): "JSON, model '\(model)'"
        case .multipart(let file, _): "multipart, file part \(file)"
        case .form(let fields): "form, fields " + fields.map(\.name).joined(separator: ", ")
        }
    }
}
