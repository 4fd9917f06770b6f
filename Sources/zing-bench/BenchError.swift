/// Why zing-bench stopped; `exitStatus` is 2 for a mistake on the command line, 1 for a failed measurement.
struct BenchError: Error, CustomStringConvertible {
    var description: String
    var exitStatus: Int32
    init(_ description: String, exitStatus: Int32 = 1) {
        self.description = description
        self.exitStatus = exitStatus
    }
}
