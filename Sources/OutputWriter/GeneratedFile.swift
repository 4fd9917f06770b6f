/// A file the generator produces, by path relative to the output folder (e.g. `ZingAPI/Models/LoginResult.swift`).
public struct GeneratedFile: Sendable, Hashable {
    /// Where the file goes, relative to the output folder.
    public var path: String
    /// The file's text.
    public var contents: String

    /// A file at `path` holding `contents`.
    public init(path: String, contents: String) {
        self.path = path
        self.contents = contents
    }
}
