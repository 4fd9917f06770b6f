/// A business code an envelope carries: a number (Zing's `code`, WeChat's `errcode`, Feishu's `code`) or text
/// (Tencent Cloud's `Response.Error.Code`, e.g. `AuthFailure.SignatureExpire`).
public enum BusinessCode: Sendable, Hashable, CustomStringConvertible, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral
{
    case int(Int)
    case string(String)

    /// Which of the two an envelope's code is.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A number; numeric text (`"0"`) reads as the number, as the docs of this family show both.
        case int
        /// Text; a number reads as its digits.
        case string
    }

    public init(integerLiteral value: Int) { self = .int(value) }
    public init(stringLiteral value: String) { self = .string(value) }

    /// Which kind of code this is.
    public var kind: Kind {
        switch self {
        case .int: .int
        case .string: .string
        }
    }

    /// The code as text: `0`, `AuthFailure`.
    public var description: String {
        switch self {
        case .int(let number): String(number)
        case .string(let text): text
        }
    }
}
