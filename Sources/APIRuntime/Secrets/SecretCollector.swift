/// Finds every ``Secret`` a request body or an answer's payload holds, so the redactor of its exchange knows them.
///
/// It asks the value's ``SecretCarrying`` conformance, which the generator writes for every model and union that holds
/// a secret (and which lists, maps and optionals of them inherit). It never reflects: a value whose type does not
/// conform holds no secret as far as the redactor knows, so only a conformance counts.
enum SecretCollector {
    static func secrets(in value: Any) -> [Secret] {
        (value as? any SecretCarrying)?.secrets ?? []
    }
}
