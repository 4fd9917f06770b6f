import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// Builds the contract of an OpenAPI document: info and base URL, envelopes, auth, endpoints, error rules, then
/// the examples the document gives, checked as lint will check them, and only the definitions something uses.
struct OpenAPIAssembly {
    let document: OpenAPIDocument
    let options: DraftOptions
    let reader: SchemaReader
    let zing: ZingExtensionReading
    var notes = DraftNotes()
    var guesses = GuessBook()

    init(document: OpenAPIDocument, options: DraftOptions) {
        self.document = document
        self.options = options
        reader = SchemaReader(document: document)
        zing = ZingExtensionReading(document: document)
    }

    /// Every operation with its path, path item and method.
    private mutating func operations() -> [(path: String, item: DocumentNode, method: HTTPMethod, node: DocumentNode)] {
        var result: [(String, DocumentNode, HTTPMethod, DocumentNode)] = []
        for (path, raw) in document.root["paths"]?.entries ?? [] {
            guard let item = document.dereferenced(raw) else { continue }
            for (key, _) in item.entries where ["head", "options", "trace"].contains(key) {
                noteOut(item[key]!, "a \(key.uppercased()) operation (the format has GET, POST, PUT, PATCH and DELETE)")
            }
            var published: [(method: HTTPMethod, node: DocumentNode)] = []
            for (key, method) in OperationReading.methods {
                if let node = item[key] { published.append((method, node)) }
            }
            if let kept = Self.oneOperation(of: published, path: path) {
                for other in published where other.method != kept.method {
                    noteOut(
                        other.node,
                        "the same operation published under \(published.count) methods (a mapping without a method); drafted once, as \(kept.method.rawValue)"
                    )
                }
                published = [kept]
            }
            for (method, node) in published { result.append((path, item, method, node)) }
        }
        return result
    }

    /// The one operation to draft where a path publishes the same operation under several methods (springfox lists
    /// every method for a `@RequestMapping` without one: `logoutUsingGET`, `logoutUsingPOST`, …): GET for a name that
    /// reads (`queryById`), else POST; nil where the methods' operations differ.
    static func oneOperation(of published: [(method: HTTPMethod, node: DocumentNode)], path: String)
        -> (method: HTTPMethod, node: DocumentNode)?
    {
        guard published.count > 1 else { return nil }
        let names = published.map { operation -> String? in
            operation.node["operationId"]?.string.map {
                OperationReading.name($0, method: operation.method, path: path)
            }
        }
        guard let name = names[0], names.allSatisfy({ $0 == name }) else { return nil }
        let reads = ["get", "list", "query", "find", "fetch", "search", "check", "load", "count"]
        let first = Naming.words(name).first?.lowercased() ?? ""
        let preferred: HTTPMethod = reads.contains(first) ? .get : .post
        return published.first { $0.method == preferred } ?? published[0]
    }

    mutating func noteOut(_ node: DocumentNode, _ reason: String) {
        notes.leaveOut(node.location(in: document.file), because: reason)
    }

    mutating func contract(file: String) throws(DraftError) -> Contract {
        if let (node, parts) = serverURLCredentials() {
            noteOut(node, "the server URL's \(URLCredentialPart.words(parts) ?? "") (a contract holds no credential)")
        }
        let operations = self.operations()
        guard !operations.isEmpty else {
            throw DraftError(
                file: file, message: "the document has no GET, POST, PUT, PATCH or DELETE operation; nothing to draft")
        }
        let reading = OperationReading(document: document, reader: reader, zing: zing)
        let security = SecurityReading(document: document, notes: &notes)
        // Envelopes: the export's own, else the wrapper most answers share, and `bare` for the rest.
        var envelopes: [Envelope] = []
        var wrapped: Set<String> = []
        var freeForm: Set<String> = []
        if let declared = zing.envelopes() {
            envelopes = declared.map { Envelope(name: $0.name, format: $0.format, provenance: $0.provenance) }
        } else if let found = WrapperDetection(document: document).detect(operations.map(\.node)) {
            envelopes = [Envelope(name: found.found.name, format: found.found.format, provenance: DraftProvenance.none)]
            wrapped = found.wrapped
            freeForm = found.freeForm
            guesses.add(Guess(.envelope, found.found.reason), at: .envelope(found.found.name))
        }
        let wrapper = wrapped.isEmpty ? nil : envelopes.first
        // Auth.
        let globalSecurity = document.root["security"]
        var token = zing.token()
        var cookies: [String] = zing.session()?.cookies.map(\.name) ?? []
        if token == nil, cookies.isEmpty {
            let requirements = (globalSecurity?.items ?? []) + operations.flatMap { $0.node["security"]?.items ?? [] }
            (token, cookies) = security.credential(of: requirements)
            if let token {
                guesses.add(
                    Guess(.tokenPlacement, "the document's security scheme puts the token in `\(token.shape)`"),
                    at: DraftPlace.auth.appending("token"))
            }
        }
        var headerToken: String?
        if token == nil, cookies.isEmpty {
            // Springfox documents often declare the token as a header parameter of each operation instead.
            let headers = operations.flatMap { reading.parameters($0.node, pathItem: $0.item) }
                .filter { $0["in"]?.string == "header" }.compactMap { $0["name"]?.string }.filter(
                    TokenPlaceNames.isTokenHeader)
            if let name = headers.first {
                headerToken = name
                token = .header(name: name, scheme: nil)
                guesses.add(
                    Guess(
                        .tokenPlacement, "operations declare the header `\(name)`, which looks like the session token"),
                    at: DraftPlace.auth.appending("token"))
            }
        }
        let tenant = zing.tenant()
        if let tenant { _ = reader.component(tenant.type, at: document.root) }
        var endpoints: [Endpoint] = []
        var examplesByEndpoint: [[OperationReading.DocumentExample]] = []
        var taken: Set<String> = []
        for operation in operations {
            var endpoint = self.endpoint(
                operation, reading: reading, security: security, globalSecurity: globalSecurity,
                headerToken: headerToken,
                envelopes: &envelopes, wrapper: wrapped.contains(operation.node.pointer) ? wrapper : nil,
                freeFormWrapper: freeForm.contains(operation.node.pointer) ? wrapper : nil, taken: &taken)
            if token == nil, cookies.isEmpty { endpoint.auth = .none }
            endpoints.append(endpoint)
            examplesByEndpoint.append(reading.examples(operation.node))
        }
        var authRules: AuthRules?
        if let token {
            let life = zing.tokenLife()
            authRules = AuthRules(
                token: .init(
                    placement: token, setBy: life.setBy, deliveries: life.deliveries, endsBy: life.endsBy,
                    provenance: DraftProvenance.none), tenant: tenant,
                provenance: DraftProvenance.none)
        } else if let session = zing.session(), !session.cookies.isEmpty {
            authRules = AuthRules(token: nil, session: session, tenant: tenant, provenance: DraftProvenance.none)
        } else if !cookies.isEmpty {
            // Cookie schemes without the export's session facts: no endpoint is known to set them.
            noteOut(
                document.root,
                "a cookie security scheme, but no operation is known to set the cookies (a contract's session needs `setBy`)"
            )
            for index in endpoints.indices { endpoints[index].auth = .none }
        }
        for index in endpoints.indices where authRules?.tenant == nil { endpoints[index].sendsTenant = false }
        let classes: [ErrorClass]
        let rules: [ErrorRule]
        if let declared = zing.errorClasses(),
            let declaredRules = zing.rules(document.root[ZingExtension.errorRules.key])
        {
            (classes, rules) = (declared, declaredRules)
        } else {
            (classes, rules) = ErrorRuleDrafting.draft(
                codes: [], hasAuth: authRules != nil, envelopes: envelopes.map(\.format), guesses: &guesses)
        }
        var contract = Contract(
            file: "draft.yaml", format: 1, info: info(), identifiers: [], envelopes: envelopes, auth: authRules,
            headers: zing.headers(), errorClasses: classes, errorRules: rules,
            retry: zing.retry() ?? RetryDefaults(),
            clientPolicy: ClientPolicy(
                maxResponseBytes: zing.maxResponseBytes() ?? ClientPolicy.defaultMaxResponseBytes,
                timeout: zing.timeout()?.seconds),
            endpoints: endpoints)
        contract.identifiers = reader.identifiers
        contract.perCall = zing.perCallRules()
        contract.signing = zing.signing()
        contract.models = reader.models
        contract.enums = reader.enums
        contract.unions = reader.unions
        OpenAPIExamples(contract: contract).attach(examplesByEndpoint, to: &contract)
        DefinitionPruning.prune(&contract)
        reader.inDocumentOrder(&contract)
        SchemaReader.keepingModelReplacements(&contract)
        for model in DeprecationRepair.keepUsedModels(&contract) {
            let mark = model.provenance.mark
            notes.leaveOut(
                "\(document.file):\(mark.line):\(mark.column) (model \(model.name))",
                because: "a schema's deprecation while operations or schemas that are not deprecated use it",
                isEntries: false)
        }
        return contract
    }

    private func info() -> Info {
        let info = document.root["info"]
        let title = info?["title"]?.string.map(ProseText.clean).flatMap { $0.isEmpty ? nil : $0 } ?? "Drafted API"
        let module =
            options.module ?? document.root["info"]?[ZingExtension.module.key]?.string ?? InfoDrafting.module(
                fromTitle: title)
            ?? baseURL().flatMap(InfoDrafting.module(fromHost:))
            ?? InfoDrafting.module(
                fromTitle: URL(fileURLWithPath: document.file).deletingPathExtension().lastPathComponent)
            ?? "DraftedAPI"
        let docs = info?[ZingExtension.docs.key]?.strings ?? [document.file]
        return InfoDrafting.info(
            title: title, module: module, version: info?["version"]?.string.map(ProseText.clean) ?? "draft",
            date: info?[ZingExtension.docDate.key]?.string ?? options.date, baseURL: baseURL(), docs: docs,
            doc: info?["description"]?.string.map(ProseText.clean))
    }

    /// The first server's absolute URL (variables at their defaults), or Swagger 2.0's scheme, host and base path;
    /// nil for a relative URL or a host left to the deployment (`.invalid`). User info (`user:password@`), a query
    /// (`?api_key=…`) and a fragment are never kept: a contract holds no credential (``serverURLCredentials()``).
    private func baseURL() -> String? {
        guard let url = serverURL(), var components = URLComponents(string: url),
            ["http", "https"].contains(components.scheme ?? ""),
            let host = components.host, !host.isEmpty, !host.hasSuffix(".invalid")
        else { return nil }
        components.user = nil
        components.password = nil
        components.query = nil
        components.fragment = nil
        guard var text = components.string else { return nil }
        while text.hasSuffix("/") { text.removeLast() }
        return text
    }

    /// What the server URL held that the base URL leaves out, for the summary: nil when it held none of it.
    func serverURLCredentials() -> (node: DocumentNode, parts: [URLCredentialPart])? {
        guard let url = serverURL(), let components = URLComponents(string: url) else { return nil }
        let parts = URLCredentialPart.parts(of: components)
        let node =
            document.version == .openAPI3 ? document.root["servers"]?.items.first : document.root["host"]
        guard !parts.isEmpty, let node else { return nil }
        return (node, parts)
    }

    /// The server's URL as the document writes it (variables at their defaults).
    private func serverURL() -> String? {
        var text: String?
        if document.version == .openAPI3, let server = document.root["servers"]?.items.first,
            var url = server["url"]?.string
        {
            for (name, variable) in server["variables"]?.entries ?? [] {
                url = url.replacingOccurrences(of: "{\(name)}", with: variable["default"]?.string ?? "")
            }
            text = url
        } else if document.version == .swagger2, let host = document.root["host"]?.string {
            let schemes = document.root["schemes"]?.strings ?? []
            let scheme = schemes.contains("https") || schemes.isEmpty ? "https" : "http"
            text = "\(scheme)://\(host)\(document.root["basePath"]?.string ?? "")"
        }
        return text
    }
}
