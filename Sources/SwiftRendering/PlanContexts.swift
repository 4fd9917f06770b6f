import Mustache
import SwiftPlan

/// The plan as Mustache contexts, read off the plan itself: each part of the plan becomes an object whose keys are
/// its fields' names (``PlanPart/planFields``), so a template's slot names the plan's member. Every value is printer
/// output: a name as text, a declaration as a block the printer lays out for the column its tag lands on.
///
/// A class: every section's context is made on whichever core renders it, by a closure holding this, and copying a
/// struct of the whole plan into each of thousands of closures cost a retain per field each time.
final class PlanContexts {
    /// The modifier of the module's API declarations.
    private let access: APIAccess
    /// What every file's header (the `header` partial) may print, made once, as `//` comment text:
    /// `{{contractPath}}` and `{{header.title}}`, `{{header.version}}`, `{{header.date}}`.
    private let header: MustacheValue
    private let contractPath: MustacheValue

    init(plan: ModulePlan) {
        access = plan.access
        let facts = plan.header
        contractPath = .string(SwiftPrinter.comment(facts.contractPath))
        header = .object([
            "contractPath": contractPath, "title": .string(SwiftPrinter.comment(facts.title)),
            "version": .string(SwiftPrinter.comment(facts.version)), "date": .string(SwiftPrinter.comment(facts.date)),
        ])
    }

    /// The context of a template that lays out `part`: its fields, and the header's.
    func context(_ part: some PlanPart) -> MustacheValue {
        var fields = object(part)
        fields["contractPath"] = contractPath
        fields["header"] = header
        return .object(fields)
    }

    /// A group file's sections, with the imports of `suites`: every module any of them imports, sorted as swift-format
    /// wants them.
    func groupContext(_ sections: [String], imports suites: [TestSuitePlan]) -> MustacheValue {
        let imports = Set(suites.flatMap(\.imports)).sorted()
        let testable = Set(suites.flatMap(\.testableImports).map(\.printed)).sorted()
        return .object([
            "contractPath": contractPath, "header": header, "sections": .list(sections.map(MustacheValue.string)),
            "imports": .list(imports.map { .object(object($0)) }),
            "testableImports": .list(testable.map(MustacheValue.string)),
        ])
    }

    /// A part of the plan as a template sees it: its fields by name.
    private func object(_ part: some PlanPart) -> [String: MustacheValue] {
        let planFields = part.planFields
        var fields: [String: MustacheValue] = [:]
        fields.reserveCapacity(planFields.count + 2)
        for field in planFields { fields[field.name] = value(field.value) }
        return fields
    }

    /// One value of the plan as a template sees it.
    private func value(_ field: PlanField) -> MustacheValue {
        switch field {
        case .declaration(let planned): .declaration(planned.declaration, access: access)
        case .code(let declaration): .declaration(declaration, access: access)
        case .name(let identifier): .string(identifier.printed)
        case .text(let text): .string(text)
        case .flag(let flag): .bool(flag)
        case .part(let part): .object(object(part))
        case .list(let items): .list(items.map(value))
        case .nothing: .null
        }
    }
}

extension MustacheValue {
    /// A declaration, doc comment, header and body, printed for its column; an API declaration gets `access`'s
    /// modifier.
    static func declaration(_ declaration: SwiftDeclaration, access: APIAccess = .public) -> MustacheValue {
        .block(
            MustacheBlock { position, output in
                SwiftPrinter.append(
                    declaration, to: &output, column: position.column, indentation: position.indentation,
                    access: access)
            })
    }
}
