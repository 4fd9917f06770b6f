/// The options of `zing-codegen mock`, parsed and checked beside the others.
extension CommandLineOptions {
    mutating func setMockOption(_ flag: String, to value: String) throws(UsageError) {
        switch flag {
        case "--port":
            guard let port = UInt16(value) else {
                throw UsageError(message: "--port must be 0…65535, not \(Self.quoted(value))")
            }
            self.port = port
            portGiven = true
        case "--host":
            guard Self.isIPv4Address(value) else {
                throw UsageError(message: "--host must be an IPv4 address such as 127.0.0.1, not \(Self.quoted(value))")
            }
            host = value
        case "--scenario":
            scenario = value
        default:
            guard let seconds = Double(value), seconds > 0, seconds <= 3600 else {
                throw UsageError(
                    message: "--request-timeout must be a number of seconds above 0, not \(Self.quoted(value))")
            }
            requestTimeout = seconds
        }
    }

    /// Mock options belong to `mock`, which serves at most one contract.
    func checkMockOptions() throws(UsageError) {
        if command == .mock {
            guard files.count <= 1 else {
                throw UsageError(message: "mock serves one contract: zing-codegen mock [CONTRACT]")
            }
            guard format == nil, output == nil, templates == nil, accept == nil, failOn == "none", harFiles.isEmpty,
                baseURL == nil, examplesOutput == nil
            else {
                throw UsageError(message: "mock takes --port, --scenario, --host and --request-timeout only")
            }
            return
        }
        let given = [
            ("--port", portGiven), ("--host", host != nil), ("--scenario", scenario != nil),
            ("--request-timeout", requestTimeout != nil),
        ]
        if let flag = given.first(where: \.1)?.0 { throw UsageError(message: "\(flag) belongs to mock") }
    }

    /// Four decimal numbers 0…255 joined by dots.
    static func isIPv4Address(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4
            && parts.allSatisfy { part in
                !part.isEmpty && part.count <= 3 && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
                    && Int(part).map { $0 <= 255 } == true
            }
    }
}
