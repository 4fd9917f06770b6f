import Foundation

/// Pastes an examples file into a contract the way a person would: each endpoint's items go right under that
/// endpoint's `examples:` (added at the end of the endpoint when it has none).
enum ContractPaste {
    static func paste(_ examples: String, into contract: String) -> String {
        var lines = contract.components(separatedBy: "\n")
        for (endpoint, items) in blocks(of: examples) {
            guard let endpointsLine = lines.firstIndex(of: "endpoints:"),
                let start = lines[endpointsLine...].firstIndex(of: "  \(endpoint):")
            else { continue }
            let end =
                lines[(start + 1)...].firstIndex { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.isEmpty }
                ?? lines.count
            if let examplesLine = lines[start..<end].firstIndex(of: "    examples:") {
                lines.insert(contentsOf: items, at: examplesLine + 1)
            } else {
                lines.insert(contentsOf: ["    examples:"] + items, at: end)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Endpoint name → its item lines, in file order.
    static func blocks(of examples: String) -> [(String, [String])] {
        var result: [(String, [String])] = []
        for line in examples.components(separatedBy: "\n") {
            if line.hasPrefix("  "), !line.hasPrefix("   "), line.hasSuffix(":") {
                result.append((String(line.dropFirst(2).dropLast()), []))
            } else if line.hasPrefix("      "), !result.isEmpty {
                result[result.count - 1].1.append(line)
            }
        }
        return result
    }
}
