import YAMLNodes

/// An endpoint's `pagination:`: its style, the query parameters that choose a page and the payload fields a page is
/// read from. Keys of another style are refused here, where they are written; whether the names exist is validation's
/// (`PaginationValidation`).
extension DecodingContext {
    static let paginationKeys = [
        "style", "page", "offset", "cursor", "size", "limit", "items", "total", "next", "firstPage",
    ]

    /// The keys each style takes besides `style`, `items` and `total`.
    private static func ownKeys(of pagingStyle: Pagination.Style) -> [String] {
        switch pagingStyle {
        case .page: ["page", "size", "firstPage"]
        case .offset: ["offset", "limit"]
        case .cursor: ["cursor", "size", "next"]
        }
    }

    /// Nil (after reporting) when the mapping, its style or a required name cannot be read.
    func pagination(_ node: YAMLNode, path: NodePath) -> Pagination? {
        guard
            let reader = MappingReader(
                node, path: path, subject: "pagination", keys: Self.paginationKeys, context: self),
            let style = reader.required("style").flatMap({
                choice($0, path: reader.path("style"), what: "pagination style", among: Pagination.Style.allCases)
            })
        else { return nil }
        let own = Self.ownKeys(of: style)
        var isSound = true
        for key in Self.paginationKeys where reader.has(key) && !["style", "items", "total"].contains(key) {
            guard !own.contains(key) else { continue }
            let owner = Pagination.Style.allCases.filter { Self.ownKeys(of: $0).contains(key) }.map(\.rawValue)
            error(
                "'\(key)' is no key of pagination style \(style.rawValue) (it belongs to "
                    + owner.joined(separator: " and ") + ")", at: reader.value(key)?.mark ?? node.mark,
                path: reader.path(key),
                hint: "style \(style.rawValue) takes " + own.map { "`\($0):`" }.joined(separator: ", ")
                    + ", `items:` and `total:`")
            isSound = false
        }
        let name = { (key: String) -> Pagination.Name? in
            reader.value(key).flatMap { value in
                self.string(value, path: reader.path(key)).map { Pagination.Name($0, mark: value.mark) }
            }
        }
        let requiredName = { (key: String) -> Pagination.Name? in
            guard reader.required(key) != nil else { return nil }
            return name(key)
        }
        let position = requiredName(style.rawValue)
        let size = style == .cursor ? name("size") : requiredName(style == .offset ? "limit" : "size")
        let items = requiredName("items")
        let next = style == .cursor ? requiredName("next") : nil
        var firstPage = 1
        if style == .page, let value = reader.value("firstPage"),
            let number = int(value, path: reader.path("firstPage"))
        {
            if number == 0 || number == 1 {
                firstPage = number
            } else {
                error(
                    "firstPage must be 0 or 1, not \(number)", at: value.mark, path: reader.path("firstPage"),
                    hint:
                        "RuoYi and MyBatis-Plus count pages from 1; say `firstPage: 0` for a server that counts from 0")
                isSound = false
            }
        }
        guard isSound, let position, let items, style != .cursor || next != nil, style == .cursor || size != nil
        else { return nil }
        return Pagination(
            style: style, position: position, size: size, items: items, total: name("total"), next: next,
            firstPage: firstPage, provenance: Provenance(mark: node.mark))
    }
}
