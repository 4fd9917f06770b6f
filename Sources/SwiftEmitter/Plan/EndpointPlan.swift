/// One endpoint: its operation constant, its client method and its success conditions.
struct EndpointPlan {
    var name: String
    var fileName: String
    var methodName: String
    var operationTypeName: String
    var clientTypeName: String
    var errorTypeName: String
    var docLines: [String]
    /// `POST /path`, sends no token, …: the summary under the method's doc.
    var summaryLines: [String]
    /// The same summary for the operation constant.
    var operationSummaryLines: [String]
    var specArguments: [String]
    var endpointRules: [RulePlan]
    var parameters: [String]
    var parameterDocs: [String]
    var returnClause: String
    var returnDoc: [String]
    var throwsDoc: [String]
    var remark: [String]
    var preflight: [String]
    var prepareArguments: [String]
    var callFunction: String
    var callArguments: [String]
    var returnsValue: Bool
    var conditionsFunction: String?
    var conditionsPayloadType: String?
    var conditionChecks: [String]
}
