#!/usr/bin/env bash
# Runs the built zing-api against a hostile loopback server and prints what docs/threat-model.md reports: requests
# that reached another origin after redirects, peak resident memory against a 300 MB and a gzip-bomb answer, and how
# long a drip-fed answer took under --timeout 5. Needs python3 (standard library) and /usr/bin/time.
# usage: bash scripts/measure-hostile-server.sh [path/to/zing-api]   (default .build/debug/zing-api)
set -euo pipefail
cd "$(dirname "$0")/.."
binary="${1:-.build/debug/zing-api}"
work="$(mktemp -d)"
trap 'kill $(cat "$work/pids" 2>/dev/null) 2>/dev/null || true; rm -rf "$work"' EXIT

cat > "$work/server.py" <<'PY'
import socket, sys, threading, time, zlib
port, other_port, state_file = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3]
mode = {"value": "normal"}
OK = b'{"success":true,"code":0,"message":"ok","result":%s}'
def ok(result):
    return OK % result
ROUTES = {
    "/api/sys/thirdLogin/apple/native": ok(b'{"token":"measure-token-5f3a9e71","userInfo":{"id":"u-1","loginTenantId":1}}'),
    "/api/sys/user/getUserInfo": ok(b'{"userInfo":{"id":"u-1","loginTenantId":1}}'),
    "/api/sys/tenant/getTenantListByUserId": ok(b'[]'),
    "/api/sys/permission/getPermCode": ok(b'{"codeList":[],"auth":[]}'),
}
def send(c, status, headers, body=b""):
    head = "HTTP/1.1 %s\r\n" % status + "".join("%s: %s\r\n" % h for h in headers) + "Connection: close\r\n\r\n"
    c.sendall(head.encode() + body)
def handle(c):
    try:
        data = b""
        while b"\r\n\r\n" not in data:
            chunk = c.recv(65536)
            if not chunk: return
            data += chunk
        path = data.split(b" ")[1].decode().split("?")[0]
        if path.startswith("/control/"):
            mode["value"] = path[len("/control/"):]
            return send(c, "200 OK", [("Content-Length", "0")])
        m = mode["value"]
        if path == "/api/sys/user/getUserInfo" and m != "normal":
            if m == "redirect":
                return send(c, "302 Found", [("Location", "http://127.0.0.1:%d/steal?x=1" % other_port), ("Content-Length", "0")])
            if m in ("big", "big-declared"):
                size = 300 * 1024 * 1024
                send(c, "200 OK", [("Content-Type", "application/json")] + ([("Content-Length", str(size))] if m == "big-declared" else []))
                block = b"a" * 65536
                for _ in range(size // 65536): c.sendall(block)
                return
            if m == "gzip":
                send(c, "200 OK", [("Content-Type", "application/json"), ("Content-Encoding", "gzip")])
                z = zlib.compressobj(9, zlib.DEFLATED, 31)
                zeros = b"\0" * (1 << 20)
                for _ in range(400): c.sendall(z.compress(zeros))
                return c.sendall(z.flush())
            if m == "drip":
                body = ok(b'{"userInfo":{"id":"u-1"}}')
                send(c, "200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))])
                for byte in body:
                    time.sleep(1)
                    c.sendall(bytes([byte]))
                return
        body = ROUTES.get(path, ok(b'null'))
        send(c, "200 OK", [("Content-Type", "application/json"), ("Content-Length", str(len(body)))], body)
    except OSError:
        pass
    finally:
        c.close()
def counting_server():
    s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    s.bind(("127.0.0.1", other_port)); s.listen(16)
    while True:
        c, _ = s.accept()
        with open(state_file, "a") as f: f.write("stolen\n")
        c.close()
threading.Thread(target=counting_server, daemon=True).start()
s = socket.socket(); s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
s.bind(("127.0.0.1", port)); s.listen(16)
while True:
    c, _ = s.accept()
    threading.Thread(target=handle, args=(c,), daemon=True).start()
PY

port=$((20000 + RANDOM % 20000)); other=$((port + 1))
touch "$work/stolen"
python3 "$work/server.py" "$port" "$other" "$work/stolen" & echo $! >> "$work/pids"
sleep 1
control() { curl -s "http://127.0.0.1:$port/control/$1" > /dev/null 2>&1 || python3 -c "import urllib.request;urllib.request.urlopen('http://127.0.0.1:$port/control/$1')"; }
export ZING_API_BASE_URL="http://127.0.0.1:$port/api" ZING_API_SESSION="$work/session.json"
ZING_API_IDENTITY_TOKEN=measure-identity-token ZING_API_NONCE=measure-nonce-value "$binary" login > /dev/null

peak() {  # peak resident memory (MB) and wall time of one whoami
    /usr/bin/time -v "$binary" whoami "$@" > "$work/out" 2> "$work/err" || true
    local kb seconds
    kb=$(grep "Maximum resident set size" "$work/err" | awk '{print $NF}')
    seconds=$(grep "Elapsed (wall clock)" "$work/err" | awk '{print $NF}')
    echo "peak $((kb / 1024)) MB, wall $seconds, $(grep -m1 '^error' "$work/err" || cat "$work/out")"
}
control normal;       echo "baseline whoami:              $(peak)"
control redirect;     echo "302 to another origin:        $(peak)"
echo "requests the other origin received: $(wc -l < "$work/stolen")"
control big;          echo "300 MB body, no length:       $(peak)"
control big-declared; echo "300 MB body, Content-Length:  $(peak)"
control gzip;         echo "gzip body inflating to 400 MB: $(peak)"
control drip;         echo "drip-fed, --timeout 5:        $(peak --timeout 5)"
