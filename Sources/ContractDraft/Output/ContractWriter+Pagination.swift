import Contract

extension ContractWriter {
    /// `{ style: page, page: pageNum, size: pageSize, items: rows, total: total }`, in the format reference's order;
    /// `firstPage` only where it is not 1.
    static func pagination(_ pagination: Pagination) -> String {
        var pairs = [
            ("style", pagination.style.rawValue),
            (pagination.positionKey, YAMLScalarText.string(pagination.position.text)),
        ]
        if let size = pagination.size { pairs.append((pagination.sizeKey, YAMLScalarText.string(size.text))) }
        if let next = pagination.next { pairs.append(("next", YAMLScalarText.string(next.text))) }
        pairs.append(("items", YAMLScalarText.string(pagination.items.text)))
        if let total = pagination.total { pairs.append(("total", YAMLScalarText.string(total.text))) }
        if pagination.style == .page, pagination.firstPage != 1 {
            pairs.append(("firstPage", String(pagination.firstPage)))
        }
        return flowMapping(pairs)
    }
}
