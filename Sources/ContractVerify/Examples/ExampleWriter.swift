import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// `verify --examples OUT.yaml`: matched exchanges as contract examples, in the contract's example format, grouped by
/// endpoint so each list pastes under `endpoints.<name>.examples:`. Secrets become placeholders (a sign-in's success
/// sets every session cookie to one); `source:` names the capture and entry; `expect:` is what the generated client makes of the answer, so each example becomes a
/// generated test that the client still reads real traffic as it did.
public struct ExampleWriter {
    /// Bodies larger than this are left out: an example is read by people.
    static let bodyLimit = 64 * 1024

    let contract: Contract
    let report: VerifyReport

    public init(contract: Contract, report: VerifyReport) {
        self.contract = contract
        self.report = report
    }

    /// A file as the examples name it: its name alone, so no machine's folders reach a contract.
    static func fileName(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    /// `capture.har#entries[3]`, the capture named by its file name alone.
    static func source(_ capture: CaptureReference) -> String { "\(fileName(capture.file))#entries[\(capture.entry)]" }

    public func yaml() -> String {
        var lines = [
            "# Examples captured by `zing-codegen verify` from "
                + report.captures.map { Self.fileName($0.file) }.joined(separator: ", ")
                + " for \(Self.fileName(report.contract)).",
            "# Paste each endpoint's items under `endpoints.<name>.examples:` of the contract; secrets are placeholders.",
            "endpoints:",
        ]
        var seen = Set<String>()
        for endpoint in contract.endpoints {
            var items: [String] = []
            for exchange in report.exchanges where exchange.endpoint == endpoint.name {
                switch example(exchange, endpoint: endpoint) {
                case .success(let text):
                    guard seen.insert(endpoint.name + "\u{0}" + text.body).inserted else { continue }
                    items += text.lines
                case .failure(let skip):
                    items.append("      # \(Self.source(exchange.capture)) left out: \(skip.reason)")
                }
            }
            guard !items.isEmpty else { continue }
            lines += ["  \(Self.key(endpoint.name)):", "    examples:"] + items
        }
        return report.secrets.scrub(lines.joined(separator: "\n") + "\n")
    }

    private struct Item {
        var lines: [String]
        /// The status and body, to leave out answers already written.
        var body: String
    }

    private struct Skip: Error { var reason: String }

    private func example(_ exchange: Exchange, endpoint: Endpoint) -> Result<Item, Skip> {
        guard let status = exchange.status, let data = exchange.responseBody else {
            return .failure(Skip(reason: "the capture holds no answer"))
        }
        guard !(300..<400).contains(status) else { return .failure(Skip(reason: "a redirect")) }
        guard data.count <= Self.bodyLimit else { return .failure(Skip(reason: "the body is over 64 KiB")) }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Skip(reason: "the body is not UTF-8 text"))
        }
        let placeholders = Placeholders(contract: contract, secrets: report.secrets)
        let response: String
        if let json = try? JSONValue.parse(data) {
            if let reason = lintObstacle(json, exchange: exchange, endpoint: endpoint) {
                return .failure(Skip(reason: reason))
            }
            response = placeholders.answerBody(json, of: endpoint).text(.indentedSorted)
        } else {
            guard exchange.outcome != .success else { return .failure(Skip(reason: "a success that is not JSON")) }
            response = report.secrets.scrub(text)
        }
        var lines = [
            "      - name: \(JSONQuoting.quoted("captured \(Self.fileName(exchange.capture.file)) entries[\(exchange.capture.entry)]"))",
            "        source: \(JSONQuoting.quoted(Self.source(exchange.capture)))",
            "        status: \(status)",
        ]
        // A sign-in's (or the refresh's) answer that signs in carries the session's cookies: their names, never a
        // captured value.
        if exchange.outcome == .success, let session = contract.auth?.session, session.setsCookies(endpoint.name) {
            switch signInHeader(session, endpoint: endpoint, status: status, body: Array(response.utf8)) {
            case .success(let header?): lines.append("        headers: { Set-Cookie: \(JSONQuoting.quoted(header)) }")
            case .success(nil): break
            case .failure(let skip): return .failure(skip)
            }
        }
        if let request = exchange.requestJSON, exchange.requestRoundTrips, case .json(let model) = endpoint.body {
            lines += block("request", placeholders.apply(request, as: .model(model)).text(.indentedSorted))
        }
        lines +=
            response.hasPrefix("{") || response.hasPrefix("[")
            ? block("response", response)
            : [
                "        response: \(JSONQuoting.quoted(response))"
            ]
        lines.append("        expect: \(expectation(exchange.outcome))")
        return .success(Item(lines: lines, body: "\(status)\u{0}\(response)"))
    }

    /// The `Set-Cookie` header a sign-in's written example needs: the session's placeholders when the answer, so read,
    /// signs in (a polled sign-in's waiting answers need none); a skip for a sign-in whose cookies travel in a payload
    /// field, which the example's placeholders would hide.
    private func signInHeader(
        _ session: CookieSessionRules, endpoint: Endpoint, status: Int, body: [UInt8]
    ) -> Result<String?, Skip> {
        guard session.delivery(for: endpoint.name).source == .setCookie else {
            return .failure(Skip(reason: "a sign-in whose cookies are in a payload field, which the example hides"))
        }
        let header = Placeholders.sessionCookies(session.cookies.map(\.name))
        guard session.signsInConditionally(endpoint.name) else { return .success(header) }
        let meaning = contract.meaning(
            ofAnswer: status, headers: [("Set-Cookie", header)], body: body, carriedCredentials: false,
            endpoint: endpoint)
        guard case .success(let success)? = meaning?.outcome, success.cookies != nil else { return .success(nil) }
        return .success(header)
    }

    /// Why lint would refuse the answer as an example: a success must have exactly the documented shape (lint is
    /// stricter than the client about null and absent), and an envelope's code must be an integer.
    private func lintObstacle(_ json: JSONValue, exchange: Exchange, endpoint: Endpoint) -> String? {
        if let envelope = contract.envelope(for: endpoint), envelope.codeKind == .int,
            case let (field, code)? = EnvelopeReading.presentCode(in: json, envelope.format),
            code != .null, code.integerValue == nil
        {
            return "its \(field) is not an integer"
        }
        guard exchange.outcome == .success, endpoint.response.payload == .result || endpoint.response.payload == .body,
            let type = endpoint.response.type
        else { return nil }
        let payload: JSONValue?
        if endpoint.response.payload == .body {
            payload = json
        } else {
            payload = contract.envelope(for: endpoint)?.payloadField.flatMap { $0.value(in: json) }
        }
        guard let payload else { return nil }
        let problems = JSONShapeChecker(contract: contract).problems(
            payload, against: type, at: PayloadPath(components: []))
        return problems.isEmpty ? nil : "the payload differs from the documented shape (see the findings)"
    }

    private func expectation(_ outcome: Outcome) -> String {
        switch outcome {
        case .success, .unknown: return "{ success: true }"
        case .failure(let errorClass, let code, let errorCode):
            var parts = ["class: \(errorClass)"]
            if let code { parts.append("code: \(code)") }
            if let errorCode { parts.append("errorCode: \(JSONQuoting.quoted(errorCode))") }
            return "{ " + parts.joined(separator: ", ") + " }"
        }
    }

    private func block(_ key: String, _ text: String) -> [String] {
        ["        \(key): |"] + text.split(separator: "\n", omittingEmptySubsequences: false).map { "          \($0)" }
    }

    /// A mapping key as written in contracts, quoted when it is not a plain name.
    static func key(_ name: String) -> String {
        let plain = name.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_"
        }
        return plain && !name.isEmpty ? name : JSONQuoting.quoted(name)
    }
}
