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

    /// Takes in what `other` saw, as if its values had been added here (a field's values becoming a map's).
    func absorb(_ other: ValueShape) {
        seen += other.seen
        nulls += other.nulls
        tooDeep += other.tooDeep
        scalars = scalars + other.scalars
        if let theirs = other.object {
            if let mine = object { mine.absorb(theirs) } else { object = theirs }
        }
        if let theirs = other.list {
            if let mine = list { mine.absorb(theirs) } else { list = theirs }
        }
    }
}

/// The objects seen at one place: their fields, in the order first seen, each with its own shape; or, once they turn
/// out to be a map (``MapInference``), every value merged into one shape whatever its key.
final class ObjectShape {
    /// Objects seen.
    var count = 0
    private(set) var order: [String] = []
    private(set) var fields: [String: ValueShape] = [:]
    /// The rule that made the place a map; nil while it is a model's fields.
    private(set) var mapRule: MapInference?
    /// A map's values, every key's merged (empty until the place is a map).
    let values = ValueShape()

    /// Whether the place is a map (its keys are data), not a model.
    var isMapLike: Bool { mapRule != nil }

    /// A model holds at most this many fields; more keys make the place a map.
    static let maximumFields = 200

    func add(_ members: JSONObject, depth: Int) {
        count += 1
        if mapRule == nil, let rule = MapInference.rule(for: members) { becomeMap(rule) }
        var added = false
        for (key, value) in members {
            if mapRule != nil {
                values.add(value, depth: depth + 1)
                continue
            }
            let shape: ValueShape
            if let known = fields[key] {
                shape = known
            } else {
                shape = ValueShape()
                fields[key] = shape
                order.append(key)
                added = true
            }
            shape.add(value, depth: depth + 1)
            // Keys that keep changing from object to object are data too.
            if order.count > Self.maximumFields { becomeMap(.manyKeys) }
        }
        if added, mapRule == nil, MapInference.hasDataKeys(order) { becomeMap(.dataKeys) }
    }

    /// Turns the place into a map: the fields seen so far become values.
    private func becomeMap(_ rule: MapInference) {
        mapRule = rule
        for key in order { values.absorb(fields[key]!) }
        order = []
        fields = [:]
    }

    /// Takes in another place's objects (a field's shape becoming a map's values).
    func absorb(_ other: ObjectShape) {
        count += other.count
        if let rule = other.mapRule, mapRule == nil { becomeMap(rule) }
        if mapRule != nil {
            values.absorb(other.values)
            for key in other.order { values.absorb(other.fields[key]!) }
            return
        }
        var added = false
        for key in other.order {
            if let known = fields[key] {
                known.absorb(other.fields[key]!)
            } else {
                fields[key] = other.fields[key]!
                order.append(key)
                added = true
            }
        }
        if order.count > Self.maximumFields {
            becomeMap(.manyKeys)
        } else if added, MapInference.hasDataKeys(order) {
            // As `add` does: keys that are data only together (one per object) make the place a map.
            becomeMap(.dataKeys)
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

    /// Takes in another place's lists.
    func absorb(_ other: ListShape) {
        count += other.count
        empty += other.empty
        items.absorb(other.items)
    }
}
