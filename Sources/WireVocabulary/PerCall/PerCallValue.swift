import Foundation

/// A value the client computes for each call and sends in its request (a timestamp the docs ask on every POST, a
/// cache-busting parameter, a random nonce), never a method argument: what it is, and where it travels. The one
/// statement of what such a value looks like: the client makes it, and `verify` and `mock` check a request's by it.
public struct PerCallValue: Sendable, Hashable, CustomStringConvertible {
    /// What the client computes.
    public enum Kind: Sendable, Hashable, CustomStringConvertible {
        /// The current time in whole seconds since 1970 (`1733212800`).
        case unixSeconds
        /// The current time in whole milliseconds since 1970 (`1733212800000`).
        case unixMillis
        /// Random text of `length` characters of `alphabet`, from the system's secure generator.
        case random(Alphabet, length: Int)

        /// `clock: unixSeconds`, `random: hex, length: 32`: how the contract writes it.
        public var description: String {
            switch self {
            case .unixSeconds: "clock: unixSeconds"
            case .unixMillis: "clock: unixMillis"
            case .random(let alphabet, let length): "random: \(alphabet.rawValue), length: \(length)"
            }
        }

        /// Whether the value is a time.
        public var isClock: Bool {
            if case .random = self { return false }
            return true
        }
    }

    /// The characters random text is made of.
    public enum Alphabet: String, Sendable, Hashable, CaseIterable {
        /// `0-9a-f`.
        case hex
        /// `0-9A-Za-z`.
        case alphanumeric
        /// `0-9`.
        case digits

        /// The characters, in order.
        public var characters: [Character] {
            switch self {
            case .hex: Array("0123456789abcdef")
            case .alphanumeric: Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
            case .digits: Array("0123456789")
            }
        }
    }

    /// Where the value travels.
    public enum Placement: Sendable, Hashable, CustomStringConvertible {
        /// A query parameter of that name, after the request's own.
        case query(String)
        /// A header of that name.
        case header(String)
        /// A field of that name in an `application/x-www-form-urlencoded` body, after the form's own.
        case formField(String)

        /// The parameter's, header's or field's name.
        public var name: String {
            switch self {
            case .query(let name), .header(let name), .formField(let name): name
            }
        }

        /// `query _t`, `header X-Timestamp`, `form field ts`.
        public var description: String {
            switch self {
            case .query(let name): "query \(name)"
            case .header(let name): "header \(name)"
            case .formField(let name): "form field \(name)"
            }
        }
    }

    /// Where it travels.
    public var placement: Placement
    /// What it is.
    public var kind: Kind

    /// `kind`, sent at `placement`.
    public init(_ placement: Placement, _ kind: Kind) {
        self.placement = placement
        self.kind = kind
    }

    /// `query _t (clock: unixMillis)`.
    public var description: String { "\(placement) (\(kind))" }
}

extension PerCallValue.Kind {
    /// The text sent for this kind at `now`, with random text from `random`.
    public func text(now: Date, random: (PerCallValue.Alphabet, Int) -> String) -> String {
        switch self {
        case .unixSeconds: String(Int64((now.timeIntervalSince1970).rounded(.down)))
        case .unixMillis: String(Int64((now.timeIntervalSince1970 * 1000).rounded(.down)))
        case .random(let alphabet, let length): random(alphabet, length)
        }
    }

    /// Why `text` is not a value of this kind, or nil: a time must be the whole number of its unit at a moment
    /// between 2001-09-09 and 2286 (so seconds and milliseconds are not mistaken for each other), random text its
    /// length of its alphabet. `verify` and `mock` check a request's values by it.
    public func problem(with text: String) -> String? {
        switch self {
        case .unixSeconds, .unixMillis:
            let scale: Int64 = self == .unixMillis ? 1000 : 1
            guard text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }), !text.isEmpty,
                let number = Int64(text)
            else { return "is not a whole number" }
            let earliest = 1_000_000_000 * scale
            let latest = 9_999_999_999 * scale
            guard (earliest...latest).contains(number) else {
                return self == .unixMillis
                    ? "is no time in milliseconds since 1970 (13 digits)"
                    : "is no time in seconds since 1970 (10 digits)"
            }
            return nil
        case .random(let alphabet, let length):
            guard text.count == length else { return "has \(text.count) characters, not \(length)" }
            let allowed = Set(alphabet.characters)
            guard text.allSatisfy(allowed.contains) else { return "has characters outside \(alphabet.rawValue)" }
            return nil
        }
    }

    /// Random text of `length` characters of `alphabet`, from the system's cryptographically secure generator.
    public static func secureRandom(_ alphabet: PerCallValue.Alphabet, _ length: Int) -> String {
        var generator = SystemRandomNumberGenerator()
        let characters = alphabet.characters
        return String((0..<max(0, length)).map { _ in characters.randomElement(using: &generator)! })
    }
}
