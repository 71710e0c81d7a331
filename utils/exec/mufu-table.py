#!/usr/bin/env python3
"""Writes lib/exec/softfloat/data/mufu-NAME-h200.bin from a mufu-survey.py
result: the per-input ulp differences (-2..1) packed two bits each (entry i
in bits 2*(i%4) of byte i/4, value + 2) and zlib-compressed.

usage: mufu-table.py SURVEY.npz NAME[,NAME...] OUTDIR
(NAME: ex2, rsqrt, rcp, sqrt; Python standard library only)
"""
import ast
import os
import struct
import sys
import zipfile
import zlib


def main():
    survey, names, outdir = sys.argv[1], sys.argv[2].split(","), sys.argv[3]
    z = zipfile.ZipFile(survey)
    for name in names:
        raw = z.read(name + ".npy")
        hl = struct.unpack("<H", raw[8:10])[0]
        hdr = ast.literal_eval(raw[10:10 + hl].decode())
        assert hdr["descr"] == "|i1", hdr
        data = raw[10 + hl:]
        packed = bytearray((len(data) + 3) // 4)
        for i, b in enumerate(data):
            d = b - 256 if b > 127 else b
            if not -2 <= d <= 1:
                sys.exit("%s: entry %d is %d ulps off, outside -2..1" % (name, i, d))
            packed[i >> 2] |= (d + 2) << (2 * (i & 3))
        out = os.path.join(outdir, "mufu-%s-h200.bin" % name)
        open(out, "wb").write(zlib.compress(bytes(packed), 9))
        print(out, len(data), "entries")


if __name__ == "__main__":
    main()
