import Contract

/// Which way a model travels: the same change means different things in a request and in a response.
struct Direction: OptionSet, Sendable, Hashable {
    let rawValue: Int
    static let request = Direction(rawValue: 1)
    static let response = Direction(rawValue: 2)
}

/// The direction of every model, identifier and enum of a contract, found by walking endpoints' bodies and payloads.
struct DirectionMap {
    private(set) var directions: [String: Direction] = [:]

    init(_ contract: Contract) {
        for endpoint in contract.endpoints {
            for parameter in endpoint.pathParameters + endpoint.query { visit(parameter.type, .request, contract) }
            switch endpoint.body {
            case .none: break
            case .json(let model): visit(.model(model), .request, contract)
            case .multipart(_, let fields), .form(let fields):
                for field in fields { visit(field.type, .request, contract) }
            }
            if let type = endpoint.response.type { visit(type, .response, contract) }
        }
    }

    subscript(name: String) -> Direction { directions[name] ?? [] }

    private mutating func visit(_ type: TypeRef, _ direction: Direction, _ contract: Contract) {
        switch type.elementType {
        case .scalar, .list, .map: return
        case .identifier(let name), .enumeration(let name):
            directions[name, default: []].formUnion(direction)
        case .model(let name):
            if directions[name, default: []].contains(direction) { return }
            directions[name, default: []].formUnion(direction)
            for field in contract.model(named: name)?.fields ?? [] { visit(field.type, direction, contract) }
        case .union(let name):
            if directions[name, default: []].contains(direction) { return }
            directions[name, default: []].formUnion(direction)
            for variant in contract.union(named: name)?.variants ?? [] {
                visit(.model(variant.type), direction, contract)
            }
        }
    }
}
