import Contract

/// The checks of a number's documented bounds (`minimum:`, `maximum:`) before sending: a model field's in the model's
/// `limitViolation()`, a parameter's before the request is made. Bounds are whole numbers, so an integer literal
/// compares with any of the number types.
enum RangeChecks {
    /// `value < 1` with `page is below its minimum 1`, then `value > 100` with `… above its maximum 100`.
    static func violations(
        of value: SwiftExpression, named name: String, _ range: NumericRange
    ) -> [(test: SwiftExpression, message: String)] {
        var checks: [(SwiftExpression, String)] = []
        if let minimum = range.minimum {
            checks.append((.infix(value, .lessThan, .int(minimum)), "\(name) is below its minimum \(minimum)"))
        }
        if let maximum = range.maximum {
            checks.append((.infix(value, .greaterThan, .int(maximum)), "\(name) is above its maximum \(maximum)"))
        }
        return checks
    }

    /// `Between 1 and 100; checked before sending.`
    static func fact(_ range: NumericRange) -> String {
        switch (range.minimum, range.maximum) {
        case (let low?, let high?): "Between \(low) and \(high); checked before sending."
        case (let low?, nil): "At least \(low); checked before sending."
        case (nil, let high?): "At most \(high); checked before sending."
        case (nil, nil): ""
        }
    }

    /// For each parameter with bounds that the app passes: `if page < 1 { throw core.rejectedInput(…) }` (inside
    /// `if let page` for an optional one).
    static func parameterChecks(
        _ parameters: [(parameter: Endpoint.Parameter, name: SwiftIdentifier)]
    ) -> [SwiftStatement] {
        parameters.flatMap { parameter, name -> [SwiftStatement] in
            guard let range = parameter.range, parameter.constant == nil else { return [] }
            let checks = violations(of: .name(name), named: parameter.name, range).map { test, message in
                SwiftStatement.if(
                    .expression(test),
                    [
                        .throw(
                            .call(
                                SwiftExpression.name(GeneratedLocal.core.identifier).member(
                                    RuntimeMember.rejectedInput),
                                [
                                    SwiftArgument(.string(StringLiteral(message))),
                                    SwiftArgument(
                                        GeneratedLocal.operation.identifier, .name(GeneratedLocal.operation.identifier)),
                                ]))
                    ], layout: .block)
            }
            guard parameter.isOptional else { return checks }
            return [.if(.optionalBinding(name, nil), checks, layout: .block)]
        }
    }
}
