import XCTest

@testable import ContractVerify

/// The one reading of a name as a credential, shared by `draft` and `verify --examples`.
final class CredentialNamesTests: XCTestCase {
    func testCredentialWordsInAnyCaseAndJoinedSpelling() {
        for name in [
            "password", "oldPassword", "oldpassword", "OLDPASSWORD", "confirm_password", "confirmpassword",
            "newPwd", "pwd", "user_oldpassword", "accessToken", "refresh_token", "X-Access-Token", "tmpSecretKey",
            "apiKey", "api_key", "apikey", "nonce", "signature", "sessionId", "JSESSIONID", "cookie",
        ] {
            XCTAssertTrue(CredentialNames.isCredential(name), name)
        }
    }

    func testOneTimeCodesAreCredentials() {
        for name in [
            "captcha", "captchaCode", "smsCode", "smscode", "sms_code", "verifyCode", "verificationCode", "vcode",
            "vCode", "checkCode", "emailCode", "mobilecode", "phoneCode", "authCode", "loginsmscode",
        ] {
            XCTAssertTrue(CredentialNames.isCredential(name), name)
        }
    }

    func testLookAlikesAreNot() {
        for name in [
            "tokenType", "expiresIn", "checkKey", "shipping", "code", "errcode", "serverCode", "barcode", "qrcode",
            "zipCode", "isPasswordExpired", "passwordHint", "design", "assign", "signType", "username", "",
        ] {
            XCTAssertFalse(CredentialNames.isCredential(name), name)
        }
    }

    func testSessionAndCSRFCookies() {
        for name in ["SESSDATA", "sid", "bili_jct", "JSESSIONID", "XSRF-TOKEN"] {
            XCTAssertTrue(CredentialNames.isCredentialCookie(name), name)
        }
        XCTAssertFalse(CredentialNames.isCredentialCookie("theme"))
    }
}
