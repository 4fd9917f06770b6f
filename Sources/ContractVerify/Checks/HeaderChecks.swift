import Contract
import WireVocabulary
import YAMLNodes

/// A request's headers against the contract's header rules: the tenant header and its omission rule; headers never to
/// send; headers every request (or JSON body) carries. The token is ``TokenChecks``'.
///
/// Header values are never quoted in findings: a header's value may be a credential.
struct HeaderChecks {
    let contract: Contract
    let endpoint: Endpoint
    let headers: [HARPair]

    func findings() -> [FindingDraft] {
        tenantFindings() + forbiddenFindings() + expectedFindings()
    }

    private func tenantFindings() -> [FindingDraft] {
        guard let tenant = contract.auth?.tenant, let value = headers.value(named: tenant.header) else { return [] }
        let note = (tenant.provenance.mark, "the tenant travels in \(tenant.header) as \(tenant.type)")
        guard endpoint.sendsTenant else {
            return [
                FindingDraft(
                    kind: .tenantUnexpected, message: "carries \(tenant.header), but the endpoint sends no tenant",
                    note: (endpoint.provenance.mark, "endpoint '\(endpoint.name)' sends no tenant"))
            ]
        }
        if let omitted = tenant.omitWhen, value == omitted {
            return [
                FindingDraft(
                    kind: .tenantInvalid,
                    message: "carries \(tenant.header): \(omitted); that tenant is sent as no header at all",
                    note: (tenant.provenance.mark, "`omitWhen: \(omitted)`"))
            ]
        }
        guard let identifier = contract.identifier(named: tenant.type) else { return [] }
        let valid =
            identifier.storage == .string ? !value.isEmpty : LenientText.isNumeric(value) && Int(value) != nil
        guard !valid else { return [] }
        return [
            FindingDraft(
                kind: .tenantInvalid,
                message: "\(tenant.header) \(Quoting.quoted(value)) is not a valid \(tenant.type)", note: note)
        ]
    }

    private func forbiddenFindings() -> [FindingDraft] {
        contract.headers.never.filter { !headers.values(named: $0).isEmpty }.map { name in
            FindingDraft(
                kind: .forbiddenHeader, message: "sends \(name), a header the contract says never to send",
                note: (headersMark, "`headers.never` lists \(name)"))
        }
    }

    private func expectedFindings() -> [FindingDraft] {
        var expected = contract.headers.always
        if case .json = endpoint.body { expected += contract.headers.jsonBody }
        return expected.compactMap { header in
            guard let value = headers.value(named: header.name) else {
                return FindingDraft(
                    kind: .headerMismatch, message: "has no \(header.name) header; the client sends `\(header.value)`",
                    note: (headersMark, "every such request carries `\(header.name): \(header.value)`"))
            }
            guard !Self.mediaTypes(value).contains(Self.mediaType(header.value)) else { return nil }
            return FindingDraft(
                kind: .headerMismatch,
                message: "\(header.name) is \(Quoting.quoted(value)); the client sends `\(header.value)`",
                note: (headersMark, "every such request carries `\(header.name): \(header.value)`"))
        }
    }

    private var headersMark: SourceMark {
        contract.headers.provenance?.mark ?? contract.info.provenance.mark
    }

    /// `application/json; charset=utf-8` → `application/json`.
    static func mediaType(_ value: String) -> String {
        String(value.prefix { $0 != ";" }).trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// The media types of a list such as `application/json, text/plain, */*`.
    static func mediaTypes(_ value: String) -> [String] { value.split(separator: ",").map { mediaType(String($0)) } }
}
