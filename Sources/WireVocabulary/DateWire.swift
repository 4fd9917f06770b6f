/// How a `unixSeconds` date travels, which a field's `wire:` never changes: the one statement of what it accepts. The
/// runtime's `decodeUnixSeconds` reads by it, and so do lint's checks of example values (`WireDecoding`, which `verify`
/// holds captured answers to as well), lint's check of a field's `wire:`, `verify`'s check of text values and the
/// OpenAPI export's schema. (A `dateTime` has one form, ISO-8601 text, which ``ISO8601Text`` reads for all of them.)
package enum DateWire {
    /// What a `unixSeconds` value is read as: seconds since 1970 as a `Double`, so a fraction is kept.
    package static let unixSecondsTarget: WireTarget = .double
    /// The forms a `unixSeconds` value may arrive in: any JSON number (`1700000000`, `1700000000.5`) or a numeric
    /// string (`"1700000000"`), as ``WireReading`` reads each for ``unixSecondsTarget``. It is sent as a whole number.
    package static let unixSecondsForms: [WireForm] = [.int, .numericString, .double]
}
