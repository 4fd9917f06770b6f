import ConcurrentMap

/// Checks a decoded contract as a whole, one concern at a time, reporting every problem.
enum ContractValidator {
    static func validate(_ decoded: DecodedContract, collector: DiagnosticCollector) {
        let context = ValidationContext(decoded, collector: collector)
        let concerns: [(ValidationContext) -> Void] = [
            InfoValidation.check,
            ServerValidation.check,
            NameUniquenessValidation.check,
            TypeReferenceValidation.check,
            FieldConstraintValidation.check,
            RangeValidation.check,
            SecretFieldValidation.check,
            EnvelopeValidation.check,
            EndpointSuccessCodeValidation.check,
            RequirementValidation.check,
            ErrorRuleValidation.check,
            RuleEnvelopeValidation.check,
            RuleMessageValidation.check,
            PayloadRuleValidation.check,
            ErrorClassValidation.check,
            PathParameterValidation.check,
            RequestParameterValidation.check,
            PerCallValidation.check,
            SigningValidation.check,
            CookieSessionValidation.check,
            TokenSessionValidation.check,
            ParameterGroupValidation.check,
            PaginationValidation.check,
            HTTPSyntaxValidation.check,
            EndpointPolicyValidation.check,
            UnusedDefinitionValidation.check,
            DeviationValidation.check,
            EnumValidation.check,
            DeprecationValidation.check,
            ScenarioValidation.check,
        ]
        // The concerns are independent: they run at once, each into its own list, and the lists are reported in
        // this order, as one concern after another would report them.
        let reports = concerns.concurrentMap(heavyElements: true) { concern -> [Diagnostic] in
            let diagnostics = DiagnosticList()
            concern(ValidationContext(context, collector: diagnostics))
            return diagnostics.diagnostics
        }
        for diagnostic in reports.joined() { context.emit(diagnostic) }
        // Last, and on its own: it spreads its examples over the cores itself.
        ExampleValidation.check(context)
    }
}
