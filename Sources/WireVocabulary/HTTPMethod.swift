/// An HTTP method a contract's endpoint uses.
public enum HTTPMethod: String, Sendable, Hashable, CaseIterable {
    /// A read: no body, safe to repeat.
    case get = "GET"
    /// A write with a body (sign-ins, uploads, most writes of the seed systems).
    case post = "POST"
    /// A replacement of a resource.
    case put = "PUT"
    /// A partial update of a resource.
    case patch = "PATCH"
    /// A removal of a resource.
    case delete = "DELETE"
}
