import APIRuntime
import Foundation
import ZingAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The generated client's whole call (request, envelope, success conditions, classification, payload) against
/// plain `JSONDecoder` on hand-written `Codable` structs of the same shape, in the same process.
enum DecodeBenchmark {
    struct Result {
        var name: String
        /// The median CPU time of one round's runs.
        var generatedSeconds: Double
        var handWrittenSeconds: Double
        /// The median of the rounds' ratios (see `PairedRounds`).
        var ratio: Double

        init(_ name: String, _ rounds: PairedRounds) {
            self.name = name
            generatedSeconds = rounds.medianGenerated
            handWrittenSeconds = rounds.medianHandWritten
            ratio = rounds.medianRatio
        }
    }

    /// Rounds per comparison: enough for a median that one burst of other work cannot move.
    static let rounds = 11

    /// The comparisons, by the name `zing-bench decode ITERATIONS CASE` picks one with (to profile it alone).
    enum Case: String, CaseIterable {
        case login, rows, payload, encode
    }

    static func run(iterations: Int, cases: [Case] = Case.allCases) async throws -> [Result] {
        var results: [Result] = []
        for benchmarkCase in cases { results.append(try await run(benchmarkCase, iterations: iterations)) }
        return results
    }

    private static func run(_ benchmarkCase: Case, iterations: Int) async throws -> Result {
        switch benchmarkCase {
        case .login:
            let login = Data(loginJSON.utf8)
            return try await compare("login call", body: login, iterations: iterations * 50) { client in
                _ = try await client.appleNativeLogin(AppleLoginRequest(identityToken: "t", nonce: "n"))
            } handWritten: {
                let body = try JSONEncoder().encode(HandLoginRequest(identityToken: "t", nonce: "n"))
                let request = try handRequest("sys/thirdLogin/apple/native", body: body)
                let envelope = try JSONDecoder().decode(HandEnvelope<HandLogin>.self, from: login)
                guard request.url != nil, envelope.success, let result = envelope.result, !result.token.isEmpty else {
                    throw BenchError("bad")
                }
            }
        case .rows:
            let memberships = Data(membershipsJSON(rows: 10_000).utf8)
            return try await compare("10,000 membership rows call", body: memberships, iterations: iterations) {
                client in
                _ = try await client.tenantMemberships(credentials: ZingCredentials(token: "t", tenantID: nil))
            } handWritten: {
                let request = try handRequest("sys/tenant/getTenantListByUserId?userTenantStatus=1", body: nil)
                let envelope = try JSONDecoder().decode(HandEnvelope<[HandMembership]>.self, from: memberships)
                guard request.url != nil, envelope.success, envelope.result != nil else { throw BenchError("bad") }
            }
        case .payload:
            return await payloadComparison(Data(membershipsJSON(rows: 10_000).utf8), iterations: iterations)
        case .encode:
            return await encodeComparison(iterations: iterations * 50)
        }
    }

    private static func compare(
        _ name: String, body: Data, iterations: Int, generated: (ZingClient) async throws -> Void,
        handWritten: () throws -> Void
    ) async throws -> Result {
        let client = ZingClient(
            baseURL: URL(string: "https://bench.invalid/api")!, transport: FixedTransport(body: body))
        let pairs = try await PairedRounds.measure(rounds: rounds) {
            for _ in 0..<iterations { try await generated(client) }
        } handWritten: {
            for _ in 0..<iterations { try handWritten() }
        }
        return Result(name, pairs)
    }

    /// What a careful hand-written client does to send a request: URL, headers, body.
    private static func handRequest(_ path: String, body: Data?) throws -> URLRequest {
        guard let url = URL(string: "https://bench.invalid/api/" + path) else { throw BenchError("bad URL") }
        var request = URLRequest(url: url)
        request.httpMethod = body == nil ? "GET" : "POST"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if let body {
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            request.httpBody = body
        } else {
            request.setValue("t", forHTTPHeaderField: "X-Access-Token")
        }
        return request
    }

    /// The generated payload type alone through `JSONDecoder`, against the hand-written one.
    private static func payloadComparison(_ body: Data, iterations: Int) async -> Result {
        let pairs = await PairedRounds.measure(rounds: rounds) {
            for _ in 0..<iterations {
                _ = try? JSONDecoder().decode(GeneratedEnvelope<[TenantMembership]>.self, from: body)
            }
        } handWritten: {
            for _ in 0..<iterations {
                _ = try? JSONDecoder().decode(HandEnvelope<[HandMembership]>.self, from: body)
            }
        }
        return Result("10,000 membership rows, payload types only", pairs)
    }

    private static func encodeComparison(iterations: Int) async -> Result {
        let generated = AppleLoginRequest(identityToken: "apple.jwt.token", nonce: "raw-nonce", fullName: "示例用户")
        let hand = HandLoginRequest(identityToken: "apple.jwt.token", nonce: "raw-nonce", fullName: "示例用户")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let pairs = await PairedRounds.measure(rounds: rounds) {
            for _ in 0..<iterations { _ = try? encoder.encode(generated) }
        } handWritten: {
            for _ in 0..<iterations { _ = try? encoder.encode(hand) }
        }
        return Result("login request encode", pairs)
    }

    static let loginJSON = """
        {"success":true,"code":0,"message":"ok","result":{"token":"eyJhbGciOiJIUzI1NiJ9.payload.signature",\
        "userInfo":{"id":"platform-user-1","username":"apple_example","realname":"示例用户","loginTenantId":1234},\
        "tenantList":[{"id":1234},{"id":5678}],"departs":[],"multi_depart":0}}
        """

    static func membershipsJSON(rows: Int) -> String {
        var text = #"{"success":true,"code":200,"result":["#
        for row in 0..<rows {
            if row > 0 { text += "," }
            text += #"{"id":"platform-user-1","tenantUserId":"\#(1000 + row)","name":"Tenant \#(row)","#
            text += #""status":\#(row % 2),"userTenantStatus":1}"#
        }
        return text + "]}"
    }
}

/// Answers every request with the same body, in memory.
private struct FixedTransport: HTTPTransport {
    let body: Data

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        HTTPResponse(statusCode: 200, headers: [], body: body)
    }
}

/// The envelope around generated payload types, decoded by plain `JSONDecoder` (no client).
private struct GeneratedEnvelope<Result: Decodable>: Decodable {
    var success: Bool
    var code: Int?
    var message: String?
    var result: Result?
}

// Hand-written equivalents, as a careful developer would write them for the same JSON.
private struct HandEnvelope<Result: Decodable>: Decodable {
    var success: Bool
    var code: Int?
    var message: String?
    var result: Result?
}

private struct HandUser: Decodable {
    var id: String
    var username: String?
    var realname: String?
    var loginTenantId: Int?
}

private struct HandLogin: Decodable {
    struct Tenant: Decodable { var id: Int }
    var token: String
    var userInfo: HandUser
    var tenantList: [Tenant]?
}

private struct HandMembership: Decodable {
    var id: String
    var tenantUserId: String
    var name: String?
    var status: Int?
    var userTenantStatus: Int?
}

private struct HandLoginRequest: Encodable {
    var identityToken: String
    var nonce: String
    var fullName: String?
}
