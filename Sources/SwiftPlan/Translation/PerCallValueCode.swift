import WireVocabulary

/// A value computed per call, or one the app's signer adds, as generated code states it (`PerCallValue(.query("_t"), .unixMillis)`) and as doc
/// comments say it (`` `_t` (the time in milliseconds) ``).
enum PerCallValueCode {
    static func literal(_ value: PerCallValue) -> SwiftExpression {
        let kind: SwiftExpression =
            switch value.kind {
            case .unixSeconds: .implicitRuntimeMember(SwiftFragment("unixSeconds"))
            case .unixMillis: .implicitRuntimeMember(SwiftFragment("unixMillis"))
            case .random(let alphabet, let length):
                .call(
                    .implicitRuntimeMember(SwiftFragment("random")),
                    [
                        SwiftArgument(RuntimeCase.of(alphabet)),
                        SwiftArgument(SwiftIdentifier("length"), .int(length)),
                    ])
            }
        return .call(.runtime(.perCallValue), [SwiftArgument(placement(value.placement)), SwiftArgument(kind)])
    }

    /// `` `_t` (the time in milliseconds) `` or `` header `X-Nonce` (32 random hex characters) ``.
    static func phrase(_ value: PerCallValue) -> String {
        let what =
            switch value.kind {
            case .unixSeconds: "the time in seconds"
            case .unixMillis: "the time in milliseconds"
            case .random(let alphabet, let length): "\(length) random \(alphabet.rawValue) characters"
            }
        let place =
            switch value.placement {
            case .query(let name): "`\(name)`"
            case .header(let name): "header `\(name)`"
            case .formField(let name): "form field `\(name)`"
            }
        return "\(place) (\(what))"
    }

    /// `SignedValue(.query("w_rid"))`, `SignedValue(.header("X-Sign"), isSecret: true)`.
    static func literal(_ value: SignedValue) -> SwiftExpression {
        var arguments = [SwiftArgument(placement(value.placement))]
        if value.isSecret { arguments.append(SwiftArgument(SwiftIdentifier("isSecret"), .bool(true))) }
        return .call(.runtime(.signedValue), arguments)
    }

    /// `.query("_t")`, `.header("X-Nonce")`, `.formField("ts")`.
    private static func placement(_ placement: PerCallValue.Placement) -> SwiftExpression {
        let (member, name): (StaticString, String) =
            switch placement {
            case .query(let name): ("query", name)
            case .header(let name): ("header", name)
            case .formField(let name): ("formField", name)
            }
        return .call(.implicitRuntimeMember(SwiftFragment(member)), [SwiftArgument(.string(name))])
    }
}
