import APIRuntime
import Foundation
import ZingAPI

/// A fake client for SwiftUI previews and unit tests, written against the public API only: it conforms to the
/// generated protocol, answers the reads a profile screen makes, and refuses everything else.
struct PreviewClient: ZingClientProtocol {
    var user = UserInfo(
        id: UserID(rawValue: "preview-user"), realname: "Preview User", loginTenantID: TenantID(rawValue: 1))
    var memberships = [
        TenantMembership(
            id: UserID(rawValue: "preview-user"), tenantUserID: "1", name: "Preview Org", status: .enabled,
            userTenantStatus: .normal
        )
    ]

    /// What the calls a preview does not make throw.
    private var offline: ZingError {
        ZingError(
            errorClass: .connectivity,
            observation: ExchangeObservation(transportFault: .offline, carriedCredentials: true))
    }

    func appleNativeLogin(
        _ body: AppleLoginRequest, options: CallOptions
    ) async throws(ZingError) -> SignedIn<LoginResult, ZingCredentials> {
        SignedIn(
            payload: LoginResult(token: "preview-token", userInfo: user),
            credentials: ZingCredentials(token: "preview-token", tenantID: nil))
    }

    func currentUser(credentials: ZingCredentials, options: CallOptions) async throws(ZingError) -> CurrentUserResult {
        CurrentUserResult(userInfo: user)
    }

    func tenantMemberships(
        credentials: ZingCredentials, options: CallOptions
    ) async throws(ZingError) -> [TenantMembership] {
        memberships
    }

    func permissionCodes(
        credentials: ZingCredentials, options: CallOptions
    ) async throws(ZingError) -> PermissionSet { throw offline }

    func changeLoginTenant(
        _ body: ChangeLoginTenantRequest, credentials: ZingCredentials, options: CallOptions
    ) async throws(ZingError) {
        throw offline
    }

    func logout(credentials: ZingCredentials, options: CallOptions) async throws(ZingError) {}

    func uploadFile(
        file: URL, fileName: String, mimeType: String, biz: String?, credentials: ZingCredentials,
        progress: UploadProgressHandler?, options: CallOptions
    ) async throws(ZingError) -> URL {
        throw offline
    }

    func cosTemporaryCredentials(
        scene: String, uploadID: String, credentials: ZingCredentials, options: CallOptions
    ) async throws(ZingError) -> CosCredentials {
        throw offline
    }
}
