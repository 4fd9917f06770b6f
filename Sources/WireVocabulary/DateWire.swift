/// How a date counted from 1970 travels (`unixSeconds`, `unixMillis`), which a field's `wire:` never changes: the one
/// statement of what it accepts and how it is sent. The runtime's `decodeUnixSeconds`/`decodeUnixMillis` read by it,
/// and so do lint's checks of example values (`WireDecoding`, which `verify` holds captured answers to as well), lint's
/// check of a field's `wire:`, `verify`'s check of text values and the OpenAPI export's schema. (A `dateTime` has one
/// form, ISO-8601 text, which ``ISO8601Text`` reads for all of them.)
package enum DateWire {
    /// What the date is counted in.
    package enum EpochUnit: String, Sendable, Hashable, CaseIterable {
        case seconds, milliseconds

        /// Units in one second.
        package var perSecond: Double {
            switch self {
            case .seconds: 1
            case .milliseconds: 1000
            }
        }

        /// The contract's name of a date in this unit: `unixSeconds`, `unixMillis`.
        package var typeName: String {
            switch self {
            case .seconds: "unixSeconds"
            case .milliseconds: "unixMillis"
            }
        }
    }

    /// What such a value is read as: units since 1970 as a `Double`, so a fraction is kept.
    package static let epochTarget: WireTarget = .double
    /// The forms such a value may arrive in: any JSON number (`1700000000`, `1700000000.5`) or a numeric string
    /// (`"1700000000"`), as ``WireReading`` reads each for ``epochTarget``.
    package static let epochForms: [WireForm] = [.int, .numericString, .double]

    /// The whole units since 1970 a date of `timeIntervalSince1970` seconds is sent as, rounded down: how the client
    /// writes such a date in a body, a query or a form.
    package static func wholeUnits(_ timeIntervalSince1970: Double, _ unit: EpochUnit) -> Int64 {
        Int64((timeIntervalSince1970 * unit.perSecond).rounded(.down))
    }
}
