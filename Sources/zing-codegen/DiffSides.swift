/// One side of `zing-codegen diff`: a file in the working tree or a file at a git revision.
enum DiffSide: Equatable {
    case file(String)
    /// `git:REV[:path]`; without a path the other side (or every contract) names it.
    case git(revision: String, path: String?)

    init(_ argument: String) {
        guard argument.hasPrefix("git:") else {
            self = .file(argument)
            return
        }
        let rest = argument.dropFirst(4)
        if let colon = rest.firstIndex(of: ":") {
            self = .git(revision: String(rest[..<colon]), path: String(rest[rest.index(after: colon)...]))
        } else {
            self = .git(revision: String(rest), path: nil)
        }
    }

    /// This side for one contract path.
    func at(_ path: String) -> DiffSide {
        if case .git(let revision, nil) = self { return .git(revision: revision, path: path) }
        return self
    }

    /// How reports name it: `contract/zing.yaml` or `git:HEAD:contract/zing.yaml`.
    var name: String {
        switch self {
        case .file(let path): path
        case .git(let revision, let path): "git:\(revision)" + (path.map { ":\($0)" } ?? "")
        }
    }

    /// The path it names, if any.
    var path: String? {
        switch self {
        case .file(let path): path
        case .git(_, let path): path
        }
    }
}
