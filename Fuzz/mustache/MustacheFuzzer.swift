import Mustache

/// libFuzzer's entry point for the `mustache` target.
///
/// The input is UTF-8 text: the main template, then any number of partials, each written as a NUL byte, the
/// partial's name, a newline and its text (`main\0row\n{{name}}`). The main template is parsed and rendered on its
/// own; then all templates are parsed as one library and the main one rendered with its partials, both leniently
/// (the spec's behaviour) and strictly (the generator's), with and without HTML escaping. Parse and strict-mode
/// errors are expected outcomes; a crash, a sanitizer report or an input slower than libFuzzer's `-timeout` is a
/// finding, and so is an error that is not located in a template it names.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMustache(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let segments = text.split(separator: "\0", omittingEmptySubsequences: false)
    let main = String(segments[0])
    var sources = ["main": main]
    for segment in segments.dropFirst() {
        let name = segment.prefix { $0 != "\n" }
        sources[String(name)] = String(segment.dropFirst(name.count + 1))
    }
    do {
        let template = try MustacheTemplate(source: main, name: "main")
        _ = try? template.render(FuzzContext.value)
    } catch {
        check(error, among: ["main"])
    }
    let library: MustacheLibrary
    do {
        library = try MustacheLibrary(templates: sources)
    } catch {
        check(error, among: Set(sources.keys))
        return 0
    }
    for (escaper, strict) in [(MustacheEscaper.none, true), (.html, false)] {
        do {
            _ = try library.render("main", FuzzContext.value, escaper: escaper, strict: strict)
        } catch {
            check(error, among: Set(sources.keys))
        }
    }
    return 0
}

/// An error names one of the templates and, being about a tag, has a position in it.
private func check(_ error: MustacheError, among names: Set<String>) {
    guard names.contains(error.templateName), error.line >= 1, error.column >= 1 else {
        fatalError("badly located template error: \(error)")
    }
}

/// The data every input is rendered against: each kind of value, nested objects for dotted names, small lists of
/// scalars and of objects, empty and falsey values, text that HTML escaping changes, and the names the generator's
/// templates and the spec use most.
enum FuzzContext {
    static let row: MustacheValue = [
        "name": "first", "property": "id", "type": "Int", "declaredType": "UserID?", "isLast": false,
        "docLines": ["/// one", "/// two"], "value": 1,
    ]
    static let value: MustacheValue = [
        "name": "Zing <&\"'>", "typeName": "LoginResult", "a": ["b": ["c": "deep"]], "data": "text\nline 2",
        "list": ["x", "y"], "items": [row, ["name": "second", "isLast": true, "value": .null]],
        "fields": [row], "docLines": ["/// a doc line"], "empty": "", "none": .null, "zero": 0, "pi": 3.5,
        "yes": true, "no": false, "emptyList": [], "emptyObject": [:], "header": "// header", "count": 42,
    ]
}
