import Contract
import TextFoundation
import WireVocabulary

/// The module's DocC landing page (``CatalogPlan``), from the contract and the names the plan claimed.
extension Translator {
    func catalogPlan(_ endpoints: [EndpointPlan]) -> CatalogPlan {
        let info = contract.info
        let client = names.client.name
        var clientLinks = [client, names.clientProtocol.name]
        if let credentials = names.credentials { clientLinks.append(credentials.name) }
        clientLinks += [names.error.name, names.errorClass.name, names.contract.name, names.operation.name]
        let listed = zip(clientEndpoints, endpoints).map { endpoint, plan in
            (
                group: CatalogGroup(endpoint.role),
                endpoint: CatalogEndpointPlan(
                    link: Self.symbolLink("\(client)/\(Self.docLink(plan.clientExtension.method))"),
                    request: Self.markdownCell("`\(endpoint.method.rawValue) \(endpoint.path)`"))
            )
        }
        let groups = CatalogGroup.allCases.compactMap { group -> CatalogGroupPlan? in
            let members = listed.filter { $0.group == group }.map(\.endpoint)
            return members.isEmpty
                ? nil
                : CatalogGroupPlan(
                    article: group.article, title: group.rawValue, summary: group.summary, endpoints: members)
        }
        let errorClasses = contract.errorClasses.map { errorClass in
            CatalogErrorClassPlan(
                link: Self.symbolLink("\(names.errorClass.name)/\(errorCase(errorClass.name).name)"),
                meaning: Self.markdownCell(errorClass.when ?? errorClass.provenance.doc ?? ""),
                action: Self.markdownCell(Self.actions(of: errorClass).joined(separator: " ")))
        }
        let types =
            contract.identifiers.map(\.name) + contract.models.map(\.name) + contract.unions.map(\.name)
            + contract.enums.map(\.name)
        let notes = contract.documentationNotes.map { Self.markdownLine($0.description) }
        return CatalogPlan(
            module: info.module, title: Self.markdownLine(info.title), version: Self.markdownLine(info.version),
            date: Self.markdownLine(info.date), sources: info.docs.map { Self.markdownLine($0) },
            clientLinks: clientLinks.map(Self.symbolLink), groups: groups,
            typeLinks: types.map { Self.symbolLink(typeName($0).name) }, errorClasses: errorClasses,
            notes: notes.isEmpty ? nil : CatalogNotesPlan(lines: notes))
    }

    /// How the landing page groups the client's methods.
    private enum CatalogGroup: String, CaseIterable {
        case session = "Signing in and out", reads = "Reading", writes = "Writing"

        /// The article's file name.
        var article: String {
            switch self {
            case .session: "SigningInAndOut"
            case .reads: "Reading"
            case .writes: "Writing"
            }
        }

        var summary: String {
            switch self {
            case .session: "The endpoints that start, refresh and end a session."
            case .reads: "The endpoints that read, which the client may retry where the contract allows it."
            case .writes:
                "The endpoints that change something on the server, which the client never repeats on its own."
            }
        }

        init(_ role: EndpointRole) {
            switch role {
            case .login, .refresh, .logout: self = .session
            case .read: self = .reads
            case .write: self = .writes
            }
        }
    }

    /// What a class tells the app: the contract's action, then what its flags make the client do.
    private static func actions(of errorClass: ErrorClass) -> [String] {
        var actions = errorClass.action.map { [sentence($0)] } ?? []
        if errorClass.invalidatesSession { actions.append("Ends the session.") }
        if errorClass.keepsCredentials { actions.append("Keeps the stored credentials.") }
        if errorClass.refreshes { actions.append("Refreshes the session once and replays the call.") }
        if errorClass.isRetryable { actions.append("Retried automatically on idempotent reads.") }
        if let state = errorClass.endsIn { actions.append("The session ends as `\(state)`.") }
        return actions
    }

    private static func sentence(_ text: String) -> String {
        let trimmed = markdownLine(text)
        guard let last = trimmed.last, !".!?。".contains(last) else { return trimmed }
        return trimmed + "."
    }

    /// A method's DocC link path: its name and argument labels, `appleNativeLogin(_:)`.
    static func docLink(_ method: PlannedDeclaration) -> String {
        guard case .function(.identifier(let name), let parameters, _, _, _) = method.declaration.kind else {
            return method.symbolName
        }
        let labels = parameters.map { ($0.argumentLabel?.name ?? "_") + ":" }
        return "\(name.name)(\(labels.joined()))"
    }

    /// ``` ``path`` ```: a DocC symbol link.
    private static func symbolLink(_ path: String) -> String { "``\(path)``" }

    /// Contract text as one line of Markdown: inert (``MarkdownText/inert(_:)``: no link to another scheme than
    /// `http` or `https`, no directive, HTML or symbol link), line breaks and tabs become spaces, runs of spaces one,
    /// the ends are trimmed (with `escapingBars`, each `|` is escaped too, which would end a table's cell). Text that
    /// needs none of it is returned as it is.
    static func markdownLine(_ text: String, escapingBars: Bool = false) -> String {
        let text = MarkdownText.inert(text)
        let space = UInt8(ascii: " "), bar = UInt8(ascii: "|")
        let bytes = Array(text.utf8)
        func isBlank(_ byte: UInt8) -> Bool {
            byte == space || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
        }
        func needsWork(_ index: Int) -> Bool {
            let byte = bytes[index]
            if isBlank(byte) {
                return byte != space || index == 0 || index + 1 == bytes.count || bytes[index - 1] == space
            }
            return escapingBars && byte == bar
        }
        guard bytes.indices.contains(where: needsWork) else { return text }
        var line: [UInt8] = []
        line.reserveCapacity(bytes.count + 8)
        var pendingSpace = false
        for index in bytes.indices {
            let byte = bytes[index]
            if isBlank(byte) {
                pendingSpace = !line.isEmpty
                continue
            }
            if pendingSpace { line.append(space) }
            pendingSpace = false
            if escapingBars && byte == bar { line.append(UInt8(ascii: "\\")) }
            line.append(byte)
        }
        return String(decoding: line, as: UTF8.self)
    }

    /// Contract text as one cell of a Markdown table: one line, its bars escaped.
    private static func markdownCell(_ text: String) -> String { markdownLine(text, escapingBars: true) }
}
