/// A name in generated Swift: a type, member, parameter, local or case name.
///
/// Always a valid Swift identifier. Contract names become identifiers only through ``SwiftNames`` and
/// ``NameScope``; the generator's own names come from `StaticString` constants. The printer writes it back-ticked
/// where Swift reserves the word.
public struct SwiftIdentifier: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The name without backticks.
    public let name: String
    /// Whether Swift reserves the word, so source writes it back-ticked.
    private let isKeyword: Bool

    /// The name as source writes it: back-ticked when Swift reserves the word.
    public var printed: String { isKeyword ? "`" + name + "`" : name }

    /// A name already made legal by ``SwiftNames`` (ASCII letters, digits and `_`, not starting with a digit).
    init(legal name: String) {
        assert(Self.isLegal(name), "not a Swift identifier: \(name)")
        self.name = name
        isKeyword = ReservedWords.keywords.contains(name)
    }

    /// One of the generator's own names (compiled-in text; it must be a legal identifier).
    public init(_ constant: StaticString) {
        self.init(legal: constant.description)
    }

    /// Whether `name` is an identifier the generator may print: ASCII letters, digits and `_`, not starting with a
    /// digit, not the wildcard `_` alone.
    static func isLegal(_ name: String) -> Bool {
        guard let first = name.utf8.first, name != "_", !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
        else { return false }
        return name.unicodeScalars.allSatisfy(SwiftNames.isIdentifierScalar)
    }

    /// The name as an argument label in a call or a tuple: Swift reserves only `inout` there (and warns about
    /// other back-ticked keywords).
    public var printedAsLabel: String {
        name == "inout" ? printed : name
    }

    public var description: String { printed }

    public static func < (lhs: SwiftIdentifier, rhs: SwiftIdentifier) -> Bool { lhs.name < rhs.name }
}
