import Contract

extension Rules {
    static let fieldFacetRules = [
        fieldBecameSecret, fieldNoLongerSecret, maxLengthTightened, maxLengthRelaxed, nonEmptyAdded, nonEmptyRemoved,
        serverTruncationChanged, fieldNowKeepsInvalidRaw, fieldNoLongerKeepsInvalidRaw, notForAuthorizationChanged,
        rangeTightened, rangeRelaxed, noValueAdded, noValueRemoved, noValueChanged,
    ]

    static let noValueAdded = Rule(
        "no-value-added", .models, wire: .nonBreaking, swift: .breaking,
        "A number field now reads the server's text for no number (`noValue:`) as nil; its property becomes optional "
            + "where it was not.", client: "Handle nil where the server has no number.")
    static let noValueRemoved = Rule(
        "no-value-removed", .models, wire: .breaking, swift: .breaking,
        "A number field no longer accepts the text for no number: an answer holding it fails to decode.",
        client: "Check that the server never sends the text again; unwrap the property where it is no longer optional.")
    static let noValueChanged = Rule(
        "no-value-changed", .models, wire: .breaking, swift: .nonBreaking,
        "A number field's text for no number changed: an answer holding the old text fails to decode.",
        client: "Check which text the server sends.")

    static let fieldBecameSecret = Rule(
        "field-became-secret", .models, wire: .nonBreaking, swift: .breaking,
        "The field is now a `Secret` in Swift and never printed.",
        client: "Wrap values in `Secret` and `reveal()` them where needed.")
    static let fieldNoLongerSecret = Rule(
        "field-no-longer-secret", .models, wire: .nonBreaking, swift: .breaking,
        "The field is a plain value again and may appear in descriptions and logs.",
        client: "Drop `Secret` wrapping; make sure it really may be printed.")
    static let maxLengthTightened = Rule(
        "max-length-tightened", .models, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client refuses longer values before sending (a new or lower `maxLength`).",
        client: "Handle the `requestRejected` refusal for values over the limit.")
    static let maxLengthRelaxed = Rule(
        "max-length-relaxed", .models, wire: .nonBreaking, swift: .nonBreaking,
        "Longer values are now sent (a higher or no `maxLength`).", client: "None.")
    static let rangeTightened = Rule(
        "range-tightened", .models, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client refuses numbers it sent before (a new or narrower `minimum`/`maximum`, of a field or a "
            + "parameter).", client: "Handle the `requestRejected` refusal for values out of the range.")
    static let rangeRelaxed = Rule(
        "range-relaxed", .models, wire: .nonBreaking, swift: .nonBreaking,
        "Numbers the client refused are now sent (a wider or no `minimum`/`maximum`).", client: "None.")
    static let nonEmptyAdded = Rule(
        "non-empty-added", .models, wire: .possiblyBreaking, swift: .nonBreaking,
        "The client refuses an empty value before sending.", client: "Never pass an empty value.")
    static let nonEmptyRemoved = Rule(
        "non-empty-removed", .models, wire: .nonBreaking, swift: .nonBreaking,
        "Empty values are sent again.", client: "None.")
    static let serverTruncationChanged = Rule(
        "server-truncation-changed", .models, wire: .nonBreaking, swift: .nonBreaking,
        "The documented server-side truncation length changed; the client enforces nothing.",
        client: "None; adjust UI hints about how much text is kept.")
    static let fieldNowKeepsInvalidRaw = Rule(
        "field-now-keeps-invalid-raw", .models, wire: .nonBreaking, swift: .breaking,
        "Rows with an invalid id now survive: the property holds the raw text and a typed accessor is added.",
        client: "Read the typed id through the new optional accessor.")
    static let fieldNoLongerKeepsInvalidRaw = Rule(
        "field-no-longer-keeps-invalid-raw", .models, wire: .possiblyBreaking, swift: .breaking,
        "An invalid id now fails the whole value (one bad row sinks a list); the property is typed again.",
        client: "Use the typed property; expect decode failures for bad rows.")
    static let notForAuthorizationChanged = Rule(
        "not-for-authorization-changed", .models, wire: .nonBreaking, swift: .nonBreaking,
        "The documentation flag about using the field as the user's grants changed.",
        client: "Review whether the app derives permissions from the field.")
}

extension DiffContext {
    mutating func diffFieldFacets(_ old: Field, _ new: Field, group: String, path: String, what: String) {
        if old.isSecret != new.isSecret {
            emit(
                new.isSecret ? Rules.fieldBecameSecret : Rules.fieldNoLongerSecret, group: group, path: path,
                "\(what) \(new.isSecret ? "is now secret" : "is no longer secret")", at: new.provenance)
        }
        if old.maxLength != new.maxLength {
            let tightened = new.maxLength.map { limit in old.maxLength.map { limit < $0 } ?? true } ?? false
            emit(
                tightened ? Rules.maxLengthTightened : Rules.maxLengthRelaxed, group: group, path: path,
                "\(what) maxLength changed", before: text(old.maxLength),
                after: text(new.maxLength), at: new.provenance)
        }
        diffRange(old.range, new.range, group: group, path: path, what: what, at: new.provenance)
        if old.isNonEmpty != new.isNonEmpty {
            emit(
                new.isNonEmpty ? Rules.nonEmptyAdded : Rules.nonEmptyRemoved, group: group, path: path,
                "\(what) \(new.isNonEmpty ? "must not be empty" : "may be empty")", at: new.provenance)
        }
        if old.serverTruncatesAt != new.serverTruncatesAt {
            emit(
                Rules.serverTruncationChanged, group: group, path: path,
                "\(what) serverTruncatesAt changed",
                before: text(old.serverTruncatesAt), after: text(new.serverTruncatesAt), at: new.provenance)
        }
        switch (old.noValue, new.noValue) {
        case (nil, let added?):
            emit(
                Rules.noValueAdded, group: group, path: path, "\(what) reads noValue as nil", after: added,
                at: new.provenance)
        case (let removed?, nil):
            emit(
                Rules.noValueRemoved, group: group, path: path, "\(what) no longer reads noValue", before: removed,
                at: new.provenance)
        case (let before?, let after?) where before != after:
            emit(
                Rules.noValueChanged, group: group, path: path, "\(what) noValue changed", before: before,
                after: after, at: new.provenance)
        default:
            break
        }
        if old.invalid != new.invalid {
            emit(
                new.invalid == .keepRaw ? Rules.fieldNowKeepsInvalidRaw : Rules.fieldNoLongerKeepsInvalidRaw,
                group: group, path: path, "\(what) invalid-value policy changed",
                before: old.invalid.rawValue, after: new.invalid.rawValue, at: new.provenance)
        }
        if old.isNotForAuthorization != new.isNotForAuthorization {
            emit(
                Rules.notForAuthorizationChanged, group: group, path: path,
                "\(what) notForAuthorization \(old.isNotForAuthorization) → \(new.isNotForAuthorization)",
                at: new.provenance)
        }
    }
}

extension DiffContext {
    /// A number's bounds changed: tightened when some value the old bounds allowed is now refused.
    mutating func diffRange(
        _ old: NumericRange?, _ new: NumericRange?, group: String, path: String, what: String, at provenance: Provenance
    ) {
        guard old != new else { return }
        let lowerRaised = new?.minimum.map { low in old?.minimum.map { low > $0 } ?? true } ?? false
        let upperLowered = new?.maximum.map { high in old?.maximum.map { high < $0 } ?? true } ?? false
        emit(
            lowerRaised || upperLowered ? Rules.rangeTightened : Rules.rangeRelaxed, group: group, path: path,
            "\(what) range changed", before: old?.description ?? "none", after: new?.description ?? "none",
            at: provenance)
    }
}
