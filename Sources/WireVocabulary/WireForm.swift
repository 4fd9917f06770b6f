/// One JSON form in which a value may arrive: the words of a contract's `wire:`, and of the forms generated decoders
/// accept (`[.int, .numericString]`).
///
/// What each form admits for each kind of value, and how it reads as that value, is ``WireReading``'s table; the
/// generator prints a form by its raw value, and the OpenAPI export and lint's wording derive from the same table.
public enum WireForm: String, Sendable, Hashable, CaseIterable {
    /// A JSON string.
    case string
    /// A JSON integer.
    case int
    /// A JSON string of ASCII digits with an optional leading `-`, e.g. `"1234"`; no white space, no `+`.
    case numericString
    /// Any JSON number.
    case double
    /// JSON `true` / `false`.
    case bool
    /// A list field's JSON array (its natural form).
    case list
    /// A list field's one element alone, read as a one-item list (`allowPrefix`: a prefix, or a list of them).
    case single

    /// The forms of a single value, which scalars, identifiers and enums take.
    public static let scalarForms: [WireForm] = [.string, .int, .numericString, .double, .bool]
    /// The forms of a list field.
    public static let listForms: [WireForm] = [.list, .single]
}

/// A set of scalar wire forms, as bits: generated decoders spell the set inline (`[.int, .numericString]`), and an
/// option set's array literal costs no allocation at the call site.
@_spi(Generated)
public struct WireForms: OptionSet, Sendable, Hashable {
    /// The forms as bits, one per ``WireForm`` case in declaration order.
    public let rawValue: UInt8

    /// The forms of `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The set holding one form.
    public init(_ form: WireForm) {
        self.init(rawValue: 1 << UInt8(WireForm.allCases.firstIndex(of: form)!))
    }

    /// The forms in the set, in declaration order.
    public var forms: [WireForm] { WireForm.allCases.filter { contains(WireForms($0)) } }

    public static let string = WireForms(.string)
    public static let int = WireForms(.int)
    public static let numericString = WireForms(.numericString)
    public static let double = WireForms(.double)
    public static let bool = WireForms(.bool)
}
