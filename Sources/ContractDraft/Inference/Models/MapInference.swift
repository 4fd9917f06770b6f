import TextFoundation

/// When the objects at one place are a map (`{ map: V }`, keys that are data) rather than a model: the rules, each
/// named for the guess that states it. A map's values are merged into one shape and typed as list items are; no model
/// is ever named after one of its keys.
enum MapInference: String, Sendable, Hashable {
    /// Two or more keys, every one an id (digits, a UUID, hex, long base62), a date (`2026-12-07`, `2026-12`) or no
    /// name at all (`A01-02`, `性别`, `en US`): keys no field is called.
    case dataKeys
    /// More keys than a model holds (over ``ObjectShape/maximumFields``), in one object or over the objects seen there.
    case manyKeys
    /// Eight or more keys in one object, every value a list, or every value an object: a lookup of one kind of
    /// container by code (JeecgBoot's `sysAllDictItems`, each dictionary's items by dictionary code).
    case uniformContainers

    /// Keys in one object that make ``uniformContainers``.
    static let uniformContainerKeys = 8

    /// The rule an object's keys and values meet, if any (``manyKeys`` over several objects is the shape's to see).
    static func rule(for members: JSONObject) -> MapInference? {
        if members.count > ObjectShape.maximumFields { return .manyKeys }
        if hasDataKeys(members.keys) { return .dataKeys }
        if members.count >= uniformContainerKeys {
            let values = members.values
            if values.allSatisfy({ if case .array = $0 { true } else { false } })
                || values.allSatisfy({ if case .object = $0 { true } else { false } })
            {
                return .uniformContainers
            }
        }
        return nil
    }

    /// Whether two or more keys are all data (``dataKeys``).
    static func hasDataKeys(_ keys: [String]) -> Bool {
        keys.count >= 2 && keys.allSatisfy(isDataKey)
    }

    /// An id, a date, or text that is no name (`[A-Za-z_][A-Za-z0-9_]*`).
    static func isDataKey(_ key: String) -> Bool {
        IDSegment(key) != nil || isDate(key) || !isName(key)
    }

    private static func isName(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first, first == "_" || isLetter(first) else { return false }
        return key.unicodeScalars.allSatisfy { $0 == "_" || isLetter($0) || ("0"..."9").contains($0) }
    }

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// `2026-12-07`, `2026-12`, `2026/12/07`: a year of four digits, then one or two parts of two digits.
    private static func isDate(_ key: String) -> Bool {
        let separator: Character = key.contains("-") ? "-" : "/"
        let parts = key.split(separator: separator, omittingEmptySubsequences: false)
        guard (2...3).contains(parts.count), parts[0].count == 4, parts.dropFirst().allSatisfy({ $0.count == 2 })
        else { return false }
        return parts.allSatisfy { $0.allSatisfy(\.isASCIIDigitCharacter) }
    }

    /// Why the place is a map, as the guess says it.
    var reason: String {
        switch self {
        case .dataKeys: "its keys are ids, dates or no names (data, not fields)"
        case .manyKeys: "more keys than a model holds (over \(ObjectShape.maximumFields))"
        case .uniformContainers:
            "\(Self.uniformContainerKeys) or more keys, each holding the same kind of container (all lists or all objects)"
        }
    }
}
