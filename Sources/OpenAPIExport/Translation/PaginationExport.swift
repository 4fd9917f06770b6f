import Contract
import TextFoundation

/// `pagination:` in the export. OpenAPI has no word for paging, so the operation carries `x-zing-pagination`, the
/// contract's own keys (`style`, the position and size parameters, `items`, `total`, `next`, `firstPage`), which the
/// draft reads back.
enum PaginationExport {
    /// `{ "style": "page", "page": "pageNum", "size": "pageSize", "items": "rows", "total": "total", "firstPage": 1 }`;
    /// nil without a pager.
    static func extensionValue(_ endpoint: Endpoint) -> JSONValue? {
        guard let pagination = endpoint.pagination else { return nil }
        var value = JSONObject()
        value["style"] = .string(pagination.style.rawValue)
        value[pagination.positionKey] = .string(pagination.position.text)
        if let size = pagination.size { value[pagination.sizeKey] = .string(size.text) }
        value["items"] = .string(pagination.items.text)
        if let total = pagination.total { value["total"] = .string(total.text) }
        if let next = pagination.next { value["next"] = .string(next.text) }
        if pagination.style == .page { value["firstPage"] = .int(pagination.firstPage) }
        return .object(value)
    }
}
