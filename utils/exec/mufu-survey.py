#!/usr/bin/env python3
"""Records how a GPU's MUFU-based .approx instructions differ from the
correctly rounded function, over every input of a reduced domain, for
studying (and one day reproducing) their algorithms; the executor's models
are in docs/executor-float.md.

usage: mufu-survey.py OUT.npz [--libcuda PATH]

Needs a GPU, libcuda and numpy. For each instruction it runs one thread per
input and stores, per input, the GPU result minus the correctly rounded f32
result (as int8, in units of the last place; +-127 marks larger or special
differences):

  ex2    ex2.approx.ftz.f32 of x = k * 2^-23 for k in [-2^23, 2^23) (x in
         [-1, 1)), and of x + 5 and x - 6 (does the integer part only scale?)
  rsqrt  rsqrt.approx.ftz.f32 of every f32 in [1, 4)
  lg2    lg2.approx.ftz.f32 of every f32 in [1, 2) and in [0.5, 1)
  tanh   tanh.approx.f32 of every f32 in [2^-4, 2^4) with the low 8 bits zero
  rcp    rcp.approx.ftz.f32 of every f32 in [1, 2)
  sqrt   sqrt.approx.ftz.f32 of every f32 in [1, 4)
  *_e10  rcp, sqrt, rsqrt of every 64th f32 in [2^10, 2^12) (does scaling hold?)
"""
import importlib.util
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("mufuraw", os.path.join(HERE, "mufu-raw.py"))
mufuraw = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(mufuraw)

# The instructions surveyed, by the index run() takes.
OPS = ["ex2.approx.ftz.f32", "rsqrt.approx.ftz.f32", "lg2.approx.ftz.f32", "tanh.approx.f32",
       "rcp.approx.ftz.f32", "sqrt.approx.ftz.f32"]


def run(gpu, xs, op):
    """The result bits of instruction OPS[op] for the f32 values XS."""
    return gpu.run(OPS[op], np.asarray(xs, dtype=np.float32).view(np.uint32), 32)


def ulps(gpu_bits, exact):
    """GPU result minus the correctly rounded f32 of EXACT (float64), in ulps."""
    ref = exact.astype(np.float32).view(np.uint32).astype(np.int64)  # RN
    d = gpu_bits.astype(np.int64) - ref
    return np.clip(d, -127, 127).astype(np.int8)


def main():
    out = sys.argv[1]
    libcuda = sys.argv[sys.argv.index("--libcuda") + 1] if "--libcuda" in sys.argv else None
    gpu = mufuraw.Gpu(libcuda)
    res = {}
    k = np.arange(-(1 << 23), 1 << 23, dtype=np.int64)
    x = (k.astype(np.float64) * 2.0 ** -23)
    for name, shift in (("ex2", 0.0), ("ex2_p5", 5.0), ("ex2_m6", -6.0)):
        xs = (x + shift).astype(np.float32)
        g = run(gpu, xs, 0)
        res[name] = ulps(g, np.exp2(xs.astype(np.float64)))
        res[name + "_bits_sample"] = g[:: 1 << 12]
    f = (np.arange(0x3F800000, 0x40800000, dtype=np.uint32)).view(np.float32)  # [1, 4)
    g = run(gpu, f, 1)
    res["rsqrt"] = ulps(g, 1.0 / np.sqrt(f.astype(np.float64)))
    for name, lo, hi in (("lg2_1_2", 0x3F800000, 0x40000000), ("lg2_half_1", 0x3F000000, 0x3F800000)):
        f = np.arange(lo, hi, dtype=np.uint32).view(np.float32)
        g = run(gpu, f, 2)
        res[name] = ulps(g, np.log2(f.astype(np.float64)))
    f = np.arange(0x3D800000, 0x41800000, 256, dtype=np.uint32).view(np.float32)
    g = run(gpu, f, 3)
    res["tanh"] = ulps(g, np.tanh(f.astype(np.float64)))
    f = np.arange(0x3F800000, 0x40000000, dtype=np.uint32).view(np.float32)  # [1, 2)
    g = run(gpu, f, 4)
    res["rcp"] = ulps(g, 1.0 / f.astype(np.float64))
    f = (np.arange(0x3F800000, 0x40800000, dtype=np.uint32)).view(np.float32)  # [1, 4)
    g = run(gpu, f, 5)
    res["sqrt"] = ulps(g, np.sqrt(f.astype(np.float64)))
    # scaling checks: rcp of [2^10, 2^11) and sqrt of [4^5, 4^6), every 64th
    f = (np.arange(0x44800000, 0x45000000, 64, dtype=np.uint32)).view(np.float32)
    res["rcp_e10"] = ulps(run(gpu, f, 4), 1.0 / f.astype(np.float64))
    f = (np.arange(0x44800000, 0x45800000, 64, dtype=np.uint32)).view(np.float32)
    res["sqrt_e10"] = ulps(run(gpu, f, 5), np.sqrt(f.astype(np.float64)))
    f = (np.arange(0x44800000, 0x45800000, 64, dtype=np.uint32)).view(np.float32)
    res["rsqrt_e10"] = ulps(run(gpu, f, 1), 1.0 / np.sqrt(f.astype(np.float64)))
    np.savez_compressed(out, **res)
    for kname, v in res.items():
        if v.dtype == np.int8:
            vals, counts = np.unique(v, return_counts=True)
            print(kname, len(v), dict(zip(vals.tolist(), counts.tolist())))


if __name__ == "__main__":
    main()
