import Foundation

/// Where a client gets the values it computes for each call (`PerCallValue`): the time, and random text.
///
/// A client uses ``system`` unless told otherwise; a test that checks a request's exact bytes passes ``fixed(now:)``.
public struct PerCallValueSource: Sendable {
    /// The current time.
    public var now: @Sendable () -> Date
    /// Random text of that many characters of that alphabet.
    public var randomText: @Sendable (PerCallValue.Alphabet, Int) -> String

    /// A source of these clocks and random texts.
    public init(
        now: @escaping @Sendable () -> Date,
        randomText: @escaping @Sendable (PerCallValue.Alphabet, Int) -> String
    ) {
        self.now = now
        self.randomText = randomText
    }

    /// The system clock, and random text from the system's cryptographically secure generator.
    public static let system = PerCallValueSource(
        now: { Date() }, randomText: { PerCallValue.Kind.secureRandom($0, $1) })

    /// Always the time `now`, and random text of the alphabet's first character (`0000…`): requests a test can
    /// compare byte for byte.
    public static func fixed(now: Date) -> PerCallValueSource {
        PerCallValueSource(
            now: { now }, randomText: { alphabet, length in String(repeating: alphabet.characters[0], count: length) })
    }

    /// The text of `value` for one call made at `now`.
    func text(of value: PerCallValue, at now: Date) -> String {
        value.kind.text(now: now, random: randomText)
    }
}
