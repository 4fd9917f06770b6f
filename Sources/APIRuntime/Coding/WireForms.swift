/// A set of accepted wire forms, as bits: an array literal such as `[.int, .numericString]` at a call site costs
/// nothing (no allocation), so generated decoders can spell the forms inline.
@_spi(Generated)
public struct WireForms: OptionSet, Sendable, Hashable {
    /// The forms as bits.
    public let rawValue: UInt8

    /// The forms of `rawValue`'s bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// A JSON string.
    public static let string = WireForms(rawValue: 1)
    /// A JSON integer.
    public static let int = WireForms(rawValue: 2)
    /// A JSON string of ASCII digits with an optional leading `-`.
    public static let numericString = WireForms(rawValue: 4)
    /// Any JSON number.
    public static let double = WireForms(rawValue: 8)
    /// JSON `true` / `false`.
    public static let bool = WireForms(rawValue: 16)

    /// The set holding one form.
    public init(_ form: WireForm) { self.init(rawValue: FormMask.bit(form)) }
}
