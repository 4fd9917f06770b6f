import Contract
import Foundation

/// The `info:` of a draft: a title and a module name made from the host (`api.example.com` → `ExampleAPI`) or the
/// document's title, the input files as its docs.
enum InfoDrafting {
    /// Host words that name no API: `www`, `api`, top-level domains.
    private static let noise: Set<String> = [
        "www", "api", "apis", "com", "cn", "net", "org", "io", "dev", "app", "co", "gov", "edu", "localhost", "test",
        "example", "invalid",
    ]

    /// The module a base URL's host names (`https://work.zingyang.com/api` → `WorkZingyangAPI`); nil for an address
    /// or a host of no word but noise (`localhost`, `127.0.0.1`).
    static func module(fromHost url: String) -> String? {
        let host = URLComponents(string: url)?.host ?? ""
        let words = host.split(separator: ".").map(String.init).filter {
            !noise.contains($0.lowercased()) && Int($0) == nil
        }
        return words.isEmpty ? nil : module(from: words.flatMap(Naming.words))
    }

    /// The module a document's title names (`Pet Store` → `PetStoreAPI`); nil for a title with no ASCII word.
    static func module(fromTitle title: String) -> String? {
        let words = Naming.words(title).filter { $0.lowercased() != "api" }
        return words.isEmpty ? nil : module(from: words)
    }

    private static func module(from words: [String]) -> String {
        var name = Naming.upperCamel(Array(words.prefix(4)), fallback: "Drafted")
        if !name.hasSuffix("API") { name += "API" }
        return name
    }

    static func info(
        title: String, module: String, version: String, date: String, baseURL: String?, docs: [String], doc: String?
    ) -> Info {
        Info(
            title: title, module: module, version: version, date: date, baseURL: baseURL, generate: true, docs: docs,
            provenance: DraftProvenance.doc(doc))
    }
}
