import APIRuntime
import Foundation

extension RecordedRequest {
    /// Checks the request against what a test expects; an argument left out is not checked.
    ///
    /// In XCTest or Swift Testing, call it with `try` in a throwing test: a mismatch fails the test and lists every
    /// expectation the request does not meet (no secret is printed; see ``RequestMismatch``).
    ///
    /// - Parameters:
    ///   - method: The HTTP method.
    ///   - path: The URL's whole path, percent-decoded: the base URL's path, then the endpoint's.
    ///   - query: Every query item, by name; their order does not matter, and any other item is unexpected. A
    ///     mismatch names the item but shows no value: a query can carry a token.
    ///   - headers: Headers that must be sent with exactly these values (names compared case-insensitively).
    ///   - headersPresent: Headers that must be sent, whatever their values.
    ///   - headersAbsent: Headers that must not be sent at all.
    ///   - jsonBody: The body as JSON text, compared as JSON: key order and white space do not matter, `1` and `1.0`
    ///     are equal, `1` and `true` are not.
    /// - Throws: ``RequestMismatch`` listing every expectation that is not met.
    public func expect(
        method: HTTPMethod? = nil, path: String? = nil, query: [String: String]? = nil, headers: [String: String] = [:],
        headersPresent: [String] = [], headersAbsent: [String] = [], jsonBody: String? = nil
    ) throws(RequestMismatch) {
        var problems: [String] = []
        if let method, method != self.method {
            problems.append("method is \(self.method.rawValue), expected \(method.rawValue)")
        }
        if let path, path != self.path {
            problems.append("path is \(self.path), expected \(path)")
        }
        if let query { problems += queryProblems(query) }
        problems += headerProblems(headers, present: headersPresent, absent: headersAbsent)
        if let jsonBody { problems += JSONComparison.problems(sent: body, expected: jsonBody) }
        guard problems.isEmpty else { throw RequestMismatch(problems: problems) }
    }

    private func queryProblems(_ expected: [String: String]) -> [String] {
        let sent = queryItems
        var problems: [String] = []
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            let values = sent.filter { $0.name == name }.map(\.value)
            // A query can carry a token (`access_token`), so no value, sent or expected, is shown.
            if values.isEmpty {
                problems.append("query item \(name) is missing")
            } else if values.count > 1 {
                problems.append("query item \(name) is sent \(values.count) times, expected once")
            } else if values != [value] {
                problems.append("query item \(name) has another value (values not shown)")
            }
        }
        for name in Set(sent.map(\.name)).subtracting(expected.keys).sorted() {
            problems.append("query item \(name) was not expected")
        }
        return problems
    }

    private func headerProblems(_ expected: [String: String], present: [String], absent: [String]) -> [String] {
        var problems: [String] = []
        for (name, value) in expected.sorted(by: { $0.key < $1.key }) {
            guard let sent = self.value(forHeader: name) else {
                problems.append("header \(name) is missing")
                continue
            }
            guard sent != value else { continue }
            let header = HTTPHeader(name: name, value: sent)
            problems.append(
                header.isSensitive
                    ? "header \(name) has another value (a credential: values not shown)"
                    : "header \(name) is \(header.printableValue), expected \(value)")
        }
        for name in present where self.value(forHeader: name) == nil {
            problems.append("header \(name) is missing")
        }
        for name in absent where self.value(forHeader: name) != nil {
            problems.append("header \(name) was sent, expected none")
        }
        return problems
    }
}
