import Contract
import Foundation
import OpenAPIExport
import TextFoundation
import XCTest
import YAMLNodes

/// The package's contracts and their exports, and a YAML reader that turns printed YAML back into a document.
enum ExportFixtures {
    /// `<root>/Tests/OpenAPIExportTests/Support/ExportFixtures.swift` → `<root>`.
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    static let contractNames = ["zing", "herald", "longde", "wechat"]

    /// `contract/<name>.yaml`, loaded; fails the test on any error.
    static func contract(_ name: String) throws -> Contract {
        let path = "contract/\(name).yaml"
        let result = ContractLoader.load(contentsOf: packageRoot.appendingPathComponent(path), displayPath: path)
        return try XCTUnwrap(result.contract, "\(path): " + result.diagnostics.map(\.description).joined())
    }

    static func contract(text: String) throws -> Contract {
        let result = ContractLoader.load(text: text, file: "test.yaml")
        return try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// The value YAML text denotes, read with the YAML 1.2 core schema (as editors and the generator read it).
    static func value(ofYAML text: String) throws -> JSONValue {
        let node = try XCTUnwrap(try YAMLLoader.load(text))
        return convert(node)
    }

    private static func convert(_ node: YAMLNode) -> JSONValue {
        switch node.content {
        case .sequence(let items): return .array(items.map(convert))
        case .mapping(let entries):
            var object = JSONObject()
            for entry in entries { object[entry.key.scalar?.value ?? ""] = convert(entry.value) }
            return .object(object)
        case .scalar(let scalar):
            if node.isNull { return .null }
            if let flag = node.boolValue { return .bool(flag) }
            if let number = node.intValue { return .int(number) }
            if let number = node.doubleValue { return .double(number) }
            return .string(scalar.value)
        }
    }
}

extension JSONValue {
    /// The value at a path of object keys and array indexes, e.g. `["paths", "/a", "get"]`.
    func at(_ path: [String]) -> JSONValue? {
        var value: JSONValue? = self
        for component in path {
            switch value {
            case .object(let object)?: value = object[component]
            case .array(let items)?: value = Int(component).flatMap { items.indices.contains($0) ? items[$0] : nil }
            default: return nil
            }
        }
        return value
    }

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }
}
