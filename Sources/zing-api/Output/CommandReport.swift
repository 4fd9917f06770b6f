/// What a command produced: the result object, its readable form, and whether it counts as success.
struct CommandReport {
    /// The `result` object of the JSON output.
    var result: OutputValue
    /// The readable output.
    var text: String
    /// False only for commands whose result itself reports failures (doctor), exiting 1.
    var ok = true
}
