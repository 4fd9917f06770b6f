import Contract
import ContractDiff
import XCTest
import YAMLNodes

/// Walks every stored attribute of the contract model (by Mirror over fully populated values) and fails when one
/// has no rule that reports its change: a new attribute must come with its rule.
final class AttributeCoverageTests: XCTestCase {
    /// Attribute → the rules that report a change of it. Names identify definitions (pairing and renames).
    static let coverage: [String: [String]] = [
        "Contract.file": ["contract-added", "contract-removed"], "Contract.format": ["contract-format-changed"],
        "Contract.info": ["doc-version-changed"], "Contract.identifiers": ["identifier-added", "identifier-removed"],
        "Contract.models": ["model-added", "model-removed"], "Contract.unions": ["union-added", "union-removed"],
        "Contract.envelopes": ["envelope-added", "envelope-removed"], "Contract.auth": ["auth-added", "auth-removed"],
        "Contract.headers": ["always-header-changed"],
        "Contract.errorClasses": ["error-class-added", "error-class-removed"],
        "Contract.errorRules": ["error-rule-added", "error-rule-removed"], "Contract.retry": ["retry-policy-changed"],
        "Contract.endpoints": ["endpoint-added", "endpoint-removed"],
        "Contract.clientPolicy": ["response-size-limit-lowered", "response-size-limit-raised"],
        "ClientPolicy.maxResponseBytes": ["response-size-limit-lowered", "response-size-limit-raised"],
        "ClientPolicy.provenance": ["response-size-limit-lowered"],
        "Endpoint.maxResponseBytes": ["response-size-limit-lowered", "response-size-limit-raised"],
        "ClientPolicy.timeout": ["timeout-shortened", "timeout-lengthened"],
        "Endpoint.timeout": ["timeout-shortened", "timeout-lengthened"],
        "Endpoint.timeoutSource": ["documentation-changed"],
        "Info.title": ["info-metadata-changed"], "Info.module": ["module-renamed"],
        "Info.version": ["doc-version-changed"], "Info.date": ["doc-version-changed"],
        "Info.baseURL": ["base-url-changed", "base-url-added", "base-url-removed"],
        "Info.generate": ["generation-enabled", "generation-disabled"],
        "Info.accessLevel": ["access-level-narrowed", "access-level-widened"], "Info.docs": ["info-metadata-changed"],
        "Info.provenance": ["documentation-changed"],
        // `mark` is where every change points; `source` and `doc` are documentation.
        "Provenance.mark": ["documentation-changed"], "Provenance.source": ["documentation-changed"],
        "Provenance.doc": ["documentation-changed"],
        "Provenance.deviations": ["deviation-added", "deviation-removed", "deviation-changed"],
        "Provenance.policy": ["policy-marked", "policy-unmarked"],
        "Deviation.source": ["deviation-changed"], "Deviation.reason": ["deviation-changed"],
        "Deviation.mark": ["deviation-added"], "PolicyNote.key": ["policy-marked", "policy-unmarked"],
        "PolicyNote.value": ["retry-policy-changed", "max-length-tightened", "max-length-relaxed"],
        "PolicyNote.reason": ["documentation-changed"], "PolicyNote.mark": ["policy-marked"],
        "Identifier.name": ["identifier-renamed"], "Identifier.storage": ["identifier-storage-changed"],
        "Identifier.wire": ["identifier-wire-narrowed", "identifier-wire-widened"],
        "Identifier.provenance": ["documentation-changed"],
        "Model.name": ["model-renamed"],
        "Model.isOpen": ["model-closed", "model-opened", "closed-response-field-added"],
        "Model.fields": ["request-field-added-required", "response-field-added", "response-field-removed"],
        "Model.provenance": ["documentation-changed"],
        "Field.name": ["request-field-added-optional", "request-field-removed"],
        "Field.type": ["field-type-changed", "field-now-identifier"],
        "Field.isOptional": [
            "request-field-became-required", "request-field-became-optional", "response-field-became-optional",
            "response-field-became-required",
        ],
        "Field.isNullable": ["request-field-nullability-changed", "response-field-nullability-changed"],
        "Field.wire": [
            "response-field-wire-widened", "response-field-wire-narrowed", "request-field-wire-forms-changed",
        ],
        "Field.invalid": ["field-now-keeps-invalid-raw", "field-no-longer-keeps-invalid-raw"],
        "Field.isSecret": ["field-became-secret", "field-no-longer-secret"],
        "Field.maxLength": ["max-length-tightened", "max-length-relaxed"],
        "Field.range": ["range-tightened", "range-relaxed"], "Parameter.range": ["range-tightened", "range-relaxed"],
        "NumericRange.minimum": ["range-tightened", "range-relaxed"],
        "NumericRange.maximum": ["range-tightened", "range-relaxed"],
        "Field.isNonEmpty": ["non-empty-added", "non-empty-removed"],
        "Field.serverTruncatesAt": ["server-truncation-changed"],
        "Field.noValue": ["no-value-added", "no-value-removed", "no-value-changed"],
        "Field.isNotForAuthorization": ["not-for-authorization-changed"], "Field.provenance": ["documentation-changed"],
        "Union.name": ["union-renamed"], "Union.variants": ["union-variant-added", "union-variant-removed"],
        "Union.provenance": ["documentation-changed"],
        "Variant.name": ["union-variant-renamed"], "Variant.type": ["union-variant-type-changed"],
        "Variant.discriminatorKey": ["union-variant-key-changed"], "Variant.provenance": ["documentation-changed"],
        "Envelope.format": ["envelope-style-changed"], "Envelope.name": ["envelope-added", "envelope-removed"],
        "EnvelopeFormat.style": ["envelope-style-changed"],
        "EnvelopeFormat.successField": ["envelope-success-field-changed"],
        "EnvelopeFormat.codeField": ["envelope-code-field-changed"],
        "EnvelopeFormat.errorCodeField": ["envelope-code-field-changed"],
        "EnvelopeFormat.messageField": ["envelope-message-field-changed"],
        "EnvelopeFormat.fallbackCodeFields": ["envelope-code-field-changed"],
        "EnvelopeFormat.fallbackMessageFields": ["envelope-message-field-changed"],
        "EnvelopeFormat.payloadField": ["envelope-payload-field-changed"],
        "EnvelopeFormat.statusCodeField": ["envelope-metadata-field-changed"],
        "EnvelopeFormat.timestampField": ["envelope-metadata-field-changed"],
        "EnvelopeFormat.successCodes": ["envelope-success-codes-changed", "envelope-success-values-changed"],
        "EnvelopeFormat.codeKind": ["envelope-code-type-changed"],
        "EnvelopeFormat.successWithoutCode": ["envelope-success-without-code-changed"],
        "EnvelopeFormat.problemDetails": ["envelope-problem-details-changed"],
        "FieldPath.keys": ["envelope-code-field-changed", "envelope-payload-field-changed"],
        "BusinessCode.int": ["envelope-success-values-changed"],
        "BusinessCode.string": ["envelope-success-values-changed"],
        "Envelope.provenance": ["documentation-changed"],
        "AuthRules.token": ["token-header-renamed", "token-moved"],
        "AuthRules.tenant": ["tenant-header-added", "tenant-header-removed"],
        "AuthRules.provenance": ["auth-added"],
        "Token.placement": ["token-moved"], "Token.provenance": ["token-header-renamed"],
        "Token.setBy": ["token-setters-changed"], "Token.deliveries": ["token-sign-in-delivery-changed"],
        "Token.endsBy": ["token-enders-changed"],
        "TokenPlacement.header": ["token-moved"], "TokenPlacement.header.name": ["token-header-renamed"],
        "TokenPlacement.header.scheme": ["token-scheme-changed"], "TokenPlacement.query": ["token-moved"],
        "TokenPlacement.query.name": ["token-query-renamed"],
        "TenantHeader.header": ["tenant-header-renamed"], "TenantHeader.type": ["tenant-type-changed"],
        "TenantHeader.omitWhen": ["tenant-omit-value-changed"], "TenantHeader.provenance": ["tenant-header-renamed"],
        "HeaderRules.always": ["always-header-changed"], "HeaderRules.jsonBody": ["json-body-header-changed"],
        "HeaderRules.never": ["forbidden-header-added", "forbidden-header-removed"],
        "HeaderRules.provenance": ["always-header-changed"],
        "Header.name": ["always-header-changed", "json-body-header-changed"],
        "Header.value": ["always-header-changed", "json-body-header-changed", "example-changed"],
        "ErrorClass.name": ["error-class-renamed"], "ErrorClass.when": ["error-class-guidance-changed"],
        "ErrorClass.invalidatesSession": ["error-class-action-changed"],
        "ErrorClass.keepsCredentials": ["error-class-action-changed"],
        "ErrorClass.isRetryable": ["error-class-action-changed"],
        "ErrorClass.refreshes": ["error-class-action-changed"],
        "ErrorClass.endsIn": ["error-class-action-changed"],
        "ErrorClass.isRaisedByClient": ["error-class-action-changed"],
        "ErrorClass.action": ["error-class-guidance-changed"],
        "ErrorClass.provenance": ["documentation-changed"],
        "RuleCondition.transport": ["error-rule-added", "error-rule-removed"],
        "RuleCondition.payload": ["error-rule-added", "error-rule-removed", "payload-rule-changed"],
        "RuleCondition.message": ["error-rule-added", "error-rule-removed", "error-rule-message-changed"],
        "MessageTest.match": ["error-rule-message-changed"], "MessageTest.texts": ["error-rule-message-changed"],
        "RuleCondition.http": ["error-rule-added", "error-rule-removed"],
        "RuleCondition.codes": ["business-code-added", "business-code-removed", "business-code-added-without-rule"],
        "RuleCondition.errorCodes": ["business-code-added", "business-code-removed"],
        "RuleCondition.success": ["error-rule-added", "error-rule-removed"],
        "RuleCondition.body": ["error-rule-added", "error-rule-removed"],
        "RuleCondition.when": ["error-rule-added", "error-rule-removed"],
        "RuleCondition.conditionsFailed": ["error-rule-added", "error-rule-removed"],
        "RuleCondition.local": ["error-rule-added", "error-rule-removed"],
        "RuleCondition.otherwise": ["error-rule-added", "error-rule-removed"],
        "ErrorRule.condition": ["error-rule-added", "error-rule-removed"],
        "ErrorRule.errorClass": ["error-rule-reclassified", "business-code-reclassified"],
        "ErrorRule.provenance": ["error-rules-reordered"],
        "RetryDefaults.maxAttempts": ["retry-policy-changed"], "RetryDefaults.baseDelay": ["retry-policy-changed"],
        "RetryDefaults.maxDelay": ["retry-policy-changed"], "RetryDefaults.retryAfterCap": ["retry-policy-changed"],
        "RetryDefaults.provenance": ["retry-policy-changed"],
        "Endpoint.name": ["endpoint-renamed"], "Endpoint.method": ["endpoint-method-changed"],
        "Endpoint.path": ["endpoint-path-changed"],
        "Endpoint.pathParameters": ["path-parameter-changed", "path-parameter-renamed"],
        "Endpoint.query": [
            "query-parameter-added-required", "query-parameter-added-optional", "query-parameter-removed",
        ],
        "Endpoint.auth": ["login-now-sends-token", "endpoint-now-sends-token", "endpoint-no-longer-sends-token"],
        "Endpoint.sendsTenant": ["endpoint-tenant-header-changed"], "Endpoint.role": ["endpoint-role-changed"],
        "Endpoint.retry": ["endpoint-retry-enabled", "endpoint-retry-disabled"],
        "Endpoint.isServerOnly": ["endpoint-became-server-only", "endpoint-no-longer-server-only"],
        "Endpoint.body": ["request-body-added", "request-body-removed", "request-body-changed"],
        "Endpoint.parameterGroups": ["parameter-group-added", "parameter-group-removed", "parameter-group-changed"],
        "Endpoint.response": ["response-type-changed"],
        "Endpoint.errorRules": ["business-code-added", "error-rule-added"],
        "Endpoint.examples": ["example-added", "example-removed"], "Endpoint.provenance": ["documentation-changed"],
        "Body.json": ["request-body-changed"], "Body.multipart": ["request-body-changed"],
        "Body.multipart.fileField": ["multipart-file-field-renamed"],
        "Body.multipart.fields": ["form-field-added-required", "form-field-added-optional", "form-field-removed"],
        "Parameter.name": ["query-parameter-added-required", "query-parameter-removed"],
        "Parameter.type": ["query-parameter-changed", "form-field-changed", "path-parameter-changed"],
        "Parameter.constant": ["query-constant-changed"],
        "Parameter.isOptional": ["query-parameter-changed", "form-field-changed"],
        "Parameter.isSecret": ["parameter-secret-changed"],
        "Parameter.fromCookie": ["parameter-derivation-changed"],
        "Parameter.separator": ["parameter-separator-changed"],
        "Parameter.perCall": ["parameter-computed-changed", "per-call-value-changed"],
        "Kind.random": ["per-call-value-changed"], "Kind.random..0": ["per-call-value-changed"],
        "Kind.random.length": ["per-call-value-changed"],
        "Contract.perCall": ["per-call-value-added", "per-call-value-removed"],
        "Contract.signing": ["signed-values-changed"], "SigningRules.values": ["signed-values-changed"],
        "SigningRules.provenance": ["signed-values-changed"], "SignedValue.placement": ["signed-values-changed"],
        "SignedValue.isSecret": ["signed-values-changed"], "Placement.query": ["signed-values-changed"],
        "Endpoint.isSigned": ["endpoint-now-signed", "endpoint-no-longer-signed"],
        "PerCallRule.methods": ["per-call-value-added", "per-call-value-removed"],
        "PerCallRule.provenance": ["per-call-value-added"], "PerCallRule.value": ["per-call-value-changed"],
        "PerCallValue.kind": ["per-call-value-changed"],
        "PerCallValue.placement": ["per-call-value-added", "per-call-value-removed"],
        "Placement.header": ["per-call-value-added", "per-call-value-removed"],
        "AuthRules.session": ["credential-style-changed"],
        "CookieSessionRules.cookies": ["session-cookie-added", "session-cookie-removed"],
        "CookieSessionRules.setBy": ["session-setters-changed"],
        "CookieSessionRules.deliveries": ["sign-in-delivery-changed"],
        "CookieSessionRules.endsBy": ["session-enders-changed"],
        "CookieSessionRules.provenance": ["session-setters-changed"], "Cookie.name": ["session-cookie-added"],
        "Cookie.isSecret": ["session-cookie-secret-changed"], "Cookie.provenance": ["session-cookie-added"],
        "Parameter.provenance": ["documentation-changed"],
        "Response.envelope": ["response-envelope-changed"],
        "Response.payload": [
            "endpoint-became-message-only", "endpoint-now-returns-payload", "response-payload-location-changed",
        ],
        "Response.type": ["response-type-changed"],
        "Response.require": ["success-condition-added", "success-condition-removed"],
        "Response.successCodes": ["response-success-codes-changed"],
        "Response.success": ["payload-condition-added", "payload-condition-removed", "payload-condition-changed"],
        "Response.failureData": ["failure-data-added", "failure-data-removed", "failure-data-changed"],
        "Response.provenance": ["response-type-changed"],
        "Requirement.path": ["success-condition-added", "success-condition-removed"],
        "Requirement.predicate": ["success-condition-added", "success-condition-removed"],
        "Requirement.provenance": ["success-condition-added"],
        "Example.name": ["example-added", "example-removed"], "Example.isConstructed": ["example-changed"],
        "Example.request": ["example-changed"], "Example.status": ["example-changed"],
        "Example.responseHeaders": ["example-changed"], "Example.response": ["example-changed"],
        "Example.expectation": ["example-expectation-changed"],
        "Example.expectedMessage": ["example-expectation-changed"], "Example.signedIn": ["example-changed"],
        "Example.provenance": ["documentation-changed"],
        "Expectation.success": ["example-expectation-changed"], "Expectation.failure": ["example-expectation-changed"],
        "Body.json.model": ["request-body-changed"],
        "Expectation.success.values": ["example-expectation-changed"],
        "Expectation.failure.errorClass": ["example-expectation-changed"],
        "Expectation.failure.code": ["example-expectation-changed", "business-code-added-without-rule"],
        "Expectation.failure.errorCode": ["example-expectation-changed"],
        "StatusRange.lower": ["error-rule-added", "error-rule-removed"],
        "StatusRange.upper": ["error-rule-added", "error-rule-removed"],
        "ExpectedValue.path": ["example-expectation-changed"], "ExpectedValue.json": ["example-expectation-changed"],
        "Contract.scenarios": ["scenario-added", "scenario-removed"],
        "Scenario.name": ["scenario-added", "scenario-removed"], "Scenario.steps": ["scenario-changed"],
        "Scenario.same": ["scenario-changed"], "Scenario.listed": ["scenario-changed"],
        "Scenario.provenance": ["documentation-changed"],
        "Step.endpoint": ["scenario-changed"], "Step.example": ["scenario-changed"],
        "Step.definition": ["scenario-changed"], "Step.provenance": ["scenario-changed"],
        "ValuePath.step": ["scenario-changed"], "ValuePath.path": ["scenario-changed"],
        "Listing.value": ["scenario-changed"], "Listing.list": ["scenario-changed"],
        "Contract.enums": ["enum-added", "enum-removed"], "Enumeration.name": ["enum-renamed"],
        "Enumeration.storage": ["enum-storage-changed"],
        "Enumeration.wire": ["enum-wire-narrowed", "enum-wire-widened"],
        "Enumeration.cases": [
            "response-enum-case-added", "request-enum-case-added", "response-enum-case-removed",
            "request-enum-case-removed",
        ],
        "Enumeration.provenance": ["documentation-changed"], "Case.name": ["enum-case-renamed"],
        "Case.value": ["enum-case-value-changed"], "Value.int": ["enum-case-value-changed"],
        "Value.string": ["enum-case-value-changed"],
        "Case.deprecation": ["enum-case-deprecated", "deprecation-withdrawn", "deprecation-changed"],
        "Case.provenance": ["documentation-changed"],
        "Endpoint.deprecation": ["endpoint-deprecated", "deprecation-withdrawn", "deprecation-changed"],
        "Endpoint.server": ["endpoint-moved-server"],
        "Model.deprecation": ["model-deprecated", "deprecation-withdrawn", "deprecation-changed"],
        "Field.deprecation": ["field-deprecated", "deprecation-withdrawn", "deprecation-changed"],
        "Deprecation.since": ["deprecation-changed"], "Deprecation.note": ["deprecation-changed"],
        "Deprecation.replacement": ["deprecation-changed"], "Deprecation.mark": ["endpoint-deprecated"],
        "Requirement.variant": ["success-condition-added", "success-condition-removed"],
        "Endpoint.pagination": ["pagination-added", "pagination-removed", "pagination-changed"],
    ]

    func testEveryAttributeOfTheModelHasARule() {
        var seen: Set<String> = []
        for sample in SampleContract.values { walk(sample, into: &seen) }
        let missing = seen.subtracting(Self.coverage.keys).sorted()
        XCTAssertEqual(missing, [], "model attributes without a diff rule: add a rule and list it here")
        let known = Set(Rules.all.map(\.id))
        for (attribute, rules) in Self.coverage {
            XCTAssertFalse(rules.isEmpty, attribute)
            for rule in rules { XCTAssertTrue(known.contains(rule), "\(attribute) names unknown rule \(rule)") }
        }
        // The samples really are fully populated: every listed attribute was seen.
        XCTAssertEqual(Set(Self.coverage.keys).subtracting(seen).sorted(), [], "attributes the samples do not reach")
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
        // A type reference is a value the `type` attributes hold, not an attribute of its own.
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
