import TextFoundation

/// What the generated client refuses before sending a request body: an empty value where a field is `nonEmpty`, a
/// longer one than its `maxLength` (in UTF-16 code units, as the servers count), a number outside its `minimum` and
/// `maximum`. The one statement lint holds request examples to and `verify` holds captured requests to.
package enum RequestLimits {
    /// One value the client would refuse.
    package struct Violation: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            case empty
            case tooLong(count: Int, limit: Int)
            case outOfRange(NumericRange, reason: String)
        }

        /// Where the value is, from the body down.
        package var path: PayloadPath
        package var kind: Kind
        package var field: Field
        package var model: String

        /// `userName is empty`, `remark has 70 characters, more than 64`, `page is below its minimum 1`.
        package var description: String {
            switch kind {
            case .empty: "\(path) is empty"
            case .tooLong(let count, let limit): "\(path) has \(count) characters, more than \(limit)"
            case .outOfRange(_, let reason): "\(path) \(reason)"
            }
        }

        /// The contract key that sets the limit: `nonEmpty`, `maxLength: 64`, `minimum: 1, maximum: 100`.
        package var limitText: String {
            switch kind {
            case .empty: "`nonEmpty`"
            case .tooLong(_, let limit): "`maxLength: \(limit)`"
            case .outOfRange(let range, _):
                [range.minimum.map { "minimum: \($0)" }, range.maximum.map { "maximum: \($0)" }].compactMap { $0 }
                    .joined(separator: ", ").wrappedInBackticks
            }
        }
    }

    /// Every value of `value` (of `type`) the client refuses to send.
    package static func violations(
        in value: JSONValue, type: TypeRef, at path: PayloadPath, contract: Contract
    ) -> [Violation] {
        switch (type, value) {
        case (.list(let element), .array(let items)):
            return items.enumerated().flatMap {
                violations(in: $1, type: element, at: path.appending(.index($0)), contract: contract)
            }
        case (.map(let valueType), .object(let members)):
            return members.flatMap { key, member in
                violations(in: member, type: valueType, at: path.appending(.key(key)), contract: contract)
            }
        case (.model(let name), .object(let members)):
            guard let model = contract.model(named: name) else { return [] }
            return model.fields.flatMap { field -> [Violation] in
                guard let member = members[field.name] else { return [] }
                let fieldPath = path.appending(.key(field.name))
                var found = violations(in: member, type: field.type, at: fieldPath, contract: contract)
                func add(_ kind: Violation.Kind) {
                    found.append(Violation(path: fieldPath, kind: kind, field: field, model: model.name))
                }
                if case .string(let text) = member {
                    if field.isNonEmpty, text.isEmpty { add(.empty) }
                    if let limit = field.maxLength, text.utf16.count > limit {
                        add(.tooLong(count: text.utf16.count, limit: limit))
                    }
                }
                if let range = field.range, let number = number(member), let reason = range.violation(of: number) {
                    add(.outOfRange(range, reason: reason))
                }
                return found
            }
        default:
            return []
        }
    }

    /// A number, or numeric text a lenient field reads as one.
    private static func number(_ value: JSONValue) -> Double? {
        switch value {
        case .int(let number): Double(number)
        case .double(let number): number
        case .string(let text): Double(text)
        default: nil
        }
    }
}

extension String {
    fileprivate var wrappedInBackticks: String { "`" + self + "`" }
}
