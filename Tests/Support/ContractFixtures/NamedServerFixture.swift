/// A contract of two named servers (`api`, the default, and `passport`): a sign-in on the passport host and a profile
/// on the API host; the mock, verify and OpenAPI tests of named servers read it.
public enum NamedServerFixture {
    /// The contract's YAML.
    public static let twoServers = """
        format: 1
        info: { title: Hosts, module: HostsAPI, version: "1", date: 2026-12-01, generate: false, docs: [hosts.md] }
        servers:
          api: { url: "https://api.example.com", doc: Everything but sign-in. }
          passport: { url: "https://passport.example.com/v2", doc: Sign-in only. }
        defaultServer: api
        envelopes:
          flag: { style: flag, success: success }
        auth:
          token: { header: X-Token }
        errorClasses:
          failed: { invalidatesSession: false, keepsCredentials: true, retryable: false }
        errorRules:
          - { otherwise: true, class: failed }
        endpoints:
          signIn:
            method: POST
            path: /login
            server: passport
            auth: none
            role: login
            response: { envelope: flag, payload: none }
            examples:
              - { name: signed in, response: '{"success": true}', expect: { success: true } }
          profile:
            method: GET
            path: /me
            response: { envelope: flag, payload: none }
            examples:
              - { name: a profile, response: '{"success": true}', expect: { success: true } }
        """

    /// The same contract with a `POST /login` on the API host too: one method and path on both servers.
    public static let samePathOnBothServers =
        twoServers + """

              apiLogin:
                method: POST
                path: /login
                response: { envelope: flag, payload: none }
                examples:
                  - { name: api login, response: '{"success": true}', expect: { success: true } }
            """
}
