import Contract
import Foundation
import XCTest

/// The project's contracts, loaded as `zing-codegen` loads them (display paths `contract/<name>.yaml`).
enum RealContracts {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let names = ["zing", "herald", "longde", "wechat"]

    static func text(_ name: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent("contract/\(name).yaml"), encoding: .utf8)
    }

    static func load(_ name: String) throws -> Contract {
        let result = ContractLoader.load(text: try text(name), file: "contract/\(name).yaml")
        return try XCTUnwrap(result.contract, "\(name): \(result.diagnostics.map(\.description))")
    }

    /// The base URL verify uses for a contract (Herald's host is per deployment).
    static func baseURL(of contract: Contract) -> String {
        contract.info.baseURL ?? "https://herald.example.test"
    }
}
