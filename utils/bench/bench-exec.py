#!/usr/bin/env python3
"""Executor throughput benchmark: lane-instructions per second of
`ptxlint run` on kernels with about a million threads (integer-, float- and
shared-memory-heavy). Prints one line per kernel and a JSON summary.

usage: bench-exec.py [--ptxlint PATH] [--threads N] [--iters N]
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile
import time

def kernel(name, regs, setup, loop, result, store_type="u32", shared="", barrier=""):
    """One benchmark kernel: every thread computes its global index %r4, runs LOOP
    `iters` times (%r6 counts, %r9 holds the bound) and stores RESULT at out[%r4]."""
    return """.version 8.5
.target sm_80
.address_size 64

.visible .entry %(name)s(.param .u64 out, .param .u32 iters)
{
%(regs)s	.reg .b64 %%rd<4>;
	.reg .pred %%p<2>;
%(shared)s	ld.param.u64 %%rd1, [out];
	ld.param.u32 %%r9, [iters];
	mov.u32 %%r1, %%tid.x;
	mov.u32 %%r2, %%ctaid.x;
	mov.u32 %%r3, %%ntid.x;
	mad.lo.u32 %%r4, %%r2, %%r3, %%r1;
%(setup)s	mov.u32 %%r6, 0;
LOOP:
%(loop)s	add.u32 %%r6, %%r6, 1;
	setp.lt.u32 %%p1, %%r6, %%r9;
	@%%p1 bra LOOP;
%(barrier)s	mul.wide.u32 %%rd2, %%r4, 4;
	add.s64 %%rd3, %%rd1, %%rd2;
	st.global.%(store_type)s [%%rd3], %(result)s;
	ret;
}
""" % dict(name=name, regs=regs, setup=setup, loop=loop, result=result, store_type=store_type,
           shared=shared, barrier=barrier)


INT_KERNEL = kernel(
    "int_heavy", "\t.reg .b32 %r<16>;\n",
    setup="\tmov.u32 %r5, %r4;\n",
    loop="""\tshl.b32 %r7, %r5, 13;
\txor.b32 %r5, %r5, %r7;
\tshr.u32 %r7, %r5, 17;
\txor.b32 %r5, %r5, %r7;
\tmul.lo.u32 %r8, %r5, 0x9E3779B1;
\tadd.u32 %r5, %r8, %r6;
""", result="%r5")

FLOAT_KERNEL = kernel(
    "float_heavy", "\t.reg .b32 %r<16>;\n\t.reg .f32 %f<16>;\n",
    setup="\tcvt.rn.f32.u32 %f1, %r4;\n\tmov.f32 %f2, 0f3F800000;\n",
    loop="""\tfma.rn.f32 %f2, %f2, 0f3F7FF000, %f1;
\tmul.rn.f32 %f3, %f2, 0f3A800000;
\tadd.rn.f32 %f1, %f1, %f3;
\tsub.rn.f32 %f4, %f2, %f1;
\tmax.f32 %f2, %f4, 0fC2C80000;
""", result="%f2", store_type="f32")

SHARED_KERNEL = kernel(
    "shared_heavy", "\t.reg .b32 %r<20>;\n",
    shared="\t.shared .align 4 .b8 buf[1024];\n",
    setup="""\tmov.u32 %r10, buf;
\tshl.b32 %r11, %r1, 2;
\tadd.u32 %r12, %r10, %r11;
\tadd.u32 %r13, %r1, 1;
\tand.b32 %r13, %r13, 255;
\tshl.b32 %r13, %r13, 2;
\tadd.u32 %r14, %r10, %r13;
\tst.shared.u32 [%r12], %r4;
\tbar.sync 0;
""",
    loop="""\tld.shared.u32 %r7, [%r14];
\tld.shared.u32 %r8, [%r12];
\txor.b32 %r15, %r7, %r8;
\tadd.u32 %r15, %r15, %r6;
\tst.shared.u32 [%r12], %r15;
""", result="%r15", barrier="\tbar.sync 0;\n")


def run(ptxlint, kernel_name, text, threads, iters, tmp):
    path = os.path.join(tmp, kernel_name + ".ptx")
    with open(path, "w") as f:
        f.write(text)
    block = 256
    grid = (threads + block - 1) // block
    out = os.path.join(tmp, kernel_name + ".bin")
    cmd = [ptxlint, "run", path, "--kernel", kernel_name, "--grid", str(grid), "--block",
           str(block), "--arg", "out:%d:%s" % (grid * block * 4, out), "--arg",
           "u32:%d" % iters, "--format=json", "--max-steps", "0"]
    t0 = time.perf_counter()
    res = subprocess.run(cmd, capture_output=True, text=True)
    dt = time.perf_counter() - t0
    if res.returncode != 0:
        sys.exit("%s failed:\n%s%s" % (kernel_name, res.stdout, res.stderr))
    summary = json.loads(res.stdout)
    lanes = summary["lane_steps"]
    return {"kernel": kernel_name, "threads": grid * block, "lane_instructions": lanes,
            "seconds": round(dt, 3), "lane_instructions_per_second": int(lanes / dt)}


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--ptxlint", default=os.path.join(here, "..", "..", "build", "bin", "ptxlint"))
    ap.add_argument("--threads", type=int, default=1 << 20)
    ap.add_argument("--iters", type=int, default=16)
    args = ap.parse_args()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for name, text in (("int_heavy", INT_KERNEL), ("float_heavy", FLOAT_KERNEL),
                           ("shared_heavy", SHARED_KERNEL)):
            r = run(args.ptxlint, name, text, args.threads, args.iters, tmp)
            results.append(r)
            print("%-13s %8d threads %11d lane-instr %7.2f s %7.1f M lane-instr/s" %
                  (name, r["threads"], r["lane_instructions"], r["seconds"],
                   r["lane_instructions_per_second"] / 1e6))
    print(json.dumps(results))


if __name__ == "__main__":
    main()
