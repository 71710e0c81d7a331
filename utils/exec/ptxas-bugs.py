#!/usr/bin/env python3
"""Checks the executor's model of what ptxas miscompiles
(lib/exec/DecodePtxasBugs.cpp) against ptxas itself.

For add.{u16x2,s16x2} with a constant operand: writes one small kernel per
way of reading the sum, compiles it with ptxas, finds the VIADD.16x2 in the
cubin's code and reads whether ptxas kept the constant (an immediate equal to
it, or a register) or dropped it (an immediate of 0, or RZ). Then runs the
kernel with `ptxlint run` and checks that the executor drops the constant
(its exec-ptxas-miscompile warning) exactly where ptxas does. Needs ptxas
only (no GPU, no disassembler: the few encoding bits used are below).

usage: ptxas-bugs.py --ptxlint build/bin/ptxlint [--arch sm_90,sm_100a] [-v]
       ptxas-bugs.py --ptxlint build/bin/ptxlint --ptx FILE.ptx...
The second form takes real PTX (nvcc's, for a .target of sm_90 or newer)
and compares, per file, the VIADD.16x2 instructions ptxas gives an
immediate of 0 with the instructions `ptxlint run --check-support` says it
runs without their constant.
Exit 0 when everything agrees, 1 otherwise; prints 'skipped' and exits 0
without ptxas.
"""
import re
import argparse
import os
import shutil
import struct
import subprocess
import sys
import tempfile

import sass  # utils/exec/sass.py: the cubin's sections

HEAD = """.version {ver}
.target {arch}
.address_size 64
.visible .entry k(.param .u64 p)
{{
  .reg .pred %p<4>; .reg .b16 %h<8>; .reg .b32 %r<24>; .reg .b64 %rd<24>;
  .shared .align 4 .b8 sm[16];
  ld.param.u64 %rd1, [p];
  cvta.to.global.u64 %rd2, %rd1;
  ld.global.u32 %r5, [%rd2];
  ld.global.u32 %r6, [%rd2+4];
  mov.u32 %r11, {const};
{body}
  ret;
}}
"""

# (name, body). %r11 holds the constant; %r13 is the sum.
ADD = "add.u16x2 %r13, %r5, %r11;"
SHAPES = [
    ("st.u16", ADD + " st.global.u16 [%rd2+8], %r13;"),
    ("st.b16 shared", ADD + " st.shared.b16 [sm+8], %r13; ld.shared.u32 %r14, [sm+8];"
     " st.global.u32 [%rd2+8], %r14;"),
    ("two st.u16", ADD + " st.global.u16 [%rd2+8], %r13; st.global.u16 [%rd2+12], %r13;"),
    ("constant first", "add.u16x2 %r13, %r11, %r5; st.global.u16 [%rd2+8], %r13;"),
    ("add.s16x2", "add.s16x2 %r13, %r5, %r11; st.global.u16 [%rd2+8], %r13;"),
    ("cvt.s32.s16", ADD + " cvt.s32.s16 %r14, %r13; st.global.u32 [%rd2+8], %r14;"),
    ("cvt.u32.u16", ADD + " cvt.u32.u16 %r14, %r13; st.global.u32 [%rd2+8], %r14;"),
    ("cvt.s64.s16", ADD + " cvt.s64.s16 %rd12, %r13; st.global.u64 [%rd2+8], %rd12;"),
    ("cvt.u64.u32, cvt.s64.s16", ADD + " cvt.u64.u32 %rd13, %r13; cvt.s64.s16 %rd12, %rd13;"
     " st.global.u64 [%rd2+8], %rd12;"),
    ("cvt.s64.s32, cvt.s64.s16", ADD + " cvt.s64.s32 %rd13, %r13; cvt.s64.s16 %rd12, %rd13;"
     " st.global.u64 [%rd2+8], %rd12;"),
    ("cvt.u64.u32, st.u16", ADD + " cvt.u64.u32 %rd13, %r13; st.global.u16 [%rd2+8], %rd13;"),
    ("cvt.u64.u32, cvt.u16.u64", ADD + " cvt.u64.u32 %rd13, %r13; cvt.u16.u64 %h1, %rd13;"
     " st.global.u16 [%rd2+8], %h1;"),
    ("cvt.u16.u32, st.u16", ADD + " cvt.u16.u32 %h1, %r13; st.global.u16 [%rd2+8], %h1;"),
    ("cvt.s16.s32, st.u16", ADD + " cvt.s16.s32 %h1, %r13; st.global.u16 [%rd2+8], %h1;"),
    ("cvt.u16.u32, mov.b16, st", ADD + " cvt.u16.u32 %h1, %r13; mov.b16 %h2, %h1;"
     " st.global.u16 [%rd2+8], %h2;"),
    ("cvt.u16.u32, cvt.s32.s16 and st", ADD + " cvt.u16.u32 %h1, %r13; st.global.u16 [%rd2+8], %h1;"
     " cvt.s32.s16 %r14, %h1; st.global.u32 [%rd2+12], %r14;"),
    ("cvt.u16.u32, cvt.u32.u16, shl", ADD + " cvt.u16.u32 %h1, %r13; cvt.u32.u16 %r14, %h1;"
     " shl.b32 %r15, %r14, 3; st.global.u32 [%rd2+8], %r15;"),
    ("mov.b32 copy, st.u16", ADD + " mov.b32 %r14, %r13; st.global.u16 [%rd2+8], %r14;"),
    ("unpack, low half stored", ADD + " mov.b32 {%h1, %h2}, %r13; st.global.u16 [%rd2+8], %h1;"),
    ("unpack, high half stored", ADD + " mov.b32 {%h1, %h2}, %r13; st.global.u16 [%rd2+8], %h2;"),
    ("cvt.pack.sat.s8 c", ADD + " cvt.pack.sat.s8.s32.b32 %r14, %r6, %r6, %r13;"
     " st.global.u32 [%rd2+8], %r14;"),
    ("in a loop", "mov.u32 %r1, 0; $L: " + ADD + " st.global.u16 [%rd2+8], %r13;"
     " add.u32 %r1, %r1, 1; setp.lt.u32 %p1, %r1, %r6; @%p1 bra $L;"),
    # ptxas keeps the constant:
    ("st.u32", ADD + " st.global.u32 [%rd2+8], %r13;"),
    ("st.u16 and st.u32", ADD + " st.global.u16 [%rd2+8], %r13; st.global.u32 [%rd2+12], %r13;"),
    ("unpack, both halves stored", ADD + " mov.b32 {%h1, %h2}, %r13; st.global.u16 [%rd2+8], %h1;"
     " st.global.u16 [%rd2+10], %h2;"),
    ("cvt.u8.u32", ADD + " cvt.u8.u32 %h1, %r13; st.global.u8 [%rd2+8], %h1;"),
    ("st.u8", ADD + " st.global.u8 [%rd2+8], %r13;"),
    ("shl 16", ADD + " shl.b32 %r14, %r13, 16; st.global.u32 [%rd2+8], %r14;"),
    ("and 0xffff", ADD + " and.b32 %r14, %r13, 0xffff; st.global.u32 [%rd2+8], %r14;"),
    ("prmt", ADD + " prmt.b32 %r14, %r13, 0, 0x4410; st.global.u32 [%rd2+8], %r14;"),
    ("cvt.u64.u32, cvt.u32.u64, st.u16", ADD + " cvt.u64.u32 %rd13, %r13; cvt.u32.u64 %r14, %rd13;"
     " st.global.u16 [%rd2+8], %r14;"),
    ("cvt.u16.u32, add.u16", ADD + " cvt.u16.u32 %h1, %r13; add.u16 %h2, %h1, 3;"
     " st.global.u16 [%rd2+8], %h2;"),
    ("cvt.u16.u32, xor.b16", ADD + " cvt.u16.u32 %h1, %r13; xor.b16 %h2, %h1, 3;"
     " st.global.u16 [%rd2+8], %h2;"),
    ("predicated add", "setp.eq.u32 %p2, %r6, 7; @%p2 add.u16x2 %r13, %r5, %r11;"
     " @%p2 st.global.u16 [%rd2+8], %r13;"),
    ("min.u16x2", "min.u16x2 %r13, %r5, %r11; st.global.u16 [%rd2+8], %r13;"),
    ("max.s16x2", "max.s16x2 %r13, %r5, %r11; st.global.u16 [%rd2+8], %r13;"),
]

CONSTANTS = ["0x35e494ad", "-1"]


def text_sections(blob):
    """(name, bytes) of every .text.* section of an ELF64 file."""
    return [(name, blob[off:off + size]) for name, off, size in sass.sections(blob)
            if name.startswith(".text.")]


def viadd16x2(code):
    """The VIADD.16x2 instructions of Hopper/Blackwell code, as (form,
    operand): ('imm', value) or ('reg', register number; 255 is RZ). Opcode
    0x236 (register b) / 0x836 (32-bit immediate b) in bits 0-11; bit 73 is
    the .16x2 form; b's register is bits 32-39, the immediate bits 32-63."""
    out = []
    for i in range(0, len(code) - 15, 16):
        lo, hi = struct.unpack_from("<QQ", code, i)
        op = lo & 0xFFF
        if op in (0x236, 0x836) and (hi >> 9) & 1:
            out.append(("imm", lo >> 32) if op == 0x836 else ("reg", (lo >> 32) & 0xFF))
    return out


def sass_drops(ptx_path, arch, const, tmp):
    cubin = os.path.join(tmp, "k.cubin")
    r = subprocess.run(["ptxas", "-arch=" + arch, ptx_path, "-o", cubin], capture_output=True, text=True)
    if r.returncode:
        return None, "ptxas: " + r.stderr.strip()
    blob = open(cubin, "rb").read()
    forms = [f for _, code in text_sections(blob) for f in viadd16x2(code)]
    if not forms:
        # min/max compile to other instructions: nothing was narrowed.
        return False, "no VIADD.16x2"
    c = int(const, 0) & 0xFFFFFFFF
    verdicts = set()
    for kind, v in forms:  # an unrolled loop has several copies
        if kind == "imm":
            verdicts.add(True if v == 0 else False if v == c else None)
        else:
            verdicts.add(v == 255)
    how = ", ".join("VIADD.16x2 " + ("imm 0x%08x" % v if k == "imm" else "R%d" % v) for k, v in forms)
    return (verdicts.pop() if len(verdicts) == 1 else None), how


def exec_drops(ptxlint, ptx_path, tmp):
    inp = os.path.join(tmp, "in.bin")
    with open(inp, "wb") as f:
        f.write(struct.pack("<II", 0x00050007, 3) + bytes(24))
    r = subprocess.run([ptxlint, "run", ptx_path, "--kernel", "k", "--grid", "1", "--block", "1",
                        "--arg", "inout:%s:%s" % (inp, os.path.join(tmp, "out.bin"))],
                       capture_output=True, text=True)
    if r.returncode:
        return None, r.stdout + r.stderr
    return "[exec-ptxas-miscompile]" in r.stdout + r.stderr, ""


def check_file(ptxlint, path, tmp, verbose):
    """(ok, line) for one real PTX file."""
    text = open(path).read()
    m = re.search(r"^\s*\.target\s+(sm_\w+)", text, re.M)
    if not m:
        return True, "%s: no .target, skipped" % path
    arch = m.group(1)
    cubin = os.path.join(tmp, "f.cubin")
    r = subprocess.run(["ptxas", "-arch=" + arch, path, "-o", cubin], capture_output=True, text=True)
    if r.returncode:
        return False, "%s: ptxas: %s" % (path, r.stderr.strip()[:300])
    blob = open(cubin, "rb").read()
    sass = {}
    for name, code in text_sections(blob):
        n = sum(1 for k, v in viadd16x2(code) if k == "imm" and v == 0)
        if n:
            sass[name[len(".text."):]] = n
    # The executor's lines, by the function whose text holds them.
    starts = [(i + 1, m.group(1)) for i, l in enumerate(text.splitlines())
              for m in [re.match(r"\s*(?:\.\w+\s+)*\.(?:entry|func)\s+(?:\([^)]*\)\s*)?([\w$]+)", l)]
              if m]
    r = subprocess.run([ptxlint, "run", path, "--check-support"], capture_output=True, text=True)
    exe = {}
    for m in re.finditer(r":(\d+):\d+: runs as ptxas .*\[exec-ptxas-miscompile\]", r.stdout):
        line = int(m.group(1))
        fn = max((st for st in starts if st[0] <= line), default=(0, "?"))[1]
        exe[fn] = exe.get(fn, 0) + 1
    ok = sass == exe
    detail = "" if ok and not verbose else "\n  ptxas: %s\n  executor: %s" % (sorted(sass.items()),
                                                                           sorted(exe.items()))
    return ok, "%s %s: ptxas drops %d constants (VIADD.16x2 imm 0), the executor %d%s" % (
        "ok  " if ok else "DIFF", path, sum(sass.values()), sum(exe.values()), detail)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ptxlint", required=True)
    ap.add_argument("--arch", default="sm_90,sm_100a")
    ap.add_argument("-v", action="store_true", help="print every shape")
    ap.add_argument("--ptx", nargs="+", help="real PTX files to check instead of the shapes")
    a = ap.parse_args()
    if not shutil.which("ptxas"):
        print("skipped: ptxas not found")
        return 0
    if a.ptx:
        bad = 0
        with tempfile.TemporaryDirectory() as tmp:
            for path in a.ptx:
                ok, line = check_file(a.ptxlint, path, tmp, a.v)
                bad += not ok
                print(line)
        print("%d files; %d disagree" % (len(a.ptx), bad))
        return 1 if bad else 0
    bad = n = dropped = 0
    with tempfile.TemporaryDirectory() as tmp:
        for arch in a.arch.split(","):
            ver = "8.0" if arch.startswith("sm_9") else "8.8"
            for const in CONSTANTS:
                for name, body in SHAPES:
                    path = os.path.join(tmp, "k.ptx")
                    with open(path, "w") as f:
                        f.write(HEAD.format(ver=ver, arch=arch, const=const,
                                            body="  " + body.replace("; ", ";\n  ")))
                    want, how = sass_drops(path, arch, const, tmp)
                    got, err = exec_drops(a.ptxlint, path, tmp)
                    n += 1
                    dropped += bool(want)
                    ok = want is not None and got is not None and want == got
                    if not ok:
                        bad += 1
                    if not ok or a.v:
                        print("%s %s %-11s %-36s ptxas: %-5s (%s)  executor: %s%s" % (
                            "ok  " if ok else "DIFF", arch, const, name,
                            {True: "drops", False: "keeps", None: "?"}[want], how,
                            {True: "drops", False: "keeps", None: "error"}[got],
                            ("\n" + err) if err else ""))
    print("%d shapes: %d where ptxas drops the constant; %d disagree" % (n, dropped, bad))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
