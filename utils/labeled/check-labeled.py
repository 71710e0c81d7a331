#!/usr/bin/env python3
"""check-labeled.py: does ptxlint find exactly the labelled bugs?

The labelled corpus (test/labeled/cuda/RULE/*.cu) holds CUDA kernels, each
with a comment header naming the analysis rules ptxlint must report on it:

    // EXPECT: barrier-divergence          (one or more rule ids, or `clean`)
    // ARCHS: sm_80 sm_90                  (optional; default sm_80 sm_75 sm_90)
    // MODES: O3 G                         (optional; default O3 G)
    // PTXLINT-ARGS: --block-dim=128       (optional extra ptxlint options)
    // NVCC-ARGS: -std=c++17               (optional extra nvcc options)

Each file is compiled by `nvcc -ptx` once per variant (arch x mode; mode O3
is `-O3`, G is `-G`, lineinfo is `-O3 -lineinfo`, nvvmO0/nvvmO1/nvvmO2 are
`-O3 -Xcicc -ON`: NVVM's other optimisation levels), and ptxlint
(`--format=json`) runs on each PTX file.
Every variant is scored against every analysis rule: a finding (error or
warning) of a rule the header expects is a true positive, of a rule it does
not expect a false positive, and so on. The per-rule confusion table goes to
stdout.

    check-labeled.py --ptxlint BIN --cuda test/labeled/cuda [--variants quick|full]
    check-labeled.py --ptxlint BIN --ptx test/labeled/ptx   # committed PTX, no nvcc
    check-labeled.py ... --write-ptx test/labeled/ptx       # refresh that subset

--variants quick (the default) compiles each file for its first arch in every
mode; full compiles every arch x mode.

--archs and --modes override the ARCHS and MODES of every file (headers and
defaults alike), to try targets and flags the headers do not name:

    check-labeled.py ... --archs sm_86,sm_100a,sm_120 --modes O3,G,lineinfo

With --archs, every listed arch is compiled (--variants does not cut it to
the first), except archs older than the oldest one a file's own ARCHS header
names (a kernel labelled `ARCHS: sm_90 sm_90a` needs sm_90 features, so it
is not built for sm_86); those are counted as skipped. Expected failures match these variants by the same ARCH.MODE
glob, so `*.G` covers sm_100a.G too. --write-ptx copies the O3 and G builds
for the first arch of every file, with the header carried over as PTX
comments and the source's SHA-1, so the committed files can be checked where
nvcc is missing; with --ptx, --sources DIR fails the run when a committed
file is older than its source or a source has no committed build. --filter REGEX and
--sample K/N (the files whose name's crc32 is K modulo N; K may be a comma list,
0,1/3 for two thirds) run a subset.

A mismatch fails the run (exit 1) unless the expected-failures file
(--xfail, default test/labeled/expected-failures.txt) lists it with a reason:

    # FILE                               VARIANT   KIND RULE                -- reason
    warp-sync-mask/bug-data-lanes.cu     *         FN   warp-sync-mask      -- why it is missed

VARIANT is a glob over `ARCH.MODE` (e.g. `*.G`, `sm_90.O3`, `*`); KIND is FP or
FN. An entry whose variants all now pass is reported as unexpectedly passing
and also fails the run, so the list cannot go stale. Validation errors
(non-analysis rules), crashes and compile failures always fail.

--compiler clang compiles the .cu files with clang's CUDA front end and the
LLVM NVPTX back end instead of nvcc (clang++-14 by default, --clang or $CLANG
to change it; the CUDA toolkit of nvcc or --cuda-path supplies the headers and
libdevice), to see whether the analyses generalise to PTX that another
compiler writes:

    check-labeled.py --ptxlint BIN --cuda test/labeled/cuda --compiler clang

Its modes are clangO3 and clangO0 (also clangO1, clangO2g: -O2 -g; --modes
picks others), for sm_80 (--archs overrides it; clang 14 targets up to sm_86);
a file whose ARCHS header needs a newer arch is skipped. Files clang cannot
compile (cooperative_groups, CUB and cuda::ptx headers, nvcc-only builtins)
and builds that ptxas rejects as well as ptxlint (inline PTX newer than the
.version clang writes) are counted as skipped, not failures (--show lists
them). Its expected failures are test/labeled/expected-failures-clang.txt.
"""

import argparse
import concurrent.futures
import fnmatch
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zlib

RULES = [
    "uninitialized-register",
    "unreachable-code",
    "barrier-divergence",
    "barrier-misuse",
    "warp-sync-mask",
    "misaligned-access",
    "mbarrier-misuse",
]
MODE_FLAGS = {"O3": ["-O3"], "G": ["-G"], "lineinfo": ["-O3", "-lineinfo"],
              # NVVM's own optimisation levels (cicc -O0..-O2 under nvcc -O3):
              # other code shapes than the default -O3 and -G.
              "nvvmO0": ["-O3", "-Xcicc", "-O0"], "nvvmO1": ["-O3", "-Xcicc", "-O1"],
              "nvvmO2": ["-O3", "-Xcicc", "-O2"]}
HEADER_RE = re.compile(r"^\s*//\s*(EXPECT|ARCHS|MODES|PTXLINT-ARGS|NVCC-ARGS|SOURCE|SOURCE-SHA1):\s*(.*?)\s*$")
# --compiler clang: clang++ -x cuda --cuda-device-only modes.
CLANG_MODE_FLAGS = {"clangO3": ["-O3"], "clangO0": ["-O0"], "clangO1": ["-O1"],
                    "clangO2g": ["-O2", "-g"]}
CLANG_DEFAULT_MODES = ["clangO3", "clangO0"]
CLANG_DEFAULT_ARCHS = ["sm_80"]
# Headers for clang's CUDA wrapper (__clang_cuda_runtime_wrapper.h) over a
# newer toolkit than it knows: CUDA 13 dropped the texture and surface
# headers and the texture<> template that clang 14's wrapper still names, and
# no longer defines __noinline__ (a keyword of nvcc and of clang 15 on); the
# wrapper does not include sm_80's __reduce_*_sync (redux.sync), so they are
# defined on clang's own builtins.
CLANG_STUB_HEADERS = {
    "texture_fetch_functions.h": "", "texture_indirect_functions.h": "",
    "surface_functions.h": "", "surface_indirect_functions.h": "",
    "cuda_runtime.h": """/* check-labeled.py --compiler clang: the real header, then the texture<>
   template CUDA 13 dropped but clang's __clang_cuda_texture_intrinsics.h names. */
#include_next <cuda_runtime.h>
#ifndef CHECK_LABELED_TEXTURE_STUB
#define CHECK_LABELED_TEXTURE_STUB
#if CUDART_VERSION >= 12000
template <class T, int texType = 1, enum cudaTextureReadMode mode = cudaReadModeElementType>
struct texture {};
#endif
#if defined(__clang__) && __clang_major__ < 15 && !defined(__noinline__)
#define __noinline__ __attribute__((noinline))
#endif
#if defined(__clang__) && defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 800
#define CHECK_LABELED_REDUX(op, b, T) \
  static __device__ __forceinline__ T __reduce_##op##_sync(unsigned m, T v) { \
    return (T)__nvvm_redux_sync_##b((int)v, (int)m); }
CHECK_LABELED_REDUX(add, add, unsigned) CHECK_LABELED_REDUX(add, add, int)
CHECK_LABELED_REDUX(min, umin, unsigned) CHECK_LABELED_REDUX(min, min, int)
CHECK_LABELED_REDUX(max, umax, unsigned) CHECK_LABELED_REDUX(max, max, int)
CHECK_LABELED_REDUX(and, and, unsigned) CHECK_LABELED_REDUX(or, or, unsigned)
CHECK_LABELED_REDUX(xor, xor, unsigned)
#undef CHECK_LABELED_REDUX
#endif
#endif
"""}
# The modes whose first-arch builds are committed (--write-ptx) and checked
# without nvcc by labeled-ptx.test.
COMMITTED_MODES = ("O3", "G")


def source_sha1(path):
    with open(path, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()


class Case:
    """One labelled source file (or a committed PTX file)."""

    def __init__(self, name, path):
        self.name = name  # RULE/stem.cu, the key in the expected-failures file
        self.path = path
        self.expect = None
        self.archs = ["sm_80", "sm_75", "sm_90"]
        self.archs_given = False  # the header names ARCHS
        self.modes = ["O3", "G"]
        self.ptxlint_args = []
        self.nvcc_args = []
        self.header = []  # header lines, carried into committed PTX
        self.source_sha1 = None  # committed PTX: the hash of the .cu it was built from
        self.has_source = False  # committed PTX built from a .cu (hand-written PTX has none)

    def parse_header(self, text):
        for line in text.splitlines():
            m = HEADER_RE.match(line)
            if not m:
                continue
            key, val = m.group(1), m.group(2)
            if key not in ("SOURCE", "SOURCE-SHA1"):
                self.header.append(line.strip())
            if key == "EXPECT":
                labels = [w for w in re.split(r"[\s,]+", val) if w]
                if labels == ["clean"]:
                    self.expect = set()
                else:
                    bad = [w for w in labels if w not in RULES]
                    if bad:
                        raise ValueError("%s: unknown rule id(s) in EXPECT: %s" % (self.name, ", ".join(bad)))
                    self.expect = set(labels)
            elif key == "ARCHS":
                self.archs = val.split()
                self.archs_given = True
            elif key == "MODES":
                self.modes = val.split()
                for m2 in self.modes:
                    if m2 not in MODE_FLAGS:
                        raise ValueError("%s: unknown mode %s" % (self.name, m2))
            elif key == "PTXLINT-ARGS":
                self.ptxlint_args = val.split()
            elif key == "NVCC-ARGS":
                self.nvcc_args = val.split()
            elif key == "SOURCE":
                self.name = val
                self.has_source = True
            elif key == "SOURCE-SHA1":
                self.source_sha1 = val
        if self.expect is None:
            raise ValueError("%s: no `// EXPECT:` line" % self.name)


class Variant:
    def __init__(self, case, arch, mode, ptx):
        self.case, self.arch, self.mode, self.ptx = case, arch, mode, ptx
        self.found = set()
        self.error = None  # harness problem: compile failure, crash, invalid PTX
        self.skip = None  # --compiler clang: why the variant is not scored

    @property
    def tag(self):
        return "%s.%s" % (self.arch, self.mode)

    @property
    def label(self):
        return "%s [%s]" % (self.case.name, self.tag)


def arch_number(arch):
    m = re.match(r"(?:sm|compute)_([0-9]+)", arch)
    return int(m.group(1)) if m else 0


def supports_arch(case, arch):
    """Whether an --archs override applies: not older than the header's oldest arch."""
    if not case.archs_given:
        return True
    return arch_number(arch) >= min(arch_number(a) for a in case.archs)


def load_xfails(path):
    entries = []
    if not path or not os.path.exists(path):
        return entries
    with open(path) as f:
        for n, line in enumerate(f, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            if " -- " not in line:
                sys.exit("%s:%d: an expected failure needs a reason after ' -- '" % (path, n))
            spec, reason = line.split(" -- ", 1)
            parts = spec.split()
            if len(parts) != 4 or parts[2] not in ("FP", "FN") or parts[3] not in RULES:
                sys.exit("%s:%d: expected 'FILE VARIANT FP|FN RULE -- reason'" % (path, n))
            if not reason.strip():
                sys.exit("%s:%d: empty reason" % (path, n))
            entries.append({"file": parts[0], "variant": parts[1], "kind": parts[2],
                            "rule": parts[3], "reason": reason.strip(), "line": n,
                            "matched": 0, "failed": 0})
    return entries


def check_committed(sources, variants, filt, in_sample):
    """Problems that make the committed PTX disagree with the sources: a file
    built from a source that has changed since (or is gone), and a source
    whose first-arch O3/G build is not committed."""
    problems = []
    have = set()
    for v in variants:
        if not v.case.has_source:
            continue  # hand-written PTX in the labelled shape: no .cu behind it
        have.add((v.case.name, v.arch, v.mode))
        src = os.path.join(sources, v.case.name)
        if not os.path.exists(src):
            problems.append("%s: its source %s is gone" % (os.path.basename(v.ptx), v.case.name))
        elif v.case.source_sha1 is None:
            problems.append("%s: no SOURCE-SHA1 line" % os.path.basename(v.ptx))
        elif v.case.source_sha1 != source_sha1(src):
            problems.append("%s: %s has changed since it was built" % (os.path.basename(v.ptx), v.case.name))
    root = os.path.abspath(sources)
    for dirpath, _, files in sorted(os.walk(root)):
        for fn in sorted(files):
            if not fn.endswith(".cu"):
                continue
            name = os.path.relpath(os.path.join(dirpath, fn), root)
            if (filt and not re.search(filt, name)) or not in_sample(name):
                continue
            c = Case(name, os.path.join(dirpath, fn))
            with open(c.path) as f:
                c.parse_header(f.read())
            for m in c.modes:
                if m in COMMITTED_MODES and (name, c.archs[0], m) not in have:
                    problems.append("%s: no committed %s.%s build" % (name, c.archs[0], m))
    return problems


def compile_variant(nvcc, v):
    c = v.case
    cmd = [nvcc, "-ptx", "-std=c++17", "-arch=" + v.arch] + MODE_FLAGS[v.mode] + c.nvcc_args
    cmd += [os.path.basename(c.path), "-o", v.ptx]
    r = subprocess.run(cmd, cwd=os.path.dirname(c.path), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True)
    if r.returncode != 0:
        v.error = "nvcc failed: %s\n%s" % (" ".join(cmd), r.stdout.strip())


def clang_stubs(cuda_path):
    """A directory of stand-ins for the headers clang's CUDA wrapper needs
    and the toolkit no longer has."""
    d = tempfile.mkdtemp(prefix="ptxlint-clang-stubs-")
    for h, text in CLANG_STUB_HEADERS.items():
        if h != "cuda_runtime.h" and os.path.exists(os.path.join(cuda_path, "include", h)):
            continue
        with open(os.path.join(d, h), "w") as f:
            f.write(text)
    return d


def toolkit_path(nvcc):
    """The CUDA toolkit nvcc belongs to (clang's --cuda-path)."""
    return os.path.dirname(os.path.dirname(os.path.realpath(shutil.which(nvcc))))


PROBE_KERNEL = """// check-labeled.py --probe
__global__ void probe(const unsigned *in, unsigned *out) {
  unsigned v = __reduce_add_sync(0xffffffffu, in[threadIdx.x]);
  __syncthreads();
  if ((threadIdx.x & 31) == 0)
    out[threadIdx.x / 32] = v;
}
"""


def probe_compiler(args):
    """--probe: can the chosen compiler build a kernel (headers, libdevice,
    the toolkit's version) on this machine? A toolkit clang cannot use is an
    environment the clang tests do not apply to, not a failure of ptxlint."""
    clang = args.compiler == "clang"
    if not shutil.which(args.nvcc) and not (clang and args.cuda_path):
        print("check-labeled --probe: %s not found" % args.nvcc)
        return 1
    if clang and not shutil.which(args.clang):
        print("check-labeled --probe: %s not found" % args.clang)
        return 1
    with tempfile.TemporaryDirectory(prefix="ptxlint-probe-") as d:
        src = os.path.join(d, "probe.cu")
        with open(src, "w") as f:
            f.write(PROBE_KERNEL)
        v = Variant(Case("probe.cu", src), "sm_80", "clangO3" if clang else "O3",
                    os.path.join(d, "probe.ptx"))
        if clang:
            cuda_path = args.cuda_path or toolkit_path(args.nvcc)
            stubs = clang_stubs(cuda_path)
            try:
                compile_variant_clang(args.clang, cuda_path, stubs, v)
            finally:
                shutil.rmtree(stubs, ignore_errors=True)
        else:
            compile_variant(args.nvcc, v)
        why = v.skip or v.error
        if not why and not os.path.exists(v.ptx):
            why = "no PTX was written"
        if why:
            print("check-labeled --probe: %s cannot build a CUDA kernel here: %s"
                  % (os.path.basename(args.clang if clang else args.nvcc), why))
            return 1
    return 0


def compile_variant_clang(clang, cuda_path, stubs, v):
    """A clang build; a source clang cannot compile is skipped, not failed."""
    c = v.case
    cmd = [clang, "-x", "cuda", "--cuda-device-only", "-S", "-std=c++17",
           "--cuda-gpu-arch=" + v.arch, "--cuda-path=" + cuda_path, "-isystem", stubs,
           "-Wno-unknown-cuda-version", "-w"] + CLANG_MODE_FLAGS[v.mode]
    # CUDA 13 keeps libcu++, CUB and Thrust (CCCL) in include/cccl, which nvcc
    # adds itself; their type traits declare variadic device functions.
    cccl = os.path.join(cuda_path, "include", "cccl")
    if os.path.isdir(cccl):
        cmd += ["-isystem", cccl, "-Xclang", "-fcuda-allow-variadic-functions"]
    cmd += [os.path.basename(c.path), "-o", v.ptx]
    r = subprocess.run(cmd, cwd=os.path.dirname(c.path), stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True)
    if r.returncode != 0:
        first = [l for l in r.stdout.splitlines() if "error:" in l]
        v.skip = "clang: " + (re.sub(r"^.*?error: ", "", first[0]) if first else r.stdout.strip()[:200])
        # Kept next to the PTX it did not produce, for --reuse.
        with open(v.ptx + ".skip", "w") as f:
            f.write(v.skip + "\n")
    elif os.path.exists(v.ptx + ".skip"):
        os.unlink(v.ptx + ".skip")


def ptxas_rejects(ptxas, v):
    """Whether ptxas rejects a build too (then it is the compiler's, not ptxlint's)."""
    if not shutil.which(ptxas):
        return None
    r = subprocess.run([ptxas, "-arch=" + v.arch, v.ptx, "-o", os.devnull],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    if r.returncode == 0:
        return None
    first = [l for l in r.stdout.splitlines() if "error" in l]
    return "ptxas: " + re.sub(r"^ptxas [^;]*; ", "", (first or [r.stdout.strip()[:200]])[0])


def lint_cmd(ptxlint, args, smt_timeout):
    # A generous SMT budget: the solver's timeout is wall-clock time, and a
    # loaded machine (the test suite runs in parallel) must not turn a
    # finding into a timeout.
    return [ptxlint, "--format=json", "--smt-timeout=%d" % smt_timeout] + list(args)


def record_diags(v, diags):
    invalid = []
    for d in diags:
        rule = d.get("rule", "")
        if rule in RULES:
            v.found.add(rule)
            v.diags = getattr(v, "diags", []) + [d]
        elif d.get("severity") == "error":
            invalid.append("%s:%s: %s [%s]" % (d.get("file"), d.get("line"), d.get("message"), rule))
    if invalid:
        v.error = "ptxlint rejects the PTX (not an analysis finding):\n  " + "\n  ".join(invalid[:5])


def lint_variant(ptxlint, v, smt_timeout):
    cmd = lint_cmd(ptxlint, v.case.ptxlint_args, smt_timeout) + [v.ptx]
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=120)
    except subprocess.TimeoutExpired:
        v.error = "ptxlint timed out: " + " ".join(cmd)
        return
    if r.returncode not in (0, 1):
        v.error = "ptxlint exited %d: %s\n%s" % (r.returncode, " ".join(cmd), r.stderr.strip())
        return
    try:
        diags = json.loads(r.stdout) if r.stdout.strip() else []
    except ValueError:
        v.error = "ptxlint printed no JSON: %s\n%s" % (" ".join(cmd), r.stdout[:500])
        return
    record_diags(v, diags)


# Variants per ptxlint run. Starting a process per file was a third of
# labeled-ptx.test's CPU time; a batch checks each file as a module of its
# own (ptxlint keeps no state from one input to the next) and its JSON names
# the file of every diagnostic.
LINT_BATCH = 32


def lint_batches(variants, jobs):
    """Batches of variants with the same PTXLINT-ARGS, at most LINT_BATCH
    each, and at least 4 per job while there are enough variants."""
    groups = {}
    for v in variants:
        groups.setdefault(tuple(v.case.ptxlint_args), []).append(v)
    size = max(1, min(LINT_BATCH, len(variants) // max(1, 4 * jobs)))
    return [g[i:i + size] for g in groups.values() for i in range(0, len(g), size)]


def lint_batch(ptxlint, batch, smt_timeout):
    """Lints a batch in one ptxlint run; anything unusual about the run (an
    exit status other than 0/1, a timeout, output that is not JSON, a
    diagnostic without a file of the batch) reruns its files one by one,
    which reports the problem against the file that has it."""
    cmd = lint_cmd(ptxlint, batch[0].case.ptxlint_args, smt_timeout) + [v.ptx for v in batch]
    by_path = {v.ptx: v for v in batch}
    per_file = {v.ptx: [] for v in batch}
    try:
        r = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           universal_newlines=True, timeout=120 * len(batch))
        ok = r.returncode in (0, 1)
        diags = json.loads(r.stdout) if ok and r.stdout.strip() else []
        ok = ok and isinstance(diags, list)
        for d in diags if ok else []:
            if not isinstance(d, dict) or d.get("file") not in per_file:
                ok = False
                break
            per_file[d["file"]].append(d)
    except (subprocess.TimeoutExpired, ValueError):
        ok = False
    if not ok:
        for v in batch:
            lint_variant(ptxlint, v, smt_timeout)
        return
    for path, diags in per_file.items():
        record_diags(by_path[path], diags)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--ptxlint")
    ap.add_argument("--cuda", help="directory of labelled .cu files (compiled with nvcc)")
    ap.add_argument("--ptx", help="directory of committed labelled .ptx files")
    ap.add_argument("--nvcc", default=os.environ.get("NVCC", "nvcc"))
    ap.add_argument("--compiler", choices=["nvcc", "clang"], default="nvcc",
                    help="with --cuda: compile with nvcc (the default) or clang's CUDA front "
                         "end (modes %s; see above)" % ", ".join(sorted(CLANG_MODE_FLAGS)))
    ap.add_argument("--clang", default=os.environ.get("CLANG", "clang++-14"))
    ap.add_argument("--cuda-path", help="--compiler clang: the CUDA toolkit (default: nvcc's)")
    ap.add_argument("--ptxas", default=os.environ.get("PTXAS", "ptxas"),
                    help="--compiler clang: a build ptxlint rejects is skipped when ptxas "
                         "rejects it too")
    ap.add_argument("--out", help="where compiled PTX goes (default: a temporary directory)")
    ap.add_argument("--reuse", action="store_true",
                    help="with --out: do not recompile a variant whose PTX there is newer than "
                         "its .cu file (rerunning a new ptxlint on the same builds)")
    ap.add_argument("--variants", choices=["quick", "full"], default="quick")
    ap.add_argument("--archs", help="comma-separated archs for every file, overriding the headers "
                    "(e.g. sm_86,sm_100a,sm_120); all of them are compiled")
    ap.add_argument("--modes", help="comma-separated modes for every file, overriding the headers "
                    "(%s)" % ", ".join(sorted(MODE_FLAGS)))
    ap.add_argument("--only-modes", help="comma-separated modes: of each file's own modes keep "
                    "only these (a file without any of them is skipped; the suite builds -G "
                    "only: the committed PTX has every -O3 and -G build)")
    ap.add_argument("--xfail", help="the expected failures (default "
                    "test/labeled/expected-failures.txt; expected-failures-clang.txt with "
                    "--compiler clang)")
    ap.add_argument("--write-ptx", help="copy the first-arch O3 and G builds of every file here")
    ap.add_argument("--sources", help="with --ptx: the labelled .cu directory the committed PTX "
                    "was built from; a committed file whose source changed since (its "
                    "SOURCE-SHA1 line), or a source without its committed O3/G builds, "
                    "is an error")
    ap.add_argument("--filter", help="only files whose name matches this regex")
    ap.add_argument("--sample", metavar="K/N",
                    help="only the files whose name hashes (crc32) to K modulo N: a fixed, "
                         "deterministic share of the corpus, e.g. 0/2 for half of it; K may be "
                         "a comma list, 0,1/3 for two thirds")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    ap.add_argument("--smt-timeout", type=int, default=2000, metavar="MS",
                    help="ptxlint's --smt-timeout per query (default 2000; the tool's own "
                         "default is 200, which a loaded machine can exceed)")
    ap.add_argument("--show", action="store_true", help="print the diagnostics of every mismatch")
    ap.add_argument("--probe", action="store_true",
                    help="only check that the compiler (--compiler) can build a small CUDA kernel "
                         "here: exit 0 when it can, else say why and exit 1 (lit uses it to "
                         "report the compiler's tests unsupported, not failed)")
    args = ap.parse_args()
    if args.probe:
        return probe_compiler(args)
    if not args.ptxlint:
        ap.error("the following arguments are required: --ptxlint")
    if bool(args.cuda) == bool(args.ptx):
        ap.error("give exactly one of --cuda and --ptx")
    clang = args.compiler == "clang"
    if clang and not args.cuda:
        ap.error("--compiler clang needs --cuda")
    if args.xfail is None:
        args.xfail = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "test",
                                  "labeled", "expected-failures-clang.txt" if clang
                                  else "expected-failures.txt")
    mode_flags = CLANG_MODE_FLAGS if clang else MODE_FLAGS
    arch_override = [a for a in re.split(r"[\s,]+", args.archs or "") if a]
    mode_override = [m for m in re.split(r"[\s,]+", args.modes or "") if m]
    only_modes = [m for m in re.split(r"[\s,]+", args.only_modes or "") if m]
    for m in mode_override:
        if m not in mode_flags:
            ap.error("unknown mode %s (known: %s)" % (m, ", ".join(sorted(mode_flags))))
    if clang:
        arch_override = arch_override or CLANG_DEFAULT_ARCHS
        mode_override = mode_override or CLANG_DEFAULT_MODES
    if (arch_override or mode_override) and not args.cuda:
        ap.error("--archs and --modes need --cuda")

    sample = None
    if args.sample:
        m = re.fullmatch(r"([0-9]+(?:,[0-9]+)*)/([1-9][0-9]*)", args.sample)
        ks = {int(k) for k in m.group(1).split(",")} if m else set()
        if not m or max(ks) >= int(m.group(2)):
            ap.error("--sample takes K/N (K a comma list) with 0 <= K < N")
        sample = (ks, int(m.group(2)))

    def in_sample(name):
        return sample is None or zlib.crc32(name.encode()) % sample[1] in sample[0]

    variants = []
    skipped = 0
    tmp = None
    stubs = None
    if args.cuda:
        if not shutil.which(args.nvcc) and not (clang and args.cuda_path):
            print("check-labeled: nvcc not found", file=sys.stderr)
            return 77
        if clang:
            if not shutil.which(args.clang):
                print("check-labeled: %s not found" % args.clang, file=sys.stderr)
                return 77
            cuda_path = args.cuda_path or toolkit_path(args.nvcc)
            stubs = clang_stubs(cuda_path)
        out = args.out or tempfile.mkdtemp(prefix="ptxlint-labeled-")
        tmp = None if args.out else out
        os.makedirs(out, exist_ok=True)
        root = os.path.abspath(args.cuda)
        for dirpath, _, files in sorted(os.walk(root)):
            for fn in sorted(files):
                if not fn.endswith(".cu"):
                    continue
                path = os.path.join(dirpath, fn)
                name = os.path.relpath(path, root)
                if args.filter and not re.search(args.filter, name):
                    continue
                if not in_sample(name):
                    continue
                c = Case(name, path)
                with open(path) as f:
                    c.parse_header(f.read())
                if arch_override:
                    archs = [a for a in arch_override if supports_arch(c, a)]
                    skipped += (len(arch_override) - len(archs)) * (len(mode_override) if clang else 1)
                else:
                    archs = c.archs if args.variants == "full" else c.archs[:1]
                for a in archs:
                    for m in (mode_override or c.modes):
                        if only_modes and m not in only_modes:
                            continue
                        ptx = os.path.join(out, "%s.%s.%s.ptx" % (name[:-3].replace("/", "__"), a, m))
                        variants.append(Variant(c, a, m, ptx))
        if args.reuse:
            if not args.out:
                ap.error("--reuse needs --out")
            def built(p):
                return os.path.exists(p) and os.path.getmtime(p) >= os.path.getmtime(v.case.path)
            todo = []
            for v in variants:
                if built(v.ptx):
                    continue
                if clang and built(v.ptx + ".skip"):
                    with open(v.ptx + ".skip") as f:
                        v.skip = f.read().strip()  # clang could not compile it last time either
                    continue
                todo.append(v)
        else:
            todo = variants
        if clang:
            def compile_one(v):
                compile_variant_clang(args.clang, cuda_path, stubs, v)
        else:
            def compile_one(v):
                compile_variant(args.nvcc, v)
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
            list(ex.map(compile_one, todo))
    else:
        for fn in sorted(os.listdir(args.ptx)):
            if not fn.endswith(".ptx"):
                continue
            path = os.path.join(args.ptx, fn)
            c = Case(fn, path)
            with open(path) as f:
                c.parse_header(f.read(4096))
            if args.filter and not re.search(args.filter, c.name):
                continue
            if not in_sample(re.sub(r"\.(sm_[0-9a-z]+)\.[A-Za-z0-9]+\.ptx$", ".cu",
                                    c.name.replace("__", "/"))):
                continue
            m = re.match(r".*\.(sm_[0-9a-z]+)\.(O3|G|lineinfo|nvvmO[012])\.ptx$", fn)
            if not m:
                print("check-labeled: %s: name must end in .ARCH.MODE.ptx" % fn, file=sys.stderr)
                return 2
            variants.append(Variant(c, m.group(1), m.group(2), path))
        if args.sources:
            stale_ptx = check_committed(args.sources, variants, args.filter, in_sample)
            if stale_ptx:
                for e in stale_ptx[:20]:
                    print("ERROR: " + e)
                if len(stale_ptx) > 20:
                    print("ERROR: ... and %d more" % (len(stale_ptx) - 20))
                print("check-labeled: the committed PTX does not match the sources: rebuild it "
                      "with check-labeled.py --cuda %s --write-ptx %s" % (args.sources, args.ptx))
                return 1
    if not variants:
        print("check-labeled: no labelled files found", file=sys.stderr)
        return 2

    todo = [v for v in variants if not v.error and not v.skip]
    with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
        list(ex.map(lambda b: lint_batch(args.ptxlint, b, args.smt_timeout),
                    lint_batches(todo, args.jobs)))
    if clang:
        # PTX that ptxas rejects too (inline PTX newer than clang's .version)
        # is clang's problem, not ptxlint's.
        def recheck(v):
            if v.error and v.error.startswith("ptxlint rejects"):
                why = ptxas_rejects(args.ptxas, v)
                if why:
                    v.skip, v.error = why, None
        with concurrent.futures.ThreadPoolExecutor(max(1, args.jobs)) as ex:
            list(ex.map(recheck, variants))
    skips = [v for v in variants if v.skip]
    variants = [v for v in variants if not v.skip]

    xfails = load_xfails(args.xfail)
    counts = {r: {"TP": 0, "FP": 0, "FN": 0, "TN": 0, "XFAIL": 0} for r in RULES}
    failures, errors = [], []
    for v in variants:
        if v.error:
            errors.append("%s: %s" % (v.label, v.error))
            continue
        for rule in RULES:
            exp, got = rule in v.case.expect, rule in v.found
            kind = "TP" if exp and got else "FP" if got else "FN" if exp else "TN"
            counts[rule][kind] += 1
            matching = [x for x in xfails if x["file"] == v.case.name and x["rule"] == rule
                        and fnmatch.fnmatch(v.tag, x["variant"])]
            for x in matching:
                x["matched"] += 1
            if kind in ("FP", "FN"):
                if any(x["kind"] == kind for x in matching):
                    counts[rule]["XFAIL"] += 1
                    for x in matching:
                        x["failed"] += 1
                else:
                    failures.append((v, rule, kind))

    # The table.
    variant_desc = args.variants
    if arch_override or mode_override:
        variant_desc = "archs %s, modes %s" % (",".join(arch_override) or "per file",
                                               ",".join(mode_override) or "per file")
    if only_modes:
        variant_desc += ", only %s" % ",".join(only_modes)
    if sample:
        variant_desc += ", sample %s/%d" % (",".join(map(str, sorted(sample[0]))), sample[1])
    print("labelled corpus: %d variants of %d files (%s)" %
          (len(variants), len({v.case.name for v in variants}),
           "compiled with %s, %s" % (os.path.basename(args.clang) if clang else "nvcc", variant_desc)
           if args.cuda else "committed PTX"))
    print("%-24s %5s %5s %5s %5s %6s  %9s %6s" % ("rule", "TP", "FP", "FN", "TN", "xfail", "precision", "recall"))
    tot = {"TP": 0, "FP": 0, "FN": 0, "TN": 0, "XFAIL": 0}
    for rule in RULES:
        c = counts[rule]
        for k in tot:
            tot[k] += c[k]
        prec = "%.2f" % (c["TP"] / (c["TP"] + c["FP"])) if c["TP"] + c["FP"] else "-"
        rec = "%.2f" % (c["TP"] / (c["TP"] + c["FN"])) if c["TP"] + c["FN"] else "-"
        print("%-24s %5d %5d %5d %5d %6d  %9s %6s" % (rule, c["TP"], c["FP"], c["FN"], c["TN"], c["XFAIL"], prec, rec))
    print("%-24s %5d %5d %5d %5d %6d" % ("total", tot["TP"], tot["FP"], tot["FN"], tot["TN"], tot["XFAIL"]))

    stale = [x for x in xfails if x["matched"] and not x["failed"]]
    for v, rule, kind in failures:
        what = "false positive" if kind == "FP" else "missed bug"
        print("MISMATCH: %s: %s %s (expected: %s)" %
              (v.label, what, rule, ", ".join(sorted(v.case.expect)) or "clean"))
        if args.show and kind == "FP":
            for d in getattr(v, "diags", []):
                if d.get("rule") == rule:
                    print("    %s:%s: %s" % (os.path.basename(v.ptx), d.get("line"), d.get("message")))
    for x in stale:
        print("UNEXPECTED PASS: expected-failures line %d (%s %s %s %s) no longer fails; remove it" %
              (x["line"], x["file"], x["variant"], x["kind"], x["rule"]))
    for e in errors:
        print("ERROR: " + e)
    print("labelled corpus: %d mismatches, %d expected failures, %d unexpected passes, %d errors" %
          (len(failures), tot["XFAIL"], len(stale), len(errors)))
    if skipped and clang:
        print("labelled corpus: %d variants skipped (the file's ARCHS need a newer arch than %s)" %
              (skipped, ",".join(arch_override)))
    elif skipped:
        print("labelled corpus: %d file x arch pairs skipped (arch older than the file's ARCHS)" % skipped)
    if skips:
        why = {}
        for v in skips:
            key = re.sub(r"'[^']*'", "'...'", v.skip)[:70]
            why[key] = why.get(key, 0) + 1
        print("labelled corpus: %d variants of %d files skipped (the compiler could not build them):" %
              (len(skips), len({v.case.name for v in skips})))
        for key, n in sorted(why.items(), key=lambda kv: -kv[1])[:12]:
            print("  %5d  %s" % (n, key))
        if args.show:
            for v in skips:
                print("SKIPPED: %s: %s" % (v.label, v.skip))

    if args.write_ptx and args.cuda:
        os.makedirs(args.write_ptx, exist_ok=True)
        for v in variants:
            if v.error or v.mode not in COMMITTED_MODES or v.arch != v.case.archs[0]:
                continue
            dest = os.path.join(args.write_ptx, os.path.basename(v.ptx))
            with open(v.ptx) as f:
                body = f.read()
            with open(dest, "w") as f:
                f.write("// SOURCE: %s\n" % v.case.name)
                f.write("// SOURCE-SHA1: %s\n" % source_sha1(v.case.path))
                for h in v.case.header:
                    if not h.startswith(("// ARCHS", "// MODES", "// NVCC-ARGS")):
                        f.write(h + "\n")
                f.write(body)
        print("wrote committed PTX to %s" % args.write_ptx)
    if tmp:
        shutil.rmtree(tmp, ignore_errors=True)
    if stubs:
        shutil.rmtree(stubs, ignore_errors=True)
    return 1 if failures or stale or errors else 0


if __name__ == "__main__":
    sys.exit(main())
