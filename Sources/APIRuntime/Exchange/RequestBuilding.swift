import Foundation
import WireVocabulary

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request body before it is laid on the wire.
@_spi(Generated)
public enum RequestBody: Sendable {
    /// No body.
    case none
    /// JSON text, already encoded (see ``APIClientCore/encodeJSON(_:operation:)``), with the secrets its value
    /// held, so that an answer echoing one of them is redacted.
    case json(Data, secrets: [Secret] = [])
    /// A multipart form, streamed from a temporary file written just before sending.
    case multipart(MultipartForm)
    /// An `application/x-www-form-urlencoded` form of text fields.
    case form(URLEncodedForm)
}

extension RequestBody {
    var isForm: Bool {
        if case .form = self { return true }
        return false
    }

    /// Why the body cannot be sent, when it cannot.
    var refusal: String? {
        if case .form(let form) = self { return form.refusal }
        return nil
    }
}

/// A request ready to send, with the temporary files it owns.
@_spi(Generated)
public struct PreparedRequest: Sendable {
    /// The request as the transport sends it.
    public var request: HTTPRequest
    var temporaryFiles: [URL]
    /// Secrets this request carries (its session token, the `Secret` values its JSON body's conformance lists): a server answer that
    /// echoes one is redacted, and so is the request's own description. The request holds them.
    var secrets: [Secret] {
        get { request.secrets }
        set { request.secrets = newValue }
    }
    /// The call every observed event of this request names.
    var call: APICallID
    /// Who hears how much of the body has been sent; nil: nobody.
    var progress: UploadProgressHandler?
    /// Whether the request carries the session's credentials (its token, or its cookies): what `when:
    /// authenticated` rules match, so a signed-out call of an endpoint with optional authentication is classified as
    /// one.
    var carriesCredentials = false

    func removeTemporaryFiles() {
        for file in temporaryFiles { try? FileManager.default.removeItem(at: file) }
    }
}

extension APIClientCore {
    /// Encodes a request model as JSON with sorted keys, so the same value always makes the same bytes, and notes
    /// every ``Secret`` it holds for the exchange's redactor: the ones its ``SecretCarrying`` conformance lists, which
    /// generated models that hold a `secret: true` field have. A value whose type does not conform carries none.
    public func encodeJSON<Value: Encodable>(
        _ value: Value, operation: Contract.Operation
    ) throws(Failure) -> RequestBody {
        .json(try encodedJSON(value, operation: operation), secrets: SecretCollector.secrets(in: value))
    }

    /// ``encodeJSON(_:operation:)`` for a value whose type lists its secrets (a generated model that holds a `secret:
    /// true` field): they are asked of the conformance the compiler found, with no cast at run time.
    public func encodeJSON<Value: Encodable & SecretCarrying>(
        _ value: Value, operation: Contract.Operation
    ) throws(Failure) -> RequestBody {
        .json(try encodedJSON(value, operation: operation), secrets: value.secrets)
    }

    private func encodedJSON<Value: Encodable>(_ value: Value, operation: Contract.Operation) throws(Failure) -> Data {
        do {
            return try RequestBodyEncoder.shared.encode(value)
        } catch {
            throw rejectedInput("request body does not encode", operation: operation)
        }
    }

    /// Builds the request of `spec` from the contract's header rules and one session snapshot.
    ///
    /// The token (in its header or query parameter) and the tenant header come only from `session` and only where
    /// the endpoint carries them; headers the contract forbids are never set. A base URL that would send them in
    /// clear text is refused first (``BaseURLSecurity``), before anything is written or sent. The request goes to the
    /// base URL of the endpoint's server (``EndpointSpec/server``) and nowhere else.
    ///
    /// `progress` hears how much of the body has been sent, under ``UploadProgressHandler``'s rules, while the call
    /// runs (an automatic retry, which no write gets, would report its attempt from the start); a request without a
    /// body reports nothing.
    ///
    /// `options` are the call's own (its method's `options:` argument), sent after this core's (``with(_:)``) as
    /// ``CallOptions/combined(with:)`` says; options that cannot travel are refused before anything is built.
    public func prepare(
        _ operation: Contract.Operation, pathParameters: [String: String] = [:], query: [QueryItem] = [],
        session: SessionHeaders?, body: RequestBody, progress: UploadProgressHandler? = nil,
        options callsOptions: CallOptions = .none
    ) throws(Failure) -> PreparedRequest {
        let spec = operation.spec
        let call = APICallID.next()
        let base: ServerBase
        switch spec.server {
        case nil: base = defaultBase
        case let name?:
            guard let named = serverBases[name] else {
                throw rejectedInput(
                    "the client was given no base URL for server '\(name)'", operation: operation, call: call)
            }
            base = named
        }
        if let refusal = base.refusal {
            throw rejectedInput(refusal, operation: operation, call: call)
        }
        if let refusal = query.lazy.compactMap(\.refusal).first ?? body.refusal {
            throw rejectedInput(refusal, operation: operation, call: call)
        }
        let policy = Contract.headerPolicy
        var headers = policy.always
        var query = query
        let carried = spec.carriesToken ? session : nil
        var carriesCredentials = false
        if let carried {
            if let placement = policy.token, let token = carried.token {
                switch placement {
                case .header(let name, _):
                    headers.append(HTTPHeader(name: name, value: placement.wireValue(of: token.reveal())))
                case .query(let name):
                    query.insert(.secret(name, token), at: 0)
                }
                carriesCredentials = true
            }
            if let session = policy.session {
                switch Self.cookieHeader(session, carried.cookies) {
                case .success(let header?):
                    headers.append(header)
                    carriesCredentials = true
                case .success(nil): break
                case .failure(let refusal): throw rejectedInput(refusal.description, operation: operation, call: call)
                }
            }
            if spec.sendsTenant, let tenantHeader = policy.tenantHeader, let tenant = carried.tenant,
                tenant != policy.tenantOmittedValue
            {
                headers.append(HTTPHeader(name: tenantHeader, value: tenant))
            }
        }
        let options = callOptions.combined(with: callsOptions)
        // Options that change nothing clash with nothing: most calls skip gathering the request's own names.
        if options != .none {
            let added = spec.perCallValues.map(\.placement) + spec.signedValues.map(\.placement)
            if let refusal = options.refusal(
                besides: headers.map(\.name)
                    + added.compactMap { if case .header(let name) = $0 { name } else { nil } },
                queryNames: query.map(\.name)
                    + added.compactMap { if case .query(let name) = $0 { name } else { nil } },
                forbidden: policy.isForbidden, tokenQuery: policy.token?.queryName)
            {
                throw rejectedInput(refusal, operation: operation, call: call)
            }
        }
        headers += options.headers.map { HTTPHeader(name: $0.name, value: $0.text) }
        query += options.query.map { item in
            item.secret.map { QueryItem.secret(item.name, $0) } ?? QueryItem.value(item.name, item.text)
        }
        var body = body
        if !spec.perCallValues.isEmpty {
            addPerCallValues(spec.perCallValues, query: &query, headers: &headers, body: &body)
        }
        guard let url = makeURL(base.text, spec.path, pathParameters: pathParameters, query: query) else {
            throw rejectedInput("the request URL is not valid", operation: operation, call: call)
        }
        var httpBody: HTTPBody?
        var temporaryFiles: [URL] = []
        var secrets = query.compactMap(\.secret) + options.headers.compactMap(\.secret)
        if let carried, policy.token?.queryName == nil, let token = carried.token { secrets.append(token) }
        if let carried, let session = policy.session {
            secrets += session.cookies.filter(\.isSecret).compactMap { carried.cookies[$0.name] }
        }
        switch body {
        case .none:
            break
        case .json(let data, let bodySecrets):
            headers += policy.jsonBody
            httpBody = .data(data)
            secrets += bodySecrets
        case .multipart(let form):
            do {
                try form.validate()
            } catch {
                throw rejectedInput(error.description, operation: operation, call: call)
            }
            let written: (url: URL, length: Int)
            do {
                written = try form.writeBody()
            } catch {
                throw rejectedInput("the file could not be read", operation: operation, call: call)
            }
            temporaryFiles.append(written.url)
            secrets += form.secrets
            headers.append(HTTPHeader(name: "Content-Type", value: form.contentType))
            httpBody = .file(written.url)
        case .form(let form):
            headers.append(HTTPHeader(name: "Content-Type", value: FormURLEncoding.mediaType))
            httpBody = .data(form.encoded)
            secrets += form.secrets
        }
        headers.removeAll { policy.isForbidden($0.name) }
        var request = HTTPRequest(
            method: spec.method, url: url, headers: headers, body: httpBody,
            maxResponseBytes: maxResponseBytes(of: spec), timeout: options.timeout ?? spec.timeout)
        request.secrets = secrets
        CallLog(observer: observer, call: call, endpoint: spec.name).emit(
            .requestPrepared(summary(of: request, template: spec.path, query: query, isForm: body.isForm)))
        return PreparedRequest(
            request: request, temporaryFiles: temporaryFiles, call: call,
            progress: httpBody == nil ? nil : progress, carriesCredentials: carriesCredentials)
    }

    /// Adds the values computed for this call, all made at one moment: query parameters after the request's own,
    /// form fields after the form's own, and headers.
    private func addPerCallValues(
        _ values: [PerCallValue], query: inout [QueryItem], headers: inout [HTTPHeader], body: inout RequestBody
    ) {
        let now = perCallValues.now()
        for value in values {
            let text = perCallValues.text(of: value, at: now)
            switch value.placement {
            case .query(let name): query.append(.value(name, text))
            case .header(let name): headers.append(HTTPHeader(name: name, value: text))
            case .formField(let name):
                guard case .form(var form) = body else { continue }
                form.addField(name: name, value: text)
                body = .form(form)
            }
        }
    }

    /// What `request` is, by name only: the session headers and secret query parameters it carries and the kind of
    /// its body.
    private func summary(
        of request: HTTPRequest, template: String, query: [QueryItem], isForm: Bool
    ) -> APIEvent.RequestSummary {
        let policy = Contract.headerPolicy
        let sessionHeaders = [policy.tokenHeader, policy.session.map { _ in "Cookie" }, policy.tenantHeader]
            .compactMap { $0 }
        let credentialHeaders = request.headers.map(\.name).filter { name in
            sessionHeaders.contains { HTTPHeader.sameName($0, name) }
        }
        let body: APIEvent.RequestSummary.Body
        switch request.body {
        case nil: body = .none
        case .data(let data): body = isForm ? .form(byteCount: data.count) : .json(byteCount: data.count)
        case .file: body = .multipart
        }
        return APIEvent.RequestSummary(
            method: request.method, pathTemplate: template, credentialHeaders: credentialHeaders,
            secretQueryNames: query.filter { $0.secret != nil }.map(\.name), body: body)
    }

    func makeURL(_ baseText: String, _ template: String, pathParameters: [String: String], query: [QueryItem]) -> URL? {
        var path = template
        for (name, value) in pathParameters {
            path = path.replacingOccurrences(of: "{\(name)}", with: PercentEncoding.encoded(value, for: .pathSegment))
        }
        var text = baseText
        text += path.hasPrefix("/") ? path : "/" + path
        if !query.isEmpty {
            text += "?" + query.map { Self.queryPair($0.name, $0.text) }.joined(separator: "&")
        }
        return URL(string: text)
    }
}

extension APIClientCore {
    /// `name=value`, each percent-encoded as one query component: how every query parameter is written.
    static func queryPair(_ name: String, _ value: String) -> String {
        PercentEncoding.encoded(name, for: .queryComponent) + "=" + PercentEncoding.encoded(value, for: .queryComponent)
    }
}

/// The one encoder of every JSON request body: sorted keys, so the same value always makes the same bytes, and slashes
/// as they are. Nothing changes it after it is made (`JSONEncoder` is safe to share then), and a call need not pay for
/// a fresh one.
private enum RequestBodyEncoder {
    static let shared: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()
}
