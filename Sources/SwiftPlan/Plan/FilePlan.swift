/// One generated Swift file as the plan ends in it: its header, its imports and its top-level declarations in order,
/// each type with its members already laid out (``FileDeclaration``). The printer prints every declaration; the file
/// kind's template (`Templates/<template>.mustache`) places the header, the imports and the declarations, once.
public struct SwiftFilePlan: Sendable {
    /// Where the file goes, relative to the output folder.
    public var path: String
    /// The template that lays the file out, without `.mustache`: `Client.swift`, `Group.swift`, ….
    public var template: String
    /// The modules the file imports, sorted by module name as swift-format wants them.
    public var imports: [ImportPlan]
    /// The generated modules a test file imports `@testable` (when they are `internal`), sorted; after the others.
    public var testableImports: [SwiftIdentifier]
    /// The file's top-level declarations, in order.
    public var declarations: [FileDeclaration]

    public init(
        path: String, template: String, imports: [ImportPlan], testableImports: [SwiftIdentifier] = [],
        declarations: [FileDeclaration]
    ) {
        self.path = path
        self.template = template
        self.imports = imports
        self.testableImports = testableImports
        self.declarations = declarations
    }
}

/// A declaration as it stands in a file: a whole member, or a type (or extension) with its members between braces.
public indirect enum FileDeclaration: Sendable {
    /// A declaration printed whole, body included: a member, a type alias, a test method.
    case member(PlanDeclaration)
    /// A type or an extension: its header, ` {`, its members one level deeper, `}`.
    case scope(FileScope)
}

/// A declaration of the plan, with what the public-symbol list says of it when it keys it.
public enum PlanDeclaration: Sendable {
    /// A declaration the symbol list keys (when it is API): a member, a type's header.
    case planned(PlannedDeclaration)
    /// A declaration the symbol list doesn't key: an extension's header, a generated test.
    case code(SwiftDeclaration)

    /// The declaration the printer writes.
    public var declaration: SwiftDeclaration {
        switch self {
        case .planned(let planned): planned.declaration
        case .code(let declaration): declaration
        }
    }
}

/// A type or an extension in a file: its header stands in the scope around it, its members are members of
/// ``typeName`` (nested in the type around it when the scope is a member of another).
public struct FileScope: Sendable {
    /// The type the members belong to: the type declared, or the type an extension extends.
    public var typeName: SwiftIdentifier
    public var header: PlanDeclaration
    public var members: [ScopeMember]

    public init(typeName: SwiftIdentifier, header: PlanDeclaration, members: [ScopeMember]) {
        self.typeName = typeName
        self.header = header
        self.members = members
    }
}

/// One member of a scope and whether a blank line comes before it: the plan lays a type's members out, so a type's
/// stored properties stand together and its other members one blank line apart.
public struct ScopeMember: Sendable {
    public var blankLineBefore: Bool
    public var declaration: FileDeclaration

    public init(blankLineBefore: Bool, _ declaration: FileDeclaration) {
        self.blankLineBefore = blankLineBefore
        self.declaration = declaration
    }
}

/// A group of files of one kind (`<Prefix>Models.swift`, `…2.swift`, …): named units of declarations (a type with its
/// extensions, an endpoint's declarations), never split, that ``GroupFileCuts`` shares out into files once their
/// printed lengths are known.
public struct SwiftFileGroupPlan: Sendable {
    /// The folder of the group's files, relative to the output folder.
    public var folder: String
    /// The first file's name without `.swift`; the second adds `2`, and so on.
    public var stem: String
    /// The template that lays out each of the group's files.
    public var template: String
    /// What every file of the group imports.
    public var imports: [ImportPlan]
    /// The units, in plan order.
    public var units: [Unit]

    /// A type and its extensions, or an endpoint's declarations: what a file never splits.
    public struct Unit: Sendable {
        /// The type or endpoint it declares: where a group may be cut.
        public var name: String
        public var declarations: [FileDeclaration]
        /// Imports the unit adds to its file (a test suite's).
        public var imports: [ImportPlan]
        public var testableImports: [SwiftIdentifier]
    }

    /// The path of the group's file number `index` (from 0).
    public func path(_ index: Int) -> String {
        "\(folder)/\(stem)\(index == 0 ? "" : String(index + 1)).swift"
    }

    /// The file plan of the units `part`, file number `index`: the group's imports and the units', sorted.
    public func file(_ index: Int, units part: Range<Int>) -> SwiftFilePlan {
        let members = units[part]
        let imports = Set(imports + members.flatMap(\.imports)).sorted()
        var seen: Set<String> = []
        let testable = members.flatMap(\.testableImports).filter { seen.insert($0.printed).inserted }
            .sorted { $0.printed < $1.printed }
        return SwiftFilePlan(
            path: path(index), template: template, imports: imports, testableImports: testable,
            declarations: members.flatMap(\.declarations))
    }
}

/// What a module plan ends in: the Swift files in the order they are written (the groups between the leading and the
/// trailing files), and the DocC catalog, which is Markdown.
public struct ModuleFilesPlan: Sendable {
    /// The client's protocol and the client (the longest files), the contract, its error classes and rules, the
    /// operation.
    public var leading: [SwiftFilePlan]
    /// Identifiers, models and unions, enums, endpoints, the examples' extensions, the example tests.
    public var groups: [SwiftFileGroupPlan]
    /// The secret-redaction tests and the examples module's enum.
    public var trailing: [SwiftFilePlan]
}
