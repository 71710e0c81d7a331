#!/usr/bin/env python3
"""Generate a CUDA file that calls every libcu++ cuda::ptx wrapper overload.

CUDA 13 ships libcu++'s `cuda::ptx` wrappers in
  <cuda>/include/cccl/cuda/__ptx/instructions/generated/*.h
Each overload has a doc comment giving the PTX form it emits, its PTX ISA
version and minimum target, the options of its tag parameters and the C++
signature, e.g.

  // cp.async.bulk.dst.src.mbarrier::complete_tx::bytes [dstMem], [srcMem], size, [smem_bar]; // PTX ISA 80, SM_90
  // .dst       = { .shared::cluster }
  // .src       = { .global }
  template <typename = void>
  __device__ static inline void cp_async_bulk(
    cuda::ptx::space_cluster_t, cuda::ptx::space_global_t, void* dstMem, ...);

This script parses those comments and writes one `__global__` kernel per
header that calls every overload once per combination of its template tag
options (every `.sem`, `.scope`, `.space`, `.op`, `.kind`, `.cta_group`
value listed) and per operand size of generic `Type` parameters.  Operands
come from kernel parameters and shared memory, results are stored to global
memory, so nothing is optimised away.  Each call is guarded by the same
condition the wrapper's implementation uses (`__cccl_ptx_isa >= NNN` and the
`__CUDA_ARCH__` / `__CUDA_ARCH_FEAT_SMxx_ALL` test), so every target compiles
exactly what it supports.

Usage:
  gen-ptx-wrappers.py [--headers DIR] [-o OUT.cu] [--skip NAME ...]
  gen-ptx-wrappers.py --list            # print "ptx-form<TAB>ISA<TAB>SMs<TAB>header" per form

The corpus file test/corpus/cuda/ptx_wrappers.cu is produced by
  utils/corpus/gen-ptx-wrappers.py -o test/corpus/cuda/ptx_wrappers.cu
"""

import argparse
import itertools
import os
import re
import shutil
import sys

DEFAULT_HEADERS = "include/cccl/cuda/__ptx/instructions/generated"

# Wrapper overloads left out of the generated file, with the reason (each a
# "function-name" or "header:function-name").  Filled in when ptxas rejects
# what a wrapper emits (a libcu++ bug, not a ptxlint one).
SKIP = {
}

# Values for cuda::ptx::n32_t<N> immediates, by parameter name.
N32_VALUES = {
    "size": 128,  # fence.proxy.tensormap::generic: the size must be 128
}

SIZE_TYPES = {1: "uint8_t", 2: "uint16_t", 4: "uint32_t", 8: "uint64_t", 16: "longlong2"}


def find_headers(arg):
    if arg:
        return arg
    cands = []
    nvcc = shutil.which("nvcc")
    if nvcc:
        cands.append(os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(nvcc))), DEFAULT_HEADERS))
    cands.append(os.path.join("/usr/local/cuda", DEFAULT_HEADERS))
    for c in cands:
        if os.path.isdir(c):
            return c
    sys.exit("gen-ptx-wrappers: cannot find the cuda::ptx generated headers; use --headers DIR")


def split_top(s, sep=","):
    """Split on sep at nesting depth 0 of (), <>, [], {}."""
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "(<[{":
            depth += 1
        elif ch in ")>]}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur)
    return [x.strip() for x in out]


class Form:
    pass


def parse_header(path):
    text = open(path).read()
    forms = []
    for m in re.finditer(r"/\*\n(.*?)\*/\n(.*?)(?=\n/\*\n|\Z)", text, re.S):
        doc, impl = m.group(1), m.group(2)
        if "PTX ISA" not in doc:
            continue
        # Join wrapped comment lines (a line not starting with // continues the previous one).
        lines = []
        for ln in doc.split("\n"):
            if lines and not ln.startswith("//") and lines[-1].startswith("//") and not ln.startswith(("template", "__device__", " ")):
                lines[-1] += " " + ln.strip()
            else:
                lines.append(ln)
        f = Form()
        f.header = os.path.basename(path)
        f.ptx = []  # (ptx text, isa, [sms])
        f.options = {}
        for ln in lines:
            if not ln.startswith("//"):
                continue
            body = ln[2:].strip()
            om = re.match(r"(\.[\w:]+)\s*=\s*\{(.*)\}", body)
            if om:
                f.options[om.group(1)] = [x.strip() for x in om.group(2).split(",") if x.strip()]
                continue
            pm = re.match(r"(.*?);\s*//\s*(?:\d+\.\s*)?PTX ISA (\d+),\s*(.*)$", body)
            if pm:
                sms = [x.strip() for x in pm.group(3).split(",") if x.strip()]
                f.ptx.append((pm.group(1).strip(), int(pm.group(2)), sms))
        sig = doc[doc.find("template"):] if "template" in doc else doc[doc.find("__device__"):]
        tm = re.match(r"template\s*<(.*?)>\s*\n", sig, re.S)
        f.tparams = split_top(tm.group(1)) if tm else []
        dm = re.search(r"__device__ static inline\s+(.*?)\s*\b(\w+)\((.*?)\);", sig, re.S)
        if not dm or not f.ptx:
            continue
        f.ret, f.name = dm.group(1).strip(), dm.group(2)
        f.params = split_top(" ".join(dm.group(3).split()))
        isa = re.search(r"#if __cccl_ptx_isa >= (\d+)", impl)
        f.isa_guard = int(isa.group(1)) if isa else None
        cm = re.search(r"#\s*if _CCCL_CUDA_COMPILER\(NVHPC\) \|\|(.*?)(?<!\\)\n", impl, re.S)
        f.arch_guard = " ".join(cm.group(1).replace("\\\n", " ").split()) if cm else None
        f.type_sizes = sorted({int(x) for x in re.findall(r"sizeof\(_Type\) == (\d+)", impl)}) or [4]
        forms.append(f)
    return forms


def tag_value(kind, opt):
    """cuda::ptx tag constant for option `opt` (e.g. '.acquire') of template parameter `kind`."""
    v = opt.lstrip(".")
    if kind == "space":
        return {"shared::cta": "space_shared", "shared::cluster": "space_cluster", "global": "space_global"}[v]
    if kind in ("kind", "cta_group"):
        return v.replace("::", "_")
    if kind == "op" and v in ("and", "or", "xor"):
        return "op_%s_op" % v
    return "%s_%s" % (kind, v)


class Emitter:
    def __init__(self):
        self.k = 0

    def slot(self):
        self.k += 1
        return self.k


def gen_call(f, em, combo, type_choice):
    """Return the statements of one call of form f with template choices."""
    pre, args, post = [], [], []
    tmap = {"B8": "uint8_t", "B16": "uint16_t", "B32": "uint32_t", "B64": "uint64_t", "B128": "longlong2",
            "Type": type_choice}
    for p in f.params:
        p = p.strip()
        m = re.match(r"cuda::ptx::(\w+)_t<(\w+)>(\s+\w+)?$", p)
        if m and m.group(1) != "n32":
            args.append("cuda::ptx::" + combo[m.group(2)])
            continue
        m = re.match(r"cuda::ptx::(\w+)_t(\s+\w+)?$", p)
        if m:
            args.append("cuda::ptx::" + m.group(1))
            continue
        m = re.match(r"cuda::ptx::n32_t<\w+>\s*(\w+)$", p)
        if m:
            args.append("cuda::ptx::n32_t<%d>{}" % N32_VALUES.get(m.group(1), 0))
            continue
        # Array out/in parameters: T (&name)[N]
        m = re.match(r"(const\s+)?(\w+)\s*\(&(\w+)\)\[(\d+)\]$", p)
        if m:
            t, name, n = tmap.get(m.group(2), m.group(2)), m.group(3), int(m.group(4))
            var = "a%d" % em.slot()
            if m.group(1):
                pre.append("%s %s[%d];" % (t, var, n))
                pre.append("for (int i = 0; i < %d; ++i) %s[i] = in<%s>(%d + i);" % (n, var, t, em.slot()))
            else:
                pre.append("%s %s[%d];" % (t, var, n))
                post.append("for (int i = 0; i < %d; ++i) out<%s>(%d + i, %s[i]);" % (n, t, em.slot() * 64, var))
            args.append(var)
            continue
        m = re.match(r"(const\s+)?([\w:]+)\s*(\*|&)?\s*(\w+)$", p)
        if not m:
            raise ValueError("cannot handle parameter %r of %s" % (p, f.name))
        const, t, ref, name = m.groups()
        t = tmap.get(t, t)
        if ref == "*":
            low = name.lower()
            if any(s in low for s in ("smem", "bar", "dsmem", "shared")) or (
                    t == "void" and "shared" in "".join(f.options.get(".dst", []) + f.options.get(".space", []))):
                base = "smem + %d" % ((em.slot() % 8) * 128)
            else:
                base = "gmem + %d" % (em.slot() * 256)
            args.append("reinterpret_cast<%s%s*>(%s)" % ("const " if const else "", t, base))
        elif t == "bool":
            args.append("(in<uint32_t>(%d) & 1) != 0" % em.slot())
        else:
            args.append("in<%s>(%d)" % (t, em.slot()))
    # Template arguments that cannot be deduced (a type used only as the
    # return type) are given explicitly, with every template parameter before.
    explicit = []
    need = 0
    for i, tp in enumerate(f.tparams):
        tm = re.match(r"typename (\w+)$", tp)
        if tm:
            explicit.append(tmap.get(tm.group(1), tm.group(1)))
            if not any(re.search(r"\b%s\b" % tm.group(1), p) for p in f.params):
                need = i + 1
        elif "enable_if_t" in tp:
            explicit.append("true")
        else:
            explicit.append(None)
    targs = ""
    if need:
        assert None not in explicit[:need], f.name
        targs = "<%s>" % ", ".join(explicit[:need])
    call = "cuda::ptx::%s%s(%s)" % (f.name, targs, ", ".join(args))
    if f.ret != "void":
        rt = {"B8": "uint8_t", "B16": "uint16_t", "B32": "uint32_t", "B64": "uint64_t", "B128": "longlong2"}.get(f.ret, f.ret)
        stmt = "out<%s>(%d, %s);" % (rt, em.slot() * 64, call)
    else:
        stmt = call + ";"
    return pre + [stmt] + post


def combos(f):
    keys = []
    for tp in f.tparams:
        m = re.match(r"cuda::ptx::dot_(\w+)\s+(\w+)$", tp)
        if m:
            keys.append((m.group(2), m.group(1)))
    lists = []
    for name, kind in keys:
        opts = f.options.get("." + name.lower()) or f.options.get("." + kind)
        if not opts:
            raise ValueError("no options for %s of %s" % (name, f.name))
        lists.append([(name, tag_value(kind, o)) for o in opts])
    for c in itertools.product(*lists):
        yield dict(c)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--headers")
    ap.add_argument("-o", "--output", default="-")
    ap.add_argument("--list", action="store_true", help="list PTX forms with their ISA/SM annotations")
    ap.add_argument("--markers", metavar="JSON",
                    help="put an inline-asm comment '// @wrapper N' before each call and write "
                         "the wrapper of each N (name, PTX forms, ISA/SM annotations) to JSON "
                         "(for utils/corpus/check-ptx-wrapper-reqs.py)")
    ap.add_argument("--skip", action="append", default=[], help="leave out a wrapper (name or header:name)")
    a = ap.parse_args()
    hdir = find_headers(a.headers)
    headers = sorted(x for x in os.listdir(hdir) if x.endswith(".h"))
    allforms = [(h, parse_header(os.path.join(hdir, h))) for h in headers]
    if a.list:
        for h, forms in allforms:
            for f in forms:
                for ptx, isa, sms in f.ptx:
                    print("%s\t%d\t%s\t%s\t%s" % (ptx, isa, ",".join(sms), h, f.name))
        return 0
    skip = set(SKIP) | set(a.skip)
    markers = []
    out = []
    w = out.append
    w("// Generated by utils/corpus/gen-ptx-wrappers.py; do not edit. Regenerate with")
    w("//   utils/corpus/gen-ptx-wrappers.py -o test/corpus/cuda/ptx_wrappers.cu")
    w("// Calls every libcu++ cuda::ptx wrapper overload (CUDA 13 <cuda/ptx>), each guarded")
    w("// by the wrapper's own PTX ISA / target condition.")
    w("// utils/corpus/build-corpus.sh compiles it for every target; each target gets the")
    w("// calls its guards admit (none of tcgen05 on sm_103a/sm_110a: libcu++ tests only")
    w("// __CUDA_ARCH_FEAT_SM100_ALL/SM101_ALL there).")
    w("// corpus-nvcc-flags: -diag-suppress 177,550")
    w("// corpus-quick-archs: sm_90a sm_100a")
    w("#include <cuda/ptx>")
    w("#include <cstdint>")
    w("")
    w("using namespace std;")
    w("")
    w("template <typename T> __device__ __forceinline__ T in(int k) {")
    w("  return reinterpret_cast<const T*>(g_in)[k];")
    w("}")
    body_total = 0
    kernels = []
    for h, forms in allforms:
        stem = h[:-2]
        klines = {}
        em = Emitter()
        for f in forms:
            if f.name in skip or ("%s:%s" % (stem, f.name)) in skip:
                continue
            conds = []
            if f.isa_guard:
                conds.append("__cccl_ptx_isa >= %d" % f.isa_guard)
            if f.arch_guard:
                conds.append("(%s)" % f.arch_guard)
            types = [SIZE_TYPES[s] for s in f.type_sizes] if any("Type" in p for p in f.params) else [None]
            # ptxas refuses a function that uses both .cta_group::1 and
            # .cta_group::2, so each cta_group gets a kernel of its own.
            calls = {}
            for c in combos(f):
                grp = [v for v in c.values() if v.startswith("cta_group_")]
                grp += [re.sub(r".*::(cta_group_\d)_t.*", r"\1", p) for p in f.params if re.search(r"::cta_group_\d_t", p)]
                key = stem + ("_" + grp[0] if grp else "")
                for t in types:
                    calls.setdefault(key, []).append(gen_call(f, em, c, t))
            for key, cs in calls.items():
                lines = klines.setdefault(key, [])
                lines.append("  // %s" % f.ptx[0][0])
                lines.append("#if %s" % " && ".join(conds or ["1"]))
                for c in cs:
                    if a.markers:
                        markers.append({"id": len(markers), "header": h, "name": f.name,
                                        "ptx": f.ptx, "guard": conds})
                        c = ['asm volatile("// @wrapper %d" ::: "memory");' % (len(markers) - 1)] + c
                    lines.append("  { " + " ".join(c) + " }")
                    body_total += 1
                lines.append("#endif")
        kernels += sorted(klines.items())
    # g_in / g_out (the kernel's input and output) come before in<> and out<>.
    i = out.index("using namespace std;") + 2
    pre = out[:i] + ["__device__ const char* g_in;", "__device__ char* g_out;", ""] + out[i:]
    pre += ["template <typename T> __device__ __forceinline__ void out(int k, T v) {",
            "  reinterpret_cast<T*>(g_out)[k] = v;",
            "}", ""]
    for stem, lines in kernels:
        pre.append("__global__ void ptx_%s(const char* in_, char* out_, char* gmem) {" % stem)
        if any("smem" in ln for ln in lines):
            pre.append("  __shared__ alignas(128) char smem[1024];")
        pre.append("  g_in = in_; g_out = out_;")
        pre.append("  (void)gmem;")
        pre += lines
        pre.append("}")
        pre.append("")
    text = "\n".join(pre)
    if a.output == "-":
        sys.stdout.write(text)
    else:
        with open(a.output, "w") as fh:
            fh.write(text)
    if a.markers:
        import json
        with open(a.markers, "w") as fh:
            json.dump(markers, fh, indent=0)
    print("gen-ptx-wrappers: %d calls in %d kernels" % (body_total, len(kernels)), file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
