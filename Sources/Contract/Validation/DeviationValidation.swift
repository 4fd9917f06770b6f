/// A deviation names a passage of a doc the contract transcribes (`info.docs`), so the departure can be checked
/// against the text it departs from.
enum DeviationValidation {
    static func check(_ context: ValidationContext) {
        let docs = context.contract.info.docs
        for note in context.contract.documentationNotes {
            guard case .deviation(let deviation) = note.kind else { continue }
            let file = String(deviation.source.prefix { $0 != "#" })
            guard !docs.contains(file) else { continue }
            context.error(
                "\(note.place): the deviation's source '\(deviation.source)' is not in a doc this contract transcribes",
                at: deviation.mark, hint: DidYouMean.hint(for: file, among: docs) ?? "`info.docs` lists the doc files")
        }
    }
}
