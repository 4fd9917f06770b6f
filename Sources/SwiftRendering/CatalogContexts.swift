import Mustache
import SwiftPlan

/// The DocC catalog's pages as their templates' contexts: Markdown text made by the plan, one line each.
extension CatalogPlan {
    /// `Catalog.md`'s values.
    var context: [String: MustacheValue] {
        [
            "module": .string(module), "title": .string(title), "version": .string(version), "date": .string(date),
            "sources": .list(sources.map(MustacheValue.string)),
            "clientLinks": .list(clientLinks.map(MustacheValue.string)),
            "groups": .list(groups.map { .object($0.context) }),
            "typeLinks": .list(typeLinks.map(MustacheValue.string)),
            "errorClasses": .list(
                errorClasses.map {
                    .object(["link": .string($0.link), "meaning": .string($0.meaning), "action": .string($0.action)])
                }),
            "notes": notes.map { .object(["lines": .list($0.lines.map(MustacheValue.string))]) } ?? .null,
        ]
    }
}

extension CatalogGroupPlan {
    /// `CatalogGroup.md`'s values.
    var context: [String: MustacheValue] {
        [
            "article": .string(article), "title": .string(title), "summary": .string(summary),
            "endpoints": .list(endpoints.map { .object(["link": .string($0.link), "request": .string($0.request)]) }),
        ]
    }
}
