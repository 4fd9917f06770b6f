/// The summary facts every report format prints, in one reading order.
struct ReportFacts {
    let report: VerifyReport

    var errors: Int { report.findings.filter { $0.severity == .error }.count }
    var warnings: Int { report.findings.filter { $0.severity == .warning }.count }

    /// Kinds in catalog order with their counts.
    var kinds: [(id: String, count: Int)] {
        let counts = report.findingsByKind
        return FindingKind.all.compactMap { kind in counts[kind.id].map { (kind.id, $0) } }
    }

    /// Endpoints in the order first seen, with how many exchanges each had.
    var endpointsSeen: [(name: String, count: Int)] {
        var order: [String] = []
        for exchange in report.exchanges where !order.contains(exchange.endpoint) { order.append(exchange.endpoint) }
        let counts = report.exchangesByEndpoint
        return order.map { ($0, counts[$0] ?? 0) }
    }

    var successes: Int { report.exchanges.filter { $0.outcome == .success }.count }

    var failureClasses: [(name: String, entries: [CaptureReference])] {
        report.failuresByClass.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// `Model.field` → `int 3, numericString 2`, sorted by field.
    var wireForms: [(field: String, forms: [(form: String, count: Int)])] {
        report.wireForms.sorted { $0.key < $1.key }.map { field, forms in
            (field, forms.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { ($0.key, $0.value) })
        }
    }

    var unknownFields: [(field: String, entries: [CaptureReference])] {
        report.unknownFields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    var keptRaw: [(field: String, entries: [CaptureReference])] {
        report.keptRaw.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }

    /// `a.har#entries[1], a.har#entries[4] and 3 more`.
    static func list(_ entries: [CaptureReference], limit: Int = 5) -> String {
        let shown = entries.prefix(limit).map(\.source).joined(separator: ", ")
        return entries.count > limit ? "\(shown) and \(entries.count - limit) more" : shown
    }
}
