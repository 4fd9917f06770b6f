import APIRuntime
import Foundation

/// The secrets the harness's requests carry; a fuzz input can splice any of them into the answer to play an echoing
/// server.
enum FuzzSecrets {
    static let zingToken: Secret = "zing-fuzz-token-8c1e"
    static let zingIdentityToken: Secret = "eyJ.zing-fuzz-identity/token+9"
    static let zingNonce: Secret = "zing-fuzz-nonce-31415"
    static let zingAuthorizationCode: Secret = "zing-fuzz-code-27182"
    static let heraldIdentityToken: Secret = "eyJ.herald-fuzz-identity-1618"
    static let longdeAccessToken: Secret = "longde-fuzz-access-4242"
    static let longdeRefreshToken: Secret = "longde-fuzz-refresh \"quoted\" 8484"
    static let longdeIdentityToken: Secret = "eyJ.longde-fuzz-identity-5555"
    static let longdeNonce: Secret = "longde-fuzz-nonce-7777"
    static let longdeAuthorizationCode: Secret = "longde-fuzz-code-9999"

    static let all = [
        zingToken, zingIdentityToken, zingNonce, zingAuthorizationCode, heraldIdentityToken, longdeAccessToken,
        longdeRefreshToken, longdeIdentityToken, longdeNonce, longdeAuthorizationCode,
    ]
}

/// One fuzz input, read as: endpoint, status, flags, a value byte, then the body.
///
/// Flags: 1 Retry-After (the value byte, in seconds), 2 a Location header (the body's first line), 4
/// `Content-Encoding: gzip`, 8 `Content-Type: application/json`, 16 a transport fault instead of a response (chosen
/// by the value byte), 32 a `Content-Length` (the body's length plus the value byte). In the body, byte 0x01 then a
/// byte splices that secret in as it is, and 0x02 then a byte splices it percent-encoded.
struct FuzzInput {
    enum Answer {
        case response(HTTPResponse)
        case fault(TransportFault)
    }

    var endpoint: Int
    var answer: Answer

    init(_ bytes: [UInt8]) {
        func byte(_ index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }
        endpoint = Int(byte(0))
        let status = 100 + Int(UInt16(byte(1)) << 8 | UInt16(byte(2))) % 500
        let flags = byte(3)
        let value = byte(4)
        var body = Self.splicingSecrets(into: Array(bytes.dropFirst(5)))
        var headers: [HTTPHeader] = []
        if flags & 1 != 0 { headers.append(HTTPHeader(name: "Retry-After", value: String(value % 40))) }
        if flags & 2 != 0 {
            let line = body.prefix { $0 != UInt8(ascii: "\n") }
            headers.append(HTTPHeader(name: "Location", value: String(decoding: line, as: UTF8.self)))
            body = Array(body.dropFirst(line.count + 1))
        }
        if flags & 4 != 0 { headers.append(HTTPHeader(name: "Content-Encoding", value: "gzip")) }
        if flags & 8 != 0 { headers.append(HTTPHeader(name: "Content-Type", value: "application/json")) }
        if flags & 32 != 0 {
            headers.append(HTTPHeader(name: "Content-Length", value: String(body.count + Int(value))))
        }
        if flags & 16 != 0 {
            answer = .fault(Self.fault(value))
        } else {
            answer = .response(HTTPResponse(statusCode: status, headers: headers, body: Data(body)))
        }
    }

    private static func fault(_ value: UInt8) -> TransportFault {
        switch value % 8 {
        case 0: .cancelled
        case 1: .timeout
        case 2: .offline
        case 3: .cannotConnect
        case 4: .connectionLost
        case 5: .responseTooLarge(limit: 8 << 20)
        case 6: .responseTooLarge(limit: Int(value) << 10)
        default: .other(code: -Int(value))
        }
    }

    private static func splicingSecrets(into bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let marker = bytes[index]
            if (marker == 1 || marker == 2), index + 1 < bytes.count {
                let secret = FuzzSecrets.all[Int(bytes[index + 1]) % FuzzSecrets.all.count].reveal()
                let spelled =
                    marker == 1
                    ? secret : secret.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? secret
                result += Array(spelled.utf8)
                index += 2
            } else {
                result.append(marker)
                index += 1
            }
        }
        return result
    }
}

/// Answers every request with the input's answer, as a server that misbehaves the same way each time.
final class InMemoryTransport: HTTPTransport, @unchecked Sendable {
    let answer: FuzzInput.Answer

    init(_ answer: FuzzInput.Answer) { self.answer = answer }

    func send(_ request: HTTPRequest) async throws(TransportFault) -> HTTPResponse {
        switch answer {
        case .response(let response): return response
        case .fault(let fault): throw fault
        }
    }
}

/// Retries at once.
struct NoWait: RetrySleeper {
    func sleep(for duration: Duration) async throws {}
}
