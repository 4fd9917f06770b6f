import Contract
import ContractVerify
import WireVocabulary

/// Turns the merged shapes of every request body and payload into the draft's models. Objects with the same
/// fields become one model wherever they were seen, and so do the objects at one field of objects that are one model;
/// objects whose fields differ stay apart (the login's `tenantList[]` and the membership list, look-alikes of
/// different meaning). Only models some type refers to are made.
final class ModelCatalog {
    /// An object place: its merged shape, the words its name is made from, and where it was seen.
    private struct Node {
        let shape: ObjectShape
        let hint: [String]
        let site: String
    }

    private var nodes: [ObjectIdentifier: Node] = [:]
    private var order: [ObjectIdentifier] = []
    private var parent: [ObjectIdentifier: ObjectIdentifier] = [:]
    /// Class (its root) → model name, in the order first referred to.
    private var names: [ObjectIdentifier: String] = [:]
    private var built: [ObjectIdentifier: Bool] = [:]
    private var taken: Set<String>
    /// The captures' secrets: a key that spells one (an answer keyed by the user's token) names nothing.
    private let secrets: SecretSet
    private(set) var models: [Model] = []
    var guesses = GuessBook()

    /// - Parameters:
    ///   - reserved: names models may not take (identifiers', enums').
    ///   - secrets: the captures' secrets, which no field or model is named after.
    init(reserved: Set<String> = [], secrets: SecretSet = SecretSet()) {
        taken = reserved
        self.secrets = secrets
    }

    // MARK: Registering

    /// Registers every object reachable from `shape`, named from `hint` (`GetUserResult`), seen at `site`.
    func register(_ shape: ValueShape, hint: [String], site: String) {
        walk(shape, hint: hint, site: site)
    }

    private func walk(_ shape: ValueShape, hint: [String], site: String) {
        if let object = shape.object, !object.isMapLike, !object.fieldSet.isEmpty {
            let id = ObjectIdentifier(object)
            if nodes[id] == nil {
                nodes[id] = Node(shape: object, hint: hint, site: site)
                order.append(id)
                parent[id] = id
            }
            for name in object.order {
                // A key that is a credential names no model, and the guesses that list sites show a placeholder.
                let isSecret = secrets.reveals(name)
                walk(
                    object.field(name)!, hint: isSecret ? ["Value"] : Naming.words(name),
                    site: site + "." + (isSecret ? SecretSet.placeholder : name))
            }
        }
        if let object = shape.object, object.isMapLike {
            // A map's values are named after the map, never after one of its keys (which are data); lists of them
            // name their items themselves, as a list of the map's name would (`sysAllDictItems` → `SysAllDict`).
            let values = object.values
            let holdsLists = values.list != nil && values.object == nil
            walk(values, hint: holdsLists ? hint : Naming.singular(hint), site: site + ".*")
        }
        if let list = shape.list {
            walk(list.items, hint: Naming.singular(hint), site: site + "[]")
        }
    }

    /// Joins objects into models: the same fields make one model, and the objects one field of a model holds (or
    /// the items of a list it holds) are one model too, until nothing changes.
    func unify() {
        var byFields: [[String]: ObjectIdentifier] = [:]
        for id in order {
            let fields = nodes[id]!.shape.fieldSet
            if let first = byFields[fields] { union(first, id) } else { byFields[fields] = id }
        }
        var changed = true
        while changed {
            changed = false
            for members in classes().values {
                var childrenByField: [String: [ObjectIdentifier]] = [:]
                for id in members {
                    let object = nodes[id]!.shape
                    for name in object.order {
                        for child in Self.childObjects(object.field(name)!) where nodes[ObjectIdentifier(child)] != nil
                        {
                            childrenByField[name, default: []].append(ObjectIdentifier(child))
                        }
                    }
                }
                for children in childrenByField.values {
                    for child in children.dropFirst() where find(child) != find(children[0]) {
                        union(children[0], child)
                        changed = true
                    }
                }
            }
        }
    }

    /// The objects directly at a place, as its list's items or as its map's values (lists of lists included).
    private static func childObjects(_ shape: ValueShape) -> [ObjectShape] {
        var objects: [ObjectShape] = []
        if let object = shape.object {
            objects += object.isMapLike ? childObjects(object.values) : [object]
        }
        if let list = shape.list { objects += childObjects(list.items) }
        return objects
    }

    private func find(_ id: ObjectIdentifier) -> ObjectIdentifier {
        var root = id
        while parent[root]! != root { root = parent[root]! }
        var current = id
        while parent[current]! != root {
            let next = parent[current]!
            parent[current] = root
            current = next
        }
        return root
    }

    private func union(_ a: ObjectIdentifier, _ b: ObjectIdentifier) {
        let (rootA, rootB) = (find(a), find(b))
        guard rootA != rootB else { return }
        // The class keeps the root registered first, so names follow the order things were seen.
        let (keep, join) = order.firstIndex(of: rootA)! < order.firstIndex(of: rootB)! ? (rootA, rootB) : (rootB, rootA)
        parent[join] = keep
    }

    private func classes() -> [ObjectIdentifier: [ObjectIdentifier]] {
        var classes: [ObjectIdentifier: [ObjectIdentifier]] = [:]
        for id in order { classes[find(id), default: []].append(id) }
        return classes
    }

    private func members(of root: ObjectIdentifier) -> [ObjectIdentifier] { order.filter { find($0) == root } }

    // MARK: Types

    /// A place's type, its wire forms and the guesses it takes.
    struct Typed {
        var type: TypeRef
        var wire: [WireForm] = []
        var guesses: [Guess] = []
    }

    /// The type of the values at `shapes` (one place, or the same field of objects that are one model), for a
    /// field called `name`.
    func type(of shapes: [ValueShape], name: String) -> Typed {
        let objects = shapes.compactMap(\.object)
        let lists = shapes.compactMap(\.list)
        let tally = shapes.map(\.scalars).reduce(ScalarTally(), +)
        let opaque = { (why: String) in Typed(type: .scalar(.json), guesses: [Guess(.opaqueJSON, why)]) }
        if shapes.contains(where: { $0.tooDeep > 0 }) { return opaque("nested deeper than the draft reads") }
        if !objects.isEmpty {
            guard lists.isEmpty, tally.count == 0 else { return opaque("objects here, other values there") }
            if let map = objects.first(where: \.isMapLike) {
                return mapType(of: objects, rule: map.mapRule, name: name)
            }
            guard let object = objects.first(where: { nodes[ObjectIdentifier($0)] != nil }) else {
                return opaque("only empty objects were seen")
            }
            return Typed(type: .model(modelName(find(ObjectIdentifier(object)))))
        }
        if !lists.isEmpty {
            let items = lists.map(\.items)
            guard items.contains(where: \.hasValues) || tally.count > 0 else {
                return Typed(type: .list(.scalar(.json)), guesses: [Guess(.opaqueJSON, "every list seen was empty")])
            }
            var element = type(of: items, name: Naming.lowerCamel(Naming.singular(Naming.words(name))))
            if tally.count > 0 {
                // A list here, one element alone there (COS `allowPrefix`).
                guard items.allSatisfy({ $0.object == nil && $0.list == nil }),
                    let scalar = ScalarTyping.type(
                        of: tally + items.map(\.scalars).reduce(ScalarTally(), +), name: name),
                    scalar.wire.isEmpty
                else { return opaque("lists here, single values there, of several forms") }
                return Typed(
                    type: .list(.scalar(scalar.type)), wire: [.list, .single],
                    guesses: [Guess(.wireForms, "arrived as a list and as one element alone")])
            }
            guard element.wire.isEmpty else {
                // A list's items take no wire forms of their own.
                element = Typed(
                    type: .scalar(.json),
                    guesses: [
                        Guess(
                            .opaqueJSON,
                            "the items arrived in several forms (\(element.wire.map(\.rawValue).joined(separator: ", ")))"
                        )
                    ])
                return Typed(type: .list(element.type), guesses: element.guesses)
            }
            return Typed(type: .list(element.type), guesses: element.guesses)
        }
        guard tally.count > 0 else { return opaque("only null was seen") }
        guard let scalar = ScalarTyping.type(of: tally, name: name) else {
            return opaque("the values did not agree on one type")
        }
        return Typed(type: .scalar(scalar.type), wire: scalar.wire, guesses: scalar.guesses)
    }

    /// The type of objects that are a map: `{ map: V }`, V typed from every value whatever its key, its models named
    /// after the map. Objects at the same place that stayed a model's fields count as values too. Values of several
    /// forms are opaque, as list items are.
    private func mapType(of objects: [ObjectShape], rule: MapInference?, name: String) -> Typed {
        let values = objects.flatMap { object in
            object.isMapLike ? [object.values] : object.order.compactMap { object.field($0) }
        }
        var guesses = [Guess(.mapField, "a map, not a model: \(rule?.reason ?? "its keys are data")")]
        guard values.contains(where: \.hasValues) else {
            guesses.append(Guess(.opaqueJSON, "every value seen was null"))
            return Typed(type: .map(.scalar(.json)), guesses: guesses)
        }
        let element = type(of: values, name: Naming.lowerCamel(Naming.singular(Naming.words(name))))
        guard element.wire.isEmpty else {
            let forms = element.wire.map(\.rawValue).joined(separator: ", ")
            guesses.append(Guess(.opaqueJSON, "the values arrived in several forms (\(forms))"))
            return Typed(type: .map(.scalar(.json)), guesses: guesses)
        }
        return Typed(type: .map(element.type), guesses: guesses + element.guesses)
    }

    /// The model name of a class, made (and its model built) on first use.
    private func modelName(_ root: ObjectIdentifier) -> String {
        if let name = names[root] { return name }
        let node = nodes[root]!
        let name = Naming.unique(Naming.upperCamel(node.hint, fallback: "Model"), among: taken)
        taken.insert(name)
        names[root] = name
        build(root, name: name)
        return name
    }

    /// Secret paths (`token`, `userInfo.token`) per site, from the answers that handed out a token.
    var issuedTokenSites: Set<String> = []

    private func build(_ root: ObjectIdentifier, name: String) {
        let members = members(of: root).map { nodes[$0]! }
        let objects = members.reduce(0) { $0 + $1.shape.count }
        var fieldOrder: [String] = []
        for member in members {
            for field in member.shape.order where !fieldOrder.contains(field) { fieldOrder.append(field) }
        }
        let sites = Array(Set(members.map(\.site.firstSiteWord)))
        if sites.count > 1 {
            guesses.add(
                Guess(
                    .sharedModel,
                    "one model for the objects of the same fields at \(members.prefix(4).map(\.site).joined(separator: ", "))"
                ),
                at: .model(name))
        }
        let index = models.count
        models.append(Model(name: name, fields: [], provenance: DraftProvenance.none))
        var fields: [Field] = []
        for fieldName in fieldOrder {
            guard !secrets.reveals(fieldName) else {
                // The open model tolerates it; its example shows the key as a placeholder.
                guesses.add(
                    Guess(.unmapped, "a key that was a credential the captures carried was left out"), at: .model(name))
                continue
            }
            guard EndpointAssembly.isUsableName(fieldName) else {
                // A key of control or bidirectional characters has no place in a contract; the open model tolerates it.
                guesses.add(
                    Guess(.unmapped, "a field whose name a contract cannot hold was left out"), at: .model(name))
                continue
            }
            let shapes = members.compactMap { $0.shape.field(fieldName) }
            let present = shapes.reduce(0) { $0 + $1.seen }
            let nulls = shapes.reduce(0) { $0 + $1.nulls }
            var typed = type(of: shapes, name: fieldName)
            if case .model(let target) = typed.type, target == name {
                // A model can hold itself only through a list.
                typed = Typed(
                    type: .scalar(.json), guesses: [Guess(.opaqueJSON, "the object holds one of its own kind")])
            }
            let place = DraftPlace.field(fieldName, of: name)
            var field = Field(name: fieldName, type: typed.type, wire: typed.wire, provenance: DraftProvenance.none)
            if present < objects {
                field.isOptional = true
                guesses.add(Guess(.optionalField, "absent from \(objects - present) of \(objects) objects"), at: place)
            }
            if nulls > 0 {
                // Opaque JSON too: lint holds a documented null to the field's word, so a success carrying it stays.
                field.isNullable = true
                guesses.add(Guess(.nullableField, "null in \(nulls) of \(objects) objects"), at: place)
            }
            if nulls == present, !field.isOptional {
                // Only null was seen: nothing says the field is always there.
                field.isOptional = true
                guesses.add(Guess(.optionalField, "only null was seen"), at: place)
            }
            let issued = members.contains { issuedTokenSites.contains($0.site + "." + fieldName) }
            if typed.type == .scalar(.string), issued || SecretNames.isSecret(fieldName) {
                field.isSecret = true
                let why = issued ? "later requests sent this value as their token" : "its name looks like a credential"
                guesses.add(Guess(.secretField, why), at: place)
            }
            for guess in typed.guesses { guesses.add(guess, at: place) }
            fields.append(field)
        }
        models[index].fields = fields
    }
}

extension String {
    /// The endpoint part of a site (`getUser payload.userInfo` → `getUser`).
    var firstSiteWord: Substring { prefix { $0 != " " } }
}

/// Provenance for what a draft makes: no place in a file yet.
enum DraftProvenance {
    static let none = Provenance(mark: .init(line: 0, column: 0))

    static func doc(_ text: String?) -> Provenance { Provenance(mark: .init(line: 0, column: 0), doc: text) }
}
