// What the runtime's API is made of beside its own types, from the modules the tools share with it: `JSONValue` (the
// type of fields the docs leave opaque), and the wire vocabulary (`HTTPMethod`, `SessionState`, `EndpointRole`, the
// envelope format, the secret matcher). An app that imports APIRuntime sees them as the runtime's.
@_exported import TextFoundation
@_spi(Generated) @_exported import WireVocabulary
