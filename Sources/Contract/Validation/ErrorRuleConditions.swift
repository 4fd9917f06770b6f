extension ErrorRule {
    /// Whether the rule states a condition other than `otherwise`.
    var hasConditionsBesidesCatchAll: Bool {
        var rule = self
        rule.otherwise = false
        return rule.hasConditions
    }
}
