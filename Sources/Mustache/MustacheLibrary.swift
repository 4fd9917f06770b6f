import Foundation

/// A set of named templates that can include each other as partials (`{{>name}}`).
public struct MustacheLibrary: Sendable {
    private let templates: [String: MustacheTemplate]

    /// Parses every template eagerly; keys are template (and partial) names.
    /// Templates are parsed in name order, so the first error reported is deterministic.
    public init(templates: [String: String]) throws(MustacheError) {
        var parsed: [String: MustacheTemplate] = [:]
        parsed.reserveCapacity(templates.count)
        for (name, source) in templates.sorted(by: { $0.key < $1.key }) {
            parsed[name] = try MustacheTemplate(source: source, name: name)
        }
        self.templates = parsed
    }

    /// Loads every `NAME.<fileExtension>` file directly inside `directory`
    /// (not recursive); each template's name is its file name without the extension.
    ///
    /// Throws file-system errors as they come, and `MustacheError` for a template that does not parse.
    public init(directory: URL, fileExtension: String = "mustache") throws {
        let fileManager = FileManager.default
        let urls = try fileManager.contentsOfDirectory(
            at: directory, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        var sources: [String: String] = [:]
        for url in urls where url.pathExtension == fileExtension {
            // fileExists follows symlinks, so linked template files are included.
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                continue
            }
            sources[url.deletingPathExtension().lastPathComponent] = try String(contentsOf: url, encoding: .utf8)
        }
        try self.init(templates: sources)
    }

    /// The names of all templates, sorted.
    public var templateNames: [String] {
        templates.keys.sorted()
    }

    /// The bytes an output is made room for when the caller does not say how long it will be.
    public static let defaultCapacity = 16 * 1024

    /// Renders the template named `templateName` against `context`.
    ///
    /// - Parameters:
    ///   - escaper: applied to `{{name}}` interpolations; `.none` suits source code, `.html` the spec.
    ///   - strict: when true, a variable or section name that resolves to nothing on the whole
    ///     context stack, a missing partial, or interpolating a list/object is a located error.
    ///     An explicit `.null` is present (and falsey), so it is not an error. When false
    ///     (spec behaviour) all of these render as empty.
    ///   - capacity: the bytes the output is made room for before rendering starts; the caller that knows the
    ///     output's length (a file of declarations printed already) saves growing it and copying it on the way.
    /// - Throws: `MustacheError`; an unknown `templateName` is reported at line 0, column 0.
    public func render(
        _ templateName: String, _ context: MustacheValue, escaper: MustacheEscaper = .none, strict: Bool = false,
        capacity: Int = MustacheLibrary.defaultCapacity
    ) throws(MustacheError) -> String {
        guard let template = templates[templateName] else {
            throw MustacheError(
                templateName: templateName, line: 0, column: 0, message: "no template named '\(templateName)'")
        }
        return try template.render(context, partials: templates, escaper: escaper, strict: strict, capacity: capacity)
    }
}
