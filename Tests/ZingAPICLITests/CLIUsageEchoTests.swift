import Foundation
import XCTest

/// No usage error repeats what was typed: a credential pasted into any position of a mistyped command line (a
/// stray argument, an unknown command or option, a bad number or URL) never reaches standard output or error.
final class CLIUsageEchoTests: CLITestCase {
    /// JWT-shaped, like an Apple identity token; the scrubber does not know it (it follows no secret option).
    private static let marker =
        "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJlY2hvLW1hcmtlciJ9.ZWNoby1tYXJrZXItc2lnbmF0dXJl"
    /// Each part alone must not appear either, so a shortened echo is caught too.
    private static let markerParts = marker.split(separator: ".").map(String.init)

    private static let commandLines: [(arguments: [String], environment: [String: String])] = [
        // Stray arguments.
        (["login", marker], [:]),
        (["whoami", marker], [:]),
        (["logout", "--", marker], [:]),
        (["switch-tenant", "12", marker], [:]),
        (["upload", "photo.jpg", marker], [:]),
        // Unknown commands.
        ([marker], [:]),
        ([marker, "whoami"], [:]),
        (["-" + marker], [:]),
        // Unknown options.
        (["whoami", "--" + marker], [:]),
        (["login", "-" + marker], [:]),
        (["doctor", "--" + marker + "=x"], [:]),
        (["doctor", "--probe-login=" + marker], [:]),
        (["--json=" + marker, "whoami"], [:]),
        // Missing values, with the marker just before.
        (["whoami", marker, "--timeout"], [:]),
        (["login", marker, "--email"], [:]),
        (["sts", "--scene", marker], [:]),
        // An option given twice.
        (["--session", marker, "whoami", "--session", marker], [:]),
        (["upload", marker, "--biz", marker, "--biz=" + marker], [:]),
        // Bad numbers.
        (["whoami", "--timeout", marker], [:]),
        (["whoami", "--upload-timeout=" + marker], [:]),
        (["whoami"], ["ZING_API_TIMEOUT": marker]),
        (["whoami"], ["ZING_API_UPLOAD_TIMEOUT": marker]),
        (["switch-tenant", marker], [:]),
        // Bad base URLs.
        (["whoami", "--base-url", marker], [:]),
        (["whoami", "--base-url", "http://" + marker + "/api"], [:]),
        (["whoami"], ["ZING_API_BASE_URL": marker]),
        (["whoami"], ["ZING_API_BASE_URL": "ftp://" + marker]),
    ]

    func testNoUsageErrorRepeatsACredentialTypedInAnyPosition() throws {
        for (arguments, environment) in Self.commandLines {
            for json in [false, true] {
                let line = (json ? ["--json"] : []) + arguments
                let run = try cli.run(line, environment: environment)
                let shown = Self.masked("\(line) \(environment)")
                XCTAssertEqual(run.status, 2, "\(shown): \(Self.masked(run.out + run.err))")
                for part in Self.markerParts {
                    XCTAssertFalse(
                        run.out.contains(part) || run.err.contains(part),
                        "\(shown) repeated the marker: \(Self.masked(run.out + run.err))")
                }
                if json {
                    XCTAssertEqual(try run.error()["class"] as? String, "usage", shown)
                    XCTAssertEqual(run.out.filter { $0 == "\n" }.count, 1, "one object: \(shown)")
                } else {
                    XCTAssertTrue(run.out.isEmpty, shown)
                    XCTAssertTrue(run.err.contains("error: usage"), "\(shown): \(Self.masked(run.err))")
                }
            }
        }
        XCTAssertTrue(server.requests.isEmpty, "nothing is sent for bad arguments")
    }

    func testAStrayArgumentIsNamedByItsPosition() throws {
        let login = try cli.run(["--json", "login", Self.marker])
        let message = try XCTUnwrap(login.error()["message"] as? String)
        XCTAssertTrue(message.contains("login takes no arguments") && message.contains("argument 3"), message)
        let upload = try cli.run(["upload", "photo.jpg", "--biz", "x", "extra"])
        XCTAssertTrue(upload.err.contains("argument 5"), upload.err)
        let unknown = try cli.run(["--timeout", "5", "frobnicate"])
        XCTAssertTrue(unknown.err.contains("argument 3") && unknown.err.contains("whoami"), unknown.err)
        let option = try cli.run(["whoami", "--frobnicate"])
        XCTAssertTrue(option.err.contains("argument 2"), option.err)
        let twice = try cli.run(["--session", "a.json", "whoami", "--session=b.json"])
        XCTAssertEqual(twice.status, 2)
        XCTAssertTrue(twice.err.contains("--session is given twice (arguments 1 and 4)"), twice.err)
        let missing = try cli.run(["whoami", "--timeout", "--allow-insecure-http"])
        XCTAssertTrue(
            missing.err.contains("--timeout needs a value"), "not the next option taken for it: \(missing.err)")
    }

    private static func masked(_ text: String) -> String {
        markerParts.reduce(text) { $0.replacingOccurrences(of: $1, with: "<marker>") }
    }
}
