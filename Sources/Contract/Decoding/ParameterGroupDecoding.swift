import YAMLNodes

/// An endpoint's `oneOf:`: a mapping of group names to the lists of parameters of which exactly one is sent.
extension DecodingContext {
    func parameterGroups(_ node: YAMLNode, path: NodePath) -> [Endpoint.ParameterGroup] {
        namedEntries(node, path: path, subject: "oneOf").compactMap { entry in
            guard case .sequence(let items) = entry.value.content else {
                error(
                    "group '\(entry.name)' must be a list of parameter names, e.g. [mid, uid]",
                    at: entry.value.mark, path: entry.path)
                return nil
            }
            let members = items.enumerated().compactMap { index, item in
                string(item, path: entry.path.appending(index: index))
            }
            return Endpoint.ParameterGroup(
                name: entry.name, members: members, provenance: Provenance(mark: entry.key.mark))
        }
    }
}
