import Contract
import TextFoundation
import WireVocabulary

/// The Swift that states an endpoint's payload rules to the runtime: `PayloadTest(field: "status", in: [86038])`,
/// `PayloadCondition(.nonEmpty("url"), when: …)`, `PayloadRules(failures: …, conditions: …, failureDataClasses: …)`.
/// Field paths and values reach the code only as literals.
enum PayloadRuleCode {
    static func rules(_ rules: PayloadRules) -> SwiftExpression {
        var arguments: [SwiftArgument] = []
        if !rules.failures.isEmpty {
            arguments.append(SwiftArgument(SwiftIdentifier("failures"), .array(rules.failures.map(test))))
        }
        if !rules.conditions.isEmpty {
            arguments.append(SwiftArgument(SwiftIdentifier("conditions"), .array(rules.conditions.map(condition))))
        }
        if !rules.failureDataClasses.isEmpty {
            arguments.append(
                SwiftArgument(
                    SwiftIdentifier("failureDataClasses"), .array(rules.failureDataClasses.map { .string($0) })))
        }
        return .call(.type(.runtime(.payloadRules)), arguments, layout: .onePerLine)
    }

    static func condition(_ condition: PayloadCondition) -> SwiftExpression {
        var arguments = [SwiftArgument(test(condition.require))]
        if let when = condition.when { arguments.append(SwiftArgument(SwiftIdentifier("when"), test(when))) }
        return .call(.type(.runtime(.payloadCondition)), arguments)
    }

    static func test(_ test: PayloadTest) -> SwiftExpression {
        let field = SwiftExpression.string(test.field.description)
        switch test.check {
        case .nonEmpty:
            return .call(.type(.runtime(.payloadTest)).member(RuntimeMember.nonEmpty), [SwiftArgument(field)])
        case .oneOf(let values):
            return .call(
                .type(.runtime(.payloadTest)),
                [
                    SwiftArgument(SwiftIdentifier("field"), field),
                    SwiftArgument(SwiftIdentifier("in"), .array(values.map(value))),
                ])
        }
    }

    /// A scalar as a `JSONValue` literal (lint lets only numbers, text and true/false through).
    private static func value(_ value: JSONValue) -> SwiftExpression {
        switch value {
        case .int(let number): .int(number)
        case .bool(let flag): .bool(flag)
        case .string(let text): .string(text)
        default: .code(SwiftFragment("nil"))
        }
    }
}
