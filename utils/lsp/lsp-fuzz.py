#!/usr/bin/env python3
"""lsp-fuzz.py: random LSP sessions against `ptxlint --lsp`.

    lsp-fuzz.py [--sessions N] [--seed S] -- PTXLINT --lsp [ARGS...]

Each session initializes, opens a small PTX document, then sends random
requests and notifications: known methods with parameters of the wrong shape,
out-of-range and inverted edit ranges, multi-byte text, unknown methods, odd
ids, and sometimes trailing garbage or a truncated frame. The server must
answer every request it can parse and exit with 0 or 1, never crash or hang.
Exit status: 0 when every session ended properly, 1 otherwise.
"""
import argparse
import json
import random
import subprocess
import sys

KEYS = ["uri", "text", "range", "start", "end", "line", "character", "textDocument",
        "contentChanges", "settings", "ptxlint", "args", "version", "position"]
METHODS = ["initialize", "initialized", "textDocument/didOpen", "textDocument/didChange",
           "textDocument/didClose", "textDocument/documentSymbol", "textDocument/hover",
           "textDocument/definition", "workspace/didChangeConfiguration", "shutdown",
           "$/cancelRequest", "no/such/method", "exit"]
DOC = (".version 8.0\n.target sm_80\n.address_size 64\n"
       ".visible .entry k(.param .u64 p)\n{\n\t.reg .b32 %r<3>;\n"
       "\tmov.u32 %r1, %tid.x; /* \u00e9\U0001F600 */\n\tadd.s32 %r2, %r1, 1;\n\tret;\n}\n")
URI = "file:///fuzz/a.ptx"


def value(rng, depth=0):
    c = rng.randrange(8 if depth < 3 else 5)
    if c == 0:
        return None
    if c == 1:
        return rng.choice([True, False])
    if c == 2:
        return rng.randint(-5, 100)
    if c == 3:
        return rng.choice(["x\u00e9", "", URI, "--gpu-name=sm_90", "{"])
    if c == 4:
        return rng.random() * 10
    if c == 5:
        return [value(rng, depth + 1) for _ in range(rng.randrange(3))]
    return {rng.choice(KEYS): value(rng, depth + 1) for _ in range(rng.randrange(4))}


def pos(rng):
    return {"line": rng.randint(-1, 12), "character": rng.randint(-1, 50)}


def message(rng):
    r = rng.random()
    if r < 0.3:
        return {"method": "textDocument/didChange",
                "params": {"textDocument": {"uri": URI, "version": rng.randint(2, 9)},
                           "contentChanges": [{"range": {"start": pos(rng), "end": pos(rng)},
                                               "text": rng.choice(["", "x", "\n", ";", "{",
                                                                   "\u00e9\U0001F600", "%r9"])}]}}
    if r < 0.5:
        return {"id": rng.randint(2, 1000),
                "method": rng.choice(["textDocument/hover", "textDocument/definition"]),
                "params": {"textDocument": {"uri": URI}, "position": pos(rng)}}
    m = {"method": rng.choice(METHODS), "params": value(rng)}
    if rng.random() < 0.5:
        m["id"] = value(rng)
    return m


def frame(body):
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def session(rng):
    data = frame(json.dumps({"jsonrpc": "2.0", "id": 1, "method": "initialize",
                             "params": {"capabilities": {}}}).encode())
    data += frame(json.dumps({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                              "params": {"textDocument": {"uri": URI, "version": 1,
                                                          "text": DOC}}}).encode())
    for _ in range(rng.randrange(5, 20)):
        m = message(rng)
        m["jsonrpc"] = "2.0"
        data += frame(json.dumps(m).encode())
    r = rng.random()
    if r < 0.2:
        data += bytes(rng.randrange(256) for _ in range(rng.randrange(1, 40)))
    elif r < 0.3:
        data += b"Content-Length: 50\r\n\r\n{\"jsonrpc\""
    return data


def main():
    ap = argparse.ArgumentParser(usage=__doc__)
    ap.add_argument("--sessions", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("cmd", nargs=argparse.REMAINDER)
    a = ap.parse_args()
    cmd = a.cmd[1:] if a.cmd[:1] == ["--"] else a.cmd
    if not cmd:
        ap.error("missing the server command after --")
    rng = random.Random(a.seed)
    bad = 0
    for i in range(a.sessions):
        data = session(rng)
        try:
            p = subprocess.run(cmd, input=data, capture_output=True, timeout=60)
        except subprocess.TimeoutExpired:
            print("session %d: timeout" % i)
            bad += 1
            continue
        if p.returncode not in (0, 1):
            print("session %d: exit %d: %s" % (i, p.returncode, p.stderr[-400:].decode(errors="replace")))
            bad += 1
    print("lsp-fuzz: %d sessions, %d failed" % (a.sessions, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
