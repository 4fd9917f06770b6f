import Contract
import Foundation
import TextFoundation

/// Holds a contract against captured traffic: matches each entry under the base URL to an endpoint, checks the
/// request and the answer, and gathers findings, outcomes, wire forms and secrets into a ``VerifyReport``.
public struct ContractVerifier {
    let contract: Contract
    let baseURL: BaseURL
    /// Where each of the contract's servers is, the default first (named nil); each matches only its own endpoints.
    let hosts: ServerHosts
    private let collector: SecretCollector

    /// - Parameters:
    ///   - baseURL: Where the default server's requests are (the contract's default server, or its only one).
    ///   - servers: Where each other named server's requests are, by server name; a server missing here has its
    ///     documented URL, and one without either is not verified.
    public init(contract: Contract, baseURL: BaseURL, servers: [String: BaseURL] = [:]) {
        self.contract = contract
        self.baseURL = baseURL
        hosts = ServerHosts(contract: contract, baseURL: baseURL, servers: servers)
        collector = SecretCollector(contract: contract)
    }

    public func verify(_ captures: [HARCapture]) -> VerifyReport {
        var session = start()
        for capture in captures {
            session.begin(capture.file)
            for entry in capture.entries { session.add(entry) }
        }
        return session.finish()
    }

    /// A verification that takes entries one at a time (a capture read as a stream keeps only one in memory).
    public func start() -> Session { Session(verifier: self) }

    /// Entries checked so far, and what they showed.
    public struct Session {
        let verifier: ContractVerifier
        var report: VerifyReport
        private var documented: [String: DocumentedCodes] = [:]
        private var redirects: RedirectTracker
        private var file = ""

        init(verifier: ContractVerifier) {
            self.verifier = verifier
            report = VerifyReport(contract: verifier.contract.file, baseURL: verifier.baseURL.description)
            redirects = RedirectTracker(baseURL: verifier.baseURL, credentials: verifier.collector)
        }

        /// The entries that follow are `file`'s.
        public mutating func begin(_ file: String) {
            self.file = file
            report.captures.append((file, 0))
            redirects = RedirectTracker(baseURL: verifier.baseURL, credentials: verifier.collector)
        }

        /// Checks one entry of the current capture.
        public mutating func add(_ entry: HAREntry) {
            report.captures[report.captures.count - 1].entries += 1
            let first = report.findings.count
            verifier.check(entry, file: file, documented: &documented, redirects: &redirects, into: &report)
            // A finding quotes what arrived whole; the secrets of the entry are known by now, so they are replaced
            // before the quotes are cut to a readable length (a cut first would leave a secret's prefix behind).
            for index in first..<report.findings.count {
                report.findings[index].message = QuotedTextBound.bounding(
                    report.secrets.scrub(report.findings[index].message))
            }
        }

        /// The report, with the endpoints no capture exercised.
        public func finish() -> VerifyReport {
            var report = report
            verifier.addUnexercised(to: &report)
            return report
        }
    }

    private func check(
        _ entry: HAREntry, file: String, documented: inout [String: DocumentedCodes],
        redirects: inout RedirectTracker, into report: inout VerifyReport
    ) {
        report.counts.total += 1
        report.secrets.formUnion(collector.secrets(of: entry))
        let (host, placement) = hosts.placement(of: entry.request.url)
        let reference = Self.reference(entry, file: file, placement: placement)
        if let leak = redirects.leak(by: entry) { report.findings.append(finding(leak, at: reference)) }
        if let defect = entry.defect {
            report.counts.unreadable += 1
            report.findings.append(finding(FindingDraft(kind: .entryUnreadable, message: defect), at: reference))
            return
        }
        guard case .under(let segments, let sameScheme) = placement, let host else {
            report.counts.elsewhere += 1
            if let draft = hosts.unknownHost(entry) { report.findings.append(finding(draft, at: reference)) }
            return
        }
        if !sameScheme {
            report.findings.append(finding(insecure(entry), at: reference))
        }
        switch host.matcher.match(method: entry.request.method, segments: segments) {
        case .none:
            report.counts.unmatched += 1
            let draft =
                hosts.wrongServer(entry, segments: segments, under: host) ?? unmatched(entry, samePath: [])
            report.findings.append(finding(draft, at: reference))
        case .wrongMethod(let samePath):
            report.counts.unmatched += 1
            report.findings.append(finding(unmatched(entry, samePath: samePath), at: reference))
        case .endpoint(let endpoint, let parameters):
            report.counts.matched += 1
            let codes = documented[endpoint.name] ?? DocumentedCodes(contract: contract, endpoint: endpoint)
            documented[endpoint.name] = codes
            check(
                entry, endpoint: endpoint, pathValues: parameters, documented: codes, reference: reference,
                into: &report)
            redirects.note(entry)
        }
    }

    private func addUnexercised(to report: inout VerifyReport) {
        let exercised = Set(report.exchanges.map(\.endpoint))
        for endpoint in contract.endpoints where !exercised.contains(endpoint.name) {
            report.notExercised.append(endpoint.name)
            report.findings.append(
                Finding(
                    kind: .endpointNotExercised,
                    message: "endpoint '\(endpoint.name)' (\(endpoint.method.rawValue) \(endpoint.path)) was never "
                        + "exercised by the captures",
                    endpoint: endpoint.name,
                    note: ContractNote(file: contract.file, mark: endpoint.provenance.mark, message: "")))
        }
    }

    private func check(
        _ entry: HAREntry, endpoint: Endpoint, pathValues: [String: String], documented: DocumentedCodes,
        reference: CaptureReference, into report: inout VerifyReport
    ) {
        let request = entry.request
        let query = request.query
        var drafts = TokenChecks(contract: contract, endpoint: endpoint, headers: request.headers, query: query)
            .findings()
        drafts += CookieChecks(
            contract: contract, endpoint: endpoint, headers: request.headers, cookies: request.cookies
        )
        .findings()
        drafts += HeaderChecks(contract: contract, endpoint: endpoint, headers: request.headers).findings()
        drafts += ParameterChecks(contract: contract, endpoint: endpoint, pathValues: pathValues, query: query)
            .findings()
        drafts += PerCallChecks(
            contract: contract, endpoint: endpoint, headers: request.headers, query: query, body: request.body
        )
        .findings()
        let body = BodyChecks(contract: contract, endpoint: endpoint, body: request.body).run()
        drafts += body.findings
        drafts += GroupChecks(endpoint: endpoint, query: query, bodyFieldNames: Self.fieldNames(request.body, endpoint))
            .findings()
        drafts += PagingChecks(endpoint: endpoint, query: query).findings()
        var exchange = Exchange(
            capture: reference, endpoint: endpoint.name, status: entry.response?.status, outcome: .unknown)
        if case .json(let model) = endpoint.body, let data = request.body?.data, let json = try? JSONValue.parse(data) {
            report.secrets.formUnion(collector.secrets(in: json, as: .model(model)))
            exchange.requestJSON = json
            exchange.requestRoundTrips =
                body.report.map { $0.problems.isEmpty && $0.unknownFields.isEmpty } == true && !Self.holdsNull(json)
        }
        if let shape = body.report { report.observe(shape, at: reference) }
        switch endpoint.body {
        case .form(let fields):
            for value in FormBodyChecks(endpoint: endpoint, fields: fields, body: request.body).secretValues {
                report.secrets.add(value)
            }
        case .multipart(_, let fields):
            let credentials = Set(fields.filter(\.isCredential).map(\.name))
            for part in request.body?.params ?? [] where credentials.contains(part.name) {
                report.secrets.add(part.value ?? "")
            }
        case .none, .json:
            break
        }

        let response = ResponseChecks(
            contract: contract, endpoint: endpoint, response: entry.response,
            carriedCredentials: RequestCredentials.carried(by: request, contract: contract, query: query),
            documented: documented
        ).run()
        drafts += response.findings
        if let checked = response.meaning?.checkedPayload {
            if let payload = checked.value, let type = endpoint.response.type {
                report.secrets.formUnion(collector.secrets(in: payload, as: type))
            }
            if let shape = checked.shape { report.observe(shape, at: reference) }
        }
        exchange.outcome = response.outcome
        exchange.responseBody = entry.response?.body.data
        report.exchanges.append(exchange)
        report.findings += drafts.map { finding($0, at: reference, endpoint: endpoint.name) }
    }

    private func finding(_ draft: FindingDraft, at reference: CaptureReference, endpoint: String? = nil) -> Finding {
        Finding(
            kind: draft.kind, message: draft.message, capture: reference, endpoint: endpoint, jsonPath: draft.jsonPath,
            note: draft.note.map { ContractNote(file: contract.file, mark: $0.mark, message: $0.message) })
    }

    private func unmatched(_ entry: HAREntry, samePath: [Endpoint]) -> FindingDraft {
        guard let other = samePath.first else {
            return FindingDraft(
                kind: .requestUnmatched, message: "no endpoint of the contract has this method and path",
                note: (contract.info.provenance.mark, "requests under \(baseURL) are held against this contract"))
        }
        let methods = samePath.map(\.method.rawValue).joined(separator: ", ")
        return FindingDraft(
            kind: .requestUnmatched, message: "no endpoint has \(entry.request.method) here; the path takes \(methods)",
            note: (other.provenance.mark, "endpoint '\(other.name)' is \(other.method.rawValue) \(other.path)"))
    }

    private func insecure(_ entry: HAREntry) -> FindingDraft {
        FindingDraft(
            kind: .insecureScheme,
            message: "sent over \(URLComponents(string: entry.request.url)?.scheme ?? "another scheme"); the base URL "
                + "is \(baseURL.scheme)",
            note: (contract.info.provenance.mark, "the base URL is \(baseURL)"))
    }

    /// Entries under the base URL are named by their path below it, as the contract writes paths.
    static func reference(_ entry: HAREntry, file: String, placement: BaseURL.Placement) -> CaptureReference {
        let path: String
        if case .under(let segments, _) = placement {
            path = "/" + segments.joined(separator: "/")
        } else if entry.request.url.isEmpty {
            path = "?"
        } else {
            let components = URLComponents(string: entry.request.url)
            path = components.map { $0.percentEncodedPath.isEmpty ? "/" : $0.percentEncodedPath } ?? "?"
        }
        return CaptureReference(file: file, entry: entry.index, method: entry.request.method, path: path)
    }

    /// Whether a JSON value holds a null anywhere (the generated client leaves absent what is nil).
    static func holdsNull(_ value: JSONValue) -> Bool {
        switch value {
        case .null: true
        case .array(let items): items.contains(where: holdsNull)
        case .object(let members): members.values.contains(where: holdsNull)
        default: false
        }
    }
}
