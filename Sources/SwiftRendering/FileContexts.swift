import Mustache
import SwiftPlan

/// A file plan as its template's Mustache context, made from the file plan itself: the header's comment text, the
/// imports, and the declarations, each a block the printer prints for the column its tag lands on.
///
/// A class: every file's context is made on whichever core renders it, by a closure holding this.
final class FileContexts {
    /// The modifier of the module's API declarations.
    let access: APIAccess
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

    /// The context of a Swift file's template: `contractPath`, `header`, `imports` (`module`, `isGeneratedSPI`),
    /// `testableImports` and `declarations`. `printed` holds each declaration's text at column 0 when it is printed
    /// already (a group file's, printed once to measure it), reused where its tag lands at column 0.
    func context(_ file: SwiftFilePlan, printed: [String]? = nil) -> MustacheValue {
        let declarations = file.declarations.enumerated().map { index, declaration in
            MustacheValue.declaration(declaration, printed: printed?[index], access: access)
        }
        return .object([
            "contractPath": contractPath, "header": header,
            "imports": .list(
                file.imports.map {
                    .object(["module": .string($0.module.printed), "isGeneratedSPI": .bool($0.isGeneratedSPI)])
                }),
            "testableImports": .list(file.testableImports.map { .string($0.printed) }),
            "declarations": .list(declarations),
        ])
    }

    /// The context of a Markdown file's template: its own values and the header's.
    func context(markdown values: [String: MustacheValue]) -> MustacheValue {
        var values = values
        values["contractPath"] = contractPath
        values["header"] = header
        return .object(values)
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

    /// A file's declaration (a type with its members), printed for its column; `printed`, its text at column 0, is
    /// used as it is where the tag lands at column 0 on an unindented line.
    static func declaration(_ declaration: FileDeclaration, printed: String?, access: APIAccess) -> MustacheValue {
        .block(
            MustacheBlock { position, output in
                if let printed, position.column == 0, position.indentation.isEmpty {
                    output += printed
                } else {
                    SwiftPrinter.append(
                        declaration, to: &output, column: position.column, indentation: position.indentation,
                        access: access)
                }
            })
    }
}
