import ContractDraft
import Foundation

/// libFuzzer's entry point for the `draft` target: the input is a capture (HAR) or an OpenAPI document, drafted as
/// `zing-codegen draft` drafts it (a document when the text names `openapi` or `swagger` near its start, else a
/// capture).
///
/// A crash, a sanitizer report or an input slower than libFuzzer's `-timeout` is a finding; so is a broken promise of
/// the drafter, checked below: a draft that comes back lints clean (the drafter never writes one that does not), and
/// a refusal says why in a located message.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDraft(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let head = String(decoding: data.prefix(256), as: UTF8.self).lowercased()
    let isDocument = head.contains("openapi") || head.contains("swagger")
    let name = isDocument ? "fuzz.yaml" : "fuzz.har"
    let url = folder.appendingPathComponent(name)
    guard (try? data.write(to: url)) != nil else { fatalError("the scratch file cannot be written") }
    let options = DraftOptions(date: "2026-12-07")
    let draft: Draft
    do {
        draft =
            isDocument
            ? try OpenAPIDrafter.draft(file: name, in: folder, options: options)
            : try HARDrafter.draft(files: [name], in: folder, options: options)
    } catch {
        if error.message.isEmpty { fatalError("a refusal without a reason") }
        return 0
    }
    let rendered = RenderedDraft(draft, file: "draft.yaml")
    if rendered.lint.hasErrors {
        let errors = rendered.lint.diagnostics.map(\.description).joined(separator: "\n")
        fatalError("the draft does not lint:\n\(errors)")
    }
    return 0
}

/// One scratch folder per fuzzing process.
private let folder: URL = {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("zing-draft-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}()
