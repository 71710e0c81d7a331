"""Checks, without a GPU, that utils/exec/gpu-compare.py (and through it
gpu-record.py) lays out kernel arguments as `ptxlint run` does, struct:
arguments included, and that a tensormap: argument becomes the
cuTensorMapEncodeTiled call that describes the map `ptxlint run` encodes
(the executor's 128-byte layout, docs/executor.md, read back from a kernel
that dumps its parameter).

usage: gpu-args-layout.py PTXLINT WORKDIR

For each struct spec a kernel copies its by-value struct parameter byte by
byte to an output buffer under `ptxlint run`; gpu-compare's make_params()
builds the same parameter against a stand-in driver that hands out known
device addresses. The bytes must agree everywhere but the buffer fields'
8-byte addresses (the executor's and the stand-in's differ), which must be
the stand-in's addresses on one side and non-zero on the other; the output
buffers inside the struct must be the ones listed for read-back.
Prints `NAME ok` or `NAME FAIL ...` per spec; exit 1 if any fails.
"""
import ctypes
import importlib.util
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
_spec = importlib.util.spec_from_file_location(
    "gpucompare", os.path.join(ROOT, "utils", "exec", "gpu-compare.py"))
gpucompare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpucompare)

PTXLINT, WORK = sys.argv[1], sys.argv[2]


class FakeDriver:
    """cuMemAlloc hands out 0x7f0000001000, 0x7f0000002000, ...; copies are
    kept so the test can see what went where."""

    def __init__(self):
        self.next = 0x7F0000001000
        self.mem = {}

    def cuMemAlloc_v2(self, pptr, size):
        pptr._obj.value = self.next  # ctypes.byref(c_uint64)
        self.mem[self.next] = bytes(size.value)
        self.next += 0x1000

    def cuMemsetD8_v2(self, dptr, value, size):
        pass

    def cuMemcpyHtoD_v2(self, dptr, data, size):
        self.mem[dptr.value] = bytes(data[:size.value])

    def cuTensorMapEncodeTiled(self, tmap, dtype, rank, addr, dims, strides, box, estrides,
                               interleave, swizzle, l2promo, fill):
        n = rank.value
        self.tensormap = {"at": tmap.value, "dtype": dtype.value, "rank": n, "addr": addr.value,
                          "dims": list(dims[:n]), "strides": list(strides[:n - 1]),
                          "box": list(box[:n]), "estrides": list(estrides[:n]),
                          "interleave": interleave.value, "swizzle": swizzle.value,
                          "l2promo": l2promo.value, "fill": fill.value}


def kernel(size):
    lines = [".version 8.0", ".target sm_80", ".address_size 64", "",
             ".visible .entry dump(.param .align 8 .b8 p[%d], .param .u64 out)" % size, "{",
             "\t.reg .b16 %rs<2>;", "\t.reg .b64 %rd<3>;",
             "\tld.param.u64 %rd1, [out];", "\tcvta.to.global.u64 %rd2, %rd1;"]
    for i in range(size):
        lines += ["\tld.param.u8 %%rs1, [p+%d];" % i, "\tst.global.u8 [%%rd2+%d], %%rs1;" % i]
    lines += ["\tret;", "}", ""]
    return "\n".join(lines)


CASES = [
    # (name, struct fields with IN/OUT/INOUT placeholders)
    ("saxpy-params", "in:IN,inout:IN:OUT,s32:-6,f32:2.5"),
    ("all-scalar-sizes", "u8:0xab,u16:0x1234,u32:0xdeadbeef,u64:0x0102030405060708,f16:1.5,bf16:-2,f64:0.1"),
    ("nested-align", "s8:7,align:8,s8:-3,f64:2.5,s16:9"),
    ("packed-pad", "s8:7,pad:7,s8:-3,f64:2.5,s16:9,pad:6"),
    ("pointer-after-char", "u8:1,out:16:OUT,u8:2,b32:0x80000000"),
    ("two-outputs", "out:8:OUT,s16:-1,out:4:OUT2"),
]


def main():
    os.makedirs(WORK, exist_ok=True)
    inp = os.path.join(WORK, "in.bin")
    with open(inp, "wb") as f:
        f.write(bytes(range(16)))
    status = 0
    for name, fields in CASES:
        out_paths = {"OUT": os.path.join(WORK, name + ".o1"),
                     "OUT2": os.path.join(WORK, name + ".o2")}
        spec = "struct:" + fields.replace("IN:OUT", inp + ":" + out_paths["OUT"]) \
            .replace(":OUT2", ":" + out_paths["OUT2"]).replace(":OUT", ":" + out_paths["OUT"]) \
            .replace("in:IN", "in:" + inp)
        parsed = gpucompare.parse_arg(spec)
        fields_at, size = parsed[1], parsed[2]
        drv = FakeDriver()
        keep, _, outs, allocs = gpucompare.make_params(drv, [parsed])
        mine = bytes(keep[0].raw[:size])
        ptx = os.path.join(WORK, name + ".ptx")
        with open(ptx, "w") as f:
            f.write(kernel(size))
        dump = os.path.join(WORK, name + ".dump")
        r = subprocess.run([PTXLINT, "run", ptx, "--kernel", "dump", "--grid", "1", "--block", "1",
                            "--arg", spec, "--arg", "out:%d:%s" % (size, dump)],
                           capture_output=True, text=True)
        if r.returncode:
            print("%s FAIL ptxlint run: %s" % (name, (r.stdout + r.stderr).strip()))
            status = 1
            continue
        theirs = open(dump, "rb").read()
        problems = []
        if len(theirs) != size:
            problems.append("ptxlint dumped %d bytes, gpu-compare built %d" % (len(theirs), size))
        ptr_bytes = set()
        bufs = [(off, f) for off, f in fields_at if f[0] == "buf"]
        for (off, f), dptr in zip(bufs, allocs):
            ptr_bytes.update(range(off, off + 8))
            if mine[off:off + 8] != dptr.value.to_bytes(8, "little"):
                problems.append("offset %d: not the device address" % off)
            if theirs[off:off + 8] == bytes(8):
                problems.append("offset %d: ptxlint put no address there" % off)
            if drv.mem.get(dptr.value) != f[1] and f[1]:
                problems.append("offset %d: the buffer's bytes were not copied" % off)
        for i in range(min(size, len(theirs))):
            if i not in ptr_bytes and mine[i] != theirs[i]:
                problems.append("byte %d: gpu-compare %02x, ptxlint %02x" % (i, mine[i], theirs[i]))
                break
        want_outs = [f[2] for _, f in bufs if f[2]]
        if [o[0] for o in outs] != want_outs:
            problems.append("read-back list %s, want %s" % ([o[0] for o in outs], want_outs))
        if problems:
            print("%s FAIL %s" % (name, "; ".join(problems)))
            status = 1
        else:
            print("%s ok (%d bytes, %d buffers)" % (name, size, len(bufs)))
    return status | tensormaps(inp)


# tensormap: cases (the buffer is in.bin, 16 bytes, or an out: buffer).
TENSORMAP_CASES = [
    ("tmap-1d-u8", "type=u8,dims=16,box=16,in:IN"),
    ("tmap-2d-f32-nan", "type=f32,dims=4x3,box=4x2,fill=nan_request_zero_fma,out:48:OUT"),
    ("tmap-3d-bf16-swizzle", "type=bf16,dims=8x2x3,strides=16x32,box=8x2x1,estrides=1x2x1,"
                             "swizzle=32B,out:96:OUT"),
    ("tmap-5d-s64", "type=s64,dims=2x1x1x1x3,box=2x1x1x1x2,swizzle=128B,out:48:OUT"),
    ("tmap-f64-f32ftz", "type=f32ftz,dims=4,box=4,in:IN"),
]
# CUtensorMapDataType -> the executor's (tensormap.replace) numbering.
PTX_TYPE = {0: 0, 1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 9, 9: 10, 10: 8, 11: 11, 12: 12}


def tensormaps(inp):
    import struct
    status = 0
    for name, fields in TENSORMAP_CASES:
        out = os.path.join(WORK, name + ".o1")
        spec = "tensormap:" + fields.replace("IN", inp).replace("OUT", out)
        parsed = gpucompare.parse_arg(spec)
        drv = FakeDriver()
        keep, params, outs, allocs = gpucompare.make_params(drv, [parsed])
        call = drv.tensormap
        ptx = os.path.join(WORK, name + ".ptx")
        with open(ptx, "w") as f:
            f.write(kernel(128))
        dump = os.path.join(WORK, name + ".dump")
        r = subprocess.run([PTXLINT, "run", ptx, "--kernel", "dump", "--grid", "1", "--block", "1",
                            "--arg", spec, "--arg", "out:128:%s" % dump],
                           capture_output=True, text=True)
        if r.returncode:
            print("%s FAIL ptxlint run: %s" % (name, (r.stdout + r.stderr).strip()))
            status = 1
            continue
        b = open(dump, "rb").read()
        n = b[4]
        mine = {"dtype": b[5], "rank": n, "interleave": b[6], "swizzle": b[7], "fill": b[36],
                "dims": list(struct.unpack_from("<%dI" % n, b, 16)),
                "strides": list(struct.unpack_from("<%dQ" % (n - 1), b, 40)) if n > 1 else [],
                "box": list(struct.unpack_from("<%dI" % n, b, 72)),
                "estrides": list(struct.unpack_from("<%dI" % n, b, 92))}
        problems = []
        if struct.unpack_from("<I", b, 0)[0] != 0x314D5450:
            problems.append("no magic word")
        if struct.unpack_from("<Q", b, 8)[0] == 0:
            problems.append("ptxlint put no global address in the map")
        want = dict(call, dtype=PTX_TYPE[call["dtype"]])
        for k in mine:
            if mine[k] != want[k]:
                problems.append("%s: ptxlint %s, cuTensorMapEncodeTiled %s" % (k, mine[k], want[k]))
        if call["addr"] != allocs[0].value or call["at"] % 64 or params[0] != call["at"]:
            problems.append("the map's buffer or the parameter pointer is wrong")
        if [o[0] for o in outs] != ([out] if "OUT" in fields else []):
            problems.append("read-back list %s" % [o[0] for o in outs])
        if problems:
            print("%s FAIL %s" % (name, "; ".join(problems)))
            status = 1
        else:
            print("%s ok (rank %d)" % (name, n))
    return status


if __name__ == "__main__":
    sys.exit(main())
