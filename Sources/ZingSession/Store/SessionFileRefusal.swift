import APIRuntime

/// Why the session path is not read, or not removed: it is not a regular file of a session's size, or it is open
/// to other users and can't be made owner-only. Never quotes the file's contents.
enum SessionFileRefusal: Error, Equatable, CustomStringConvertible {
    case folder
    case symbolicLink
    case fifo
    case device
    case socket
    case otherType
    /// Something else took the file's place between the check and the opening.
    case replacedWhileOpening
    case tooLarge(limit: Int)
    /// Readable or writable by other users, and making it owner-only failed.
    case exposed(mode: Int, reason: String)
    /// A system call failed.
    case failed(operation: String, reason: String)

    var description: String {
        switch self {
        case .folder: "it is a folder, not a file"
        case .symbolicLink: "it is a symbolic link, and a session file's link is never followed"
        case .fifo: "it is a FIFO (named pipe), not a file"
        case .device: "it is a device, not a file"
        case .socket: "it is a socket, not a file"
        case .otherType: "it is not a regular file"
        case .replacedWhileOpening: "it was replaced while being opened; try again"
        case .tooLarge(let limit):
            "it is larger than \(ByteCount.text(limit)), and a session file is a few KB; it was not read"
        case .exposed(let mode, let reason):
            "other users may read or change it (mode \(Self.octal(mode))) and it could not be made owner-only "
                + "(\(reason)); it is not used"
        case .failed(let operation, let reason): "\(operation) failed: \(reason)"
        }
    }

    /// `0644` for 0o644.
    static func octal(_ mode: Int) -> String {
        let digits = String(mode, radix: 8)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
