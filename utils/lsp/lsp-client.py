#!/usr/bin/env python3
"""lsp-client.py: drive `ptxlint --lsp` with a scripted session.

    lsp-client.py SCRIPT -- PTXLINT [ARGS...]

SCRIPT has one message per line: a JSON object (sent with Content-Length
framing; "jsonrpc": "2.0" is added when missing), `RAW: text` (the text is
sent framed as it is, e.g. to test broken JSON), `FILE: uri path` (a
textDocument/didOpen of the file's contents), or a comment (#) / blank line.
Every message the server writes is printed on its own line as JSON with
sorted keys, then `exit code: N`. Useful to reproduce an editor session
without an editor; the lit tests use it.
"""
import json
import subprocess
import sys


def frame(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def build_input(script_path):
    out = b""
    with open(script_path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if not line.strip() or line.lstrip().startswith("#"):
                continue
            if line.startswith("RAW: "):
                out += frame(line[5:].encode("utf-8"))
                continue
            if line.startswith("FILE: "):
                uri, path = line[6:].split(None, 1)
                with open(path, encoding="utf-8") as src:
                    text = src.read()
                msg = {"method": "textDocument/didOpen",
                       "params": {"textDocument": {"uri": uri, "languageId": "ptx",
                                                   "version": 1, "text": text}}}
            else:
                msg = json.loads(line)
            msg.setdefault("jsonrpc", "2.0")
            out += frame(json.dumps(msg).encode("utf-8"))
    return out


def parse_output(data: bytes):
    msgs = []
    while data:
        head, sep, rest = data.partition(b"\r\n\r\n")
        if not sep:
            raise SystemExit("lsp-client: trailing bytes without a header: %r" % data[:80])
        length = None
        for h in head.split(b"\r\n"):
            k, _, v = h.partition(b":")
            if k.strip().lower() == b"content-length":
                length = int(v.strip())
        if length is None:
            raise SystemExit("lsp-client: message without Content-Length")
        msgs.append(json.loads(rest[:length].decode("utf-8")))
        data = rest[length:]
    return msgs


def main():
    if "--" not in sys.argv or sys.argv.index("--") != 2:
        raise SystemExit(__doc__)
    cmd = sys.argv[3:]
    proc = subprocess.run(cmd, input=build_input(sys.argv[1]), stdout=subprocess.PIPE,
                          timeout=120)
    for m in parse_output(proc.stdout):
        print(json.dumps(m, sort_keys=True))
    print("exit code: %d" % proc.returncode)


if __name__ == "__main__":
    main()
