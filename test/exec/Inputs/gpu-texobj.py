"""Checks, without a GPU, the CUDA calls utils/exec/gpu-compare.py (and
through it gpu-record.py) makes for texture: and surface: arguments: a
stand-in driver keeps each CUDA array as the rows cuMemcpy3D writes, so the
descriptor (width, height, depth or layers, format, channels, flags), the
copies of every mipmap level and face, the texture descriptor and the
read-back after the launch are all seen. Prints one line per spec; the
round trip through the arrays must give the buffer back unchanged.

usage: gpu-texobj.py
"""
import ctypes
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..")
_spec = importlib.util.spec_from_file_location(
    "gpucompare", os.path.join(ROOT, "utils", "exec", "gpu-compare.py"))
gpucompare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpucompare)


class FakeDriver:
    def __init__(self):
        self.arrays, self.next, self.log = {}, 0x100, []

    def _new(self, w, h, d, eb):
        a = self.next
        self.next += 0x100
        self.arrays[a] = {"w": w, "h": max(h, 1), "d": max(d, 1), "eb": eb, "data": None}
        return a

    def cuArray3DCreate_v2(self, parr, pdesc):
        desc = pdesc._obj
        eb = gpucompare.TEX_FORMATS_BYTES[desc.Format] * desc.NumChannels
        parr._obj.value = self._new(desc.Width, desc.Height, desc.Depth, eb)
        self.log.append("array %dx%dx%d fmt=0x%x ch=%d flags=0x%x" % (
            desc.Width, desc.Height, desc.Depth, desc.Format, desc.NumChannels, desc.Flags))

    def cuMipmappedArrayCreate(self, pmip, pdesc, levels):
        desc = pdesc._obj
        eb = gpucompare.TEX_FORMATS_BYTES[desc.Format] * desc.NumChannels
        self.log.append("mipmapped %dx%dx%d fmt=0x%x ch=%d flags=0x%x levels=%d" % (
            desc.Width, desc.Height, desc.Depth, desc.Format, desc.NumChannels, desc.Flags,
            levels))
        m = self.next
        self.next += 0x100
        self.mip = {}
        layered = desc.Flags & 0x05
        for lv in range(levels):
            self.mip[lv] = self._new(max(1, desc.Width >> lv),
                                     max(1, desc.Height >> lv) if desc.Height else 0,
                                     desc.Depth if layered else
                                     (max(1, desc.Depth >> lv) if desc.Depth else 0), eb)
        pmip._obj.value = m

    def cuMipmappedArrayGetLevel(self, parr, mip, lv):
        parr._obj.value = self.mip[lv]

    def cuMemcpy3D_v2(self, pc):
        c = pc._obj
        to_array = c.dstMemoryType == 3
        a = self.arrays[c.dstArray if to_array else c.srcArray]
        host = c.srcHost if to_array else c.dstHost
        pitch = c.srcPitch if to_array else c.dstPitch
        hh = c.srcHeight if to_array else c.dstHeight
        assert c.WidthInBytes == a["w"] * a["eb"], (c.WidthInBytes, a)
        assert c.Height == a["h"] and c.Depth == a["d"], (c.Height, c.Depth, a)
        n = c.WidthInBytes * c.Height * c.Depth
        assert pitch == c.WidthInBytes and hh == c.Height
        if to_array:
            a["data"] = ctypes.string_at(host, n)
        else:
            ctypes.memmove(host, a["data"], n)

    def cuTexObjectCreate(self, ph, pres, ptex, view):
        r, t = pres._obj, ptex._obj
        self.log.append("texture res=%d addr=%s filter=%d mipfilter=%d flags=0x%x maxlevel=%g"
                        % (r.resType, list(t.addressMode), t.filterMode, t.mipmapFilterMode,
                           t.flags, t.maxMipmapLevelClamp))
        ph._obj.value = 0x7E57

    def cuSurfObjectCreate(self, ph, pres):
        self.log.append("surface res=%d" % pres._obj.resType)
        ph._obj.value = 0x5F

    def cuMemAlloc_v2(self, pptr, size):
        pptr._obj.value = 0x7F000000

    def cuMemsetD8_v2(self, *a):
        pass

    def cuMemcpyHtoD_v2(self, *a):
        pass


SPECS = [
    ("tex-2d-u8x4", "texture:format=u8x4,dims=3x2,read=normalized,filter_mode=linear,"
                    "normalized_coords=1,addr_mode=wrap", 3 * 2 * 4),
    ("tex-1d-layered-f32", "texture:format=f32,dims=5,layers=3,addr_mode_0=border", 5 * 3 * 4),
    ("tex-3d-s16x2", "texture:format=s16x2,dims=2x3x4", 2 * 3 * 4 * 4),
    ("tex-mip-2d-f32", "texture:format=f32,dims=4x2,levels=3,normalized_coords=1,"
                       "mipmap_filter_mode=linear", (8 + 2 + 1) * 4),
    ("tex-cube-array-f16", "texture:format=f16x2,dims=2x2,cube=1,layers=2", 2 * 2 * 12 * 4),
    ("surf-2d-layered-u32", "surface:format=u32x2,dims=3x2,layers=2", 3 * 2 * 2 * 8),
]


def main():
    bad = 0
    for name, spec, size in SPECS:
        data = bytes((i * 37 + 11) & 0xFF for i in range(size))
        parsed = gpucompare.parse_arg(spec + ",inout:IN:OUT", lambda p: data)
        drv = FakeDriver()
        try:
            keep, params, outs, allocs = gpucompare.make_params(drv, [parsed])
            back = gpucompare.read_out(drv, outs[0][1], outs[0][2])
            ok = back == data and outs[0][0] == "OUT"
            handle = keep[0].value
        except AssertionError as e:
            ok, handle = False, "assert %s" % (e,)
        print("%s %s handle=%s: %s" % (name, "ok" if ok else "FAIL", handle, "; ".join(drv.log)))
        bad += not ok
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
