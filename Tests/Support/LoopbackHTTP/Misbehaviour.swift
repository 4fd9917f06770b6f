import Foundation

/// How a scripted response goes out on the wire: whole, or the way a hostile or broken server sends it
/// (docs/threat-model.md). Large bodies are generated while they are written, never held in memory.
public enum Delivery: Sendable {
    /// Head and body at once, then close.
    case whole
    /// The head, then the body one byte at a time, `interval` apart: every byte resets an idle timer.
    case dripped(every: Duration)
    /// The status line and one header, then silence: the head never ends.
    case unfinishedHead
    /// `count` bytes of `byte` after the head, with a `Content-Length` when `declaresLength` (else the body ends at
    /// close), streamed until the client stops reading.
    case generated(count: Int, byte: UInt8, declaresLength: Bool)
    /// A gzip stream (`Content-Encoding: gzip`) that inflates to `inflatedCount` zero bytes: a few megabytes on the
    /// wire for hundreds of megabytes in memory.
    case gzipOfZeros(inflatedCount: Int)
}

extension ScriptedResponse {
    /// A redirect to `location`, with a small HTML body as real servers send.
    public static func redirect(_ status: Int, to location: String) -> ScriptedResponse {
        ScriptedResponse(
            status: status, headers: ["Location": location, "Content-Type": "text/html"],
            body: Data("<a href=\"\(location)\">moved</a>".utf8))
    }

    /// A JSON-looking body of `count` bytes (`{"success":true,"result":"aaaa…`), streamed; `declaresLength` says
    /// whether the head announces its size.
    public static func oversized(_ count: Int, declaresLength: Bool) -> ScriptedResponse {
        ScriptedResponse(
            status: 200, headers: ["Content-Type": "application/json"],
            delivery: .generated(count: count, byte: UInt8(ascii: "a"), declaresLength: declaresLength))
    }

    /// A gzip bomb: `inflatedCount` zero bytes once decompressed.
    public static func gzipBomb(inflatingTo inflatedCount: Int) -> ScriptedResponse {
        ScriptedResponse(
            status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"],
            delivery: .gzipOfZeros(inflatedCount: inflatedCount))
    }

    /// `text` as JSON, one byte per `interval`.
    public static func dripped(_ text: String, every interval: Duration) -> ScriptedResponse {
        ScriptedResponse(
            status: 200, headers: ["Content-Type": "application/json"], body: Data(text.utf8),
            delivery: .dripped(every: interval))
    }

    /// A head that never ends.
    public static let unfinishedHead = ScriptedResponse(status: 200, delivery: .unfinishedHead)

    /// A valid JSON answer behind one header line of `bytes` bytes.
    public static func hugeHeaderLine(_ bytes: Int, body: String) -> ScriptedResponse {
        .json(body, headers: ["X-Padding": String(repeating: "p", count: bytes)])
    }
}
