#!/usr/bin/env python3
"""Runs one PTX kernel both in `ptxlint run` and on a real NVIDIA GPU (CUDA
driver API through ctypes) with the same inputs, and compares the output
buffers bit for bit.

usage: gpu-compare.py FILE.ptx --kernel NAME --grid X[,Y[,Z]] --block X[,Y[,Z]]
                      [--arg SPEC]... [--dynamic-smem BYTES]
                      [--tensor-core auto|exact|ampere|hopper|blackwell]
                      [--ptxlint PATH] [--libcuda PATH] [--keep DIR]
       gpu-compare.py --model-for-cc MAJOR.MINOR

SPEC is the `ptxlint run` syntax (docs/executor.md): TYPE:VALUE, in:PATH,
out:SIZE:PATH, inout:INPATH:OUTPATH, struct:FIELD,... (a by-value struct,
its buffer fields' device addresses at their offsets, as `ptxlint run` lays
it out), tensormap:KEY=VALUE,...,BUFFER (a CUtensorMap that
cuTensorMapEncodeTiled makes for the buffer on the GPU; the executor gets
its own encoding of the same map), texture:/surface:/sampler:KEY=VALUE,...
[,BUFFER] (a CUDA array, or mipmapped array, holding the buffer's texels,
and the texture or surface object over it; the parameter is the object's
64-bit handle; a sampler alone cannot be made on a GPU: CUDA has no
independent samplers). OUTPATHs receive the GPU's results;
the executor's go to PATH.ptxlint next to them. Exit status: 0 identical,
1 the outputs differ or ptxlint faulted, 2 usage or CUDA errors (including
"no libcuda": this script needs an NVIDIA driver and a GPU).

`ptxlint run` gets the --tensor-core model of the GPU the kernel runs on
(docs/executor-float.md), from its compute capability: 8.x (A100, A10, L40S)
ampere, 9.x (H100, H200) hopper, 10.x and later (B200, ...) blackwell; GPUs
before 8.0 have no model and get exact (a warning says so). --tensor-core
overrides it; --model-for-cc prints the model of a compute capability.
"""
import argparse
import ctypes
import os
import struct
import subprocess
import sys

SCALARS = {"u8": ("<B", 1), "u16": ("<H", 2), "u32": ("<I", 4), "u64": ("<Q", 8),
           "s8": ("<b", 1), "s16": ("<h", 2), "s32": ("<i", 4), "s64": ("<q", 8),
           "b8": ("<B", 1), "b16": ("<H", 2), "b32": ("<I", 4), "b64": ("<Q", 8),
           "f16": ("<e", 2), "f32": ("<f", 4), "f64": ("<d", 8), "bf16": (None, 2)}
CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8


def die(msg, code=2):
    print("gpu-compare: error: " + msg, file=sys.stderr)
    sys.exit(code)


def parse_dim(s):
    parts = [int(p, 0) for p in s.split(",")]
    if not 1 <= len(parts) <= 3 or min(parts) <= 0:
        die("invalid dimension '%s'" % s)
    return (parts + [1, 1])[:3]


def scalar_bytes(ty, value):
    fmt, size = SCALARS[ty]
    if value.lower().startswith("0x"):
        return int(value, 16).to_bytes(size, "little")
    if ty == "bf16":
        bits = struct.unpack("<I", struct.pack("<f", float(value)))[0]
        return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16).to_bytes(2, "little")
    if ty[0] == "f":
        return struct.pack(fmt, float(value))
    v = int(value, 10)
    if ty[0] in "ub" and v < 0:
        v &= (1 << (8 * size)) - 1
    return struct.pack(fmt, v)


BUFFER_KINDS = ("in", "out", "inout")


def align_to(x, n):
    return (x + n - 1) // n * n


def read_file(path):
    with open(path, "rb") as f:
        return f.read()


def parse_arg(spec, read=read_file):
    """One --arg SPEC as ("buf", bytes, out path or None), ("scalar", bytes,
    None) or ("struct", [(offset, field)], size); read(path) gives an input
    file's bytes. Raises ValueError for a spec ptxlint run would refuse."""
    kind, _, rest = spec.partition(":")
    if kind == "in":
        return ("buf", read(rest), None)
    if kind == "out":
        size, _, path = rest.partition(":")
        return ("buf", bytes(int(size, 0)), path)
    if kind == "inout":
        inp, _, outp = rest.partition(":")
        return ("buf", read(inp), outp)
    if kind in SCALARS:
        return ("scalar", scalar_bytes(kind, rest), None)
    if kind == "struct":
        return ("struct",) + parse_struct(rest, read)
    if kind == "tensormap":
        return ("tensormap",) + parse_tensormap(rest, read)
    if kind in ("texture", "surface", "sampler"):
        return ("texobj",) + parse_texobj(kind, rest, read)
    raise ValueError("unrecognized --arg '%s'" % spec)


# texture:/surface: formats as CUarray_format numbers them (cuda.h).
TEX_FORMATS = {"u8": (0x01, 1), "u16": (0x02, 2), "u32": (0x03, 4), "s8": (0x08, 1),
               "s16": (0x09, 2), "s32": (0x0A, 4), "f16": (0x10, 2), "f32": (0x20, 4)}
TEX_FORMATS_BYTES = {code: n for code, n in TEX_FORMATS.values()}
# CUaddress_mode; clamp_ogl has none (CUDA does not offer GL_CLAMP).
TEX_ADDR = {"wrap": 0, "clamp": 1, "clamp_to_edge": 1, "mirror": 2, "border": 3,
            "clamp_to_border": 3}


def split_texobj(rest):
    """texture:REST as (its KEY=VALUE fields, the buffer's spec or None)."""
    parts = rest.split(",")
    for i, p in enumerate(parts):
        if p.split(":")[0] in ("in", "out", "inout"):
            return parts[:i], ",".join(parts[i:])
    return parts, None


def parse_texobj(kind, rest, read):
    """(fields dict, buffer spec) of a texture:/surface: argument, with the
    keys docs/executor.md lists ("Textures and surfaces")."""
    fields, buf = split_texobj(rest)
    if kind == "sampler":
        raise ValueError("sampler: CUDA has no independent samplers to record")
    f = {"format": "f32", "dims": "1", "kind": kind}
    for x in fields:
        if x:
            k, _, v = x.partition("=")
            f[k] = v
    chan, _, n = f["format"].partition("x")
    if chan not in TEX_FORMATS or n not in ("", "1", "2", "4"):
        raise ValueError("%s: format=%s" % (kind, f["format"]))
    for k in ("addr_mode", "addr_mode_0", "addr_mode_1", "addr_mode_2"):
        if k in f and f[k] not in TEX_ADDR:
            raise ValueError("%s: %s=%s has no CUDA address mode" % (kind, k, f[k]))
    if buf is None:
        raise ValueError("%s: needs its buffer" % kind)
    return f, parse_arg(buf, read)


# tensormap: element types as CUtensorMapDataType numbers them (cuda.h).
TENSORMAP_TYPES = {"u8": (0, 1), "u16": (1, 2), "u32": (2, 4), "s32": (3, 4), "u64": (4, 8),
                   "s64": (5, 8), "f16": (6, 2), "f32": (7, 4), "f64": (8, 8), "bf16": (9, 2),
                   "f32ftz": (10, 4), "tf32": (11, 4), "tf32ftz": (12, 4)}
TENSORMAP_ENUMS = {"interleave": {"none": 0, "16B": 1, "32B": 2},
                   "swizzle": {"none": 0, "32B": 1, "64B": 2, "128B": 3},
                   "fill": {"none": 0, "nan_request_zero_fma": 1}}


def split_tensormap(rest):
    """tensormap:REST as (its KEY=VALUE fields, the buffer's spec)."""
    items = rest.split(",")
    for i, item in enumerate(items):
        if item.partition(":")[0] in BUFFER_KINDS:
            return items[:i], ",".join(items[i:])
    raise ValueError("tensormap: the buffer (in:PATH, out:SIZE:PATH or inout:IN:OUT) must be "
                     "the last field")


def parse_tensormap(rest, read):
    """The arguments of cuTensorMapEncodeTiled for tensormap:REST, as
    (dict, parsed buffer spec); strides default to the packed layout and
    element strides to 1, as in `ptxlint run`."""
    fields, buf = split_tensormap(rest)
    m = {"interleave": 0, "swizzle": 0, "fill": 0}
    for f in fields:
        key, _, val = f.partition("=")
        if key == "type":
            m["dtype"], m["esize"] = TENSORMAP_TYPES[val]
        elif key in ("dims", "box", "strides", "estrides"):
            m[key] = [int(v, 0) for v in val.split("x")]
        elif key in TENSORMAP_ENUMS:
            m[key] = TENSORMAP_ENUMS[key][val]
        else:
            raise ValueError("tensormap: unknown field '%s'" % f)
    for need in ("dtype", "dims", "box"):
        if need not in m:
            raise ValueError("tensormap: needs type=, dims= and box=")
    rank = len(m["dims"])
    if "strides" not in m:
        m["strides"], s = [], m["esize"]
        for d in m["dims"][:-1]:
            s *= d
            m["strides"].append(s)
    m.setdefault("estrides", [1] * rank)
    if len(m["box"]) != rank or len(m["estrides"]) != rank or len(m["strides"]) != rank - 1:
        raise ValueError("tensormap: box=, estrides= and strides= do not fit dims=")
    return m, parse_arg(buf, read)


def parse_struct(rest, read):
    """The fields of struct:REST at the offsets `ptxlint run` gives them (C's
    layout: each field at the next multiple of its size, a buffer an 8-byte
    address, align:N and pad:N as written) and the padded size."""
    off, max_align, fields = 0, 1, []
    for f in rest.split(","):
        kind, _, val = f.partition(":")
        if kind == "align":
            n = int(val, 0)
            off, max_align = align_to(off, n), max(max_align, n)
            continue
        if kind == "pad":
            off += int(val, 0)
            continue
        if kind in BUFFER_KINDS:
            size = 8
        elif kind in SCALARS:
            size = SCALARS[kind][1]
        else:
            raise ValueError("struct field '%s': expected a scalar, in:, out:, inout:, "
                             "align:N or pad:N" % f)
        off = align_to(off, size)
        fields.append((off, parse_arg(f, read)))
        off += size
        max_align = max(max_align, size)
    return fields, align_to(off, max_align)


def map_spec_paths(spec, fin, fout):
    """SPEC with its input paths replaced by fin(path) and its output paths by
    fout(path), inside struct: specs too."""
    kind, _, rest = spec.partition(":")
    if kind == "struct":
        return "struct:" + ",".join(map_spec_paths(f, fin, fout) for f in rest.split(","))
    if kind == "tensormap":
        fields, buf = split_tensormap(rest)
        return "tensormap:" + ",".join(fields + [map_spec_paths(buf, fin, fout)])
    if kind in ("texture", "surface"):
        fields, buf = split_texobj(rest)
        if buf is not None:
            return kind + ":" + ",".join(fields + [map_spec_paths(buf, fin, fout)])
        return spec
    if kind == "in":
        return "in:" + fin(rest)
    if kind == "out":
        size, _, path = rest.partition(":")
        return "out:%s:%s" % (size, fout(path))
    if kind == "inout":
        inp, _, outp = rest.partition(":")
        return "inout:%s:%s" % (fin(inp), fout(outp))
    return spec


def make_params(cuda, specs):
    """Device buffers and the kernel parameter array for parsed specs.
    Returns (keep, params, outs, allocs): keep holds what params points at,
    outs is [(out path, device pointer, size)], allocs the pointers to free."""
    keep, ptrs, outs, allocs = [], [], [], []

    def alloc(data, out):
        n = max(len(data), 1)
        dptr = ctypes.c_uint64()
        cuda.cuMemAlloc_v2(ctypes.byref(dptr), ctypes.c_size_t(n))
        cuda.cuMemsetD8_v2(dptr, ctypes.c_ubyte(0), ctypes.c_size_t(n))
        if data:
            cuda.cuMemcpyHtoD_v2(dptr, data, ctypes.c_size_t(len(data)))
        allocs.append(dptr)
        if out:
            outs.append((out, dptr, len(data)))
        return dptr

    for spec in specs:
        kind = spec[0]
        if kind == "buf":
            keep.append(alloc(spec[1], spec[2]))
        elif kind == "scalar":
            keep.append(ctypes.create_string_buffer(spec[1], len(spec[1])))
        elif kind == "tensormap":
            # A CUtensorMap (128 bytes, alignas(64)) for the buffer, made by
            # the driver; the parameter points at it.
            m, (_, data, out) = spec[1], spec[2]
            dptr = alloc(data, out)
            rank = len(m["dims"])
            raw = ctypes.create_string_buffer(128 + 64)
            keep.append(raw)
            at = (ctypes.addressof(raw) + 63) // 64 * 64
            cuda.cuTensorMapEncodeTiled(
                ctypes.c_void_p(at), ctypes.c_int(m["dtype"]), ctypes.c_uint32(rank),
                ctypes.c_void_p(dptr.value), (ctypes.c_uint64 * rank)(*m["dims"]),
                (ctypes.c_uint64 * max(rank - 1, 1))(*(m["strides"] or [0])),
                (ctypes.c_uint32 * rank)(*m["box"]), (ctypes.c_uint32 * rank)(*m["estrides"]),
                ctypes.c_int(m["interleave"]), ctypes.c_int(m["swizzle"]), ctypes.c_int(0),
                ctypes.c_int(m["fill"]))
            ptrs.append(ctypes.c_void_p(at))
            continue
        elif kind == "texobj":
            handle, readback = make_texobj(cuda, spec[1], spec[2], allocs)
            if spec[2][2]:
                outs.append((spec[2][2], readback, len(spec[2][1])))
            keep.append(ctypes.c_uint64(handle))
        else:
            fields, size = spec[1], spec[2]
            raw = bytearray(size)
            for off, (fkind, data, out) in fields:
                if fkind == "buf":
                    data = alloc(data, out).value.to_bytes(8, "little")
                raw[off:off + len(data)] = data
            keep.append(ctypes.create_string_buffer(bytes(raw), size))
        ptrs.append(ctypes.cast(ctypes.byref(keep[-1]), ctypes.c_void_p))
    params = (ctypes.c_void_p * max(len(ptrs), 1))(*ptrs)
    return keep, params, outs, allocs


class ArrayDesc(ctypes.Structure):  # CUDA_ARRAY3D_DESCRIPTOR
    _fields_ = [("Width", ctypes.c_size_t), ("Height", ctypes.c_size_t),
                ("Depth", ctypes.c_size_t), ("Format", ctypes.c_int),
                ("NumChannels", ctypes.c_uint), ("Flags", ctypes.c_uint)]


class Memcpy3D(ctypes.Structure):  # CUDA_MEMCPY3D
    _fields_ = [(side + name, ty) for side in ("src", "dst") for name, ty in (
        ("XInBytes", ctypes.c_size_t), ("Y", ctypes.c_size_t), ("Z", ctypes.c_size_t),
        ("LOD", ctypes.c_size_t), ("MemoryType", ctypes.c_int), ("Host", ctypes.c_void_p),
        ("Device", ctypes.c_uint64), ("Array", ctypes.c_void_p), ("reserved", ctypes.c_void_p),
        ("Pitch", ctypes.c_size_t), ("Height", ctypes.c_size_t))] + [
        ("WidthInBytes", ctypes.c_size_t), ("Height", ctypes.c_size_t),
        ("Depth", ctypes.c_size_t)]


class ResourceDesc(ctypes.Structure):  # CUDA_RESOURCE_DESC
    _fields_ = [("resType", ctypes.c_int), ("handle", ctypes.c_void_p),
                ("reserved", ctypes.c_int * 30), ("flags", ctypes.c_uint)]


class TextureDesc(ctypes.Structure):  # CUDA_TEXTURE_DESC
    _fields_ = [("addressMode", ctypes.c_int * 3), ("filterMode", ctypes.c_int),
                ("flags", ctypes.c_uint), ("maxAnisotropy", ctypes.c_uint),
                ("mipmapFilterMode", ctypes.c_int), ("mipmapLevelBias", ctypes.c_float),
                ("minMipmapLevelClamp", ctypes.c_float),
                ("maxMipmapLevelClamp", ctypes.c_float), ("borderColor", ctypes.c_float * 4),
                ("reserved", ctypes.c_int * 12)]


def texobj_levels(f):
    """[(width, height, depth, byte offset)] of each mipmap level of a
    texture:/surface: object's buffer, its layer count (cubemap faces
    included) and element size (ptxlint run's layout)."""
    chan, _, n = f["format"].partition("x")
    eb = TEX_FORMATS[chan][1] * int(n or 1)
    d = [int(x) for x in f["dims"].split("x")] + [1, 1]
    layers = int(f.get("layers", 1)) * (6 if f.get("cube") == "1" else 1)
    out, off = [], 0
    for lv in range(int(f.get("levels", 1))):
        w, h, dd = (max(1, x >> lv) for x in d[:3])
        out.append((w, h, dd, off))
        off += w * h * dd * layers * eb
    return out, layers, eb


def copy_array(cuda, arr, host, w, h, d, eb, to_array):
    """cuMemcpy3D of a w x h x d (rows of w * eb bytes) level between the
    host buffer and a CUDA array."""
    c = Memcpy3D()
    if to_array:
        c.srcMemoryType, c.srcHost, c.srcPitch, c.srcHeight = 1, host, w * eb, h
        c.dstMemoryType, c.dstArray = 3, arr
    else:
        c.srcMemoryType, c.srcArray = 3, arr
        c.dstMemoryType, c.dstHost, c.dstPitch, c.dstHeight = 1, host, w * eb, h
    c.WidthInBytes, c.Height, c.Depth = w * eb, h, d
    cuda.cuMemcpy3D_v2(ctypes.byref(c))


def make_texobj(cuda, f, buf, allocs):
    """A CUDA array (or mipmapped array) holding buf's texels and the
    texture or surface object over it: (handle, readback) where readback is
    an ArrayOut that copies the array back after the launch. Untested on a
    GPU so far (docs/executor.md, "Textures and surfaces on a GPU")."""
    _, data, _ = buf
    surface = f["kind"] == "surface"
    chan, _, n = f["format"].partition("x")
    rank = len(f["dims"].split("x"))
    levels, layers, eb = texobj_levels(f)
    flags = 0
    if "layers" in f:
        flags |= 0x01  # CUDA_ARRAY3D_LAYERED
    if f.get("cube") == "1":
        flags |= 0x04  # CUDA_ARRAY3D_CUBEMAP
    if surface:
        flags |= 0x02  # CUDA_ARRAY3D_SURFACE_LDST
    w0, h0, d0, _ = levels[0]
    desc = ArrayDesc(w0, h0 if rank >= 2 or f.get("cube") == "1" else 0,
                     d0 if rank >= 3 else (layers if flags & 0x05 else 0),
                     TEX_FORMATS[chan][0], int(n or 1), flags)
    host = ctypes.create_string_buffer(bytes(data), max(len(data), 1))
    arrays = []
    res = ResourceDesc()
    if len(levels) > 1:
        mip = ctypes.c_void_p()
        cuda.cuMipmappedArrayCreate(ctypes.byref(mip), ctypes.byref(desc), len(levels))
        for lv in range(len(levels)):
            a = ctypes.c_void_p()
            cuda.cuMipmappedArrayGetLevel(ctypes.byref(a), mip, lv)
            arrays.append(a)
        res.resType, res.handle = 1, mip  # CU_RESOURCE_TYPE_MIPMAPPED_ARRAY
    else:
        a = ctypes.c_void_p()
        cuda.cuArray3DCreate_v2(ctypes.byref(a), ctypes.byref(desc))
        arrays.append(a)
        res.resType, res.handle = 0, a  # CU_RESOURCE_TYPE_ARRAY
    depth_of = (lambda d: d * layers) if rank < 3 else (lambda d: d)
    for (w, h, d, off), a in zip(levels, arrays):
        copy_array(cuda, a, ctypes.addressof(host) + off, w, h, depth_of(d), eb, True)
    handle = ctypes.c_uint64()
    if surface:
        cuda.cuSurfObjectCreate(ctypes.byref(handle), ctypes.byref(res))
    else:
        t = TextureDesc()
        for k in range(3):
            t.addressMode[k] = TEX_ADDR[f.get("addr_mode_%d" % k, f.get("addr_mode", "clamp"))]
        t.filterMode = 1 if f.get("filter_mode") == "linear" else 0
        t.mipmapFilterMode = 1 if f.get("mipmap_filter_mode") == "linear" else 0
        t.maxMipmapLevelClamp = float(len(levels) - 1)
        int_chan = chan not in ("f16", "f32")
        if int_chan and f.get("read") != "normalized":
            t.flags |= 0x01  # CU_TRSF_READ_AS_INTEGER
        if f.get("normalized_coords") == "1":
            t.flags |= 0x02  # CU_TRSF_NORMALIZED_COORDINATES
        t.flags |= 0x20  # CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION
        cuda.cuTexObjectCreate(ctypes.byref(handle), ctypes.byref(res), ctypes.byref(t), None)
    return handle.value, ArrayOut(arrays, levels, depth_of, eb, len(data))


class ArrayOut:
    """An output buffer that lives in CUDA arrays (read_out copies it back)."""

    def __init__(self, arrays, levels, depth_of, eb, size):
        self.arrays, self.levels, self.depth_of, self.eb, self.size = (
            arrays, levels, depth_of, eb, size)


def read_out(cuda, dptr, n):
    """The n bytes of an output: a device buffer or an ArrayOut."""
    host = ctypes.create_string_buffer(max(n, 1))
    if isinstance(dptr, ArrayOut):
        for (w, h, d, off), a in zip(dptr.levels, dptr.arrays):
            copy_array(cuda, a, ctypes.addressof(host) + off, w, h, dptr.depth_of(d),
                       dptr.eb, False)
    else:
        cuda.cuMemcpyDtoH_v2(host, dptr, ctypes.c_size_t(n))
    return host.raw[:n]


class Cuda:
    """The few CUDA driver API entry points the comparison needs."""

    def __init__(self, path):
        names = [path] if path else ["libcuda.so.1", "libcuda.so"]
        self.lib = None
        for n in names:
            try:
                self.lib = ctypes.CDLL(n)
                break
            except OSError:
                continue
        if self.lib is None:
            die("cannot load the CUDA driver library (%s); gpu-compare needs an NVIDIA driver "
                "and GPU (the executor alone: ptxlint run)" % ", ".join(names))

    def check(self, rc, what):
        if rc != 0:
            msg = ctypes.c_char_p()
            self.lib.cuGetErrorString(rc, ctypes.byref(msg))
            die("%s failed: CUDA error %d (%s)" % (what, rc,
                msg.value.decode() if msg.value else "?"))

    def __getattr__(self, name):
        fn = getattr(self.lib, name)

        def call(*args):
            self.check(fn(*args), name)
        return call


CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75
CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76
TENSOR_CORE_MODELS = ("exact", "ampere", "hopper", "blackwell")


def model_for_cc(major, minor):
    """The ptxlint --tensor-core model of a GPU of compute capability
    major.minor (None: no model of that generation)."""
    if major >= 10:
        return "blackwell"
    if major == 9:
        return "hopper"
    if major == 8:
        return "ampere"
    return None


def gpu_identity(cuda):
    """(name, major, minor) of device 0."""
    cuda.cuInit(0)
    dev = ctypes.c_int()
    cuda.cuDeviceGet(ctypes.byref(dev), 0)
    major, minor = ctypes.c_int(), ctypes.c_int()
    cuda.cuDeviceGetAttribute(ctypes.byref(major), CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR,
                              dev)
    cuda.cuDeviceGetAttribute(ctypes.byref(minor), CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
                              dev)
    name = ctypes.create_string_buffer(256)
    cuda.cuDeviceGetName(name, 256, dev)
    return name.value.decode(errors="replace"), major.value, minor.value


def main():
    if len(sys.argv) == 3 and sys.argv[1] == "--model-for-cc":
        major, _, minor = sys.argv[2].partition(".")
        print(model_for_cc(int(major), int(minor or 0)) or "exact")
        return
    ap = argparse.ArgumentParser(usage=__doc__.split("\n\n")[1])
    ap.add_argument("ptx")
    ap.add_argument("--kernel", required=True)
    ap.add_argument("--grid", required=True)
    ap.add_argument("--block", required=True)
    ap.add_argument("--arg", action="append", default=[])
    ap.add_argument("--dynamic-smem", type=int, default=0)
    here = os.path.dirname(os.path.abspath(__file__))
    ap.add_argument("--ptxlint", default=os.path.join(here, "..", "..", "build", "bin", "ptxlint"))
    ap.add_argument("--libcuda", default=None)
    ap.add_argument("--tensor-core", default="auto", choices=("auto",) + TENSOR_CORE_MODELS)
    args = ap.parse_args()

    # Parse the specs once for both sides.
    specs = []
    for spec in args.arg:
        try:
            specs.append(parse_arg(spec))
        except (ValueError, KeyError, OSError) as e:
            die("--arg '%s': %s" % (spec, e))

    cuda = Cuda(args.libcuda)
    name, major, minor = gpu_identity(cuda)
    model = args.tensor_core
    if model == "auto":
        model = model_for_cc(major, minor)
        if model is None:
            print("gpu-compare: warning: no tensor-core model of %s (sm_%d%d); floating-point "
                  "mma is compared with --tensor-core=exact" % (name, major, minor),
                  file=sys.stderr)
            model = "exact"
    print("gpu-compare: %s (sm_%d%d): ptxlint run --tensor-core=%s" % (name, major, minor, model),
          file=sys.stderr)

    # 1. The executor, writing to PATH.ptxlint, with the GPU's mma model.
    cmd = [args.ptxlint, "run", args.ptx, "--kernel", args.kernel, "--grid", args.grid,
           "--block", args.block, "--dynamic-smem", str(args.dynamic_smem),
           "--tensor-core=" + model]
    for spec in args.arg:
        cmd += ["--arg", map_spec_paths(spec, lambda p: p, lambda p: p + ".ptxlint")]
    res = subprocess.run(cmd)
    if res.returncode != 0:
        print("gpu-compare: ptxlint run exited with %d" % res.returncode, file=sys.stderr)
        sys.exit(1)

    # 2. The GPU.
    dev = ctypes.c_int()
    cuda.cuDeviceGet(ctypes.byref(dev), 0)
    ctx = ctypes.c_void_p()
    cuda.cuCtxCreate_v2(ctypes.byref(ctx), 0, dev)
    module = ctypes.c_void_p()
    image = open(args.ptx, "rb").read() + b"\0"
    cuda.cuModuleLoadData(ctypes.byref(module), image)
    func = ctypes.c_void_p()
    cuda.cuModuleGetFunction(ctypes.byref(func), module, args.kernel.encode())
    if args.dynamic_smem > 48 * 1024:
        cuda.cuFuncSetAttribute(func, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                args.dynamic_smem)
    keep, params, outs, _ = make_params(cuda, specs)
    g, b = parse_dim(args.grid), parse_dim(args.block)
    cuda.cuLaunchKernel(func, g[0], g[1], g[2], b[0], b[1], b[2], args.dynamic_smem, None,
                        params, None)
    cuda.cuCtxSynchronize()

    # 3. Compare.
    status = 0
    for out, dptr, n in outs:
        gpu = read_out(cuda, dptr, n)
        open(out, "wb").write(gpu)
        mine = open(out + ".ptxlint", "rb").read()
        diffs = [i for i in range(min(len(gpu), len(mine))) if gpu[i] != mine[i]]
        if len(gpu) != len(mine) or diffs:
            status = 1
            first = diffs[0] if diffs else min(len(gpu), len(mine))
            print("DIFFER %s: %d of %d bytes differ; first at byte %d (gpu %s, ptxlint %s)" %
                  (out, len(diffs), len(gpu), first, gpu[first:first + 8].hex(),
                   mine[first:first + 8].hex()))
        else:
            print("SAME   %s (%d bytes)" % (out, len(gpu)))
    cuda.cuCtxDestroy_v2(ctx)
    sys.exit(status)


if __name__ == "__main__":
    main()
