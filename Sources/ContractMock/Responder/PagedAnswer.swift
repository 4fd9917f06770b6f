import Contract
import TextFoundation
import WireVocabulary

/// A paginated endpoint's success, cut to the page a request asks for: the example's items are the whole list, the
/// request's paging parameters choose a slice of them, the total says how many the example holds, and a cursor
/// page's next cursor is the offset of the page after it (empty after the last). A request without readable paging
/// parameters, or an answer whose items are no list where `pagination:` says, is served whole, with a note.
enum PagedAnswer {
    /// The answer for `request`, and the request log's note; the answer unchanged when the endpoint does not page or
    /// the answer is no success of it.
    static func page(
        _ answer: CannedAnswer, of endpoint: Endpoint, envelope: Envelope?, request: MockRequest
    ) -> (answer: CannedAnswer, note: String?) {
        guard let pagination = endpoint.pagination, answer.isSuccess,
            let body = try? JSONValue.parse(answer.body)
        else { return (answer, nil) }
        let payload =
            endpoint.response.payload == .body ? [] : (envelope?.format.payloadField?.keys ?? [])
        let itemsPath = FieldPath(keys: payload + pagination.items.path)
        guard case .array(let items) = itemsPath.value(in: body) else {
            return (answer, "served whole: the example's `\(pagination.items)` is no list")
        }
        guard let window = window(pagination, request: request, count: items.count) else {
            return (answer, "served whole: no readable paging parameters")
        }
        var paged = itemsPath.setting(.array(Array(items[window])), in: body)
        if let total = pagination.total {
            paged = FieldPath(keys: payload + total.path).setting(.int(items.count), in: paged)
        }
        if let next = pagination.next {
            let cursor = window.upperBound < items.count ? String(window.upperBound) : ""
            paged = FieldPath(keys: payload + next.path).setting(.string(cursor), in: paged)
        }
        var served = answer
        served.body = paged.text()
        return (served, "page of items \(window.lowerBound)..<\(window.upperBound) of \(items.count)")
    }

    /// The indices of the example's items the request asks for, clamped to them; nil when its paging parameters
    /// are missing or no whole numbers (a size below 1 is one).
    private static func window(_ pagination: Pagination, request: MockRequest, count: Int) -> Range<Int>? {
        let query = QueryString(request.query)
        let number = { (name: Pagination.Name?) -> Int? in
            name.flatMap { query.value(named: $0.text) }.flatMap { Int($0) }
        }
        let size = number(pagination.size).map { max(1, $0) }
        let start: Int
        let pagingStyle = pagination.style
        switch pagingStyle {
        case .page:
            guard let page = number(pagination.position), let size else { return nil }
            start = (page - pagination.firstPage).multipliedReportingOverflow(by: size).partialValue
        case .offset:
            guard let offset = number(pagination.position), size != nil else { return nil }
            start = offset
        case .cursor:
            // The first page is asked for without a cursor (or with an empty one).
            let cursor = query.value(named: pagination.position.text) ?? ""
            guard let offset = cursor.isEmpty ? 0 : Int(cursor) else { return nil }
            start = offset
        }
        let lower = min(max(0, start), count)
        let upper = min(count, lower + min(size ?? count, count))
        return lower..<upper
    }
}
