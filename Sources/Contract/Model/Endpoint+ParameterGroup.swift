extension Endpoint {
    /// Parameters of which the client sends exactly one (`oneOf: { user: [mid, uid] }`): an id given in either of two
    /// forms. Each member is an optional query parameter or body text field; the generated method takes one argument
    /// of an enum with a case per member, so a call can pass neither none nor both.
    public struct ParameterGroup: Sendable, Hashable {
        /// The group's name: the generated argument's, and (after the endpoint's) its enum's.
        public var name: String
        /// The members' names, as declared under `query:` or the body's `fields:`.
        public var members: [String]
        public var provenance: Provenance

        public init(name: String, members: [String], provenance: Provenance) {
            self.name = name
            self.members = members
            self.provenance = provenance
        }
    }

    /// The group `parameter` belongs to, if any.
    public func group(of parameter: String) -> ParameterGroup? {
        parameterGroups.first { $0.members.contains(parameter) }
    }

    /// The parameters a group member may name: the query, then the body's text fields.
    public var groupableParameters: [Parameter] {
        query + (body.textFields ?? [])
    }
}
