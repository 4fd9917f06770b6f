import TextFoundation

/// What a command produced: the result object, its readable form, and whether it counts as success.
struct CommandReport {
    /// The `result` object of the JSON output.
    var result: JSONValue
    /// The readable output.
    var text: String
    /// Set only by commands whose result itself reports failures (doctor): the JSON output is then
    /// `{"ok":false,"error":{…},"result":{…}}`, so `ok:false` always comes with an `error` object, and the exit
    /// status is 1.
    var failure: CommandFailure?
    /// Things the user should know that don't make the command fail; written to standard error.
    var warnings: [String] = []

    var ok: Bool { failure == nil }
}
