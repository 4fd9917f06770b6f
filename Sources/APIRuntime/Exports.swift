// What the runtime's API is made of beside its own types: `JSONValue`, the type of fields the docs leave opaque,
// lives in the shared foundation so the tools read JSON with the same value; an app that imports APIRuntime sees it.
@_exported import TextFoundation
