import APIRuntime
import APITesting
import Foundation

/// One example with markers in place of its secrets, and the hostile version of its answer.
struct PlantedRun {
    var call: ExampleCall
    var status: Int
    var headers: [HTTPHeader]
    var body: String
    /// The markers the request carries: its session token and its body's secret fields.
    var requestSecrets: [String]
    /// The markers in the answer's payload.
    var answerSecrets: [String]
    /// The envelope fields an echoing server fills with what it knows.
    var messageField: String?
    var timestampField: String?

    /// Answers every attempt with the example's answer, or with `echo` put into its message, timestamp and headers.
    func transport(echoing echo: String?) -> ScriptedTransport {
        guard let echo else {
            return ScriptedTransport(
                steps: [.respond(HTTPResponse(statusCode: status, headers: headers, body: Data(body.utf8)))],
                repeatsLast: true)
        }
        var echoedBody = Data(body.utf8)
        if var object = (try? JSONSerialization.jsonObject(with: echoedBody)) as? [String: Any] {
            if let messageField { object[messageField] = echo }
            if let timestampField { object[timestampField] = echo }
            echoedBody = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? echoedBody
        }
        let credentialHeaders = [
            HTTPHeader(name: "Set-Cookie", value: "sid=\(echo)"), HTTPHeader(name: "X-Access-Token", value: echo),
            HTTPHeader(name: "Authorization", value: "Bearer \(echo)"), HTTPHeader(name: "X-Echo", value: echo),
        ]
        let response = HTTPResponse(statusCode: status, headers: headers + credentialHeaders, body: echoedBody)
        return ScriptedTransport(steps: [.respond(response)], repeatsLast: true)
    }

    /// Every secret the client can know of, raw and percent-encoded: those it sent, and those of a payload it decoded.
    func echoed(includingAnswer: Bool) -> String {
        let secrets = requestSecrets + (includingAnswer ? answerSecrets : [])
        return "echo: "
            + secrets.map { "\($0) \($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0)" }
            .joined(separator: " ")
    }
}
