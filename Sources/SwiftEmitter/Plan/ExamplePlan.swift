/// The generated test suite of one endpoint's examples.
struct ExampleSuitePlan {
    struct Case {
        var testName: String
        var docLines: [String]
        /// Lines that build `let transport` with the scripted response.
        var transportLines: [String]
        /// Lines that build the inputs the call needs.
        var inputLines: [String]
        /// The call, laid out: `let payload = try await …` (or `_ =` when nothing is checked) for success cases,
        /// `_ = try await …` inside `do` for failures.
        var callLines: [String]
        var expectsSuccess: Bool
        /// Statements that check the payload (success) or the error (failure).
        var assertions: [String]
        /// Statements, after the call, checking the body sent equals the example's own request JSON.
        var requestChecks: [String]
        var failureClass: String?
    }

    var className: String
    var fileName: String
    var module: String
    /// The modules the suite imports, sorted as swift-format wants them.
    var imports: [String]
    var clientTypeName: String
    var docLines: [String]
    var cases: [Case]
}
