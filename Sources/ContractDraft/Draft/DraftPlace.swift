/// Where a guess stands in the drafted contract: the keys from the top down, as the writer walks them
/// (`endpoints`, `getUser`, `path`). The writer prints a place's guesses on the lines above its key.
public struct DraftPlace: Sendable, Hashable, CustomStringConvertible {
    public var keys: [String]

    public init(_ keys: [String]) { self.keys = keys }

    public var description: String { keys.joined(separator: ".") }

    /// The place one key further down.
    public func appending(_ key: String) -> DraftPlace { DraftPlace(keys + [key]) }

    public static let info = DraftPlace(["info"])
    public static let auth = DraftPlace(["auth"])

    public static func server(_ name: String) -> DraftPlace { DraftPlace(["servers", name]) }
    public static func envelope(_ name: String) -> DraftPlace { DraftPlace(["envelopes", name]) }
    public static func errorClass(_ name: String) -> DraftPlace { DraftPlace(["errorClasses", name]) }
    public static func model(_ name: String) -> DraftPlace { DraftPlace(["models", name]) }
    public static func field(_ name: String, of model: String) -> DraftPlace {
        DraftPlace(["models", model, "fields", name])
    }
    public static func endpoint(_ name: String) -> DraftPlace { DraftPlace(["endpoints", name]) }
}

/// The guesses of a draft by place, in the order they were made.
public struct GuessBook: Sendable {
    private(set) var byPlace: [DraftPlace: [Guess]] = [:]

    public init() {}

    /// Records `guess` at `place`; the same sentence at one place is written once.
    public mutating func add(_ guess: Guess, at place: DraftPlace) {
        guard byPlace[place]?.contains(guess) != true else { return }
        byPlace[place, default: []].append(guess)
    }

    /// The guesses at `place`.
    public func guesses(at place: DraftPlace) -> [Guess] { byPlace[place] ?? [] }

    /// Moves the guesses at places under `old` (an endpoint or model that was renamed) under `new`.
    public mutating func rename(_ old: DraftPlace, to new: DraftPlace) {
        for (place, guesses) in byPlace where place.keys.starts(with: old.keys) {
            byPlace[place] = nil
            let moved = DraftPlace(new.keys + place.keys.dropFirst(old.keys.count))
            byPlace[moved, default: []] += guesses
        }
    }

    /// Every guess, counted by kind.
    public var countsByKind: [GuessKind: Int] {
        var counts: [GuessKind: Int] = [:]
        for guesses in byPlace.values { for guess in guesses { counts[guess.kind, default: 0] += 1 } }
        return counts
    }

    /// How many guesses there are.
    public var count: Int { byPlace.values.reduce(0) { $0 + $1.count } }
}
