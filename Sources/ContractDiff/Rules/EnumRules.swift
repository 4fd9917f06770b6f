import Contract
import TextFoundation

extension Rules {
    static let enumRules = [
        enumAdded, enumRemoved, enumRenamed, enumStorageChanged, enumWireNarrowed, enumWireWidened,
        responseEnumCaseAdded, requestEnumCaseAdded, responseEnumCaseRemoved, requestEnumCaseRemoved,
        enumCaseValueChanged, enumCaseRenamed, enumCaseDeprecated, fieldNowEnum,
    ]

    static let enumAdded = Rule(
        "enum-added", .enums, wire: .nonBreaking, swift: .nonBreaking, "A new enum type.", client: "None.")
    static let enumRemoved = Rule(
        "enum-removed", .enums, wire: .nonBreaking, swift: .breaking,
        "The enum type disappears from the generated API.",
        client: "Replace uses of the type.")
    static let enumRenamed = Rule(
        "enum-renamed", .enums, wire: .nonBreaking, swift: .breaking,
        "Same values under a new enum name: the wire is unchanged, the Swift type name is not.",
        client: "Rename uses of the type.")
    static let enumStorageChanged = Rule(
        "enum-storage-changed", .enums, wire: .possiblyBreaking, swift: .breaking,
        "The enum's values change kind (numbers ↔ text), and its `rawValue` and `unknown` with them.",
        client: "Update code that reads `rawValue` or matches `unknown`; check what the server sends.")
    static let enumWireNarrowed = Rule(
        "enum-wire-narrowed", .enums, wire: .breaking, swift: .nonBreaking,
        "Fewer wire forms are accepted; a server still sending a dropped form fails to decode.",
        client: "Make sure the server never sends the dropped forms.")
    static let enumWireWidened = Rule(
        "enum-wire-widened", .enums, wire: .nonBreaking, swift: .nonBreaking,
        "More wire forms are accepted (lenient decoding).", client: "None.")
    static let responseEnumCaseAdded = Rule(
        "response-enum-case-added", .enums, wire: .nonBreaking, swift: .possiblyBreaking,
        "A value the server sends gets a case: app versions built before it keep it as `unknown`; a `switch` "
            + "without `default` no longer covers every case, and code that matched the value as `unknown` misses it.",
        client: "Handle the new case where the enum is switched over.")
    static let requestEnumCaseAdded = Rule(
        "request-enum-case-added", .enums, wire: .nonBreaking, swift: .possiblyBreaking,
        "The server accepts another value; a `switch` without `default` no longer covers every case.",
        client: "Handle the new case where the enum is switched over; send it when useful.")
    static let responseEnumCaseRemoved = Rule(
        "response-enum-case-removed", .enums, wire: .nonBreaking, swift: .breaking,
        "A value is no longer documented: the client keeps it as `unknown` if the server still sends it, and the "
            + "Swift case is gone.",
        client: "Stop naming the case; handle the value as `unknown` if it can still arrive.")
    static let requestEnumCaseRemoved = Rule(
        "request-enum-case-removed", .enums, wire: .breaking, swift: .breaking,
        "The server no longer accepts a value that app versions built before may send; the Swift case is gone.",
        client: "Stop sending the value; old app versions need a server that still accepts it.")
    static let enumCaseValueChanged = Rule(
        "enum-case-value-changed", .enums, wire: .breaking, swift: .nonBreaking,
        "A case stands for another value: app versions built before read and send the old one.",
        client: "Confirm with the docs; old app versions misread the value.")
    static let enumCaseRenamed = Rule(
        "enum-case-renamed", .enums, wire: .nonBreaking, swift: .breaking,
        "The same value under a new case name: the wire is unchanged, the Swift case is not.",
        client: "Rename uses of the case.")
    static let enumCaseDeprecated = Rule(
        "enum-case-deprecated", .enums, wire: .nonBreaking, swift: .nonBreaking,
        "The docs retire a value; it still decodes as its case, and the case's doc comment says since when.",
        client: "Stop relying on the value; plan for its removal.")
    static let fieldNowEnum = Rule(
        "field-now-enum", .scalars, wire: .nonBreaking, swift: .breaking,
        "A plain number or text became an enum of the same values: the wire is the same, the Swift type is not.",
        client: "Match the enum's cases (or use `rawValue`) where the field is read or set.")
}

extension DiffContext {
    mutating func diffEnums() {
        let pairing = Pairing(base: base.enums, head: head.enums, name: \.name, shape: Shapes.enumeration)
        for enumeration in pairing.added {
            emit(
                Rules.enumAdded, group: "enum \(enumeration.name)", path: "enum:\(enumeration.name)",
                "\(MarkdownText.code(enumeration.name)) added", at: enumeration.provenance)
        }
        for enumeration in pairing.removed {
            emit(
                Rules.enumRemoved, group: "enum \(enumeration.name)", path: "enum:\(enumeration.name)",
                "\(MarkdownText.code(enumeration.name)) removed", at: enumeration.provenance, side: .base)
        }
        for pair in pairing.pairs {
            let old = pair.base
            let new = pair.head
            let group = "enum \(new.name)"
            let path = "enum:\(new.name)"
            if pair.isRename {
                renames[old.name] = new.name
                emit(
                    Rules.enumRenamed, group: group, path: path, basePath: "enum:\(old.name)",
                    "\(MarkdownText.code(new.name)) renamed",
                    before: old.name, after: new.name, at: new.provenance)
            }
            if old.storage != new.storage {
                emit(
                    Rules.enumStorageChanged, group: group, path: path,
                    "\(MarkdownText.code(new.name)) storage changed",
                    before: old.storage.rawValue, after: new.storage.rawValue, at: new.provenance)
            }
            diffWireForms(
                old: old.wire, new: new.wire, narrowed: Rules.enumWireNarrowed, widened: Rules.enumWireWidened,
                group: group, path: path, what: "\(MarkdownText.code(new.name))", at: new.provenance)
            var direction = self.direction(base: old.name, head: new.name)
            if direction.isEmpty { direction = .response }
            diffCases(old, new, direction: direction, group: group, path: path)
            diffDocumentation(
                old.provenance, new.provenance, group: group, path: path, what: "\(MarkdownText.code(new.name))")
        }
    }

    /// Cases pair by name, then by value (a renamed case keeps its value).
    private mutating func diffCases(
        _ old: Enumeration, _ new: Enumeration, direction: Direction, group: String, path: String
    ) {
        let pairing = Pairing(base: old.cases, head: new.cases, name: \.name, shape: { "\($0.value)" })
        for enumCase in pairing.added {
            let what = "\(MarkdownText.code("\(new.name).\(enumCase.name)")) (\(enumCase.value)) added"
            for rule in caseRules(direction, request: Rules.requestEnumCaseAdded, response: Rules.responseEnumCaseAdded)
            {
                emit(rule, group: group, path: "\(path)/case:\(enumCase.name)", what, at: enumCase.provenance)
            }
        }
        for enumCase in pairing.removed {
            let what =
                "\(MarkdownText.code("\(old.name).\(enumCase.name)")) (\(enumCase.value)) removed"
                + removalNote(enumCase.deprecation)
            for rule in caseRules(
                direction, request: Rules.requestEnumCaseRemoved, response: Rules.responseEnumCaseRemoved)
            {
                emit(
                    rule, group: group, path: "\(path)/case:\(enumCase.name)", what, at: enumCase.provenance,
                    side: .base)
            }
        }
        for pair in pairing.pairs {
            let casePath = "\(path)/case:\(pair.head.name)"
            let what = "\(MarkdownText.code("\(new.name).\(pair.head.name)"))"
            if pair.isRename {
                emit(
                    Rules.enumCaseRenamed, group: group, path: casePath, basePath: "\(path)/case:\(pair.base.name)",
                    "\(what) renamed", before: pair.base.name, after: pair.head.name, at: pair.head.provenance)
            }
            if pair.base.value != pair.head.value {
                emit(
                    Rules.enumCaseValueChanged, group: group, path: casePath, "\(what) value changed",
                    before: pair.base.value.description, after: pair.head.value.description, at: pair.head.provenance)
            }
            diffDeprecation(
                pair.base.deprecation, pair.head.deprecation, deprecated: Rules.enumCaseDeprecated, group: group,
                path: casePath, what: what)
            diffDocumentation(pair.base.provenance, pair.head.provenance, group: group, path: casePath, what: what)
        }
    }

    private func caseRules(_ direction: Direction, request: Rule, response: Rule) -> [Rule] {
        (direction.contains(.request) ? [request] : []) + (direction.contains(.response) ? [response] : [])
    }
}
