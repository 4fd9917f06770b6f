// The README's example, compiled: ReadmeExampleTests checks that this file still holds it verbatim.

import APIRuntime
import ZingAPI

func signIn(identityToken: String, rawNonce: String) async throws(ZingError) -> (LoginResult, ZingCredentials) {
    let client = ZingClient()  // https://work.zingyang.com/api by default
    let signedIn = try await client.appleNativeLogin(
        AppleLoginRequest(identityToken: Secret(identityToken), nonce: Secret(rawNonce)))
    let login = signedIn.payload
    // The sign-in hands out the token; one snapshot carries it and the confirmed tenant of every later request.
    var credentials = signedIn.credentials
    credentials.tenantID = login.userInfo.loginTenantID
    let me = try await client.currentUser(credentials: credentials)
    guard me.userInfo.id == login.userInfo.id else {
        throw ZingError(errorClass: .accountMismatch, observation: ExchangeObservation(carriedCredentials: true))
    }
    return (login, credentials)
}

func describe(_ error: ZingError) -> String {
    switch error.errorClass {
    case .sessionExpired, .accountMismatch: "Please sign in again."
    case .permissionDenied: "You don't have permission to do that."
    case .connectivity: "Can't connect. Try again?"
    case .cancelled: ""
    default: error.message ?? "Something went wrong (\(error.errorClass))."
    }
}
