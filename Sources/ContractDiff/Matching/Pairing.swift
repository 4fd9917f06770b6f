/// Two definitions taken to be the same thing in the base and the head contract.
struct Pair<Element> {
    var base: Element
    var head: Element
    /// Matched by shape rather than by name: the head renamed it.
    var isRename: Bool
}

/// How the definitions of one kind line up between base and head.
struct Pairing<Element> {
    var pairs: [Pair<Element>] = []
    var removed: [Element] = []
    var added: [Element] = []

    /// Pairs by name first; then an unmatched base definition whose `shape` equals exactly one unmatched head
    /// definition's is taken as renamed. A nil shape never matches.
    init(base: [Element], head: [Element], name: (Element) -> String, shape: (Element) -> String? = { _ in nil }) {
        var unmatchedHead = head
        var unmatchedBase: [Element] = []
        for element in base {
            if let index = unmatchedHead.firstIndex(where: { name($0) == name(element) }) {
                pairs.append(Pair(base: element, head: unmatchedHead.remove(at: index), isRename: false))
            } else {
                unmatchedBase.append(element)
            }
        }
        for element in unmatchedBase {
            guard let key = shape(element) else {
                removed.append(element)
                continue
            }
            let candidates = unmatchedHead.indices.filter { shape(unmatchedHead[$0]) == key }
            let rivals = unmatchedBase.filter { shape($0) == key }
            if candidates.count == 1, rivals.count == 1 {
                pairs.append(Pair(base: element, head: unmatchedHead.remove(at: candidates[0]), isRename: true))
            } else {
                removed.append(element)
            }
        }
        added = unmatchedHead
    }
}
