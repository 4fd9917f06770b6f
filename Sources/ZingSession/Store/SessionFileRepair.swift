/// What ``FileSessionStore`` made owner-only before it read the session file: the file (to 0600) when other
/// users could read or change it, and its folder (to 0700) when it is the user's own, is not the home folder and
/// was open to others. Names the paths and modes, never the contents.
public struct SessionFileRepair: Sendable, Equatable, CustomStringConvertible {
    /// The session file.
    public var path: String
    /// The file's mode before it was made 0600; nil when it already was owner-only.
    public var previousFileMode: Int?
    /// The folder made 0700; nil when it was left as it was.
    public var folderPath: String?
    /// The folder's mode before it was made 0700; nil when it was left as it was.
    public var previousFolderMode: Int?

    /// Creates a report.
    public init(path: String, previousFileMode: Int?, folderPath: String? = nil, previousFolderMode: Int? = nil) {
        self.path = path
        self.previousFileMode = previousFileMode
        self.folderPath = folderPath
        self.previousFolderMode = previousFolderMode
    }

    /// One line: what was repaired, and what to do when the file itself was exposed.
    public var description: String {
        var parts: [String] = []
        if let previousFileMode {
            parts.append(
                "the session file \(path) was open to other users (mode \(SessionFileRefusal.octal(previousFileMode))) "
                    + "and is now 0600")
        }
        if let folderPath, let previousFolderMode {
            let subject =
                previousFileMode == nil
                ? "the folder of the session file \(path), \(folderPath)," : "its folder \(folderPath)"
            parts.append(
                "\(subject) was open to other users (mode \(SessionFileRefusal.octal(previousFolderMode))) and is now 0700"
            )
        }
        if previousFileMode != nil {
            parts.append("anyone who read it holds the session: sign out to end it at the server, then sign in again")
        }
        return parts.joined(separator: "; ")
    }
}
