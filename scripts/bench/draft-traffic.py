#!/usr/bin/env python3
"""Writes a HAR of N entries (default 10,000) of a JeecgBoot-style API, for `scripts/bench-draft.sh`: 24 routes (a third
with ids in their paths), {success, code, message, result, timestamp} answers with lists of 20 rows, a login that hands
out one of 50 tokens, later requests sending them in X-Access-Token, and one failure in twenty. Deterministic."""
import json
import random
import sys

count = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
out = sys.argv[1]
rng = random.Random(26)
base = "https://api.bench.example/jeecg-boot"
tokens = ["token-%032x" % rng.getrandbits(128) for _ in range(50)]
nouns = ["user", "tenant", "order", "invoice", "device", "ticket", "note", "role"]
routes = []
for noun in nouns:
    routes.append(("GET", f"/sys/{noun}/list", "list"))
    routes.append(("GET", f"/sys/{noun}/{{id}}", "item"))
    routes.append(("POST", f"/sys/{noun}/add", "write"))


def row(noun, index):
    return {
        "id": str(rng.randrange(10**17, 10**18)),
        "name": f"{noun} {index}",
        "status": rng.choice([0, 1, "1"]),
        "createTime": "2026-%02d-%02dT08:%02d:00Z" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(0, 59)),
        "updateBy": rng.choice(["admin", None]),
        "amount": round(rng.random() * 1000, 2),
        "tenantId": rng.choice([1000, 1001, "1002"]),
        "remark": rng.choice(["", "checked", "urgent"]),
        "expireTime": rng.randint(1_790_000_000, 1_800_000_000),
        "owner": {"id": str(rng.randrange(10**5)), "realname": "someone"},
    }


def envelope(result, code=200, success=True, message="ok"):
    return {"success": success, "message": message, "code": code, "result": result, "timestamp": 1792713600000 + rng.randint(0, 10**6)}


entries = []
for index in range(count):
    token = tokens[index % len(tokens)]
    if index % 40 == 0:
        method, path, kind = "POST", "/sys/login", "login"
    else:
        method, path, kind = routes[index % len(routes)]
    noun = path.split("/")[2]
    url = base + path.replace("{id}", str(rng.randrange(10**17, 10**18)))
    headers = [{"name": "Accept", "value": "application/json"}]
    request = {"method": method, "url": url, "httpVersion": "HTTP/1.1", "cookies": [], "queryString": [], "headersSize": -1, "bodySize": -1}
    status = 200
    if kind == "login":
        request["postData"] = {"mimeType": "application/json", "text": json.dumps({"username": "admin", "password": "pw-%06d" % index})}
        body = envelope({"token": token, "userInfo": {"id": "u-%d" % (index % 50), "realname": "admin"}})
    else:
        headers.append({"name": "X-Access-Token", "value": token})
        if kind == "list":
            url += "?pageNo=%d&pageSize=20" % (index % 7 + 1)
            body = envelope({"records": [row(noun, i) for i in range(20)], "total": 400, "size": 20, "current": index % 7 + 1})
        elif kind == "item":
            body = envelope(row(noun, index))
        else:
            request["postData"] = {"mimeType": "application/json", "text": json.dumps({"name": f"{noun} {index}", "remark": "new"})}
            body = envelope(None, message="添加成功")
        if index % 20 == 7:
            body = envelope(None, code=500, success=False, message="操作失败，请联系管理员")
        if index % 97 == 5:
            status, body = 401, {"success": False, "message": "Token失效，请重新登录!", "code": 401, "result": None, "timestamp": 1792713600000}
    request["url"] = url
    request["headers"] = headers
    text = json.dumps(body, ensure_ascii=False)
    entries.append({
        "startedDateTime": "2026-10-23T08:00:00.000Z", "time": 12, "request": request,
        "response": {"status": status, "statusText": "", "httpVersion": "HTTP/1.1", "headers": [{"name": "Content-Type", "value": "application/json"}],
                     "cookies": [], "content": {"size": len(text.encode()), "mimeType": "application/json", "text": text},
                     "redirectURL": "", "headersSize": -1, "bodySize": -1},
        "cache": {}, "timings": {"send": 0, "wait": 12, "receive": 0},
    })

with open(out, "w") as handle:
    json.dump({"log": {"version": "1.2", "creator": {"name": "bench", "version": "1"}, "entries": entries}}, handle, ensure_ascii=False)
