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

HEADER = """.version 8.5
.target sm_80
.address_size 64
"""

INT_KERNEL = HEADER + """
.visible .entry int_heavy(.param .u64 out, .param .u32 iters)
{
	.reg .b32 %r<16>;
	.reg .b64 %rd<4>;
	.reg .pred %p<2>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r9, [iters];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.u32 %r4, %r2, %r3, %r1;
	mov.u32 %r5, %r4;
	mov.u32 %r6, 0;
LOOP:
	shl.b32 %r7, %r5, 13;
	xor.b32 %r5, %r5, %r7;
	shr.u32 %r7, %r5, 17;
	xor.b32 %r5, %r5, %r7;
	mul.lo.u32 %r8, %r5, 0x9E3779B1;
	add.u32 %r5, %r8, %r6;
	add.u32 %r6, %r6, 1;
	setp.lt.u32 %p1, %r6, %r9;
	@%p1 bra LOOP;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r5;
	ret;
}
"""

FLOAT_KERNEL = HEADER + """
.visible .entry float_heavy(.param .u64 out, .param .u32 iters)
{
	.reg .b32 %r<16>;
	.reg .f32 %f<16>;
	.reg .b64 %rd<4>;
	.reg .pred %p<2>;
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r9, [iters];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.u32 %r4, %r2, %r3, %r1;
	cvt.rn.f32.u32 %f1, %r4;
	mov.f32 %f2, 0f3F800000;
	mov.u32 %r6, 0;
LOOP:
	fma.rn.f32 %f2, %f2, 0f3F7FF000, %f1;
	mul.rn.f32 %f3, %f2, 0f3A800000;
	add.rn.f32 %f1, %f1, %f3;
	sub.rn.f32 %f4, %f2, %f1;
	max.f32 %f2, %f4, 0fC2C80000;
	add.u32 %r6, %r6, 1;
	setp.lt.u32 %p1, %r6, %r9;
	@%p1 bra LOOP;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.f32 [%rd3], %f2;
	ret;
}
"""

SHARED_KERNEL = HEADER + """
.visible .entry shared_heavy(.param .u64 out, .param .u32 iters)
{
	.reg .b32 %r<20>;
	.reg .b64 %rd<4>;
	.reg .pred %p<2>;
	.shared .align 4 .b8 buf[1024];
	ld.param.u64 %rd1, [out];
	ld.param.u32 %r9, [iters];
	mov.u32 %r1, %tid.x;
	mov.u32 %r2, %ctaid.x;
	mov.u32 %r3, %ntid.x;
	mad.lo.u32 %r4, %r2, %r3, %r1;
	mov.u32 %r10, buf;
	shl.b32 %r11, %r1, 2;
	add.u32 %r12, %r10, %r11;
	add.u32 %r13, %r1, 1;
	and.b32 %r13, %r13, 255;
	shl.b32 %r13, %r13, 2;
	add.u32 %r14, %r10, %r13;
	st.shared.u32 [%r12], %r4;
	bar.sync 0;
	mov.u32 %r6, 0;
LOOP:
	ld.shared.u32 %r7, [%r14];
	ld.shared.u32 %r8, [%r12];
	xor.b32 %r15, %r7, %r8;
	add.u32 %r15, %r15, %r6;
	st.shared.u32 [%r12], %r15;
	add.u32 %r6, %r6, 1;
	setp.lt.u32 %p1, %r6, %r9;
	@%p1 bra LOOP;
	bar.sync 0;
	mul.wide.u32 %rd2, %r4, 4;
	add.s64 %rd3, %rd1, %rd2;
	st.global.u32 [%rd3], %r15;
	ret;
}
"""


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
