import Contract
import ContractDiff
import Foundation
import TextFoundation

/// Finds and reads the accepted-changes file of `diff`: `--accept FILE`, else `accepted-changes.yaml` in the
/// project folder when it exists.
enum AcceptedChangesFile {
    static let defaultPath = "accepted-changes.yaml"

    enum Outcome {
        /// No file named and none at the default path.
        case none
        /// The file's problems were reported.
        case invalid
        case loaded(AcceptedChanges, path: String)
    }

    static func load(_ named: String?, root: URL) -> Outcome {
        let path = named ?? defaultPath
        let url = URL(fileURLWithPath: path, relativeTo: root)
        guard FileManager.default.fileExists(atPath: url.path) else {
            if named != nil {
                Console.error("error: no accepted-changes file at \(path.escapedForTerminal)")
                return .invalid
            }
            return .none
        }
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else {
            Console.error("\(path.escapedForTerminal):1:1: error: cannot read the accepted-changes file as UTF-8 text")
            return .invalid
        }
        let (accepted, problems) = AcceptedChanges.parse(text, file: path)
        Console.report(problems)
        guard let accepted else { return .invalid }
        return .loaded(accepted, path: path)
    }

    /// Today in UTC, `YYYY-MM-DD`: the day `until` is compared with.
    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
