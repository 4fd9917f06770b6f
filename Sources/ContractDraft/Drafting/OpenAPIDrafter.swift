import Contract
import Foundation
import TextFoundation
import WireVocabulary

/// `draft --openapi`: a first contract from a server's OpenAPI 3.0/3.1 or Swagger 2.0 document, JSON or YAML.
/// Operations become endpoints (operationId the name, summary and description the doc), schemas models, enums enums,
/// security schemes the auth; the wrapper every answer shares becomes the envelope and is unwrapped. A document
/// `zing-codegen openapi` wrote (its `x-zing-…` members) drafts back the contract it came from. What does not map is
/// listed with its place.
public enum OpenAPIDrafter {
    public static func draft(file: String, in directory: URL, options: DraftOptions) throws(DraftError) -> Draft {
        let url = URL.file(file, in: directory)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        guard size <= OpenAPIDocument.sizeLimit else {
            throw DraftError(file: file, message: "the document is over 64 MiB")
        }
        guard let data = try? Data(contentsOf: url) else {
            throw DraftError(file: file, message: "cannot read the file")
        }
        let document = try OpenAPIDocument(file: URL(fileURLWithPath: file).lastPathComponent, data: data)
        var assembly = OpenAPIAssembly(document: document, options: options)
        let contract = try assembly.contract(file: file)
        var notes = assembly.notes
        for item in assembly.reader.notes.leftOut {
            for place in item.examples { notes.leaveOut(place, because: item.reason) }
        }
        var guesses = assembly.guesses
        for (place, found) in assembly.reader.guesses.byPlace { for guess in found { guesses.add(guess, at: place) } }
        var draft = Draft(
            contract: contract, guesses: guesses, notes: notes,
            origin: .openAPI(document.file, version: document.versionText))
        dropPagersThatDoNotLint(&draft)
        return draft
    }

    /// A pager read back from `x-zing-pagination` names parameters and fields the document may not have (a document
    /// edited by hand, or hostile): where the draft with its pagers does not lint and without them does, it keeps
    /// none, and says so.
    static func dropPagersThatDoNotLint(_ draft: inout Draft) {
        guard draft.contract.endpoints.contains(where: { $0.pagination != nil }),
            RenderedDraft(draft, file: "draft.yaml").lint.hasErrors
        else { return }
        var withoutPagers = draft
        for index in withoutPagers.contract.endpoints.indices
        where withoutPagers.contract.endpoints[index].pagination != nil {
            withoutPagers.notes.leaveOut(
                "\(ZingExtension.pagination.key) of \(withoutPagers.contract.endpoints[index].name)",
                because: "its parameters or fields are not the operation's", isEntries: false)
            withoutPagers.contract.endpoints[index].pagination = nil
        }
        if !RenderedDraft(withoutPagers, file: "draft.yaml").lint.hasErrors { draft = withoutPagers }
    }
}
