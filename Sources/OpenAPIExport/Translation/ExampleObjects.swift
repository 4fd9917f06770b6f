import Contract
import TextFoundation

/// Examples as OpenAPI Example Objects, and the ones OpenAPI cannot carry as `x-zing-examples` entries.
enum ExampleObjects {
    /// An `examples` map keyed by example name (a repeated name gets a number).
    static func map(_ placed: [ExamplePlacement.Placed], includeExpectation: Bool) -> JSONObject {
        var examples = JSONObject()
        for item in placed {
            var key = item.example.name
            var counter = 2
            while examples[key] != nil {
                key = "\(item.example.name) (\(counter))"
                counter += 1
            }
            var object: JSONValue = ["summary": .string(item.example.name), "value": item.value]
            object = object.annotated(item.example.provenance)
            if item.example.isConstructed { object = object.setting(ZingExtension.constructed.key, true) }
            if includeExpectation {
                object = object.setting(ZingExtension.expect.key, expectation(of: item.example))
                if let signedIn = item.example.signedIn {
                    object = object.setting(ZingExtension.signedIn.key, .bool(signedIn))
                }
                if let headers = headers(item.example) {
                    object = object.setting(ZingExtension.responseHeaders.key, headers)
                }
            }
            examples[key] = object
        }
        return examples
    }

    /// The examples whose response (or request) no schema of the operation describes.
    static func kept(_ placement: ExamplePlacement) -> [JSONValue] {
        var entries = placement.kept.map { kept -> JSONValue in
            var entry: JSONValue = [
                "name": .string(kept.example.name), "status": .int(kept.example.status),
                "reason": .string(kept.reason.rawValue),
                "response": kept.value ?? .string(kept.example.response),
            ]
            if kept.keepsRequest, let request = kept.example.request {
                entry = entry.setting("request", .string(request))
            }
            if let headers = headers(kept.example) { entry = entry.setting("responseHeaders", headers) }
            if let signedIn = kept.example.signedIn { entry = entry.setting("signedIn", .bool(signedIn)) }
            return entry.setting("expect", expectation(of: kept.example)).annotated(kept.example.provenance)
        }
        for example in placement.keptRequests {
            let entry: JSONValue = [
                "name": .string(example.name), "status": .int(example.status),
                "request": .string(example.request ?? ""), "expect": expectation(of: example),
            ]
            entries.append(entry.annotated(example.provenance))
        }
        return entries
    }

    /// The example's response headers (name → value), when it has any.
    private static func headers(_ example: Example) -> JSONValue? {
        guard !example.responseHeaders.isEmpty else { return nil }
        var object = JSONObject()
        for header in example.responseHeaders { object[header.name] = .string(header.value) }
        return .object(object)
    }

    /// `{ success: true, values: { path: value } }` or `{ class, code, errorCode }`, with the message expected.
    static func expectation(of example: Example) -> JSONValue {
        var result: JSONValue
        switch example.expectation {
        case .success(let values):
            var object = JSONObject()
            for value in values { object[value.path] = (try? JSONValue.parse(value.json)) ?? .string(value.json) }
            result = object.isEmpty ? ["success": true] : ["success": true, "values": .object(object)]
        case .failure(let errorClass, let code, let errorCode):
            result = ["class": .string(errorClass)]
            if let code { result = result.setting("code", .int(code)) }
            if let errorCode { result = result.setting("errorCode", .string(errorCode)) }
        }
        if let message = example.expectedMessage { result = result.setting("message", .string(message)) }
        return result
    }
}
