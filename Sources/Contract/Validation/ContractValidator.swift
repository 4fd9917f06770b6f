/// Checks a decoded contract as a whole, one concern at a time, reporting every problem.
enum ContractValidator {
    static func validate(_ decoded: DecodedContract, collector: DiagnosticCollector) {
        let context = ValidationContext(decoded, collector: collector)
        InfoValidation.check(context)
        NameUniquenessValidation.check(context)
        TypeReferenceValidation.check(context)
        FieldConstraintValidation.check(context)
        SecretFieldValidation.check(context)
        EnvelopeValidation.check(context)
        RequirementValidation.check(context)
        ErrorRuleValidation.check(context)
        ErrorClassValidation.check(context)
        PathParameterValidation.check(context)
        HTTPSyntaxValidation.check(context)
        EndpointPolicyValidation.check(context)
        UnusedDefinitionValidation.check(context)
        ExampleValidation.check(context)
    }
}
