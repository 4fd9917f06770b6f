import Contract

/// Which expected-value paths of an endpoint's payload end in (or pass through) a `secret: true` field.
struct SecretPaths {
    let contract: Contract
    let endpoint: Endpoint

    /// `token`, `userInfo.id`, `[0].tenantUserId`: list indexes are skipped, keys are looked up model by model (in
    /// every variant of a union); an unknown step is treated as secret, so nothing is shown by mistake.
    func isSecret(_ path: String) -> Bool {
        let keys = path.split(whereSeparator: { $0 == "." || $0 == "[" }).filter { !$0.hasSuffix("]") }
        return contract.pathIsSecret(keys, from: endpoint.response.type)
    }
}
