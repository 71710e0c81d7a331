#!/usr/bin/env python3
"""Prints the SASS ptxas makes of a PTX file, where no CUDA 13 disassembler
is at hand (the toolkit here has ptxas but not cuobjdump or nvdisasm).

It compiles FILE with ptxas, rewrites the cubin's ELF header into the form
older disassemblers read (OS/ABI 0x33, ABI version 7, e_flags
SM | SM << 16 | 0x500: ptxas 13 writes OS/ABI 0x41, version 8 and another
e_flags layout) and runs nvdisasm on it. The nvdisasm of Debian 12's
`nvidia-cuda-toolkit` (CUDA 11.8, non-free; `apt-get download` it and
unpack with `dpkg-deb -x`, nothing else is needed) decodes sm_75 to sm_90
code, but not instructions newer than 11.8 (VIADD, VIMNMX, ...) and not
sm_100 and newer at all: every instruction is printed with its two 64-bit
words, and the undecoded ones as `???`, so their bits can be read (the
opcode is bits 0-11 of the first word; ptxas-bugs.py reads VIADD.16x2 that
way).

usage: sass.py FILE.ptx [--arch sm_90] [--nvdisasm PATH] [--kernel NAME]
"""
import argparse
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile


def sections(blob):
    """(name, offset, size) of every section of an ELF64 file."""
    shoff = struct.unpack_from("<Q", blob, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", blob, 0x3A)
    secs = [struct.unpack_from("<IIQQQQIIQQ", blob, shoff + i * shentsize) for i in range(shnum)]
    strtab = secs[shstrndx][4]
    out = []
    for s in secs:
        end = blob.index(b"\0", strtab + s[0])
        out.append((blob[strtab + s[0]:end].decode(), s[4], s[5]))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("ptx")
    ap.add_argument("--arch", default=None, help="default: the file's .target")
    ap.add_argument("--nvdisasm", default=shutil.which("nvdisasm") or "nvdisasm")
    ap.add_argument("--kernel", help="only the function of this name")
    ap.add_argument("--ptxas-opt", action="append", default=[], help="extra ptxas option")
    a = ap.parse_args()
    arch = a.arch
    if not arch:
        m = re.search(r"^\s*\.target\s+(sm_\w+)", open(a.ptx).read(), re.M)
        if not m:
            sys.exit("sass.py: no .target in %s; give --arch" % a.ptx)
        arch = m.group(1)
    sm = int(re.sub(r"[a-z]+$", "", arch[3:]))
    with tempfile.TemporaryDirectory() as tmp:
        cubin = os.path.join(tmp, "k.cubin")
        r = subprocess.run(["ptxas", "-arch=" + arch] + a.ptxas_opt + [a.ptx, "-o", cubin],
                           capture_output=True, text=True)
        if r.returncode:
            sys.exit(r.stderr.strip())
        blob = bytearray(open(cubin, "rb").read())
        blob[7], blob[8] = 0x33, 7
        struct.pack_into("<I", blob, 48, sm | sm << 16 | 0x500)
        old = os.path.join(tmp, "old.cubin")
        open(old, "wb").write(blob)
        text = {}
        try:
            dis = subprocess.run([a.nvdisasm, "-c", old], capture_output=True, text=True).stdout
        except OSError:
            dis = ""
            print("// (no nvdisasm: raw words only)")
        sec = None
        for line in dis.splitlines():
            m = re.match(r"\s*\.section\s+(\.text\.[^,\s]+)", line)
            if m:
                sec = m.group(1)
            m = re.match(r"\s+/\*([0-9a-f]{4})\*/\s+(.*?)\s*;?\s*$", line)
            if m:
                text[(sec, int(m.group(1), 16))] = m.group(2)
        for name, off, size in sections(bytes(blob)):
            if not name.startswith(".text.") or (a.kernel and name != ".text." + a.kernel):
                continue
            print("//", name[len(".text."):])
            for i in range(0, size, 16):
                lo, hi = struct.unpack_from("<QQ", blob, off + i)
                t = text.get((name, i), "???")
                if t == "NOP" or (t.startswith("BRA `") and i + 16 >= size - 0x80):
                    continue
                print("%04x %016x %016x  %s" % (i, hi, lo, t))


if __name__ == "__main__":
    main()
