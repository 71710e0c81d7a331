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
import ctypes
import importlib.util
import os
import sys

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gpurecord", os.path.join(HERE, "gpu-record.py"))
gpurecord = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpurecord)

PTX = r"""
.version 8.0
.target sm_80
.address_size 64
.visible .entry run(.param .u64 pin, .param .u64 pout, .param .u32 n, .param .u32 op)
{
  .reg .pred %p<2>;
  .reg .b32 %r<8>;
  .reg .f32 %f<4>;
  .reg .b64 %rd<8>;
  mov.u32 %r1, %ctaid.x;
  mov.u32 %r2, %ntid.x;
  mov.u32 %r3, %tid.x;
  mad.lo.u32 %r0, %r1, %r2, %r3;
  ld.param.u32 %r4, [n];
  setp.ge.u32 %p0, %r0, %r4;
  @%p0 bra DONE;
  ld.param.u64 %rd1, [pin];
  ld.param.u64 %rd2, [pout];
  mul.wide.u32 %rd3, %r0, 4;
  add.u64 %rd4, %rd1, %rd3;
  add.u64 %rd5, %rd2, %rd3;
  ld.global.f32 %f1, [%rd4];
  ld.param.u32 %r5, [op];
  setp.eq.u32 %p1, %r5, 0;
  @%p1 ex2.approx.ftz.f32 %f2, %f1;
  setp.eq.u32 %p1, %r5, 1;
  @%p1 rsqrt.approx.ftz.f32 %f2, %f1;
  setp.eq.u32 %p1, %r5, 2;
  @%p1 lg2.approx.ftz.f32 %f2, %f1;
  setp.eq.u32 %p1, %r5, 3;
  @%p1 tanh.approx.f32 %f2, %f1;
  setp.eq.u32 %p1, %r5, 4;
  @%p1 rcp.approx.ftz.f32 %f2, %f1;
  setp.eq.u32 %p1, %r5, 5;
  @%p1 sqrt.approx.ftz.f32 %f2, %f1;
  st.global.f32 [%rd5], %f2;
DONE:
  ret;
}
"""


def run(cu, func, xs, op):
    n = len(xs)
    din, dout = ctypes.c_uint64(), ctypes.c_uint64()
    cu.cuMemAlloc_v2(ctypes.byref(din), ctypes.c_size_t(4 * n))
    cu.cuMemAlloc_v2(ctypes.byref(dout), ctypes.c_size_t(4 * n))
    buf = xs.astype(np.float32).tobytes()
    cu.cuMemcpyHtoD_v2(din, buf, ctypes.c_size_t(4 * n))
    nn, oo = ctypes.c_uint32(n), ctypes.c_uint32(op)
    args = [din, dout, nn, oo]
    ptrs = (ctypes.c_void_p * 4)(*[ctypes.cast(ctypes.byref(a), ctypes.c_void_p) for a in args])
    cu.cuLaunchKernel(func, (n + 255) // 256, 1, 1, 256, 1, 1, 0, None, ptrs, None)
    cu.cuCtxSynchronize()
    host = ctypes.create_string_buffer(4 * n)
    cu.cuMemcpyDtoH_v2(host, dout, ctypes.c_size_t(4 * n))
    cu.cuMemFree_v2(din)
    cu.cuMemFree_v2(dout)
    return np.frombuffer(host.raw, dtype=np.uint32)


def ulps(gpu_bits, exact):
    """GPU result minus the correctly rounded f32 of EXACT (float64), in ulps."""
    ref = exact.astype(np.float32).view(np.uint32).astype(np.int64)  # RN
    d = gpu_bits.astype(np.int64) - ref
    return np.clip(d, -127, 127).astype(np.int8)


def main():
    out = sys.argv[1]
    libcuda = sys.argv[sys.argv.index("--libcuda") + 1] if "--libcuda" in sys.argv else None
    cu = gpurecord.Driver(libcuda)
    cu.cuInit(0)
    dev = ctypes.c_int()
    cu.cuDeviceGet(ctypes.byref(dev), 0)
    ctx = ctypes.c_void_p()
    cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev)
    cu.cuCtxSetCurrent(ctx)
    mod = ctypes.c_void_p()
    cu.cuModuleLoadData(ctypes.byref(mod), PTX.encode() + b"\0")
    func = ctypes.c_void_p()
    cu.cuModuleGetFunction(ctypes.byref(func), mod, b"run")
    res = {}
    k = np.arange(-(1 << 23), 1 << 23, dtype=np.int64)
    x = (k.astype(np.float64) * 2.0 ** -23)
    for name, shift in (("ex2", 0.0), ("ex2_p5", 5.0), ("ex2_m6", -6.0)):
        xs = (x + shift).astype(np.float32)
        g = run(cu, func, xs, 0)
        res[name] = ulps(g, np.exp2(xs.astype(np.float64)))
        res[name + "_bits_sample"] = g[:: 1 << 12]
    f = (np.arange(0x3F800000, 0x40800000, dtype=np.uint32)).view(np.float32)  # [1, 4)
    g = run(cu, func, f, 1)
    res["rsqrt"] = ulps(g, 1.0 / np.sqrt(f.astype(np.float64)))
    for name, lo, hi in (("lg2_1_2", 0x3F800000, 0x40000000), ("lg2_half_1", 0x3F000000, 0x3F800000)):
        f = np.arange(lo, hi, dtype=np.uint32).view(np.float32)
        g = run(cu, func, f, 2)
        res[name] = ulps(g, np.log2(f.astype(np.float64)))
    f = np.arange(0x3D800000, 0x41800000, 256, dtype=np.uint32).view(np.float32)
    g = run(cu, func, f, 3)
    res["tanh"] = ulps(g, np.tanh(f.astype(np.float64)))
    f = np.arange(0x3F800000, 0x40000000, dtype=np.uint32).view(np.float32)  # [1, 2)
    g = run(cu, func, f, 4)
    res["rcp"] = ulps(g, 1.0 / f.astype(np.float64))
    f = (np.arange(0x3F800000, 0x40800000, dtype=np.uint32)).view(np.float32)  # [1, 4)
    g = run(cu, func, f, 5)
    res["sqrt"] = ulps(g, np.sqrt(f.astype(np.float64)))
    # scaling checks: rcp of [2^10, 2^11) and sqrt of [4^5, 4^6), every 64th
    f = (np.arange(0x44800000, 0x45000000, 64, dtype=np.uint32)).view(np.float32)
    res["rcp_e10"] = ulps(run(cu, func, f, 4), 1.0 / f.astype(np.float64))
    f = (np.arange(0x44800000, 0x45800000, 64, dtype=np.uint32)).view(np.float32)
    res["sqrt_e10"] = ulps(run(cu, func, f, 5), np.sqrt(f.astype(np.float64)))
    f = (np.arange(0x44800000, 0x45800000, 64, dtype=np.uint32)).view(np.float32)
    res["rsqrt_e10"] = ulps(run(cu, func, f, 1), 1.0 / np.sqrt(f.astype(np.float64)))
    np.savez_compressed(out, **res)
    for kname, v in res.items():
        if v.dtype == np.int8:
            vals, counts = np.unique(v, return_counts=True)
            print(kname, len(v), dict(zip(vals.tolist(), counts.tolist())))


if __name__ == "__main__":
    main()
