import Contract
import TextFoundation
import WireVocabulary

/// Turns one endpoint into an OpenAPI operation: parameters (path, query, the tenant header), its request body,
/// its responses with their examples, its security, and what OpenAPI cannot say in `x-zing-…` members.
struct OperationTranslator {
    let contract: Contract
    let types: SchemaTranslator
    let envelopes: EnvelopeSchemas

    /// The security scheme that carries the session token, when the contract has one.
    static let tokenScheme = "sessionToken"

    func operation(_ endpoint: Endpoint) -> JSONValue {
        var operation: JSONValue = ["operationId": .string(endpoint.name)]
        if let doc = endpoint.provenance.doc { operation = operation.setting("description", .string(doc)) }
        let parameters = self.parameters(endpoint)
        if !parameters.isEmpty { operation = operation.setting("parameters", .array(parameters)) }
        let placement = ExamplePlacement(
            endpoint: endpoint, envelope: contract.envelope(for: endpoint), contract: contract)
        if let body = requestBody(endpoint, placement: placement) { operation = operation.setting("requestBody", body) }
        operation = operation.setting("responses", responses(endpoint, placement: placement))
        if let auth = contract.auth {
            operation = operation.setting(
                "security", SessionSecurity.security(endpoint, auth, tokenScheme: Self.tokenScheme))
        }
        return extensions(endpoint, placement: placement, on: operation).deprecated(endpoint.deprecation)
    }

    private func parameters(_ endpoint: Endpoint) -> [JSONValue] {
        var parameters: [JSONValue] = endpoint.pathParameters.map { parameter($0, in: "path", required: true) }
        parameters += endpoint.query.map { parameter($0, in: "query", required: !$0.isOptional) }
        if endpoint.sendsTenant, let tenant = contract.auth?.tenant {
            let storage = contract.identifier(named: tenant.type)?.storage ?? .string
            var header: JSONValue = [
                "name": .string(tenant.header), "in": "header", "required": false,
                "schema": ["type": storage == .int ? "integer" : "string"],
                "description": .string(
                    "The current tenant (\(tenant.type))"
                        + (tenant.omitWhen.map { "; not sent when it is \($0)" } ?? "") + "."),
            ]
            if let omitWhen = tenant.omitWhen { header = header.setting(ZingExtension.omitWhen.key, .string(omitWhen)) }
            parameters.append(header)
        }
        // Accept, Content-Type and Authorization are not parameters in OpenAPI: content types and security say them.
        let implicit = Set(["accept", "content-type", "authorization"])
        for header in contract.headers.always where !implicit.contains(header.name.lowercased()) {
            parameters.append([
                "name": .string(header.name), "in": "header", "required": true,
                "schema": ["type": "string", "const": .string(header.value)],
            ])
        }
        return parameters + PerCallExport.sharedParameters(endpoint, in: contract)
            + PerCallExport.signedParameters(endpoint, in: contract)
    }

    private func parameter(_ parameter: Endpoint.Parameter, in location: String, required: Bool) -> JSONValue {
        var schema = Self.bounded(types.sentSchema(for: parameter.type), parameter.range)
        if let constant = parameter.constant {
            schema = schema.setting("const", constantValue(constant, parameter.type))
        }
        if parameter.isCredential { schema = Self.secret(schema) }
        if let cookie = parameter.fromCookie { schema = schema.setting(ZingExtension.fromCookie.key, .string(cookie)) }
        if let kind = parameter.perCall { schema = schema.setting(ZingExtension.perCall.key, PerCallExport.kind(kind)) }
        var result: JSONValue = [
            "name": .string(parameter.name), "in": .string(location),
            "required": .bool(required || parameter.constant != nil),
            "schema": schema,
        ]
        if let separator = parameter.separator { result = Self.joined(result, separator: separator) }
        result = result.annotated(parameter.provenance)
        return result
    }

    /// A list parameter sent as one value: OpenAPI's style for its separator where it has one (`form` without
    /// `explode` for a comma, `pipeDelimited`, `spaceDelimited`), and the separator itself as `x-zing-separator`.
    private static func joined(_ parameter: JSONValue, separator: String) -> JSONValue {
        let style: String? =
            switch separator {
            case ",": "form"
            case "|": "pipeDelimited"
            default: nil
            }
        var result = parameter.setting(ZingExtension.separator.key, .string(separator))
        if let style { result = result.setting("style", .string(style)).setting("explode", false) }
        return result
    }

    /// A number's schema with its documented bounds (`minimum`, `maximum`), where it has them.
    static func bounded(_ schema: JSONValue, _ range: NumericRange?) -> JSONValue {
        var schema = schema
        if let minimum = range?.minimum { schema = schema.setting("minimum", .int(minimum)) }
        if let maximum = range?.maximum { schema = schema.setting("maximum", .int(maximum)) }
        return schema
    }

    /// A secret parameter's schema: a password-format string that never comes back, marked as the contract's secret.
    private static func secret(_ schema: JSONValue) -> JSONValue {
        schema.setting("format", "password").setting("writeOnly", true).setting(ZingExtension.secret.key, true)
    }

    /// A fixed query value in its type's JSON form.
    private func constantValue(_ text: String, _ type: TypeRef) -> JSONValue {
        switch type {
        case .scalar(.int), .scalar(.int64), .scalar(.unixSeconds), .scalar(.unixMillis):
            Int(text).map(JSONValue.int) ?? .string(text)
        case .scalar(.double): Double(text).map(JSONValue.double) ?? .string(text)
        case .scalar(.bool): text == "true" ? true : text == "false" ? false : .string(text)
        case .identifier(let name) where contract.identifier(named: name)?.storage == .int:
            Int(text).map(JSONValue.int) ?? .string(text)
        case .enumeration(let name) where contract.enumeration(named: name)?.storage == .int:
            Int(text).map(JSONValue.int) ?? .string(text)
        default: .string(text)
        }
    }

    private func requestBody(_ endpoint: Endpoint, placement: ExamplePlacement) -> JSONValue? {
        switch endpoint.body {
        case .none:
            return nil
        case .json(let model):
            var media: JSONValue = ["schema": SchemaTranslator.reference(model)]
            let examples = ExampleObjects.map(placement.requests, includeExpectation: false)
            if !examples.isEmpty { media = media.setting("examples", .object(examples)) }
            return ["required": true, "content": ["application/json": media]]
        case .multipart(let fileField, let fields):
            var properties = JSONObject()
            properties[fileField] = [
                "type": "string", "contentMediaType": "application/octet-stream",
                "description": "The file part, with its file name and MIME type.",
            ]
            for field in fields {
                let schema = Self.bounded(types.sentSchema(for: field.type), field.range).annotated(field.provenance)
                properties[field.name] = field.isSecret ? Self.secret(schema) : schema
            }
            let required = [fileField] + fields.filter { !$0.isOptional }.map(\.name)
            return [
                "required": true,
                "content": [
                    "multipart/form-data": [
                        "schema": ["type": "object", "required": .strings(required), "properties": .object(properties)]
                    ]
                ],
            ]
        case .form(let fields):
            var properties = JSONObject()
            for field in fields {
                var schema = Self.bounded(types.sentSchema(for: field.type), field.range).annotated(field.provenance)
                if let constant = field.constant {
                    schema = schema.setting("const", constantValue(constant, field.type))
                }
                if let separator = field.separator {
                    schema = schema.setting(ZingExtension.separator.key, .string(separator))
                }
                if let kind = field.perCall {
                    schema = schema.setting(ZingExtension.perCall.key, PerCallExport.kind(kind))
                }
                properties[field.name] = field.isSecret ? Self.secret(schema) : schema
            }
            let required = fields.filter { !$0.isOptional }.map(\.name)
            var schema: JSONValue = [
                "type": "object", "required": .strings(required), "properties": .object(properties),
            ]
            if let constraint = ParameterGroupExport.formConstraint(endpoint, fields: fields) {
                schema = schema.setting(constraint.key, constraint.value)
            }
            return ["required": true, "content": [FormURLEncoding.mediaType: ["schema": schema]]]
        }
    }

    private func responses(_ endpoint: Endpoint, placement: ExamplePlacement) -> JSONValue {
        var responses = JSONObject()
        let failure = envelopes.failureReference(for: endpoint)
        for status in placement.statuses {
            let isSuccess = (200...299).contains(status)
            var media: JSONValue = ["schema": isSuccess ? envelopes.successStatusSchema(for: endpoint) : failure]
            let examples = ExampleObjects.map(placement.responses[status] ?? [], includeExpectation: true)
            if !examples.isEmpty { media = media.setting("examples", .object(examples)) }
            let description =
                isSuccess
                ? "Success, as the success conditions in x-zing-success decide (the HTTP status alone does not)."
                : "A failure with HTTP \(status); x-zing-error-rules give its class."
            responses[String(status)] = ["description": .string(description), "content": ["application/json": media]]
        }
        responses["default"] = [
            "description": "Any other failure; x-zing-error-rules give its class (bodies that are no JSON included).",
            "content": ["application/json": ["schema": failure]],
        ]
        return .object(responses)
    }

    private func extensions(_ endpoint: Endpoint, placement: ExamplePlacement, on operation: JSONValue)
        -> JSONValue
    {
        var result = operation
        if let source = endpoint.provenance.source {
            result = result.setting(ZingExtension.source.key, .string(source))
        }
        result = result.settingDeviations(endpoint.provenance.deviations)
        result = result.setting(ZingExtension.role.key, .string(endpoint.role.rawValue))
        result = result.setting(ZingExtension.retry.key, .string(endpoint.retry.rawValue))
        result = result.setting(ZingExtension.sendsTenant.key, .bool(endpoint.sendsTenant))
        if endpoint.isServerOnly { result = result.setting(ZingExtension.serverOnly.key, true) }
        if endpoint.isSigned { result = result.setting(ZingExtension.signed.key, true) }
        var policy = JSONObject()
        if let limit = endpoint.maxResponseBytes { policy["maxResponseBytes"] = .int(limit) }
        if let timeout = endpoint.timeout { policy["timeout"] = .double(timeout) }
        if let source = endpoint.timeoutSource { policy["source"] = .string(source) }
        if !policy.isEmpty { result = result.setting(ZingExtension.clientPolicy.key, .object(policy)) }
        var success: JSONValue = [
            "envelope": .string(endpoint.response.envelope), "payload": .string(endpoint.response.payload.rawValue),
        ]
        if let type = endpoint.response.type { success = success.setting("type", .string(type.description)) }
        success = success.setting("require", .strings(endpoint.response.require.map(\.description)))
        if let codes = endpoint.response.successCodes {
            success = success.setting("successCodes", .array(codes.map(\.jsonValue)))
        }
        if !endpoint.response.success.isEmpty {
            success = success.setting("payloadConditions", PayloadRuleExtensions.conditions(endpoint.response.success))
        }
        result = result.setting(ZingExtension.success.key, success)
        if let data = endpoint.response.failureData {
            result = result.setting(ZingExtension.failureData.key, PayloadRuleExtensions.failureData(data))
        }
        if !endpoint.errorRules.isEmpty {
            result = result.setting(
                ZingExtension.errorRules.key, .array(endpoint.errorRules.map(ContractExtensions.rule)))
        }
        if let groups = ParameterGroupExport.extensionValue(endpoint) {
            result = result.setting(ZingExtension.oneOf.key, groups)
        }
        if let pagination = PaginationExport.extensionValue(endpoint) {
            result = result.setting(ZingExtension.pagination.key, pagination)
        }
        let kept = ExampleObjects.kept(placement)
        if !kept.isEmpty { result = result.setting(ZingExtension.examples.key, .array(kept)) }
        return result
    }
}
