/// Makes a failing contract smaller while it keeps failing at the same stage: drops endpoints, examples,
/// parameters, fields, models, unions and prose one at a time, keeping each drop that still fails.
struct ContractShrinker {
    let stillFails: (ContractSpec) -> Bool

    func shrink(_ spec: ContractSpec) -> ContractSpec {
        var current = spec
        var progress = true
        while progress {
            progress = false
            for candidate in Self.candidates(current) where stillFails(candidate) {
                current = candidate
                progress = true
                break
            }
        }
        return current
    }

    /// Every contract one step smaller than `spec`.
    private static func candidates(_ spec: ContractSpec) -> [ContractSpec] {
        var result: [ContractSpec] = []
        func removing<T>(_ keyPath: WritableKeyPath<ContractSpec, [T]>, at index: Int) -> ContractSpec {
            var smaller = spec
            smaller[keyPath: keyPath].remove(at: index)
            return smaller
        }
        for index in spec.endpoints.indices.reversed() { result.append(removing(\.endpoints, at: index)) }
        for index in spec.unions.indices.reversed() { result.append(removing(\.unions, at: index)) }
        for index in spec.models.indices.reversed() { result.append(removing(\.models, at: index)) }
        for index in spec.identifiers.indices.reversed() { result.append(removing(\.identifiers, at: index)) }
        for (endpointIndex, endpoint) in spec.endpoints.enumerated() {
            for index in endpoint.examples.indices {
                var smaller = spec
                smaller.endpoints[endpointIndex].examples.remove(at: index)
                result.append(smaller)
            }
            for index in endpoint.query.indices {
                var smaller = spec
                smaller.endpoints[endpointIndex].query.remove(at: index)
                result.append(smaller)
            }
            for (index, parameter) in endpoint.params.enumerated() {
                var smaller = spec
                smaller.endpoints[endpointIndex].params.remove(at: index)
                smaller.endpoints[endpointIndex].path = endpoint.path.replacingOccurrences(
                    of: "/{\(parameter.name)}", with: "")
                result.append(smaller)
            }
            if !endpoint.errors.isEmpty {
                var smaller = spec
                smaller.endpoints[endpointIndex].errors = []
                smaller.endpoints[endpointIndex].examples.removeAll { $0.failureClass != nil }
                result.append(smaller)
            }
            if endpoint.doc != nil || endpoint.source != nil {
                var smaller = spec
                smaller.endpoints[endpointIndex].doc = nil
                smaller.endpoints[endpointIndex].source = nil
                result.append(smaller)
            }
        }
        for (modelIndex, model) in spec.models.enumerated() {
            for index in model.fields.indices {
                var smaller = spec
                smaller.models[modelIndex].fields.remove(at: index)
                result.append(smaller)
            }
            if model.doc != nil || model.source != nil {
                var smaller = spec
                smaller.models[modelIndex].doc = nil
                smaller.models[modelIndex].source = nil
                result.append(smaller)
            }
        }
        for index in spec.errorClasses.indices.dropFirst().reversed() {
            var smaller = spec
            let name = spec.errorClasses[index].name
            smaller.errorClasses.remove(at: index)
            smaller.rules.removeAll { $0.errorClass == name }
            for endpointIndex in smaller.endpoints.indices {
                smaller.endpoints[endpointIndex].errors.removeAll { $0.errorClass == name }
                smaller.endpoints[endpointIndex].examples.removeAll { $0.failureClass == name }
            }
            result.append(smaller)
        }
        return result
    }
}
