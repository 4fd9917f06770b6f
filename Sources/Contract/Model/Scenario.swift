/// A named, consistent world across endpoints: which example each endpoint answers with, so that a mock server (or a
/// test) can play a whole flow — sign in, read the same user, list that user's tenants, log out — without the
/// contradictions the docs' separate examples have.
public struct Scenario: Sendable, Hashable {
    /// The example one endpoint answers with in this scenario.
    public struct Step: Sendable, Hashable {
        /// The endpoint's name.
        public var endpoint: String
        /// The name of the example served: one of the endpoint's, or ``definition``'s.
        public var example: String
        /// An example defined for this scenario only (validated like the endpoint's own examples).
        public var definition: Example?
        /// Where the step is written (its endpoint's key).
        public var provenance: Provenance

        /// A step serving `example` of `endpoint`, or `definition` when the scenario defines its own.
        public init(endpoint: String, example: String, definition: Example? = nil, provenance: Provenance) {
            self.endpoint = endpoint
            self.example = example
            self.definition = definition
            self.provenance = provenance
        }
    }

    /// A value in one step's payload: `currentUser userInfo.id`, `tenantMemberships [*].tenantUserId`.
    ///
    /// `path` is written like an example's expected-value path; `[*]` stands for every element of a list.
    public struct ValuePath: Sendable, Hashable, CustomStringConvertible {
        /// The step's endpoint name.
        public var step: String
        /// The path in that step's payload; empty for the payload itself.
        public var path: String

        /// The value at `path` of what `step` serves.
        public init(step: String, path: String) {
            self.step = step
            self.path = path
        }

        /// As written in the contract: the step, a space, the path.
        public var description: String { path.isEmpty ? step : "\(step) \(path)" }
    }

    /// A value that must be one of the values of a list, e.g. the login tenant among the memberships' tenant ids.
    public struct Listing: Sendable, Hashable {
        /// The single value.
        public var value: ValuePath
        /// The values it must be among (usually a path with `[*]`).
        public var list: ValuePath

        /// `value` must be among the values `list` reaches.
        public init(value: ValuePath, list: ValuePath) {
            self.value = value
            self.list = list
        }
    }

    /// The scenario's name: `default`, or what `zing-codegen mock --scenario` chooses.
    public var name: String
    /// One step per endpoint, in file order.
    public var steps: [Step]
    /// Groups of values that must all be equal (every value a `[*]` reaches counts).
    public var same: [[ValuePath]]
    /// Values that must each be among the values of a list.
    public var listed: [Listing]
    /// Where the scenario is written, its `doc:` and its `source:`.
    public var provenance: Provenance

    /// A scenario as the decoder makes it.
    public init(
        name: String, steps: [Step], same: [[ValuePath]] = [], listed: [Listing] = [], provenance: Provenance
    ) {
        self.name = name
        self.steps = steps
        self.same = same
        self.listed = listed
        self.provenance = provenance
    }

    /// The step of an endpoint, if the scenario has one.
    public func step(for endpoint: String) -> Step? { steps.first { $0.endpoint == endpoint } }

    /// The name of the scenario a mock serves when none is chosen.
    public static let defaultName = "default"
}
