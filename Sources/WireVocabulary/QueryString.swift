/// A URL's query as the servers the contracts describe read it, and the one reader of queries for every tool (`mock`
/// and `verify`; the client writes queries that read back the same, see ``FormURLEncoding``): the WHATWG
/// `application/x-www-form-urlencoded` parser that `URLSearchParams` and most server frameworks use. Pairs are split on
/// `&` (empty ones skipped) and at their first `=` (none: an empty value); in names and values `+` is a space and
/// `%XX` a byte, so `q=a+b` and `q=a%20b` both say `a b`, and `q=a%2Bb` says `a+b`. (Foundation's
/// `URLComponents.queryItems` reads `+` as itself, which no server here does.)
package struct QueryString: Sendable {
    /// The pairs in the order the query lists them, decoded.
    package let pairs: [(name: String, value: String)]

    /// The pairs of `query`, the text after a URL's `?` (without it); nil or empty has none.
    package init(_ query: (some StringProtocol)?) {
        pairs = query.map { FormURLEncoding.parse(Array($0.utf8)) } ?? []
    }

    /// The query of `url`, a URL's text: what stands between its first `?` and its `#`, if anything does.
    package init(url: String) {
        let beforeFragment = url.prefix { $0 != "#" }
        self.init(beforeFragment.firstIndex(of: "?").map { beforeFragment[beforeFragment.index(after: $0)...] })
    }

    /// The decoded names, in order, repeated where the query repeats them.
    package var names: [String] { pairs.map(\.name) }

    /// Every value of the pairs named `name` (compared exactly), in order.
    package func values(named name: String) -> [String] {
        pairs.filter { $0.name == name }.map(\.value)
    }

    /// The value of the first pair named `name`; nil when there is none.
    package func value(named name: String) -> String? {
        pairs.first { $0.name == name }?.value
    }
}
