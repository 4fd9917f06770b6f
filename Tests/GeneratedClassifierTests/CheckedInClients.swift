import APIRuntime
import HeraldAPI
import LongdeAPI
import WeChatAPI
import ZingAPI

/// A generated client's classifier, as the differential tests call it: the contract it was generated from, and its
/// generated `classify(_:operation:)` by endpoint name.
struct GeneratedClassifier: Sendable {
    /// The contract's file under `contract/`.
    var contract: String
    /// The client's operations' names, each with the generated classifier applied to that operation.
    var classify: [String: @Sendable (ExchangeObservation) -> String]

    init<Contract: APIContract>(_ contract: String, _ type: Contract.Type, _ operations: [Contract.Operation]) {
        self.contract = contract
        var classify: [String: @Sendable (ExchangeObservation) -> String] = [:]
        for operation in operations {
            classify[operation.spec.name] = { Contract.classify($0, operation: operation).name }
        }
        self.classify = classify
    }

    /// The four clients generated into `Generated/` (a new endpoint fails the coverage check until it is listed).
    static let checkedIn = [
        GeneratedClassifier(
            "zing", ZingContract.self,
            [
                .appleNativeLogin, .currentUser, .tenantMemberships, .permissionCodes, .changeLoginTenant, .logout,
                .uploadFile, .cosTemporaryCredentials,
            ]),
        GeneratedClassifier("herald", HeraldContract.self, [.appleNativeLogin]),
        GeneratedClassifier(
            "longde", LongdeContract.self, [.appleLogin, .refreshSession, .currentUser, .logout]),
        GeneratedClassifier("wechat", WeChatContract.self, [.refreshAccessToken, .checkAccessToken, .userInfo]),
    ]
}
