#!/usr/bin/env python3
"""Runs recorded cases (utils/exec/gpu-capture.py's directories) on a real
NVIDIA GPU through the CUDA driver API and writes what the GPU produced, for
utils/exec/gpu-replay.py to compare with `ptxlint run` on any machine.

usage: gpu-record.py [--jobs N] [--timeout S] [--libcuda PATH] --out DIR CASE_DIR...

A CASE_DIR is one case (it holds case.json) or a folder of cases. For each
case DIR/<case>/ gets status.json (the GPU's name and compute capability, the
module load and launch results as CUDA error names, the wall time) and the
output buffers (outN.bin) of the first launch. Each case is launched twice on
fresh buffers; a buffer whose bytes differ between the launches is also
written as outN.bin.second, so the replay knows which bytes the GPU itself
does not fix (races, atomics in schedule order, unordered float sums).

Each case runs in its own process (a fresh context) under --timeout, so a
trap, a bad address or a hung barrier ends only that case. Needs libcuda and
a GPU; Python 3 standard library only.
"""
import argparse
import concurrent.futures
import ctypes
import importlib.util
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gpucompare", os.path.join(HERE, "gpu-compare.py"))
gpucompare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpucompare)

CU_LAUNCH_ATTRIBUTE_COOPERATIVE = 2
CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION = 4


class CudaError(Exception):
    def __init__(self, what, code, name):
        super().__init__("%s: %s" % (what, name))
        self.what, self.code, self.name = what, code, name


class Driver:
    """libcuda calls that raise CudaError instead of exiting."""

    def __init__(self, path):
        self.lib = ctypes.CDLL(path or "libcuda.so.1")

    def __getattr__(self, name):
        fn = getattr(self.lib, name)

        def call(*args):
            rc = fn(*args)
            if rc != 0:
                s = ctypes.c_char_p()
                self.lib.cuGetErrorName(rc, ctypes.byref(s))
                raise CudaError(name, rc, s.value.decode() if s.value else str(rc))
        return call


class LaunchAttr(ctypes.Structure):
    _fields_ = [("id", ctypes.c_int), ("pad", ctypes.c_char * 4), ("value", ctypes.c_uint * 16)]


class LaunchConfig(ctypes.Structure):
    _fields_ = [("gx", ctypes.c_uint), ("gy", ctypes.c_uint), ("gz", ctypes.c_uint),
                ("bx", ctypes.c_uint), ("by", ctypes.c_uint), ("bz", ctypes.c_uint),
                ("smem", ctypes.c_uint), ("stream", ctypes.c_void_p),
                ("attrs", ctypes.POINTER(LaunchAttr)), ("nattrs", ctypes.c_uint)]


def buffers_of(case_dir, case):
    """gpu-compare's parsed specs for the case's arguments (paths inside the
    case directory)."""
    return [gpucompare.parse_arg(spec, lambda p: gpucompare.read_file(os.path.join(case_dir, p)))
            for spec in case["args"]]


def launch_once(cu, func, case, specs, ptx_text):
    """Launches the kernel on fresh buffers; returns {out name: bytes} or
    raises CudaError."""
    keep, params, outs, allocs = gpucompare.make_params(cu, specs)
    g = gpucompare.parse_dim(case["grid"])
    b = gpucompare.parse_dim(case["block"])
    smem = case.get("dynamic_smem", 0)
    cluster = case.get("cluster")
    attrs = []
    if case.get("cooperative"):
        a = LaunchAttr()
        a.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE
        a.value[0] = 1
        attrs.append(a)
    if cluster and ".reqnctapercluster" not in ptx_text:
        c = gpucompare.parse_dim(cluster)
        a = LaunchAttr()
        a.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION
        a.value[0], a.value[1], a.value[2] = c
        attrs.append(a)
    if attrs:
        arr = (LaunchAttr * len(attrs))(*attrs)
        cfg = LaunchConfig(g[0], g[1], g[2], b[0], b[1], b[2], smem, None,
                           ctypes.cast(arr, ctypes.POINTER(LaunchAttr)), len(attrs))
        cu.cuLaunchKernelEx(ctypes.byref(cfg), func, params, None)
    else:
        cu.cuLaunchKernel(func, g[0], g[1], g[2], b[0], b[1], b[2], smem, None, params, None)
    cu.cuCtxSynchronize()
    result = {}
    for name, dptr, n in outs:
        result[name] = gpucompare.read_out(cu, dptr, n)
    for dptr in allocs:
        cu.cuMemFree_v2(dptr)
    return result


def run_one(case_dir, out_dir, libcuda):
    """Runs one case in this process; writes status.json and the buffers."""
    case = json.load(open(os.path.join(case_dir, "case.json")))
    os.makedirs(out_dir, exist_ok=True)
    status = {"load": "CUDA_SUCCESS", "launch": None, "second": None}
    t0 = time.time()
    try:
        cu = Driver(libcuda)
        cu.cuInit(0)
        dev = ctypes.c_int()
        cu.cuDeviceGet(ctypes.byref(dev), 0)
        name = ctypes.create_string_buffer(256)
        cu.cuDeviceGetName(name, 256, dev)
        major, minor = ctypes.c_int(), ctypes.c_int()
        cu.cuDeviceGetAttribute(ctypes.byref(major), 75, dev)
        cu.cuDeviceGetAttribute(ctypes.byref(minor), 76, dev)
        status["gpu"] = name.value.decode(errors="replace")
        status["cc"] = "%d.%d" % (major.value, minor.value)
        ctx = ctypes.c_void_p()
        cu.cuDevicePrimaryCtxRetain(ctypes.byref(ctx), dev)
        cu.cuCtxSetCurrent(ctx)
        # A deep stack for recursive calls (the default 1 KiB per thread
        # faults where the executor's larger stack does not).
        cu.cuCtxSetLimit(0, ctypes.c_size_t(32768))  # CU_LIMIT_STACK_SIZE
        ptx_text = open(os.path.join(case_dir, "kernel.ptx"), "rb").read()
        module = ctypes.c_void_p()
        try:
            cu.cuModuleLoadData(ctypes.byref(module), ptx_text + b"\0")
        except CudaError as e:
            status["load"] = e.name
            raise
        func = ctypes.c_void_p()
        cu.cuModuleGetFunction(ctypes.byref(func), module, case["kernel"].encode())
        smem = case.get("dynamic_smem", 0)
        if smem > 48 * 1024:
            cu.cuFuncSetAttribute(func, 8, smem)
        specs = buffers_of(case_dir, case)
        try:
            first = launch_once(cu, func, case, specs, ptx_text.decode(errors="replace"))
        except CudaError as e:
            status["launch"] = e.name
            raise
        status["launch"] = "CUDA_SUCCESS"
        for n, data in first.items():
            open(os.path.join(out_dir, n), "wb").write(data)
        try:
            second = launch_once(cu, func, case, specs, ptx_text.decode(errors="replace"))
            status["second"] = "CUDA_SUCCESS"
            for n, data in second.items():
                if data != first[n]:
                    open(os.path.join(out_dir, n + ".second"), "wb").write(data)
        except CudaError as e:
            status["second"] = e.name
    except CudaError as e:
        status.setdefault("error", str(e))
    except Exception as e:  # a case this script cannot set up
        status["error"] = "%s: %s" % (type(e).__name__, e)
    status["seconds"] = round(time.time() - t0, 3)
    json.dump(status, open(os.path.join(out_dir, "status.json"), "w"), indent=1, sort_keys=True)


def find_cases(paths):
    out = []
    for p in paths:
        if os.path.isfile(os.path.join(p, "case.json")):
            out.append(p)
        elif os.path.isdir(p):
            for n in sorted(os.listdir(p)):
                if os.path.isfile(os.path.join(p, n, "case.json")):
                    out.append(os.path.join(p, n))
    return out


def main():
    ap = argparse.ArgumentParser(usage=__doc__.split("\n\n")[1])
    ap.add_argument("cases", nargs="*")
    ap.add_argument("--out", required=True)
    ap.add_argument("--jobs", type=int, default=8)
    ap.add_argument("--timeout", type=float, default=30)
    ap.add_argument("--libcuda", default=None)
    ap.add_argument("--one", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.one:
        run_one(args.cases[0], args.out, args.libcuda)
        return 0
    cases = find_cases(args.cases)
    os.makedirs(args.out, exist_ok=True)

    def job(c):
        od = os.path.join(args.out, os.path.basename(os.path.normpath(c)))
        cmd = [sys.executable, os.path.abspath(__file__), "--one", c, "--out", od]
        if args.libcuda:
            cmd += ["--libcuda", args.libcuda]
        try:
            r = subprocess.run(cmd, timeout=args.timeout, capture_output=True, text=True)
            if r.returncode != 0 and not os.path.isfile(os.path.join(od, "status.json")):
                os.makedirs(od, exist_ok=True)
                json.dump({"error": "recorder exited %d: %s" % (r.returncode, r.stderr[-400:])},
                          open(os.path.join(od, "status.json"), "w"))
            return c, "done"
        except subprocess.TimeoutExpired:
            os.makedirs(od, exist_ok=True)
            json.dump({"launch": "TIMEOUT", "error": "timeout after %gs" % args.timeout},
                      open(os.path.join(od, "status.json"), "w"))
            return c, "timeout"

    counts = {}
    t0 = time.time()
    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for c, st in ex.map(job, cases):
            counts[st] = counts.get(st, 0) + 1
    launched = failed = 0
    for c in cases:
        st = json.load(open(os.path.join(args.out, os.path.basename(os.path.normpath(c)),
                                         "status.json")))
        if st.get("launch") == "CUDA_SUCCESS":
            launched += 1
        else:
            failed += 1
    print("gpu-record: %d cases in %.0fs: %d ran, %d did not (load/launch errors or timeouts)"
          % (len(cases), time.time() - t0, launched, failed))
    return 0


if __name__ == "__main__":
    sys.exit(main())
