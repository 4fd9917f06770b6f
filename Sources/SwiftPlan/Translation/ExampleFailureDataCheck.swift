import Contract
import TextFoundation
import WireVocabulary

/// The generated example test of a failure whose class keeps data (`failureData:`): the data is there, typed, when
/// the example's payload decodes as the data's type, and nil (the failure still classified) when it does not.
enum ExampleFailureDataCheck {
    static func assertion(
        _ endpoint: Endpoint, example: Example, errorClass: String, error: SwiftExpression, translator: Translator
    ) -> SwiftStatement? {
        guard let data = endpoint.response.failureData, data.classes.contains(errorClass),
            let envelope = translator.contract.envelope(for: endpoint)
        else { return nil }
        var format = envelope.format
        if endpoint.response.payload == .body { format.payloadField = nil }
        let payload = (try? JSONValue.parse(example.response)).flatMap { EnvelopeReading.payload(in: $0, format) }
        let decodes =
            payload.map { value in
                value != .null
                    && !JSONShapeChecker(contract: translator.contract).check(
                        value, against: data.type, at: PayloadPath(components: [])
                    ).problems.contains(where: \.breaksDecoding)
            } ?? false
        let read = SwiftExpression.call(
            error.member(RuntimeMember.failureData),
            [SwiftArgument(SwiftIdentifier("as"), .metatype(translator.types.swiftType(data.type)))])
        return .expression(
            .call(.runtime(decodes ? .xcTAssertNotNil : .xcTAssertNil), [SwiftArgument(read)]))
    }
}
