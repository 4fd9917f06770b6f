/// The help text.
enum UsageText {
    static let text = """
        usage: zing-api [--base-url URL] [--session FILE] [--timeout SECONDS] [--json] <command> [arguments]

        commands:
          login --identity-token T --nonce N [--full-name S] [--email E]
                 T or N may be '-' (read from standard input, one per line, token first), or omitted
                 and taken from ZING_API_IDENTITY_TOKEN / ZING_API_NONCE
          whoami                      verify the stored session against the current user
          tenants                     list memberships and whether each can be switched to
          permissions                 the current user's permission codes (codeList, auth)
          switch-tenant ID            switch to a tenant listed as enabled with a normal membership
          upload FILE [--biz DIR] [--mime TYPE]
                 multipart upload of FILE; prints the URL; never retried
          sts --scene S --upload-id U temporary COS credentials (secrets are never shown)
          logout                      sign out; the local session is removed even if the server is unreachable
          doctor [--probe-login]      run the automatable integration checks and print a pass/fail table

        global options may come before or after the command:
          --base-url URL    API base URL (env ZING_API_BASE_URL; default the contract's)
          --session FILE    session file (env ZING_API_SESSION; default $XDG_CONFIG_HOME/zing-api/session.json,
                            else ~/.config/zing-api/session.json)
          --timeout SECONDS per-request timeout (env ZING_API_TIMEOUT; default 30)
          --json            print exactly one JSON object on stdout

        exit status: 0 success, 1 API error, refusal or failed doctor check, 2 usage error or no usable session
        """
}
