/// The documented bounds of a number (`minimum:`, `maximum:`, both included), which the client checks before sending
/// a value and `verify` checks in captured requests. Bounds are whole numbers, as the docs of this family give them.
public struct NumericRange: Sendable, Hashable, CustomStringConvertible {
    /// The least value allowed, when there is one.
    public var minimum: Int?
    /// The greatest value allowed, when there is one.
    public var maximum: Int?

    /// A range of these bounds; nil when neither is given.
    public init?(minimum: Int?, maximum: Int?) {
        guard minimum != nil || maximum != nil else { return nil }
        self.minimum = minimum
        self.maximum = maximum
    }

    /// Why `value` is out of the range (`is below its minimum 1`), or nil when it is in.
    public func violation(of value: Double) -> String? {
        if let minimum, value < Double(minimum) { return "is below its minimum \(minimum)" }
        if let maximum, value > Double(maximum) { return "is above its maximum \(maximum)" }
        return nil
    }

    /// `1...100`, `≥ 1`, `≤ 100`.
    public var description: String {
        switch (minimum, maximum) {
        case (let low?, let high?): "\(low)...\(high)"
        case (let low?, nil): "≥ \(low)"
        case (nil, let high?): "≤ \(high)"
        case (nil, nil): "any"
        }
    }
}
