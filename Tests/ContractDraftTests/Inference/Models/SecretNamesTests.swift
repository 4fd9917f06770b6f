import XCTest

@testable import ContractDraft

/// Which names the draft takes for credentials: fields and parameters by the matcher `verify --examples` uses,
/// cookies by a session's or a CSRF value's name, and the names lint asks to say `secret:` about (whether lint's list
/// agrees with this one is `DraftDocumentationTests`'s). One rule per test.
final class SecretNamesTests: XCTestCase {
    func testAFieldNamedLikeACredentialIsSecret() {
        for name in ["accessToken", "refresh_token", "password", "tmpSecretKey", "smsCode", "sign", "JSESSIONID"] {
            XCTAssertTrue(SecretNames.isSecret(name), name)
        }
    }

    func testAFieldThatOnlyMentionsACredentialIsNot() {
        for name in ["tokenType", "expiresIn", "code", "shipping", "userName", "checkKey", ""] {
            XCTAssertFalse(SecretNames.isSecret(name), name)
        }
    }

    func testACookieNamedLikeASessionOrCSRFValueIsSecret() {
        for name in ["SESSDATA", "sid", "bili_jct", "XSRF-TOKEN", "remember_me", "x-auth", "login_ticket", "jwt"] {
            XCTAssertTrue(SecretNames.isSecretCookie(name), name)
        }
        for name in ["uid", "lang", "theme", "buvid3"] {
            XCTAssertFalse(SecretNames.isSecretCookie(name), name)
        }
    }

    func testLintAsksAboutANameHoldingTokenNonceSecretOrPassword() {
        for name in ["tokenType", "nonceStr", "clientSecret", "PasswordHint", "accessToken"] {
            XCTAssertTrue(SecretNames.lintAsksAboutSecrecy(name), name)
        }
    }

    func testLintAsksAboutAnAuthorizationCodeByItsWholeName() {
        XCTAssertTrue(SecretNames.lintAsksAboutSecrecy("authorizationCode"))
        XCTAssertTrue(SecretNames.lintAsksAboutSecrecy("AuthorizationCode"))
        XCTAssertFalse(SecretNames.lintAsksAboutSecrecy("authorizationCodeUrl"), "only the whole name")
        XCTAssertFalse(SecretNames.lintAsksAboutSecrecy("authorization"))
    }

    func testLintAsksNothingOfOtherCredentialNames() {
        for name in ["smsCode", "sign", "pwd", "userName", "captcha"] {
            XCTAssertFalse(SecretNames.lintAsksAboutSecrecy(name), name)
        }
    }
}
