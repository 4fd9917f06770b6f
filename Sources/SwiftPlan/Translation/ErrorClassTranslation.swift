import Contract
import TextFoundation

/// `<Prefix>ErrorClass`: one case per class, and the client-action flags as computed properties.
extension Translator {
    func errorClassesPlan() -> ErrorClassFilePlan {
        let classes = contract.errorClasses
        let typeName = names.errorClass
        let cases = classes.map { errorClass -> PlannedDeclaration in
            var paragraphs: [DocText] = errorClass.provenance.docMarkdown.map { [DocText($0)] } ?? []
            if let when = errorClass.when { paragraphs.append(DocText("When: \(sentence(MarkdownText.inert(when)))")) }
            if let action = errorClass.action {
                paragraphs.append(DocText("Client action: \(sentence(MarkdownText.inert(action)))"))
            }
            let name = errorCase(errorClass.name)
            return PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment(
                        paragraphs, notes: notes(errorClass.provenance),
                        remark: remark(errorClass.provenance, kind: "error class", name: errorClass.name)),
                    .enumCase(
                        name, rawValue: name.name == errorClass.name ? nil : StringLiteral(errorClass.name),
                        associated: nil)),
                symbolName: name.name, origin: "errorClass:\(errorClass.name)")
        }
        func flag(_ name: StaticString, _ doc: DocText, _ value: (ErrorClass) -> Bool) -> PlannedDeclaration {
            let yes = classes.filter(value).map { SwiftPattern.expression(.implicitMember(errorCase($0.name))) }
            let no = classes.filter { !value($0) }.map { SwiftPattern.expression(.implicitMember(errorCase($0.name))) }
            let body: SwiftStatement
            if yes.isEmpty {
                body = .expression(.bool(false))
            } else if no.isEmpty {
                body = .expression(.bool(true))
            } else if yes.count <= no.count {
                body = .switch(
                    .code(SwiftFragment("self")),
                    [
                        SwiftSwitchCase(patterns: yes, body: [.expression(.bool(true))]),
                        SwiftSwitchCase(patterns: [], body: [.expression(.bool(false))]),
                    ])
            } else {
                body = .switch(
                    .code(SwiftFragment("self")),
                    [
                        SwiftSwitchCase(patterns: no, body: [.expression(.bool(false))]),
                        SwiftSwitchCase(patterns: [], body: [.expression(.bool(true))]),
                    ])
            }
            return property(name, doc, .runtime(.bool)).with(body: [body])
        }
        let states = classes.compactMap { errorClass in
            errorClass.endsIn.map { state in
                SwiftSwitchCase(
                    patterns: [.expression(.implicitMember(errorCase(errorClass.name)))],
                    body: [.expression(RuntimeCase.sessionState(state))])
            }
        }
        let flags = [
            flag("invalidatesSession", "The session that made the request must be dropped, if it is still current.") {
                $0.invalidatesSession
            },
            flag("keepsCredentials", "Stored credentials stay.") { $0.keepsCredentials },
            flag("isRetryable", "The client may retry automatically (idempotent endpoints only).") { $0.isRetryable },
            flag("refreshes", "Refresh the session once and replay the request.") { $0.refreshes },
            property(
                "endsInSessionState", "The session state this class ends in, where the docs name one.",
                .runtime(.sessionState).optional
            ).with(
                body: [
                    states.isEmpty
                        ? .expression(.code(SwiftFragment("nil")))
                        : .switch(
                            .code(SwiftFragment("self")),
                            states + [SwiftSwitchCase(patterns: [], body: [.expression(.code(SwiftFragment("nil")))])])
                ]),
        ]
        let errorAlias = PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment(
                    "A failed call of this API: its class, the facts it was classified from, and the client action."
                ),
                .typeAlias(names.error, .generic(SwiftFragment(.apiError), [errorClassType]))),
            symbolName: names.error.name, origin: "errorClasses")
        let errorClass = ErrorClassesPlan(
            typeName: typeName,
            declaration: PlannedDeclaration(
                SwiftDeclaration(
                    doc: DocComment("The failure classes of the contract, each with the client action it prescribes."),
                    .type(
                        .enum, errorClassType,
                        conformances: [.runtime(.string), .runtime(.apiErrorClass), .runtime(.caseIterable)])),
                symbolName: typeName.name, origin: "errorClasses"),
            cases: cases,
            name: property("name", "The canonical name of the class.", .runtime(.string)).with(
                body: .expression(.name(GeneratedLocal.rawValue.identifier))),
            flags: flags)
        return ErrorClassFilePlan(errorAlias: errorAlias, errorClass: errorClass)
    }

    /// A computed property of the error-class enum.
    private func property(_ name: StaticString, _ doc: DocText, _ type: SwiftType) -> PlannedDeclaration {
        PlannedDeclaration(
            SwiftDeclaration(
                doc: DocComment(doc), .property(.var, SwiftIdentifier(name), type, initializer: nil, showsType: true)),
            symbolName: name.description, origin: "errorClasses")
    }
}

/// A contract phrase as a doc sentence: ends with a full stop unless it already ends in punctuation.
private func sentence(_ text: String) -> String {
    guard let last = text.last, !".!?:;".contains(last) else { return text }
    return text + "."
}
