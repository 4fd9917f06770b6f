import APIRuntime
import APITesting
import Contract
import Foundation
import XCTest

/// Every example of every contract, run through its generated client with a recording observer inside
/// `withResponseMetadata`: nothing recorded (each event's `description`, `debugDescription` and `dump`, the response
/// metadata, the error) holds a secret of any kind — the session token, and every `secret: true` field of the request
/// and of the answer (identity tokens, nonces, authorization codes, refresh tokens, issued tokens, COS temporary keys,
/// Herald's redirect URI). Each example runs twice: as written, and with a server that echoes every secret it knows
/// into the message, the timestamp and the headers.
final class EveryExampleObservedTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func load(_ name: String) throws -> Contract {
        let result = ContractLoader.load(
            contentsOf: Self.root.appendingPathComponent("contract/\(name).yaml"), displayPath: "contract/\(name).yaml")
        return try XCTUnwrap(result.contract, "contract/\(name).yaml does not load")
    }

    func testNothingObservedOfAnyExampleHoldsASecret() async throws {
        var runs = 0
        var events = 0
        for name in ["zing", "herald", "longde", "wechat"] {
            let contract = try load(name)
            let planter = SecretPlanter(contract: contract)
            let scenarioExamples = contract.scenarios.flatMap(\.steps).compactMap { step in
                step.definition.map { (endpoint: step.endpoint, example: $0) }
            }
            for endpoint in contract.endpoints {
                // The generated client has no method for a server-only endpoint.
                if endpoint.isServerOnly { continue }
                XCTAssertTrue(
                    ExampleCalls.known.contains("\(name).\(endpoint.name)"),
                    "\(name).\(endpoint.name) has no call in ExampleCalls")
                let examples =
                    endpoint.examples + scenarioExamples.filter { $0.endpoint == endpoint.name }.map(\.example)
                for example in examples {
                    let context = "\(name).\(endpoint.name) '\(example.name)'"
                    let run = try plant(example, of: endpoint, in: contract, name: name, planter: planter)
                    let observer = RecordingObserver()
                    let outcome = try await ExampleCalls.run(
                        run.call, transport: run.transport(echoing: nil), observer: observer)
                    assertExpected(example, outcome, context)
                    assertNoMarker(of: planter, in: observer.everythingShown + outcome.shown, context)

                    let echoObserver = RecordingObserver()
                    let echoed = run.echoed(includingAnswer: !observer.sawDecodingFailure)
                    let echoOutcome = try await ExampleCalls.run(
                        run.call, transport: run.transport(echoing: echoed), observer: echoObserver)
                    assertNoMarker(
                        of: planter, in: echoObserver.everythingShown + echoOutcome.shown, context + " (echoed)")
                    XCTAssertFalse(observer.events.isEmpty || echoObserver.events.isEmpty, context)
                    if echoOutcome.errorClass == nil {
                        XCTAssertTrue(
                            echoOutcome.shown.joined().contains(SecretRedactor.placeholder),
                            "\(context): the echo reached the metadata, redacted")
                    }
                    runs += 2
                    events += observer.events.count + echoObserver.events.count
                }
            }
            // A server-only endpoint's answer never reaches the app, so its secret fields need no run here.
            let serverOnlyModels = Set(
                contract.endpoints.filter(\.isServerOnly).compactMap(\.response.type?.description))
            let unexercised = planter.secretFields.subtracting(planter.planted.map(\.field)).filter { field in
                !serverOnlyModels.contains(String(field.prefix { $0 != "." }))
            }
            XCTAssertEqual(unexercised, [], "\(name): secret fields no example carries")
        }
        XCTAssertGreaterThan(runs, 100)
        print("EveryExampleObservedTests: \(runs) runs, \(events) events scanned")
    }

    private func assertExpected(_ example: Example, _ outcome: CallOutcome, _ context: String) {
        switch example.expectation {
        case .success:
            XCTAssertNil(outcome.errorClass, "\(context) should succeed")
            XCTAssertTrue(outcome.hasMetadata, "\(context): a success has metadata")
        case .failure(let errorClass, _, _):
            XCTAssertEqual(outcome.errorClass, errorClass, context)
        }
    }

    private func assertNoMarker(of planter: SecretPlanter, in texts: [String], _ context: String) {
        for text in texts {
            let decoded = text.removingPercentEncoding ?? text
            for (field, marker) in planter.planted where text.contains(marker) || decoded.contains(marker) {
                XCTFail("\(context): the secret of \(field) is in what was observed")
            }
        }
    }

    /// `example` with its secrets replaced by markers: the call it makes and the answer it gets.
    private func plant(
        _ example: Example, of endpoint: Endpoint, in contract: Contract, name: String, planter: SecretPlanter
    ) throws -> PlantedRun {
        let token = planter.marker("SessionToken")
        var requestJSON: String?
        var requestMarkers: [String] = []
        if case .json(let model) = endpoint.body {
            let written = try XCTUnwrap(example.request ?? ExampleCalls.defaultRequests["\(name).\(endpoint.name)"])
            (requestJSON, requestMarkers) = planter.plant(in: written, as: .model(model))
        }
        var answer = example.response
        var answerMarkers: [String] = []
        let envelope = contract.envelope(named: endpoint.response.envelope)
        if let type = endpoint.response.type {
            switch endpoint.response.payload {
            case .body:
                (answer, answerMarkers) = planter.plant(in: answer, as: type)
            case .result:
                let field = envelope?.payloadField?.description ?? "result"
                (answer, answerMarkers) = planter.plant(in: answer, as: type, under: field)
            case .message, .none:
                break
            }
        }
        return PlantedRun(
            call: ExampleCall(contract: name, endpoint: endpoint.name, requestJSON: requestJSON, token: Secret(token)),
            status: example.status,
            headers: example.responseHeaders.map { HTTPHeader(name: $0.name, value: $0.value) },
            body: answer, requestSecrets: (endpoint.auth == .token ? [token] : []) + requestMarkers,
            answerSecrets: answerMarkers,
            messageField: endpoint.response.payload == .message ? nil : envelope?.messageField?.description,
            timestampField: envelope?.timestampField?.description)
    }
}
