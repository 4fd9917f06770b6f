import APIRuntime
import Foundation
import ZingAPI

// The Swift examples of the runtime's DocC articles (Sources/APIRuntime/APIRuntime.docc), compiled as an app would
// write them; DocCArticleExamplesTests holds the articles to them.

func signIn(identityToken: String, rawNonce: String) async -> String {
    let client = ZingClient()  // the contract's documented base URL by default
    do {
        let login = try await client.appleNativeLogin(
            AppleLoginRequest(identityToken: Secret(identityToken), nonce: Secret(rawNonce)))
        return "Signed in as \(login.payload.userInfo.id)"
    } catch {
        // `error` is a ZingError: the contract's rules chose its class.
        return error.errorClass == .connectivity ? "Can't connect. Try again?" : "Sign-in failed (\(error.errorClass))."
    }
}

func loadProfileQuickly(_ client: ZingClient, credentials: ZingCredentials, traceID: String) async throws(ZingError)
    -> CurrentUserResult
{
    let traced = client.with(CallOptions(headers: [.plain("X-Trace-Id", traceID)]))
    return try await traced.currentUser(credentials: credentials, options: CallOptions(timeout: 5))
}

func message(for error: ZingError) -> String? {
    switch error.errorClass {
    case .cancelled: return nil  // the task was cancelled: show nothing
    case .connectivity: return "Can't connect. Try again?"
    case .sessionExpired: return "Please sign in again."
    default: return error.message ?? "Something went wrong."
    }
}

func signInAndLoadProfile(
    _ client: ZingClient, identityToken: String, rawNonce: String
) async throws(ZingError) -> CurrentUserResult {
    // The sign-in hands out the session's credentials (the contract's `auth.token.setBy`); no tenant is confirmed yet.
    let signedIn = try await client.appleNativeLogin(
        AppleLoginRequest(identityToken: Secret(identityToken), nonce: Secret(rawNonce)))
    return try await client.currentUser(credentials: signedIn.credentials)
}

@MainActor
final class AttachmentModel {
    private(set) var fraction = 0.0

    func upload(_ file: URL, with client: ZingClient, credentials: ZingCredentials) async throws(ZingError) -> URL {
        try await client.uploadFile(
            file: file, fileName: file.lastPathComponent, mimeType: "image/jpeg", credentials: credentials
        ) { progress in
            Task { @MainActor in self.fraction = progress.fraction }
        }
    }
}

struct PrintingObserver: APIObserver {
    func observe(_ event: APIEvent) { print(event) }
}

func observedClient() -> ZingClient {
    ZingClient(observer: PrintingObserver())
}
