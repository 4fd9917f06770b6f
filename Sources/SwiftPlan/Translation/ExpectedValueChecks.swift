import Contract
import TextFoundation

/// The check of one value an example expects in the payload, through the generated properties:
/// `XCTAssertEqual(payload.userInfo.loginTenantID?.rawValue, 1234)`, `XCTAssertEqual(payload.token, Secret("…"))`.
/// A value the types can't state as a literal (an object, a list of models, a fraction, an ISO date) is compared as
/// encoded JSON instead.
struct ExpectedValueChecks {
    let translator: Translator

    /// Where a path leads: the expression that reads it and what it holds.
    private struct Step {
        var expression: SwiftExpression
        var type: TypeRef
        /// The value at the end of the chain is itself an optional (a `?.` follows it).
        var lastOptional: Bool
        /// Some link of the chain is optional, so the whole chain is.
        var chainOptional: Bool
        /// The Swift property holds the raw wire text (`invalid: keepRaw`), a `String` whatever the type.
        var keptRaw = false
        /// The Swift property is a `Secret`.
        var secret = false
    }

    /// The typed check of `value` at its path below `root` (of contract type `rootType`), or nil when the types
    /// can't state it.
    func check(_ value: Example.ExpectedValue, root: SwiftExpression, rootType: TypeRef, rootOptional: Bool)
        -> SwiftStatement?
    {
        guard let expected = try? JSONValue.parse(value.json),
            var step = walk(
                value.path,
                from: Step(
                    expression: root, type: rootType, lastOptional: rootOptional, chainOptional: rootOptional))
        else { return nil }
        if expected == .null {
            return step.chainOptional
                ? .expression(.call(.runtime(.xcTAssertNil), [SwiftArgument(step.expression)]))
                : nil
        }
        guard let literal = literal(expected, for: &step) else { return nil }
        return .expression(
            .call(.runtime(.xcTAssertEqual), [SwiftArgument(step.expression), SwiftArgument(literal)]))
    }

    /// Follows `path` (`userInfo.id`, `[0].status`, `tenantList[1].id`, a map's `dictItems.sex[0].text`, or `""` for
    /// the root). Validation has read the same path with the same reader, so a path that is not one never gets here.
    private func walk(_ path: String, from start: Step) -> Step? {
        guard let path = PayloadPath(path) else { return nil }
        var step = start
        for component in path.components {
            switch component {
            case .key(let key) where step.type.mapValue != nil && !step.keptRaw:
                // `element(forKey:)` (APITesting's generated-test support): a map's key is data, so a missing one
                // fails the check as a short list does.
                step.expression = .call(
                    step.expression.member(TestSupport.elementAt, optionalChain: step.lastOptional),
                    [SwiftArgument(SwiftIdentifier("forKey"), .string(StringLiteral(key)))])
                step.type = step.type.mapValue ?? step.type
                step.lastOptional = true
                step.chainOptional = true
            case .key(let key):
                // A deprecated property is checked through the JSON instead: reading it would warn in the test.
                guard case .model(let modelName) = step.type, let model = translator.contract.model(named: modelName),
                    let field = model.field(named: key), field.deprecation == nil,
                    let property = translator.memberNames(of: model).property[field.name]
                else { return nil }
                step.expression = step.expression.member(property, optionalChain: step.lastOptional)
                step.type = field.type
                step.lastOptional = field.isOptionalInSwift
                step.chainOptional = step.chainOptional || step.lastOptional
                step.keptRaw = field.invalid == .keepRaw
                step.secret = field.isSecret
            case .index(let index):
                guard case .list(let element) = step.type, !step.keptRaw else { return nil }
                // `element(at:)` (APITesting's generated-test support): a shorter list fails the check instead of crashing the run.
                step.expression = .call(
                    step.expression.member(TestSupport.elementAt, optionalChain: step.lastOptional),
                    [SwiftArgument(SwiftIdentifier("at"), .int(index))])
                step.type = element
                step.lastOptional = true
                step.chainOptional = true
            }
        }
        return step
    }

    /// The literal `expected` is compared with, adjusting `step` to read a comparable member (`rawValue`,
    /// `absoluteString`, `count`); nil when there is none.
    private func literal(_ expected: JSONValue, for step: inout Step) -> SwiftExpression? {
        if step.keptRaw {
            guard case .string(let text) = expected else { return nil }
            return .string(text)
        }
        switch (step.type, expected) {
        case (.scalar(.string), .string(let text)):
            return step.secret ? .call(.runtime(.secret), [SwiftArgument(.string(text))]) : .string(text)
        case (.scalar(.int), .int(let number)), (.scalar(.int64), .int(let number)),
            (.scalar(.double), .int(let number)):
            return .int(number)
        case (.scalar(.bool), .bool(let flag)):
            return .bool(flag)
        case (.scalar(.url), .string(let text)):
            read(RuntimeMember.absoluteString, in: &step)
            return .string(text)
        case (.scalar(.unixSeconds), .int(let seconds)):
            read(RuntimeMember.timeIntervalSince1970, in: &step)
            return .int(seconds)
        case (.identifier(let name), _):
            guard let identifier = translator.contract.identifier(named: name) else { return nil }
            switch (identifier.storage, expected) {
            case (.string, .string(let text)):
                read(RuntimeMember.rawValue, in: &step)
                return .string(text)
            case (.int, .int(let number)):
                read(RuntimeMember.rawValue, in: &step)
                return .int(number)
            default:
                return nil
            }
        case (.list, .array(let elements)) where elements.isEmpty:
            read(RuntimeMember.count, in: &step)
            return .int(0)
        case (.list(let element), .array(let elements)):
            guard !step.secret else { return nil }
            let literals = elements.map { scalarLiteral($0, of: element) }
            guard literals.allSatisfy({ $0 != nil }) else { return nil }
            return .array(literals.compactMap { $0 })
        default:
            return nil
        }
    }

    /// A list element compared as it is: a string, integer or Boolean of the element's own type.
    private func scalarLiteral(_ value: JSONValue, of type: TypeRef) -> SwiftExpression? {
        switch (type, value) {
        case (.scalar(.string), .string(let text)): .string(text)
        case (.scalar(.int), .int(let number)), (.scalar(.int64), .int(let number)): .int(number)
        case (.scalar(.bool), .bool(let flag)): .bool(flag)
        default: nil
        }
    }

    /// Reads `member` of the value the chain ends in.
    private func read(_ member: SwiftFragment, in step: inout Step) {
        step.expression = step.expression.member(member, optionalChain: step.lastOptional)
        step.lastOptional = false
    }
}
