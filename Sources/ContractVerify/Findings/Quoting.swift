import Contract
import TextFoundation

/// How findings quote text that arrived: in double quotes, shortened, as lint quotes found values.
enum Quoting {
    static func quoted(_ text: String) -> String { JSONValue.string(text).foundDescription }
}
