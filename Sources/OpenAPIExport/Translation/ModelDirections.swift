import Contract

/// Which models travel in requests and which in responses, found by walking endpoints' bodies and payloads.
///
/// Client-side checks (`maxLength`, `nonEmpty`) and `writeOnly` describe requests only; a model that also
/// appears in a response keeps its response reading.
struct ModelDirections {
    private var requestModels: Set<String> = []
    private var responseModels: Set<String> = []

    init(_ contract: Contract) {
        for endpoint in contract.endpoints {
            switch endpoint.body {
            case .none, .multipart, .form: break
            case .json(let model): visit(.model(model), request: true, contract)
            }
            if let type = endpoint.response.type { visit(type, request: false, contract) }
        }
    }

    /// Whether the model is sent by the client and never received.
    func isRequestOnly(_ model: String) -> Bool {
        requestModels.contains(model) && !responseModels.contains(model)
    }

    private mutating func visit(_ type: TypeRef, request: Bool, _ contract: Contract) {
        switch type.elementType {
        case .scalar, .identifier, .enumeration, .list, .map: return
        case .model(let name):
            guard request ? requestModels.insert(name).inserted : responseModels.insert(name).inserted else { return }
            for field in contract.model(named: name)?.fields ?? [] { visit(field.type, request: request, contract) }
        case .union(let name):
            for variant in contract.union(named: name)?.variants ?? [] {
                visit(.model(variant.type), request: request, contract)
            }
        }
    }
}
