import Contract
import OpenAPIExport
import XCTest

/// Walks every stored attribute of the contract model and fails when the export has no place for one: a key added
/// to the contract format must show in the OpenAPI document (docs/openapi-export.md) or be listed here as not
/// exported, with why.
final class ExportCoverageTests: XCTestCase {
    /// Attribute → where the export of ``FullContract`` shows it (object keys and array indexes).
    static let places = ownPlaces.merging(PagingCoverage.places) { own, _ in own }
    private static let ownPlaces: [String: [String]] = [
        "Contract.format": ["openapi"], "Contract.info": ["info"], "Contract.file": ["info", "x-zing-contract"],
        "Contract.identifiers": ["components", "schemas", "TenantID"],
        "Contract.models": ["components", "schemas", "Request"],
        "Contract.unions": ["components", "schemas", "Outcome"],
        "Contract.envelopes": ["x-zing-envelopes", "standard"],
        "Contract.auth": ["components", "securitySchemes", "sessionToken"], "Contract.headers": ["x-zing-headers"],
        "Contract.errorClasses": ["x-zing-error-classes"], "Contract.errorRules": ["x-zing-error-rules"],
        "Contract.retry": ["x-zing-retry"], "Contract.endpoints": ["paths"],
        "Contract.clientPolicy": ["x-zing-client-policy"],
        "ClientPolicy.maxResponseBytes": ["x-zing-client-policy", "maxResponseBytes"],
        "ClientPolicy.provenance": ["x-zing-client-policy", "description"],
        "Endpoint.isServerOnly": ["paths", "/renew", "post", "x-zing-server-only"],
        "Endpoint.maxResponseBytes": ["paths", "/upload", "post", "x-zing-client-policy", "maxResponseBytes"],
        "ClientPolicy.timeout": ["x-zing-client-policy", "timeout"],
        "Endpoint.timeout": ["paths", "/upload", "post", "x-zing-client-policy", "timeout"],
        "Endpoint.timeoutSource": ["paths", "/upload", "post", "x-zing-client-policy", "source"],
        "Info.title": ["info", "title"], "Info.module": ["info", "x-zing-module"], "Info.version": ["info", "version"],
        "Info.date": ["info", "x-zing-doc-date"], "Info.baseURL": ["servers", "0", "url"],
        "Info.docs": ["info", "x-zing-docs"], "Info.provenance": ["info", "description"],
        "Info.generate": [], "Info.accessLevel": [], "Contract.scenarios": [],
        "Provenance.doc": ["components", "schemas", "Request", "description"],
        "Provenance.source": ["components", "schemas", "Request", "x-zing-source"], "Provenance.mark": [],
        "Provenance.deviations": ["components", "schemas", "Request", "x-zing-deviation"],
        "Provenance.policy": ["components", "schemas", "Request", "properties", "token", "x-zing-policy"],
        "Deviation.source": ["components", "schemas", "Request", "x-zing-deviation", "source"],
        "Deviation.reason": ["components", "schemas", "Request", "x-zing-deviation", "reason"],
        "Deviation.mark": [],
        "PolicyNote.key": ["components", "schemas", "Request", "properties", "token", "x-zing-policy", "maxLength"],
        "PolicyNote.value": [
            "components", "schemas", "Request", "properties", "token", "x-zing-policy", "maxLength", "value",
        ],
        "PolicyNote.reason": [
            "components", "schemas", "Request", "properties", "token", "x-zing-policy", "maxLength", "reason",
        ],
        "PolicyNote.mark": [],
        "Identifier.name": ["components", "schemas", "TenantID"],
        "Identifier.storage": ["components", "schemas", "TenantID", "x-zing-identifier"],
        "Identifier.wire": ["components", "schemas", "TenantID", "oneOf"],
        "Identifier.provenance": ["components", "schemas", "TenantID", "x-zing-source"],
        "Model.name": ["components", "schemas", "Result"],
        "Model.isOpen": ["components", "schemas", "Request", "additionalProperties"],
        "Model.fields": ["components", "schemas", "Request", "properties"],
        "Model.provenance": ["components", "schemas", "Request", "x-zing-source"],
        "Field.name": ["components", "schemas", "Request", "properties", "token"],
        "Field.type": ["components", "schemas", "Request", "properties", "token", "type"],
        "Field.isOptional": ["components", "schemas", "Request", "required"],
        "Field.isNullable": ["components", "schemas", "Request", "properties", "note", "type", "1"],
        "Field.wire": ["components", "schemas", "Result", "properties", "count", "oneOf"],
        "Field.invalid": ["components", "schemas", "Result", "properties", "tenant", "x-zing-invalid"],
        "Field.isSecret": ["components", "schemas", "Request", "properties", "token", "x-zing-secret"],
        "Field.maxLength": ["components", "schemas", "Request", "properties", "token", "maxLength"],
        "Field.isNonEmpty": ["components", "schemas", "Request", "properties", "token", "x-zing-non-empty"],
        "Field.range": ["components", "schemas", "Result", "properties", "count", "x-zing-range"],
        "NumericRange.minimum": ["components", "schemas", "Result", "properties", "count", "x-zing-range", "minimum"],
        "Parameter.range": ["paths", "/login/{realm}", "post", "parameters", "5", "schema", "minimum"],
        "NumericRange.maximum": ["paths", "/login/{realm}", "post", "parameters", "5", "schema", "maximum"],
        "Field.noValue": ["components", "schemas", "Result", "properties", "rank", "x-zing-no-value"],
        "Field.serverTruncatesAt": [
            "components", "schemas", "Request", "properties", "note", "x-zing-server-truncates-at",
        ],
        "Field.isNotForAuthorization": [
            "components", "schemas", "Result", "properties", "count", "x-zing-not-for-authorization",
        ],
        "Field.provenance": ["components", "schemas", "Request", "properties", "token", "x-zing-source"],
        "Union.name": ["components", "schemas", "Outcome"],
        "Union.variants": ["components", "schemas", "Outcome", "oneOf"],
        "Union.provenance": ["components", "schemas", "Outcome", "x-zing-source"],
        "Variant.name": ["components", "schemas", "Outcome", "oneOf", "0", "title"],
        "Variant.type": ["components", "schemas", "Outcome", "oneOf", "0", "allOf", "0", "$ref"],
        "Variant.discriminatorKey": ["components", "schemas", "Outcome", "oneOf", "0", "required"],
        "Variant.provenance": ["components", "schemas", "Outcome", "oneOf", "0", "x-zing-source"],
        "Envelope.format": ["x-zing-envelopes", "standard", "style"],
        "Envelope.name": ["components", "schemas", "standard.Failure"],
        "EnvelopeFormat.style": ["x-zing-envelopes", "standard", "style"],
        "EnvelopeFormat.successField": ["components", "schemas", "standard.Failure", "properties", "ok"],
        "EnvelopeFormat.codeField": ["components", "schemas", "standard.Failure", "properties", "code"],
        "EnvelopeFormat.errorCodeField": ["components", "schemas", "standard.Failure", "properties", "error"],
        "EnvelopeFormat.messageField": ["components", "schemas", "standard.Failure", "properties", "message"],
        "EnvelopeFormat.payloadField": ["x-zing-envelopes", "standard", "payload"],
        "EnvelopeFormat.statusCodeField": ["components", "schemas", "standard.Failure", "properties", "status"],
        "EnvelopeFormat.timestampField": ["components", "schemas", "standard.Failure", "properties", "at"],
        "EnvelopeFormat.successCodes": ["x-zing-envelopes", "standard", "successCodes"],
        "EnvelopeFormat.codeKind": ["x-zing-envelopes", "coded", "codeType"],
        "EnvelopeFormat.successWithoutCode": ["x-zing-envelopes", "coded", "successWithoutCode"],
        "EnvelopeFormat.problemDetails": ["x-zing-envelopes", "problems", "problemDetails"],
        "EnvelopeFormat.fallbackCodeFields": ["x-zing-envelopes", "coded", "code", "1"],
        "EnvelopeFormat.fallbackMessageFields": ["x-zing-envelopes", "coded", "message", "1"],
        "FieldPath.keys": ["x-zing-envelopes", "coded", "code"],
        "BusinessCode.int": ["x-zing-envelopes", "standard", "successCodes", "0"],
        "Envelope.provenance": ["x-zing-envelopes", "standard", "x-zing-source"],
        "AuthRules.token": ["x-zing-headers", "token"], "AuthRules.tenant": ["x-zing-headers", "tenant"],
        "AuthRules.provenance": [], "AuthRules.session": [], "Parameter.fromCookie": [],
        "Token.placement": ["components", "securitySchemes", "sessionToken", "scheme"], "Token.provenance": [],
        "Token.setBy": [], "Token.deliveries": [], "Token.endsBy": [],
        "TokenPlacement.header": ["x-zing-headers", "token", "header"],
        "TokenPlacement.header.name": ["x-zing-headers", "token", "header"],
        "TokenPlacement.header.scheme": ["components", "securitySchemes", "sessionToken", "scheme"],
        "TenantHeader.header": ["paths", "/list", "get", "parameters", "0", "name"],
        "TenantHeader.type": ["x-zing-headers", "tenant", "type"],
        "TenantHeader.omitWhen": ["paths", "/list", "get", "parameters", "0", "x-zing-omit-when"],
        "TenantHeader.provenance": [],
        "HeaderRules.always": ["paths", "/list", "get", "parameters", "1", "schema", "const"],
        "HeaderRules.jsonBody": ["x-zing-headers", "jsonBody", "Content-Type"],
        "HeaderRules.never": ["x-zing-headers", "never"], "HeaderRules.provenance": [],
        "Header.name": ["x-zing-headers", "always", "X-Client"],
        "Header.value": ["x-zing-headers", "always", "Accept"],
        "ErrorClass.name": ["x-zing-error-classes", "expired"],
        "ErrorClass.when": ["x-zing-error-classes", "expired", "when"],
        "ErrorClass.invalidatesSession": ["x-zing-error-classes", "expired", "invalidatesSession"],
        "ErrorClass.keepsCredentials": ["x-zing-error-classes", "expired", "keepsCredentials"],
        "ErrorClass.isRetryable": ["x-zing-error-classes", "offline", "retryable"],
        "ErrorClass.refreshes": ["x-zing-error-classes", "refresh", "refreshes"],
        "ErrorClass.endsIn": ["x-zing-error-classes", "expired", "endsIn"],
        "ErrorClass.isRaisedByClient": ["x-zing-error-classes", "mine", "raisedByClient"],
        "ErrorClass.action": ["x-zing-error-classes", "expired", "action"],
        "ErrorClass.provenance": ["x-zing-error-classes", "expired", "x-zing-source"],
        "RuleCondition.transport": ["x-zing-error-rules", "0", "transport"],
        "RuleCondition.local": ["x-zing-error-rules", "1", "local"],
        "RuleCondition.http": ["x-zing-error-rules", "2", "http"],
        "RuleCondition.when": ["x-zing-error-rules", "2", "when"],
        "RuleCondition.errorCodes": ["x-zing-error-rules", "3", "errorCode"],
        "RuleCondition.codes": ["x-zing-error-rules", "4", "code"],
        "RuleCondition.message": ["x-zing-error-rules", "4", "message"],
        "MessageTest.match": ["x-zing-error-rules", "4", "message", "glob"],
        "MessageTest.texts": ["x-zing-error-rules", "4", "message", "glob", "0"],
        "RuleCondition.success": ["x-zing-error-rules", "5", "success"],
        "StatusRange.lower": ["x-zing-error-rules", "6", "http"],
        "StatusRange.upper": ["x-zing-error-rules", "6", "http"],
        "RuleCondition.body": ["x-zing-error-rules", "7", "body"],
        "RuleCondition.conditionsFailed": ["x-zing-error-rules", "8", "conditions"],
        "RuleCondition.otherwise": ["x-zing-error-rules", "9", "otherwise"],
        "ErrorRule.condition": ["x-zing-error-rules", "0"],
        "ErrorRule.errorClass": ["x-zing-error-rules", "0", "class"],
        "ErrorRule.provenance": ["x-zing-error-rules", "0", "x-zing-source"],
        "RetryDefaults.maxAttempts": ["x-zing-retry", "maxAttempts"],
        "RetryDefaults.baseDelay": ["x-zing-retry", "baseDelay"],
        "RetryDefaults.maxDelay": ["x-zing-retry", "maxDelay"],
        "RetryDefaults.retryAfterCap": ["x-zing-retry", "retryAfterCap"], "RetryDefaults.provenance": [],
        "Endpoint.name": ["paths", "/login/{realm}", "post", "operationId"],
        "Endpoint.method": ["paths", "/login/{realm}", "post"], "Endpoint.path": ["paths", "/login/{realm}"],
        "Endpoint.pathParameters": ["paths", "/login/{realm}", "post", "parameters", "0", "in"],
        "Endpoint.query": ["paths", "/login/{realm}", "post", "parameters", "1", "in"],
        "Endpoint.auth": ["paths", "/login/{realm}", "post", "security"],
        "Endpoint.sendsTenant": ["paths", "/login/{realm}", "post", "x-zing-sends-tenant"],
        "Endpoint.role": ["paths", "/login/{realm}", "post", "x-zing-role"],
        "Endpoint.retry": ["paths", "/list", "get", "x-zing-retry"],
        "Endpoint.body": ["paths", "/login/{realm}", "post", "requestBody"],
        "Endpoint.parameterGroups": ["paths", "/follow", "post", "x-zing-one-of"],
        "ParameterGroup.name": ["paths", "/follow", "post", "x-zing-one-of", "target"],
        "ParameterGroup.members": ["paths", "/follow", "post", "x-zing-one-of", "target", "1"],
        "ParameterGroup.provenance": [],
        "Endpoint.response": ["paths", "/login/{realm}", "post", "responses", "200"],
        "Endpoint.errorRules": ["paths", "/login/{realm}", "post", "x-zing-error-rules", "0", "code"],
        "Endpoint.examples": [
            "paths", "/login/{realm}", "post", "requestBody", "content", "application/json", "examples",
        ],
        "Endpoint.provenance": ["paths", "/login/{realm}", "post", "x-zing-source"],
        "Body.json": ["paths", "/login/{realm}", "post", "requestBody", "content", "application/json"],
        "Body.json.model": ["paths", "/login/{realm}", "post", "requestBody", "content", "application/json", "schema"],
        "Body.multipart": ["paths", "/upload", "post", "requestBody", "content", "multipart/form-data"],
        "Body.form": ["paths", "/follow", "post", "requestBody", "content", "application/x-www-form-urlencoded"],
        "Body.form.fields": [
            "paths", "/follow", "post", "requestBody", "content", "application/x-www-form-urlencoded", "schema",
            "properties", "csrf",
        ],
        "Body.multipart.fileField": [
            "paths", "/upload", "post", "requestBody", "content", "multipart/form-data", "schema", "properties", "file",
        ],
        "Body.multipart.fields": [
            "paths", "/upload", "post", "requestBody", "content", "multipart/form-data", "schema", "properties",
            "folder",
        ],
        "Parameter.name": ["paths", "/login/{realm}", "post", "parameters", "0", "name"],
        "Parameter.type": ["paths", "/login/{realm}", "post", "parameters", "0", "schema"],
        "Parameter.constant": ["paths", "/login/{realm}", "post", "parameters", "1", "schema", "const"],
        "Parameter.isOptional": ["paths", "/login/{realm}", "post", "parameters", "2", "required"],
        "Parameter.isSecret": ["paths", "/login/{realm}", "post", "parameters", "3", "schema", "x-zing-secret"],
        "Parameter.provenance": ["paths", "/login/{realm}", "post", "parameters", "0", "x-zing-source"],
        "Parameter.separator": ["paths", "/login/{realm}", "post", "parameters", "4", "x-zing-separator"],
        "Parameter.perCall": ["paths", "/login/{realm}", "post", "parameters", "6", "schema", "x-zing-per-call"],
        "Contract.perCall": ["x-zing-per-call"], "Contract.signing": ["x-zing-signing"],
        "Endpoint.isSigned": ["paths", "/poll", "get", "x-zing-signed"],
        "SigningRules.values": ["x-zing-signing", "adds"],
        "SigningRules.provenance": ["x-zing-signing", "x-zing-source"],
        "SignedValue.placement": ["x-zing-signing", "adds", "0", "query"],
        "SignedValue.isSecret": ["x-zing-signing", "adds", "1", "secret"],
        "Placement.query": ["x-zing-signing", "adds", "0", "query"],
        "PerCallRule.value": ["x-zing-per-call", "0", "from"],
        "PerCallRule.methods": ["x-zing-per-call", "0", "methods"],
        "PerCallRule.provenance": ["x-zing-per-call", "0", "x-zing-source"],
        "PerCallValue.kind": ["x-zing-per-call", "0", "from"],
        "PerCallValue.placement": ["x-zing-per-call", "0", "header"],
        "Placement.header": ["x-zing-per-call", "0", "header"],
        "Kind.random": ["x-zing-per-call", "0", "from", "random"],
        "Kind.random..0": ["x-zing-per-call", "0", "from", "random"],
        "Kind.random.length": ["x-zing-per-call", "0", "from", "length"],
        "Response.envelope": ["paths", "/login/{realm}", "post", "x-zing-success", "envelope"],
        "Response.payload": ["paths", "/login/{realm}", "post", "x-zing-success", "payload"],
        "Response.type": ["paths", "/login/{realm}", "post", "x-zing-success", "type"],
        "Response.require": ["paths", "/login/{realm}", "post", "x-zing-success", "require"],
        "Response.provenance": [],
        "Requirement.path": ["paths", "/upload", "post", "x-zing-success", "require", "0"],
        "Requirement.predicate": ["paths", "/upload", "post", "x-zing-success", "require", "0"],
        "Requirement.provenance": [],
        "Example.name": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
        ],
        "Example.isConstructed": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-constructed",
        ],
        "Example.request": [
            "paths", "/login/{realm}", "post", "requestBody", "content", "application/json", "examples", "ok", "value",
        ],
        "Example.status": ["paths", "/upload", "post", "responses", "500"],
        "Example.response": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "value",
        ],
        "Example.expectation": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-expect",
        ],
        "Example.expectedMessage": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-expect", "message",
        ],
        "Example.signedIn": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-signed-in",
        ],
        "Example.provenance": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-source",
        ],
        "Example.responseHeaders": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-response-headers", "Retry-After",
        ],
        "Expectation.success": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-expect", "success",
        ],
        "Expectation.success.values": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-expect", "values", "tenant",
        ],
        "Expectation.failure": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples",
            "failed", "x-zing-expect", "class",
        ],
        "Expectation.failure.errorClass": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples",
            "failed", "x-zing-expect", "class",
        ],
        "Expectation.failure.code": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples",
            "failed", "x-zing-expect", "code",
        ],
        "Expectation.failure.errorCode": [
            "paths", "/upload", "post", "responses", "500", "content", "application/json", "examples", "failed",
            "x-zing-expect", "errorCode",
        ],
        "ExpectedValue.path": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-expect", "values", "tenant",
        ],
        "ExpectedValue.json": [
            "paths", "/login/{realm}", "post", "responses", "200", "content", "application/json", "examples", "ok",
            "x-zing-expect", "values", "tenant",
        ],
        "Contract.enums": ["components", "schemas", "Level"], "Enumeration.name": ["components", "schemas", "Kind"],
        "Enumeration.storage": ["components", "schemas", "Level", "x-zing-enum", "storage"],
        "Enumeration.wire": ["components", "schemas", "Level", "anyOf", "1", "oneOf"],
        "Enumeration.cases": ["components", "schemas", "Level", "anyOf", "0", "enum"],
        "Enumeration.provenance": ["components", "schemas", "Level", "x-zing-source"],
        "Case.name": ["components", "schemas", "Level", "x-zing-enum", "cases", "0", "name"],
        "Case.value": ["components", "schemas", "Level", "x-zing-enum", "cases", "0", "value"],
        "Value.int": ["components", "schemas", "Level", "x-zing-enum", "cases", "1", "value"],
        "Value.string": ["components", "schemas", "Kind", "x-zing-enum", "cases", "0", "value"],
        "Case.deprecation": ["components", "schemas", "Level", "x-zing-enum", "cases", "0", "x-zing-deprecated"],
        "Case.provenance": ["components", "schemas", "Level", "x-zing-enum", "cases", "0", "x-zing-source"],
        "Endpoint.deprecation": ["paths", "/mine", "get", "deprecated"],
        "Endpoint.server": [],
        "Model.deprecation": ["components", "schemas", "Legacy", "deprecated"],
        "Field.deprecation": ["components", "schemas", "Request", "properties", "note", "deprecated"],
        "Deprecation.since": ["paths", "/mine", "get", "x-zing-deprecated", "since"],
        "Deprecation.note": ["paths", "/mine", "get", "x-zing-deprecated", "note"],
        "Deprecation.replacement": ["paths", "/mine", "get", "x-zing-deprecated", "replacement"],
        "Deprecation.mark": [],
        "Requirement.variant": ["paths", "/login/{realm}", "post", "x-zing-success", "require", "1"],
        "RuleCondition.payload": ["paths", "/poll", "get", "x-zing-error-rules", "0", "payload"],
        "Response.success": ["paths", "/poll", "get", "x-zing-success", "payloadConditions"],
        "Response.failureData": ["paths", "/poll", "get", "x-zing-failure-data"],
        "Response.successCodes": ["paths", "/poll", "get", "x-zing-success", "successCodes"],
        "FailureData.type": ["paths", "/poll", "get", "x-zing-failure-data", "type"],
        "FailureData.classes": ["paths", "/poll", "get", "x-zing-failure-data", "on"],
        "FailureData.provenance": ["paths", "/poll", "get", "x-zing-failure-data", "x-zing-source"],
        "PayloadSuccessCondition.condition": [
            "paths", "/poll", "get", "x-zing-success", "payloadConditions", "0", "payload",
        ],
        "PayloadSuccessCondition.provenance": [
            "paths", "/poll", "get", "x-zing-success", "payloadConditions", "0", "x-zing-source",
        ],
        "PayloadCondition.require": ["paths", "/poll", "get", "x-zing-success", "payloadConditions", "0", "payload"],
        "PayloadCondition.when": ["paths", "/poll", "get", "x-zing-success", "payloadConditions", "0", "when"],
        "PayloadTest.field": ["paths", "/poll", "get", "x-zing-success", "payloadConditions", "0", "payload", "field"],
        "PayloadTest.check": [
            "paths", "/poll", "get", "x-zing-success", "payloadConditions", "0", "payload", "nonEmpty",
        ],
        "Check.oneOf": ["paths", "/poll", "get", "x-zing-success", "payloadConditions", "0", "when", "in"],
    ]

    /// Attributes the export leaves out on purpose (an empty place above), and why.
    static let notExported = ownNotExported.merging(PagingCoverage.notExported) { own, _ in own }
    private static let ownNotExported: [String: String] = [
        "Info.generate": "whether Swift is generated says nothing about the API",
        "Info.accessLevel": "how visible the generated Swift is says nothing about the API",
        "Contract.scenarios":
            "worlds for the contract's own mock server; OpenAPI has no set of examples across operations",
        "Provenance.mark": "a place in the contract file, for diagnostics",
        "Deviation.mark": "a place in the contract file", "PolicyNote.mark": "a place in the contract file",
        "AuthRules.provenance": "auth has no doc of its own in OpenAPI", "Token.provenance": "a file place",
        "TenantHeader.provenance": "a file place", "HeaderRules.provenance": "a file place",
        "RetryDefaults.provenance": "a file place", "Response.provenance": "a file place",
        "Requirement.provenance": "a file place", "Deprecation.mark": "a place in the contract file",
        "Endpoint.server":
            "exported as the operation's `servers` and `x-zing-server`, which this one-server contract has none of; "
            + "ServerExportTests checks them on a contract with two servers",
        "AuthRules.session":
            "this contract's session is a token; a cookie session's schemes are checked by SessionSecurityTests",
        "Parameter.fromCookie": "this contract has no cookie session; SessionSecurityTests checks x-zing-from-cookie",
        "ParameterGroup.provenance": "a file place",
        "Token.setBy": "this contract's token has no sign-in; TokenLifeExportTests checks x-zing-headers.token.setBy",
        "Token.deliveries": "TokenLifeExportTests checks x-zing-headers.token.deliveries",
        "Token.endsBy": "TokenLifeExportTests checks x-zing-headers.token.endsBy",
    ]

    func testEveryAttributeOfTheModelHasAPlaceInTheExport() throws {
        let contract = try ExportFixtures.contract(text: FullContract.text)
        let document = try OpenAPIExporter.document(for: contract)
        var seen: Set<String> = []
        walk(contract, into: &seen)
        XCTAssertEqual(
            seen.subtracting(Self.places.keys).sorted(), [],
            "model attributes the OpenAPI export says nothing of: export them (docs/openapi-export.md) and list "
                + "where here, or list them in `notExported` with why")
        for (attribute, place) in Self.places.sorted(by: { $0.key < $1.key }) {
            if place.isEmpty {
                XCTAssertNotNil(Self.notExported[attribute], "\(attribute) has no place and no reason")
            } else {
                XCTAssertNotNil(document.at(place), "\(attribute): nothing at \(place.joined(separator: " › "))")
            }
        }
        XCTAssertEqual(Set(Self.places.keys).subtracting(seen).sorted(), [], "attributes the model no longer has")
    }

    /// Records `Type.attribute` for every stored property (and enum case with a payload) of contract model values.
    private func walk(_ value: Any, into seen: inout Set<String>, prefix: String? = nil) {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional, .collection, .set, .dictionary:
            for child in mirror.children { walk(child.value, into: &seen, prefix: prefix) }
            return
        case .tuple:
            for child in mirror.children {
                if let prefix, let label = child.label { seen.insert("\(prefix).\(label)") }
                walk(child.value, into: &seen)
            }
            return
        default:
            break
        }
        let typeName = String(reflecting: type(of: value))
        guard typeName.hasPrefix("Contract.") || typeName.hasPrefix("WireVocabulary."), typeName != "Contract.TypeRef"
        else { return }
        let shortName = String(typeName.split(separator: ".").last ?? "")
        for child in mirror.children {
            guard let label = child.label else { continue }
            let key = "\(shortName).\(label)"
            seen.insert(key)
            walk(child.value, into: &seen, prefix: mirror.displayStyle == .enum ? key : nil)
        }
    }
}
