import WireVocabulary

/// Finds the envelope a group of answers shares, from their signatures: a boolean that is true on the successes
/// (`flag`), else a business code whose value is shared by the answers that carry data, or that only failures carry
/// (`code`, absent-is-success), else none (`none`: the HTTP status decides). Also which field carries the payload and
/// which the message.
enum EnvelopeInference {
    /// A signature and how many answers had it.
    struct Tally {
        var signature: BodySignature
        var count: Int
    }

    /// The envelope found and the sentence that says why, for its `# draft:` line.
    struct Found {
        var format: EnvelopeFormat
        var reason: String
    }

    static func infer(_ tallies: [Tally]) -> Found {
        let objects = tallies.compactMap { tally -> (fields: [String: BodySignature.Value], tally: Tally)? in
            guard case .object(let fields) = tally.signature.body else { return nil }
            return (fields, tally)
        }
        let total = objects.reduce(0) { $0 + $1.tally.count }
        guard total > 0 else {
            return Found(format: EnvelopeFormat(style: .none), reason: "no answer was a JSON object: no envelope")
        }
        if let found = flag(objects, total: total) { return found }
        if let found = code(objects, total: total) { return found }
        return bare(objects)
    }

    private typealias Objects = [(fields: [String: BodySignature.Value], tally: Tally)]

    // MARK: Flag

    private static func flag(_ objects: Objects, total: Int) -> Found? {
        var best: (path: String, present: Int, trues: Int)?
        for path in Set(objects.flatMap(\.fields.keys)) where !path.contains(".") {
            guard EnvelopeVocabulary.roles(of: path).contains(.flag) else { continue }
            var present = 0
            var trues = 0
            for object in objects {
                guard case .bool(let value)? = object.fields[path] else { continue }
                present += object.tally.count
                if value { trues += object.tally.count }
            }
            guard present * 5 >= total * 4, trues > 0 else { continue }
            if best == nil || present > best!.present || (present == best!.present && path < best!.path) {
                best = (path, present, trues)
            }
        }
        guard let best else { return nil }
        let successes = objects.filter { $0.fields[best.path] == .bool(true) }
        var format = EnvelopeFormat(style: .flag, successField: FieldPath(best.path))
        var words = ["`\(best.path)` was a boolean in \(best.present) of \(total) JSON answers, true on the successes"]
        // Beside a flag, a code need only be on the failures.
        if let code = codeField(objects, excluding: [best.path], anyShare: true) {
            if code.isText {
                format.errorCodeField = FieldPath(code.path)
            } else {
                format.codeField = FieldPath(code.path)
                format.successCodes = codes(at: code.path, in: successes)
                if !format.successCodes.isEmpty {
                    words.append(
                        "codes seen with it: \(format.successCodes.map(\.description).joined(separator: ", "))")
                }
            }
        }
        completeFields(&format, objects, successes: successes, total: total, words: &words)
        return Found(format: format, reason: words.joined(separator: "; "))
    }

    // MARK: Code

    private static func code(_ objects: Objects, total: Int) -> Found? {
        guard let candidate = codeField(objects, excluding: [], anyDepth: true, echoOnSuccessDecides: true)
        else { return nil }
        let path = candidate.path
        let keys = path.split(separator: ".").map(String.init)
        let own = ownVocabulary(objects).union([keys[0]])
        // Only an answer the HTTP status calls a success may teach a success code: a 503 carrying `"data": false`
        // is a failure whatever its body holds.
        let withData = objects.filter {
            $0.tally.signature.isSuccessStatus && !$0.tally.signature.dataMembers(besides: own).isEmpty
        }
        let dataWithCode = withData.filter { isCode($0.fields[path]) }
        var format = EnvelopeFormat(
            style: .code, codeField: FieldPath(path), codeKind: candidate.isText ? .string : .int)
        var words: [String] = []
        let successesWithoutCode = objects.filter { $0.tally.signature.isSuccessStatus && $0.fields[path] == nil }
        if keys.count > 1, !successesWithoutCode.isEmpty {
            // An error object (`Response.Error`) that only failures carry.
            format.successWithoutCode = true
            words.append("`\(path)` appeared only in failures' error object: no error object means success")
        } else if !withData.isEmpty, dataWithCode.isEmpty {
            format.successWithoutCode = true
            words.append("`\(path)` appeared only on answers without data: absent means success")
            if !candidate.isText, codes(at: path, in: objects).contains(.int(0)) { format.successCodes = [.int(0)] }
        } else if !dataWithCode.isEmpty {
            let seen = codes(at: path, in: dataWithCode, kind: format.codeKind)
            format.successCodes = successCodes(among: seen, in: dataWithCode, at: path)
            words.append(
                "`\(path)` was \(format.successCodes.map(\.description).joined(separator: " or ")) on the answers that carried data"
            )
            let others = seen.filter { !format.successCodes.contains($0) }
            if !others.isEmpty {
                words.append(
                    "\(others.map(\.description).joined(separator: ", ")) came with data too and are taken for failures (add them to `successCodes` where the docs say they succeed)"
                )
            }
        } else {
            // No answer carried data: the most common code of the 2xx answers is taken for success.
            let common = objects.filter { $0.tally.signature.isSuccessStatus && isCode($0.fields[path]) }
                .max { $0.tally.count < $1.tally.count }
            guard let common, var value = businessCode(common.fields[path]) else { return nil }
            if candidate.isText, case .int(let number) = value { value = .string(String(number)) }
            format.successCodes = [value]
            words.append(
                "no answer carried data; `\(path)` = \(value), the most common code of the 2xx answers, is taken for success"
            )
        }
        let successes = objects.filter { object in
            guard let value = businessCode(object.fields[path]) else { return format.successWithoutCode }
            return format.successCodes.contains(value) || format.successCodes.contains(.string(value.description))
        }
        if keys.count > 1, holderIsShared(keys[0], objects, total: total) {
            // Tencent Cloud-style: `Response` holds the error and the payload alike.
            format.payloadField = FieldPath(keys[0])
        }
        completeFields(
            &format, objects, successes: successes, total: total, words: &words, codeParent: Array(keys.dropLast()))
        return Found(format: format, reason: "style code: " + words.joined(separator: "; "))
    }

    /// Codes that mean success in this family wherever they appear (`0`, `200`, `"0"`, `"OK"`, `"SUCCESS"`).
    static let usualSuccessCodes: Set<String> = ["0", "200", "ok", "success", "00000"]

    /// Which of the codes seen on data-carrying 2xx answers mean success: the usual ones among them, else the most
    /// common. A code that carried data beside them (`401` with a public profile, a poll's `801`) is a failure until
    /// the docs say otherwise: only a documented success is a success.
    private static func successCodes(among seen: [BusinessCode], in objects: Objects, at path: String)
        -> [BusinessCode]
    {
        let usual = seen.filter { usualSuccessCodes.contains($0.description.lowercased()) }
        guard usual.isEmpty else { return usual }
        var counts: [BusinessCode: Int] = [:]
        for object in objects {
            guard let code = businessCode(object.fields[path]) else { continue }
            for candidate in seen where candidate == code || candidate.description == code.description {
                counts[candidate, default: 0] += object.tally.count
            }
        }
        let common = seen.max { (counts[$0] ?? 0, $1.description) < (counts[$1] ?? 0, $0.description) }
        return common.map { [$0] } ?? seen
    }

    /// The top-level keys the vocabulary gives an envelope role (a message, a timestamp): never the data.
    private static func ownVocabulary(_ objects: Objects) -> Set<String> {
        Set(objects.flatMap(\.fields.keys).filter { !$0.contains(".") && !EnvelopeVocabulary.roles(of: $0).isEmpty })
    }

    private static func holderIsShared(_ key: String, _ objects: Objects, total: Int) -> Bool {
        let present = objects.filter { if case .object? = $0.fields[key] { true } else { false } }
        return present.reduce(0) { $0 + $1.tally.count } * 5 >= total * 4
    }

    // MARK: None

    private static func bare(_ objects: Objects) -> Found {
        var format = EnvelopeFormat(style: .none)
        let failures = objects.filter { !$0.tally.signature.isSuccessStatus }
        var words = ["no boolean flag or business code decided the answers: the HTTP status does"]
        let keys = Set(failures.flatMap(\.fields.keys))
        if keys.contains("type"), keys.contains("title") {
            format.problemDetails = true
            words.append("failures carry RFC 9457 problem details")
        } else {
            if let key = keys.filter({ EnvelopeVocabulary.roles(of: $0).contains(.errorCode) && !$0.contains(".") })
                .min(),
                failures.contains(where: { if case .word? = $0.fields[key] { true } else { false } })
            {
                format.errorCodeField = FieldPath(key)
            }
            if let key = keys.filter({ EnvelopeVocabulary.roles(of: $0).contains(.message) && !$0.contains(".") }).min()
            {
                format.messageField = FieldPath(key)
            }
        }
        return Found(format: format, reason: words.joined(separator: "; "))
    }

    // MARK: Fields

    /// The code field: the path named like a code whose values read as codes in the most answers (at least half).
    /// A field that only repeats the HTTP status is its echo, not a code, unless `echoOnSuccessDecides` and a
    /// successful answer carries it: a capture of only successes (`"code": 200` at HTTP 200) must not make the HTTP
    /// status the judge of a later `"code": 500` at HTTP 200.
    private static func codeField(
        _ objects: Objects, excluding: Set<String>, anyDepth: Bool = false, anyShare: Bool = false,
        echoOnSuccessDecides: Bool = false
    ) -> (path: String, isText: Bool)? {
        let total = objects.reduce(0) { $0 + $1.tally.count }
        var best: (path: String, present: Int, text: Int)?
        for path in Set(objects.flatMap(\.fields.keys)) where !excluding.contains(path) {
            // A member named `""` (or only dots) names no word: never a code.
            guard let last = path.split(separator: ".").last.map(String.init),
                anyDepth || !path.contains("."), EnvelopeVocabulary.roles(of: last).contains(.code)
            else { continue }
            var present = 0
            var text = 0
            var echoes = 0
            var onSuccesses = 0
            for object in objects {
                if object.tally.signature.isSuccessStatus, isCode(object.fields[path]) {
                    onSuccesses += object.tally.count
                }
                if case .code(let number, _)? = object.fields[path], number == object.tally.signature.status {
                    echoes += object.tally.count
                }
                switch object.fields[path] {
                case .code?: present += object.tally.count
                case .word?:
                    present += object.tally.count
                    text += object.tally.count
                default: break
                }
            }
            // A field that only ever repeats the HTTP status is its echo, not a business code.
            guard present > 0, echoes < present || (echoOnSuccessDecides && onSuccesses > 0) else { continue }
            let better =
                best == nil || (path.contains(".") ? 0 : 1, present) > (best!.path.contains(".") ? 0 : 1, best!.present)
            if better { best = (path, present, text) }
        }
        guard let best else { return nil }
        // A code present on half the answers decides; a nested one (an error object) may be on failures only.
        guard anyShare || best.present * 2 >= total || best.path.contains(".") else { return nil }
        // Text codes only where most codes are text: a stray word beside numbers is a body that is no envelope.
        return (best.path, best.text * 2 >= best.present)
    }

    private static func isCode(_ value: BodySignature.Value?) -> Bool { businessCode(value) != nil }

    private static func businessCode(_ value: BodySignature.Value?) -> BusinessCode? {
        switch value {
        case .code(let number, _)?: .int(number)
        case .word(let text)?: .string(text)
        default: nil
        }
    }

    /// The distinct codes at `path`, in order.
    private static func codes(at path: String, in objects: Objects, kind: BusinessCode.Kind = .int) -> [BusinessCode] {
        var codes: [BusinessCode] = []
        for object in objects {
            guard var code = businessCode(object.fields[path]) else { continue }
            switch (kind, code) {
            case (.int, .string): continue
            case (.string, .int(let number)): code = .string(String(number))
            default: break
            }
            if !codes.contains(code) { codes.append(code) }
        }
        return codes.sorted {
            $0.description.count != $1.description.count
                ? $0.description.count < $1.description.count : $0.description < $1.description
        }
    }

    /// The message, payload, timestamp and status echo, where the answers have them.
    private static func completeFields(
        _ format: inout EnvelopeFormat, _ objects: Objects, successes: Objects, total: Int, words: inout [String],
        codeParent: [String] = []
    ) {
        func share(_ path: String) -> Int {
            objects.filter { $0.fields[path] != nil && $0.fields[path] != .null }.reduce(0) { $0 + $1.tally.count }
        }
        let paths = Set(objects.flatMap(\.fields.keys))
        func named(_ role: EnvelopeVocabulary.Role, parent: [String]) -> [String] {
            paths.filter { path in
                let keys = path.split(separator: ".").map(String.init)
                guard let last = keys.last else { return false }
                return Array(keys.dropLast()) == parent && EnvelopeVocabulary.roles(of: last).contains(role)
            }.sorted { (share($0), $1) > (share($1), $0) }
        }
        let taken = Set(format.ownFields.map(\.description))
        if let message = (named(.message, parent: codeParent) + named(.message, parent: [])).first(where: {
            !taken.contains($0)
        }) {
            format.messageField = FieldPath(message)
        }
        if let timestamp = named(.timestamp, parent: []).first, share(timestamp) * 5 >= total * 4 {
            format.timestampField = FieldPath(timestamp)
        }
        if let status = named(.statusCode, parent: []).first, share(status) * 5 >= total * 4 {
            format.statusCodeField = FieldPath(status)
        }
        guard format.payloadField == nil else {
            words.append("payload in `\(format.payloadField!)`")
            return
        }
        // A member named like an envelope field (a `code` that only echoed the status) is never the payload.
        let own = Set(format.ownFields.compactMap(\.keys.first)).union(ownVocabulary(objects))
        var carried: [String: Int] = [:]
        for success in successes {
            for member in success.tally.signature.dataMembers(besides: own) {
                carried[member, default: 0] += success.tally.count
            }
        }
        let carrying = successes.filter { !$0.tally.signature.dataMembers(besides: own).isEmpty }
            .reduce(0) { $0 + $1.tally.count }
        let payloadWords: Set<String> = ["result", "data", "payload", "body", "content", "obj", "object", "value"]
        let candidates = paths.filter { !$0.contains(".") && !own.contains($0) }
        if let (member, count) = carried.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }),
            count * 5 >= carrying * 4,
            carried.count == 1 || payloadWords.contains(member.lowercased())
        {
            format.payloadField = FieldPath(member)
            words.append("payload in `\(member)`")
        } else if carried.isEmpty, let member = candidates.filter({ payloadWords.contains($0.lowercased()) }).min() {
            format.payloadField = FieldPath(member)
            words.append("payload in `\(member)` (never carried data here)")
        } else if !format.traits.admitsBodyPayload,
            let (member, count) = carried.max(by: {
                ($0.value, payloadWords.contains($0.key.lowercased()) ? 1 : 0, $1.key)
                    < ($1.value, payloadWords.contains($1.key.lowercased()) ? 1 : 0, $0.key)
            })
        {
            // A style whose payload is a field never takes the body: the member most successes carried is it.
            format.payloadField = FieldPath(member)
            words.append("payload in `\(member)`, the member \(count) of \(carrying) successes carried data in")
        } else if !format.traits.admitsBodyPayload || !carried.isEmpty {
            words.append("the payload is the rest of the body")
        }
    }
}
