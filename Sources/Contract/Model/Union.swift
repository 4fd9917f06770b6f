/// A response that is one of several shapes, told apart by which key is present.
public struct Union: Sendable, Hashable {
    public struct Variant: Sendable, Hashable {
        /// The Swift case name.
        public var name: String
        /// The model the variant decodes as.
        public var type: String
        /// The wire key whose presence selects this variant.
        public var discriminatorKey: String
        public var provenance: Provenance

        public init(name: String, type: String, discriminatorKey: String, provenance: Provenance) {
            self.name = name
            self.type = type
            self.discriminatorKey = discriminatorKey
            self.provenance = provenance
        }
    }

    public var name: String
    public var variants: [Variant]
    public var provenance: Provenance

    public init(name: String, variants: [Variant], provenance: Provenance) {
        self.name = name
        self.variants = variants
        self.provenance = provenance
    }
}
