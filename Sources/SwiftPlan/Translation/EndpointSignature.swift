import Contract

/// An endpoint method's parameters and the statements that turn them into a request: path parameters, query, body,
/// credentials, and a multipart body's progress handler. Parameter names are claimed in a scope that reserves every
/// local and parameter the method's body declares (and `core`, which it calls unqualified), so no contract name can
/// shadow one; the example tests call the method with the same names.
struct EndpointSignature {
    /// What one parameter of the method stands for: what a caller (the generated example tests among them) passes.
    enum ArgumentRole {
        case pathParameter(Endpoint.Parameter)
        case query(Endpoint.Parameter)
        /// A text field of a multipart or form body.
        case field(Endpoint.Parameter)
        /// A `oneOf:` group's enum.
        case group(Endpoint.ParameterGroup)
        /// The JSON body, of this model.
        case body(model: String)
        case file, fileName, mimeType
        /// The session snapshot; optional for an endpoint whose authentication is.
        case credentials(optional: Bool)
        case progress
        /// The call's own ``CallOptions`` (`options:`), last, defaulted to none.
        case options
    }

    private(set) var parameters: [SwiftParameter] = []
    /// What each of ``parameters`` stands for, in the same order.
    private(set) var roles: [ArgumentRole] = []
    var documentation: [(name: SwiftIdentifier, text: DocText)] = []
    var preflight: [SwiftStatement] = []
    var prepareArguments: [SwiftArgument] = []
    /// The Swift name of each path parameter, query parameter and form field, by its contract name.
    var pathNames: [String: SwiftIdentifier] = [:]
    var queryNames: [String: SwiftIdentifier] = [:]
    var fieldNames: [String: SwiftIdentifier] = [:]
    /// The Swift name of each `oneOf:` group's argument, by group name.
    var groupNames: [String: SwiftIdentifier] = [:]

    private static let optionsDoc = DocText(
        "This call's own options (a deadline, extra headers and query items; secret ones redacted as the token is), "
            + "sent after the client's (`with(_:)`); `.none` changes nothing.")

    private static let progressDoc = DocText(
        "Hears how much of the body has been sent while it goes out, one call at a time and never after the method "
            + "returns (`UploadProgressHandler`); nil: nobody.")

    init(translator: Translator, endpoint: Endpoint) {
        let operation = SwiftExpression.name(GeneratedLocal.operation.identifier)
        let core = SwiftExpression.name(GeneratedLocal.core.identifier)
        let query = GeneratedLocal.query.identifier
        let form = GeneratedLocal.form.identifier
        var scope = NameScope(reserved: GeneratedLocal.endpointMethod.map(\.identifier))
        preflight.append(
            .let(
                GeneratedLocal.operation.identifier, nil,
                .type(translator.operationType).member(translator.names.endpoints[endpoint.name]!.method)))

        var pathEntries: [SwiftDictionaryEntry] = []
        for parameter in endpoint.pathParameters {
            let name = scope.claim(SwiftNames.lowerCamel(parameter.name))
            pathNames[parameter.name] = name
            addParameter(
                SwiftParameter(.same, name, translator.types.swiftType(parameter.type)), .pathParameter(parameter))
            documentation.append((name, Self.doc(parameter, "path parameter")))
            pathEntries.append(SwiftDictionaryEntry(.string(parameter.name), Self.text(name, type: parameter.type)))
        }

        var queryItems: [SwiftExpression] = []
        var optionalQuery: [SwiftStatement] = []
        // A value computed per call is the runtime's to add (``EndpointSpec/perCallValues``), never an argument.
        for parameter in endpoint.query where endpoint.group(of: parameter.name) == nil && parameter.perCall == nil {
            if let derived = Self.derivedValue(parameter, translator) {
                queryItems.append(Self.queryItem(parameter.name, derived, isSecret: true))
                continue
            }
            if let constant = parameter.constant {
                queryItems.append(Self.queryItem(parameter.name, .string(constant), isSecret: false))
                continue
            }
            let name = scope.claim(SwiftNames.lowerCamel(parameter.name))
            queryNames[parameter.name] = name
            let type = Self.parameterType(parameter, translator)
            addParameter(
                parameter.isOptional
                    ? SwiftParameter(.same, name, type.optional, default: .code(SwiftFragment("nil")))
                    : SwiftParameter(.same, name, type), .query(parameter))
            documentation.append((name, Self.doc(parameter, "query parameter")))
            let item =
                parameter.separator.map { Self.listItem(parameter.name, name, type: parameter.type, separator: $0) }
                ?? Self.queryItem(
                    parameter.name, parameter.isSecret ? .name(name) : Self.text(name, type: parameter.type),
                    isSecret: parameter.isSecret)
            if parameter.isOptional {
                optionalQuery.append(
                    .if(
                        .optionalBinding(name, nil),
                        [.expression(.call(.name(query).member(RuntimeMember.append), [SwiftArgument(item)]))]))
            } else {
                queryItems.append(item)
            }
        }
        let groupsQuery = endpoint.query.contains { endpoint.group(of: $0.name) != nil }
        let hasQuery = !queryItems.isEmpty || !optionalQuery.isEmpty || groupsQuery

        var bodyStatements: [SwiftStatement] = []
        var reportsProgress = false
        let body: SwiftExpression
        switch endpoint.body {
        case .none:
            body = .implicitRuntimeMember(RuntimeMember.none)
        case .json(let modelName):
            let bodyName = GeneratedLocal.body.identifier
            addParameter(
                SwiftParameter(.wildcard, bodyName, .named(translator.typeName(modelName))), .body(model: modelName),
                at: 0)
            documentation.insert((bodyName, "The request body."), at: 0)
            if let model = translator.contract.model(named: modelName),
                model.fields.contains(where: { $0.maxLength != nil || $0.isNonEmpty || $0.range != nil })
            {
                let violation = GeneratedLocal.violation.identifier
                bodyStatements.append(
                    .if(
                        .optionalBinding(
                            violation, .call(.name(bodyName).member(RuntimeMember.limitViolation), [])),
                        [
                            .throw(
                                .call(
                                    core.member(RuntimeMember.rejectedInput),
                                    [
                                        SwiftArgument(.name(violation)),
                                        SwiftArgument(GeneratedLocal.operation.identifier, operation),
                                    ]))
                        ], layout: .block))
            }
            body = .call(
                core.member(RuntimeMember.encodeJSON),
                [SwiftArgument(.name(bodyName)), SwiftArgument(GeneratedLocal.operation.identifier, operation)])
        case .multipart(let fileField, let fields):
            let file = GeneratedLocal.file.identifier
            let fileName = GeneratedLocal.fileName.identifier
            let mimeType = GeneratedLocal.mimeType.identifier
            addParameter(SwiftParameter(.same, file, .runtime(.url)), .file)
            addParameter(SwiftParameter(.same, fileName, .runtime(.string)), .fileName)
            addParameter(SwiftParameter(.same, mimeType, .runtime(.string)), .mimeType)
            documentation += [
                (file, "The local file to upload; streamed, never loaded whole."),
                (fileName, "The file name the server sees; no CR, LF, quote, backslash or slash."),
                (mimeType, "The file's real MIME type, `type/subtype`."),
            ]
            bodyStatements.append(.var(form, nil, .call(.runtime(.multipartForm), [])))
            bodyStatements += addFields(
                fields.filter { endpoint.group(of: $0.name) == nil }, to: form, scope: &scope, translator: translator)
            bodyStatements.append(
                .expression(
                    .call(
                        .name(form).member(RuntimeMember.addFile),
                        [
                            SwiftArgument(
                                .call(
                                    .runtime(.multipartFile),
                                    [
                                        SwiftArgument(SwiftIdentifier("fieldName"), .string(fileField)),
                                        SwiftArgument(SwiftIdentifier("fileURL"), .name(file)),
                                        SwiftArgument(fileName, .name(fileName)),
                                        SwiftArgument(mimeType, .name(mimeType)),
                                    ]))
                        ])))
            body = .call(.implicitRuntimeMember(RuntimeMember.multipart), [SwiftArgument(.name(form))])
            reportsProgress = true
        case .form(let fields):
            let additions = addFields(
                fields.filter { endpoint.group(of: $0.name) == nil }, to: form, scope: &scope, translator: translator)
            // A form with no field of its own or of a group stays empty: a constant, or the compiler warns.
            let isFilled = !additions.isEmpty || fields.contains { endpoint.group(of: $0.name) != nil }
            let emptyForm = SwiftExpression.call(.runtime(.urlEncodedForm), [])
            bodyStatements.append(isFilled ? .var(form, nil, emptyForm) : .let(form, nil, emptyForm))
            bodyStatements += additions
            body = .call(.implicitRuntimeMember(RuntimeMember.form), [SwiftArgument(.name(form))])
        }
        bodyStatements += addGroups(endpoint, scope: &scope, translator: translator)
        var session = SwiftExpression.code(SwiftFragment("nil"))
        if endpoint.auth.mayCarryCredentials, let credentials = translator.credentialsType {
            let name = GeneratedLocal.credentials.identifier
            let what = translator.contract.auth?.session == nil ? "token" : "cookies"
            let carried = translator.contract.auth?.tenant == nil ? what : "\(what) and tenant"
            if endpoint.auth == .optional {
                addParameter(
                    SwiftParameter(.same, name, credentials.optional, default: .code(SwiftFragment("nil"))),
                    .credentials(optional: true))
                documentation.append(
                    (
                        name,
                        DocText(
                            "The session snapshot whose \(carried) this request carries, when signed in; nil sends "
                                + "the request signed out.")
                    ))
                session = .name(name).member(RuntimeMember.sessionHeaders, optionalChain: true)
            } else {
                addParameter(SwiftParameter(.same, name, credentials), .credentials(optional: false))
                documentation.append((name, DocText("The session snapshot whose \(carried) this request carries.")))
                session = .name(name).member(RuntimeMember.sessionHeaders)
            }
        }
        // Last, so that a call can pass the handler as a trailing closure.
        let progress = GeneratedLocal.progress.identifier
        if reportsProgress {
            addParameter(
                SwiftParameter(
                    .same, progress, SwiftType.runtime(.uploadProgressHandler).optional,
                    default: .code(SwiftFragment("nil"))), .progress)
            documentation.append((progress, Self.progressDoc))
        }
        // After the handler, whose trailing closure still binds to it: a trailing closure skips no defaulted closure.
        let options = GeneratedLocal.options.identifier
        addParameter(
            SwiftParameter(
                .same, options, .runtime(.callOptions), default: .implicitRuntimeMember(RuntimeMember.none)),
            .options)
        documentation.append((options, Self.optionsDoc))

        if hasQuery {
            let queryType = SwiftType.array(.runtime(.queryItem))
            let declared = SwiftExpression.array(queryItems)
            preflight.append(
                optionalQuery.isEmpty && !groupsQuery
                    ? .let(query, queryType, declared) : .var(query, queryType, declared))
        }
        // A number's documented bounds, checked before anything is built.
        let bounded =
            endpoint.pathParameters.compactMap { parameter in pathNames[parameter.name].map { (parameter, $0) } }
            + endpoint.query.compactMap { parameter in queryNames[parameter.name].map { (parameter, $0) } }
            + (endpoint.body.textFields ?? []).compactMap { field in fieldNames[field.name].map { (field, $0) } }
        preflight += RangeChecks.parameterChecks(bounded) + optionalQuery + bodyStatements
        prepareArguments = [SwiftArgument(operation)]
        if !pathEntries.isEmpty {
            prepareArguments.append(SwiftArgument(SwiftIdentifier("pathParameters"), .dictionary(pathEntries)))
        }
        if hasQuery { prepareArguments.append(SwiftArgument(query, .name(query))) }
        prepareArguments += [
            SwiftArgument(SwiftIdentifier("session"), session), SwiftArgument(SwiftIdentifier("body"), body),
        ]
        if reportsProgress { prepareArguments.append(SwiftArgument(progress, .name(progress))) }
        prepareArguments.append(SwiftArgument(options, .name(options)))
    }

    /// Adds a parameter of the method and what it stands for (at `index`, else last).
    mutating func addParameter(_ parameter: SwiftParameter, _ role: ArgumentRole, at index: Int? = nil) {
        parameters.insert(parameter, at: index ?? parameters.count)
        roles.insert(role, at: index ?? roles.count)
    }

    /// The value of a parameter derived from a session cookie (`from: { cookie: bili_jct }`): the credentials'
    /// property, always a ``Secret``; nil for a parameter the app passes.
    static func derivedValue(_ parameter: Endpoint.Parameter, _ translator: Translator) -> SwiftExpression? {
        guard let cookieName = parameter.fromCookie, let session = translator.contract.auth?.session,
            let field = translator.cookieFields(session).first(where: { $0.cookie.name == cookieName })
        else { return nil }
        let value = SwiftExpression.name(GeneratedLocal.credentials.identifier).member(field.name)
        return field.cookie.isSecret ? value : .call(.runtime(.secret), [SwiftArgument(value)])
    }

    /// `.value("wire", text)`, or `.secret("wire", secret)` for a secret parameter.
    static func queryItem(_ wireName: String, _ value: SwiftExpression, isSecret: Bool) -> SwiftExpression {
        .call(
            .implicitRuntimeMember(isSecret ? RuntimeMember.secret : RuntimeMember.value),
            [SwiftArgument(.string(wireName)), SwiftArgument(value)])
    }

    /// The parameter's doc, or one that names it; a secret parameter's says it is never printed.
    static func doc(_ parameter: Endpoint.Parameter, _ kind: String) -> DocText {
        var text = parameter.provenance.docMarkdown ?? "The `\(parameter.name)` \(kind)."
        if let range = parameter.range { text += " " + RangeChecks.fact(range) }
        return DocText(parameter.isSecret ? text + " A secret: sent as given, never printed." : text)
    }

    /// A parameter's Swift type: a secret one is a ``Secret`` (lint has checked it is a string).
    static func parameterType(_ parameter: Endpoint.Parameter, _ translator: Translator) -> SwiftType {
        parameter.isSecret ? .runtime(.secret) : translator.types.swiftType(parameter.type)
    }

    /// The text a path, query or form value is sent as (an enum's raw value, whatever its case).
    static func text(_ name: SwiftIdentifier, type: TypeRef) -> SwiftExpression {
        text(of: .name(name), type: type)
    }

    /// The text `value` (of `type`) is sent as.
    static func text(of value: SwiftExpression, type: TypeRef) -> SwiftExpression {
        switch type {
        case .scalar(.string): value
        case .identifier: value.member(RuntimeMember.description)
        case .enumeration:
            .call(
                .runtime(.string),
                [SwiftArgument(SwiftIdentifier("describing"), value.member(RuntimeMember.rawValue))])
        // A date counted from 1970, as its whole units.
        case .scalar(.unixSeconds):
            .call(.type(.runtime(.epochDateText)).member(RuntimeMember.seconds), [SwiftArgument(value)])
        case .scalar(.unixMillis):
            .call(.type(.runtime(.epochDateText)).member(RuntimeMember.milliseconds), [SwiftArgument(value)])
        default: .call(.runtime(.string), [SwiftArgument(SwiftIdentifier("describing"), value)])
        }
    }

    /// The texts of a list's elements, as ``text(of:type:)`` makes each: `ids.map(\.description)`,
    /// `kinds.map(\.rawValue)`, `days.map(EpochDateText.seconds)`, or the list itself for a list of strings.
    static func elementTexts(_ name: SwiftIdentifier, type: TypeRef) -> SwiftExpression {
        let transform: SwiftExpression
        switch type.listElement {
        case .scalar(.string): return .name(name)
        case .scalar(.unixSeconds): transform = .type(.runtime(.epochDateText)).member(RuntimeMember.seconds)
        case .scalar(.unixMillis): transform = .type(.runtime(.epochDateText)).member(RuntimeMember.milliseconds)
        case .enumeration: transform = .code(SwiftFragment("\\.rawValue.description"))
        default: transform = .code(SwiftFragment("\\.description"))
        }
        return .call(.name(name).member(RuntimeMember.map), [SwiftArgument(transform)])
    }

    /// `.list("ids", ids.map { … }, separator: ",")`: a list sent as one value.
    static func listItem(
        _ wireName: String, _ name: SwiftIdentifier, type: TypeRef, separator: String
    ) -> SwiftExpression {
        .call(
            .implicitRuntimeMember(RuntimeMember.list),
            [
                SwiftArgument(.string(wireName)), SwiftArgument(elementTexts(name, type: type)),
                SwiftArgument(SwiftIdentifier("separator"), .string(separator)),
            ])
    }
}
