import TextFoundation

/// Everything the values at one place of the bodies (an endpoint's payload, a field of it, a list's items) had in
/// common, merged over every body as it streams by: how often it was there, null, a scalar of which form, an object
/// of which fields, a list of what. Its size follows the shape of the data, not the number of bodies.
final class ValueShape {
    /// Values seen here (null included).
    var seen = 0
    var nulls = 0
    var scalars = ScalarTally()
    var object: ObjectShape?
    var list: ListShape?
    /// Values deeper than the draft looks (kept as opaque JSON).
    var tooDeep = 0

    /// Deeper structure than this is kept as opaque JSON.
    static let maximumDepth = 24

    func add(_ value: JSONValue, depth: Int = 0) {
        seen += 1
        guard depth < Self.maximumDepth else {
            tooDeep += 1
            return
        }
        switch value {
        case .null: nulls += 1
        case .bool, .int, .double, .string: scalars.add(value)
        case .object(let members):
            let shape = object ?? ObjectShape()
            object = shape
            shape.add(members, depth: depth)
        case .array(let items):
            let shape = list ?? ListShape()
            list = shape
            shape.add(items, depth: depth)
        }
    }

    /// Whether anything but null was seen.
    var hasValues: Bool { seen > nulls }
}

/// The objects seen at one place: their fields, in the order first seen, each with its own shape.
final class ObjectShape {
    /// Objects seen.
    var count = 0
    private(set) var order: [String] = []
    private(set) var fields: [String: ValueShape] = [:]
    /// Objects with more members than a model holds (a map keyed by ids, say) make the place opaque JSON.
    var isMapLike = false

    /// An object of more members than this, or one whose keys look like ids, is a map, not a model.
    static let maximumFields = 200

    func add(_ members: JSONObject, depth: Int) {
        count += 1
        guard !isMapLike else { return }
        if members.count > Self.maximumFields
            || (members.count >= 3 && members.keys.allSatisfy { IDSegment($0) != nil })
        {
            isMapLike = true
            order = []
            fields = [:]
            return
        }
        for (key, value) in members {
            let shape: ValueShape
            if let known = fields[key] {
                shape = known
            } else {
                shape = ValueShape()
                fields[key] = shape
                order.append(key)
                if order.count > Self.maximumFields {
                    isMapLike = true
                    order = []
                    fields = [:]
                    return
                }
            }
            shape.add(value, depth: depth + 1)
        }
    }

    /// The field names, sorted: what tells two models apart.
    var fieldSet: [String] { order.sorted() }

    func field(_ name: String) -> ValueShape? { fields[name] }
}

/// The lists seen at one place and their items.
final class ListShape {
    var count = 0
    var empty = 0
    let items = ValueShape()

    func add(_ values: [JSONValue], depth: Int) {
        count += 1
        if values.isEmpty { empty += 1 }
        for value in values { items.add(value, depth: depth + 1) }
    }
}
