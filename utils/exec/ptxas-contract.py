#!/usr/bin/env python3
"""Shows which mul + add/sub pairs ptxas fuses into one fma: writes one
small kernel per pattern, compiles each with ptxas and prints the float
instructions of its SASS (cuobjdump -sass). lib/exec/DecodeContract.cpp
models what it shows; run it again for a new ptxas or architecture.

usage: ptxas-contract.py [--arch sm_90] [--keep DIR]
(needs ptxas and cuobjdump on PATH: a CUDA toolkit, no GPU)
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

HEAD = """.version %s
.target %s
.address_size 64
.visible .entry k(.param .u64 p)
{
  .reg .pred %%p<4>; .reg .f32 %%f<16>; .reg .f64 %%fd<16>; .reg .b16 %%h<16>; .reg .b32 %%r<16>;
  .reg .b64 %%rd<4>;
  ld.param.u64 %%rd1, [p];
  ld.global.f32 %%f1, [%%rd1]; ld.global.f32 %%f2, [%%rd1+4]; ld.global.f32 %%f3, [%%rd1+8];
  ld.global.f64 %%fd1, [%%rd1+16]; ld.global.f64 %%fd2, [%%rd1+24]; ld.global.f64 %%fd3, [%%rd1+32];
  ld.global.b16 %%h1, [%%rd1+40]; ld.global.b16 %%h2, [%%rd1+42]; ld.global.b16 %%h3, [%%rd1+44];
  ld.global.b32 %%r1, [%%rd1+48]; ld.global.b32 %%r2, [%%rd1+52]; ld.global.b32 %%r3, [%%rd1+56];
%s
  ret;
}
"""

PATTERNS = [
    ("add", "mul.f32 %f4, %f1, %f2; add.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("sub, product first", "mul.f32 %f4, %f1, %f2; sub.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("sub, product second", "mul.f32 %f4, %f1, %f2; sub.f32 %f5, %f3, %f4; st.global.f32 [%rd1+64], %f5;"),
    ("product also stored", "mul.f32 %f4, %f1, %f2; add.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5; "
     "st.global.f32 [%rd1+68], %f4;"),
    ("product in two adds", "mul.f32 %f4, %f1, %f2; add.f32 %f5, %f4, %f3; add.f32 %f6, %f4, %f1; "
     "st.global.f32 [%rd1+64], %f5; st.global.f32 [%rd1+68], %f6;"),
    ("add.rn", "mul.f32 %f4, %f1, %f2; add.rn.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("mul.rn", "mul.rn.f32 %f4, %f1, %f2; add.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("mul.ftz, add", "mul.ftz.f32 %f4, %f1, %f2; add.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("mul.ftz, add.ftz", "mul.ftz.f32 %f4, %f1, %f2; add.ftz.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("add.sat", "mul.f32 %f4, %f1, %f2; add.sat.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("add in another block", "mul.f32 %f4, %f1, %f2; setp.gt.f32 %p1, %f3, 0f00000000; @%p1 bra L1; "
     "add.f32 %f3, %f3, 0f3F800000; L1: add.f32 %f5, %f4, %f3; st.global.f32 [%rd1+64], %f5;"),
    ("predicated add", "setp.gt.f32 %p1, %f3, 0f00000000; mul.f32 %f4, %f1, %f2; "
     "@%p1 add.f32 %f3, %f4, %f3; st.global.f32 [%rd1+64], %f3;"),
    ("product as both operands", "mul.f32 %f4, %f1, %f2; add.f32 %f5, %f4, %f4; st.global.f32 [%rd1+64], %f5;"),
    ("through neg", "mul.f32 %f4, %f1, %f2; neg.f32 %f5, %f4; add.f32 %f6, %f5, %f3; "
     "st.global.f32 [%rd1+64], %f6;"),
    ("f64", "mul.f64 %fd4, %fd1, %fd2; sub.f64 %fd5, %fd3, %fd4; st.global.f64 [%rd1+64], %fd5;"),
    ("f16", "mul.f16 %h4, %h1, %h2; add.f16 %h5, %h4, %h3; st.global.b16 [%rd1+64], %h5;"),
    ("bf16x2", "mul.bf16x2 %r4, %r1, %r2; add.bf16x2 %r5, %r4, %r3; st.global.b32 [%rd1+64], %r5;"),
]
FLOAT_OPS = re.compile(r"\b(FFMA|FMUL|FADD|DFMA|DMUL|DADD|HFMA2|HMUL2|HADD2)[.A-Z0-9_]*\s[^;]*;")


def main():
    ap = argparse.ArgumentParser(usage=__doc__.split("\n\n")[1])
    ap.add_argument("--arch", default="sm_90")
    ap.add_argument("--keep", default=None)
    args = ap.parse_args()
    if not shutil.which("ptxas") or not shutil.which("cuobjdump"):
        sys.exit("ptxas-contract: needs ptxas and cuobjdump on PATH")
    d = args.keep or tempfile.mkdtemp()
    os.makedirs(d, exist_ok=True)
    sm = int(re.sub(r"\D", "", args.arch) or 0)
    version = "8.8" if sm >= 100 else "8.0"
    for i, (name, body) in enumerate(PATTERNS):
        ptx = os.path.join(d, "p%02d.ptx" % i)
        open(ptx, "w").write(HEAD % (version, args.arch, "  " + body.replace("; ", ";\n  ")))
        cub = ptx + ".cubin"
        p = subprocess.run(["ptxas", "-arch=" + args.arch, ptx, "-o", cub], capture_output=True, text=True)
        if p.returncode:
            print("%-26s (ptxas rejects it for %s)" % (name, args.arch))
            continue
        sass = subprocess.run(["cuobjdump", "-sass", cub], capture_output=True, text=True).stdout
        ops = [m.group(0).split(";")[0].strip() for m in FLOAT_OPS.finditer(sass)]
        print("%-26s %s" % (name, " | ".join(ops)))
    if not args.keep:
        shutil.rmtree(d)


if __name__ == "__main__":
    main()
