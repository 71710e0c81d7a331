"""Runs the `// CASE:` lines of tensor-core-models.ptx under every model.

usage: tensor-core-run.py PTXLINT FILE.ptx WORKDIR [--only NAME] [--default-only]
       tensor-core-run.py PTXLINT FILE.ptx WORKDIR --gpu-compare GPU-COMPARE.py

A case line is
    // CASE: NAME KERNEL c=HEX a=K=HEX,K=HEX,... b=K=HEX,...
It names the kernel, the raw bits of C (for an f16 accumulator the f16x2
word) and the non-zero elements of the A row and B column (raw bits, by k;
every other element is +0). The kernels give every row of A the same values
and every column of B the same values, so every element of D is the same dot
product; lane 0 stores the first word of its D fragment. For each case the
script prints
    NAME exact=W ampere=W hopper=W blackwell=W default=W
where default is a run without --tensor-core (the model of the file's
.target); with --default-only only `NAME default=W`.

With --gpu-compare each case runs through utils/exec/gpu-compare.py (on the
GPU and in ptxlint with the GPU's model) and prints `NAME SAME gpu=W` or
`NAME DIFFER gpu=W ptxlint=W`; the exit status is 1 if any case differs.
The file's .target (sm_90) must run on the GPU (Hopper or later).
"""
import os, struct, subprocess, sys

# kernel -> (bytes per element, elements of the A row, of the B column,
# wmma: A/B stored as whole 16x16 matrices). mma.sp's A row is the compressed
# one: its element j is dense column 4*(j/2) + j%2 (metadata 0x44444444).
KERNELS = {
    "f16f32": (2, 16, 16, False), "f16f16": (2, 16, 16, False), "bf16": (2, 16, 16, False),
    "tf32": (4, 8, 8, False), "e4m3": (1, 32, 32, False), "e4m3h": (1, 32, 32, False),
    "wmma": (2, 16, 16, True), "sp": (2, 8, 16, False),
    "q884f32": (2, 4, 4, False), "q884f16": (2, 4, 4, False),
}


def vector(spec, width, k):
    vals = [0] * k
    if spec:
        for item in spec.split(","):
            idx, bits = item.split("=")
            vals[int(idx)] = int(bits, 16)
    fmt = {1: "B", 2: "H", 4: "I"}[width]
    return b"".join(struct.pack("<" + fmt, v) for v in vals)


def run(ptxlint, ptx, work, name, kernel, c, a, b, model):
    # wmma: A row-major and B column-major, 16 copies of the vector
    pa, pb, size = write_vectors(work, name, kernel, a, b)
    po = os.path.join(work, name + "." + (model or "default") + ".out")
    cmd = [ptxlint, "run", ptx, "--kernel", kernel, "--grid", "1", "--block", "32",
           "--arg", "in:" + pa, "--arg", "in:" + pb, "--arg", "b32:0x" + c,
           "--arg", "out:%d:%s" % (size, po)]
    if model:
        cmd.append("--tensor-core=" + model)
    r = subprocess.run(cmd, capture_output=True, text=True)
    if r.returncode != 0:
        return "error(" + (r.stdout + r.stderr).strip().replace("\n", " ") + ")"
    with open(po, "rb") as f:
        return "%08x" % struct.unpack("<I", f.read(4))[0]


def write_vectors(work, name, kernel, a, b):
    width, ka, kb, whole = KERNELS[kernel]
    av, bv = vector(a, width, ka), vector(b, width, kb)
    if whole:
        av, bv = av * 16, bv * 16
    pa, pb = os.path.join(work, name + ".a"), os.path.join(work, name + ".b")
    with open(pa, "wb") as f:
        f.write(av)
    with open(pb, "wb") as f:
        f.write(bv)
    return pa, pb, 1024 if whole else 4


def gpu_compare(script, ptxlint, ptx, work, name, kernel, c, a, b):
    pa, pb, size = write_vectors(work, name, kernel, a, b)
    po = os.path.join(work, name + ".gpu.out")
    r = subprocess.run([sys.executable, script, ptx, "--kernel", kernel, "--grid", "1",
                        "--block", "32", "--ptxlint", ptxlint, "--arg", "in:" + pa,
                        "--arg", "in:" + pb, "--arg", "b32:0x" + c,
                        "--arg", "out:%d:%s" % (size, po)], capture_output=True, text=True)
    if r.returncode not in (0, 1) or not os.path.exists(po + ".ptxlint"):
        return False, "%s ERROR %s" % (name, (r.stdout + r.stderr).strip().replace("\n", " "))
    gpu = struct.unpack("<I", open(po, "rb").read(4))[0]
    mine = struct.unpack("<I", open(po + ".ptxlint", "rb").read(4))[0]
    if r.returncode == 0:
        return True, "%s SAME gpu=%08x" % (name, gpu)
    return False, "%s DIFFER gpu=%08x ptxlint=%08x" % (name, gpu, mine)


def main():
    ptxlint, ptx, work = sys.argv[1:4]
    gpu_script = sys.argv[sys.argv.index("--gpu-compare") + 1] if "--gpu-compare" in sys.argv \
        else None
    only = sys.argv[sys.argv.index("--only") + 1] if "--only" in sys.argv else None
    default_only = "--default-only" in sys.argv
    os.makedirs(work, exist_ok=True)
    status = 0
    for line in open(ptx):
        if not line.startswith("// CASE:"):
            continue
        f = line.split()[2:]
        name, kernel = f[0], f[1]
        kv = dict(x.split("=", 1) for x in f[2:])
        if only and name != only:
            continue
        if gpu_script:
            ok, msg = gpu_compare(gpu_script, ptxlint, ptx, work, name, kernel, kv["c"],
                                  kv.get("a", ""), kv.get("b", ""))
            print(msg)
            status = status or (0 if ok else 1)
            continue
        models = [] if default_only else ["exact", "ampere", "hopper", "blackwell"]
        out = [name]
        for m in models + [None]:
            out.append("%s=%s" % (m or "default",
                                  run(ptxlint, ptx, work, name, kernel, kv["c"], kv.get("a", ""),
                                      kv.get("b", ""), m)))
        print(" ".join(out))
    sys.exit(status)


main()
