/// How visible a generated module's API is: the access modifier every ``SwiftDeclaration/Access/api`` declaration is
/// printed with.
public enum APIAccess: String, Sendable, Hashable, CaseIterable {
    /// A module of its own that apps import.
    case `public`
    /// Visible within one package.
    case package
    /// Generated straight into the target that uses it: no modifier at all.
    case `internal`

    /// The modifier, followed by a space; empty for `internal`.
    var modifier: String {
        switch self {
        case .public: "public "
        case .package: "package "
        case .internal: ""
        }
    }
}
