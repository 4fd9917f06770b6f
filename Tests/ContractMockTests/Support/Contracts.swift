import Contract
import Foundation
import XCTest

/// The project's real contracts, and small ones written for a test.
enum Contracts {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// `contract/<name>.yaml`, loaded and valid.
    static func real(_ name: String) throws -> Contract {
        let result = ContractLoader.load(
            contentsOf: root.appendingPathComponent("contract/\(name).yaml"), displayPath: "\(name).yaml")
        return try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// A contract from text, valid.
    static func text(_ text: String) throws -> Contract {
        let result = ContractLoader.load(text: text, file: "t.yaml")
        return try XCTUnwrap(result.contract, result.diagnostics.map(\.description).joined(separator: "\n"))
    }

    /// A Bearer contract without any 401 example, with a path parameter and no scenario.
    static let bearer = """
        format: 1
        info: { title: T, module: TAPI, version: "1", date: 2026-01-01, generate: false, docs: [t.md] }
        envelopes:
          wrapped: { style: flag, success: ok, code: code, errorCode: error, message: note, payload: data, statusCode: status }
        auth:
          token: { header: Authorization, scheme: Bearer }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          item:
            method: GET
            path: /items/{id}
            params: { id: { type: string } }
            response: { envelope: wrapped, payload: none }
            examples:
              - name: failed first
                response: '{"ok": false, "code": 1}'
                expect: { class: failed }
              - name: found
                response: '{"ok": true}'
                expect: { success: true }
          mine:
            method: GET
            path: /items/mine
            response: { envelope: wrapped, payload: none }
          removeItem:
            method: DELETE
            path: /items/{id}
            params: { id: { type: string } }
            response: { envelope: wrapped, payload: none }
        """
}
