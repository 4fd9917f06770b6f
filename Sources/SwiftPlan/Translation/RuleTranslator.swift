import Contract

/// Turns ordered classification rules into Swift over an `ExchangeObservation`: first match wins.
///
/// Consecutive rules that test only a business code, only a string error code or only an HTTP status become one
/// `switch` over that value, each rule a `case` under its comment, in rule order (a `switch` matches its cases in
/// order too, so precedence is unchanged); every other rule is an `if`.
struct RuleTranslator {
    let translator: Translator

    private var observation: SwiftExpression { .name(GeneratedLocal.observation.identifier) }

    /// `classify(_:operation:)`: the endpoint's own rules, then the contract's.
    func classifyPlan() throws(PlanError) -> RulesPlan {
        let rules = translator.contract.errorRules
        guard let last = rules.last, last.otherwise else {
            throw translator.fail(
                "the contract's error rules must end with a catch-all", at: translator.contract.info.provenance,
                hint: "add `- { otherwise: true, class: <class> }` as the last rule, so every failure has a class")
        }
        let endpointClass = GeneratedLocal.endpointClass.identifier
        let operation = GeneratedLocal.operation.identifier
        let declaration = SwiftDeclaration(
            doc: DocComment(
                [
                    DocText(
                        "Picks the class of a failed exchange: the endpoint's own rules first, then the contract's in "
                            + "order; the first match wins.")
                ], notes: notes(rules)),
            isStatic: true,
            .function(
                .identifier(SwiftIdentifier("classify")),
                [
                    SwiftParameter(.wildcard, GeneratedLocal.observation.identifier, .runtime(.exchangeObservation)),
                    SwiftParameter(.same, operation, translator.operationType),
                ], .none, returns: translator.errorClassType, layout: .onePerLine))
        let endpointRules: SwiftStatement = .if(
            .optionalBinding(
                endpointClass,
                .call(.name(operation).member(RuntimeMember.endpointRules), [SwiftArgument(observation)])),
            [.return(.name(endpointClass))])
        return RulesPlan(
            typeName: translator.names.contract, extensionHeader: .extension(of: translator.contractType),
            classify: PlannedDeclaration(declaration, symbolName: "classify(_:operation:)", origin: "errorRules").with(
                body: [endpointRules] + statements(Array(rules.dropLast()), otherwise: last)))
    }

    /// The rules as statements, then `otherwise`: the catch-all rule, or the statement for "no rule matched".
    func statements(_ rules: [ErrorRule], otherwise: ErrorRule) -> [SwiftStatement] {
        statements(
            rules, otherwise: (CommentText(describe(otherwise)), .return(.implicitMember(errorCase(otherwise)))))
    }

    /// The rules as statements, then `fallback` (without a comment).
    func statements(_ rules: [ErrorRule], otherwise fallback: SwiftStatement) -> [SwiftStatement] {
        statements(rules, otherwise: (nil, fallback))
    }

    private func statements(_ rules: [ErrorRule], otherwise: (comment: CommentText?, statement: SwiftStatement))
        -> [SwiftStatement]
    {
        var result: [SwiftStatement] = []
        var index = 0
        while index < rules.count {
            let subject = SwitchSubject(rules[index])
            var end = index + 1
            if let subject {
                // A value a case already matches ends the run: Swift warns about a repeated literal pattern.
                var matched = Set(subject.literals(of: rules[index]))
                while end < rules.count, SwitchSubject(rules[end]) == subject {
                    let literals = subject.literals(of: rules[end])
                    guard matched.isDisjoint(with: literals) else { break }
                    matched.formUnion(literals)
                    end += 1
                }
            }
            if let subject, end - index > 1 {
                var cases = rules[index..<end].map { rule in
                    SwiftSwitchCase(
                        comment: CommentText(describe(rule)), patterns: subject.patterns(of: rule),
                        body: [.return(.implicitMember(errorCase(rule)))])
                }
                // The last rules fold into the switch: "no rule matched" is its default.
                let isLast = end == rules.count
                cases.append(
                    SwiftSwitchCase(
                        comment: isLast ? otherwise.comment : nil, patterns: [],
                        body: [isLast ? otherwise.statement : .expression(.code(SwiftFragment("break")))]))
                result.append(.switch(observation.member(subject.value), cases))
                if isLast { return result }
            } else {
                let rule = rules[index]
                result.append(.comment(CommentText(describe(rule))))
                result.append(.if(.expression(condition(rule)), [.return(.implicitMember(errorCase(rule)))]))
            }
            index = end
        }
        if let comment = otherwise.comment { result.append(.comment(comment)) }
        result.append(otherwise.statement)
        return result
    }

    private func errorCase(_ rule: ErrorRule) -> SwiftIdentifier { translator.errorCase(rule.errorClass) }

    /// The deviation notes of `rules`, each naming its rule ("Rule `HTTP 401, unauthenticated → business`: Departs …").
    func notes(_ rules: [ErrorRule]) -> [DocText] {
        rules.flatMap { rule in
            translator.notes(rule.provenance).map { DocText("Rule `\(describe(rule))`: \($0.text)") }
        }
    }

    /// The value a rule that tests only one thing tests, if it is one a `switch` can test.
    private enum SwitchSubject: Equatable {
        case code, errorCode, httpStatus

        init?(_ rule: ErrorRule) {
            let others =
                !rule.transport.isEmpty || !rule.local.isEmpty || rule.success != nil || rule.body != nil
                || rule.when != nil || rule.conditionsFailed || rule.otherwise || rule.payload != nil
                || rule.message != nil
            guard !others else { return nil }
            switch (rule.codes.isEmpty, rule.errorCodes.isEmpty, rule.http.isEmpty) {
            case (false, true, true): self = .code
            case (true, false, true): self = .errorCode
            case (true, true, false): self = .httpStatus
            default: return nil
            }
        }

        var value: SwiftFragment {
            switch self {
            case .code: RuntimeMember.failureCode
            case .errorCode: RuntimeMember.failureErrorCode
            case .httpStatus: RuntimeMember.httpStatus
            }
        }

        /// The single values the rule's patterns match literally (ranges aside).
        func literals(of rule: ErrorRule) -> [String] {
            switch self {
            case .code: rule.codes.map(String.init)
            case .errorCode: rule.errorCodes
            case .httpStatus: rule.http.filter { $0.lower == $0.upper }.map { String($0.lower) }
            }
        }

        func patterns(of rule: ErrorRule) -> [SwiftPattern] {
            switch self {
            case .code: rule.codes.map { .expression(.int($0)) }
            case .errorCode: rule.errorCodes.map { .expression(.string($0)) }
            case .httpStatus:
                rule.http.map { range in
                    range.lower == range.upper
                        ? .expression(.int(range.lower)) : .optionalRange(range.lower, range.upper)
                }
            }
        }
    }

    /// Everything the rule tests, joined by `&&`.
    func condition(_ rule: ErrorRule) -> SwiftExpression {
        var parts: [SwiftExpression] = []
        func test(_ name: SwiftFragment, _ values: [SwiftExpression], label: StaticString? = nil) {
            parts.append(
                .call(observation.member(name), [SwiftArgument(label.map(SwiftIdentifier.init), .array(values))]))
        }
        if !rule.transport.isEmpty { test(RuntimeMember.isTransportFault, rule.transport.map { RuntimeCase.of($0) }) }
        if !rule.local.isEmpty { test(RuntimeMember.isLocalRejection, rule.local.map { RuntimeCase.of($0) }) }
        if !rule.http.isEmpty {
            test(RuntimeMember.httpStatus, rule.http.map { .closedRange($0.lower, $0.upper) }, label: "in")
        }
        if !rule.codes.isEmpty { test(RuntimeMember.failureCode, rule.codes.map { .int($0) }, label: "in") }
        if !rule.errorCodes.isEmpty {
            test(RuntimeMember.failureErrorCode, rule.errorCodes.map { .string($0) }, label: "in")
        }
        if let success = rule.success {
            parts.append(
                success
                    ? .infix(
                        observation.member(RuntimeMember.body), .equal,
                        .call(
                            .implicitRuntimeMember(RuntimeMember.envelope),
                            [SwiftArgument(SwiftIdentifier("success"), .bool(true))]))
                    : observation.member(RuntimeMember.isEnvelopeFailure))
        }
        switch rule.body {
        case .notJSON: parts.append(observation.member(RuntimeMember.isNotJSON))
        case .notEnvelope: parts.append(observation.member(RuntimeMember.isNotEnvelope))
        case nil: break
        }
        switch rule.when {
        case .authenticated: parts.append(observation.member(RuntimeMember.carriedCredentials))
        case .unauthenticated: parts.append(.not(observation.member(RuntimeMember.carriedCredentials)))
        case nil: break
        }
        if rule.conditionsFailed { parts.append(observation.member(RuntimeMember.conditionsFailed)) }
        if let test = rule.payload {
            parts.append(.call(observation.member(RuntimeMember.payload), [SwiftArgument(PayloadRuleCode.test(test))]))
        }
        if let test = rule.message {
            // `observation.hasMessage(.glob("密码输入错误*次"))`: the texts reach the code only as literals.
            let match = SwiftExpression.call(RuntimeCase.of(test.match), test.texts.map { SwiftArgument(.string($0)) })
            parts.append(.call(observation.member(RuntimeMember.hasMessage), [SwiftArgument(match)]))
        }
        return .all(parts)
    }

    /// A one-line reading of the rule for the comment above its Swift.
    func describe(_ rule: ErrorRule) -> String {
        var parts: [String] = []
        if !rule.transport.isEmpty {
            parts.append("transport \(rule.transport.map(\.rawValue).joined(separator: "/"))")
        }
        if !rule.local.isEmpty {
            parts.append("refused locally (\(rule.local.map(\.rawValue).joined(separator: "/")))")
        }
        if !rule.http.isEmpty { parts.append("HTTP \(rule.http.map(\.description).joined(separator: ", "))") }
        if !rule.codes.isEmpty { parts.append("code \(rule.codes.map(String.init).joined(separator: ", "))") }
        if !rule.errorCodes.isEmpty { parts.append("errorCode \(rule.errorCodes.joined(separator: ", "))") }
        if let success = rule.success { parts.append("success=\(success)") }
        if let body = rule.body { parts.append("body \(body.rawValue)") }
        if let when = rule.when { parts.append(when.rawValue) }
        if rule.conditionsFailed { parts.append("success conditions failed") }
        if let test = rule.payload { parts.append("payload \(test)") }
        if let test = rule.message { parts.append("message \(test)") }
        if rule.otherwise { parts.append("anything else") }
        var text = parts.joined(separator: ", ") + " → \(rule.errorClass)"
        if let source = rule.provenance.source { text += " (\(source))" }
        return text
    }
}
