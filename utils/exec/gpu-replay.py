#!/usr/bin/env python3
"""Compares `ptxlint run` with what a real GPU produced for the same cases
(gpu-capture.py recorded them, gpu-record.py ran them on the GPU). Needs no
GPU: the hardware's bytes are in the results folder.

usage: gpu-replay.py [--ptxlint PATH] [--jobs N] [--known FILE] [--quiet] [--limit N]
                     [--ignore-probe REGEX] [--ignore-probe-file FILE]
                     CASES_DIR RESULTS_DIR

For every case with a result the executor runs with the tensor-core model
of the GPU that recorded it (gpu-compare.py --model-for-cc) and the case's
own schedule options, then:

  same         every output buffer is bit-identical (bytes the GPU itself
               gave differently in its two launches are not compared)
  same-ignoring  identical except in probes --ignore-probe names
  both-fault   the GPU's launch failed and ptxlint reported a fault
  DIFFER       an output buffer differs (first differing words shown)
  OUTCOME      one side completed and the other faulted
  no-gpu       the GPU could not load the module (a newer .target) or the
               recorder failed: not compared

--known FILE lists case names (one per line, '#' comments) whose
difference is understood; they are counted as known, not failures.
Exit status: 0 when nothing differs beyond --known, 1 otherwise.
"""
import argparse
import re
import concurrent.futures
import importlib.util
import json
import os
import struct
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gpucompare", os.path.join(HERE, "gpu-compare.py"))
gpucompare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpucompare)


class Probes:
    """gen-hw-vectors.py's probes.txt: which probe and thread an output
    offset belongs to, and the thread's operands."""

    def __init__(self, case_dir):
        self.rows = []  # (start offset, width in bytes, threads, text)
        off = 0
        for line in open(os.path.join(case_dir, "probes.txt")):
            k, width, n, text = line.rstrip("\n").split(" ", 3)
            self.rows.append((off, int(width) // 8, int(n), text))
            off += int(width) // 8 * int(n)
        def read(name):
            path = os.path.join(case_dir, name)
            return open(path, "rb").read() if os.path.isfile(path) else b""
        self.a, self.b = read("in0.bin"), read("in1.bin")

    def locate(self, off):
        """(word start, width, description) of the result holding OFF."""
        for start, width, n, text in self.rows:
            if start <= off < start + width * n:
                i = (off - start) // width
                if len(self.a) < 8 * (i + 1) or len(self.b) < 8 * (i + 1):
                    return start + i * width, width, text
                a = struct.unpack_from("<Q", self.a, 8 * i)[0]
                b = struct.unpack_from("<Q", self.b, 8 * i)[0]
                return start + i * width, width, "%s a=0x%x b=0x%x c=%d" % (
                    text, a, b, (i * 2654435761 >> 7) & 1)
        return off // 4 * 4, 4, ""


def word_diffs(gpu, mine, second, probes=None, limit=4, ignore=None):
    """(number of differing bytes, descriptions of the first LIMIT differing
    results, number of differing bytes in probes IGNORE matches), not
    counting bytes the GPU's two launches disagree on."""
    n = ignored = 0
    words = []
    for i in range(min(len(gpu), len(mine))):
        if gpu[i] != mine[i] and (second is None or second[i] == gpu[i]):
            w, width, what = probes.locate(i) if probes else (i // 4 * 4, 4, "")
            if ignore is not None and what and ignore.search(what):
                ignored += 1
                continue
            n += 1
            if len(words) < limit and (not words or words[-1][0] != w):
                words.append((w, gpu[w:w + width], mine[w:w + width], what))
    desc = ["@%d gpu %s ptxlint %s%s" % (w, g[::-1].hex(), m[::-1].hex(), " [%s]" % what if what else "")
            for w, g, m, what in words]
    return n, desc, ignored


def replay(case_dir, res_dir, ptxlint, limit=4, ignore=None):
    """(verdict, message) of one case."""
    case = json.load(open(os.path.join(case_dir, "case.json")))
    st_path = os.path.join(res_dir, "status.json")
    if not os.path.isfile(st_path):
        return "no-gpu", "no result"
    st = json.load(open(st_path))
    if st.get("load") not in (None, "CUDA_SUCCESS") or ("cc" not in st and st.get("launch") != "TIMEOUT"):
        return "no-gpu", st.get("error", "?")
    major, _, minor = st.get("cc", "9.0").partition(".")
    model = gpucompare.model_for_cc(int(major), int(minor)) or "exact"
    with tempfile.TemporaryDirectory(prefix="gpu-replay-") as tmp:
        cmd = [ptxlint, "run", os.path.join(case_dir, "kernel.ptx"), "--kernel", case["kernel"],
               "--grid", case["grid"], "--block", case["block"],
               "--dynamic-smem", str(case.get("dynamic_smem", 0)), "--tensor-core=" + model, "-w"]
        if case.get("cluster"):
            cmd += ["--cluster", case["cluster"]]
        if case.get("cooperative"):
            cmd.append("--cooperative")
        for k, v in case.get("options", {}).items():
            if k != "tensor-core":
                cmd += ["--" + k, v]
        outs = []

        def out_path(name):
            outs.append(name)
            return os.path.join(tmp, name)

        for spec in case["args"]:
            cmd += ["--arg", gpucompare.map_spec_paths(
                spec, lambda p: os.path.join(case_dir, p), out_path)]
        try:
            r = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
        except subprocess.TimeoutExpired:
            return "OUTCOME", "ptxlint run timed out"
        said = (r.stderr.strip() or r.stdout.strip() or "exit %d" % r.returncode).splitlines()
        fault = said[0][:200] if r.returncode else ""
        gpu_ok = st.get("launch") == "CUDA_SUCCESS"
        if not gpu_ok and r.returncode == 1:
            return "both-fault", "gpu %s; ptxlint: %s" % (st.get("launch"), fault)
        if gpu_ok != (r.returncode == 0):
            return "OUTCOME", "gpu %s; ptxlint exit %d %s" % (st.get("launch"), r.returncode, fault)
        problems = []
        unstable = ignored = 0
        for name in outs:
            gpu = open(os.path.join(res_dir, name), "rb").read()
            mine = open(os.path.join(tmp, name), "rb").read()
            sp = os.path.join(res_dir, name + ".second")
            second = open(sp, "rb").read() if os.path.isfile(sp) else None
            if second is not None:
                unstable += sum(1 for a, b in zip(gpu, second) if a != b)
            if len(gpu) != len(mine):
                problems.append("%s: %d bytes on the gpu, %d from ptxlint" % (name, len(gpu), len(mine)))
                continue
            probes = Probes(case_dir) if os.path.isfile(os.path.join(case_dir, "probes.txt")) else None
            n, desc, ign = word_diffs(gpu, mine, second, probes, limit=limit, ignore=ignore)
            ignored += ign
            if n:
                problems.append("%s: %d of %d bytes differ: %s" % (name, n, len(gpu), "; ".join(desc)))
        note = " (%d bytes unstable on the gpu)" % unstable if unstable else ""
        if ignored:
            note += " (%d bytes differ in --ignore-probe probes)" % ignored
        if problems:
            return "DIFFER", "; ".join(problems) + note
        return ("same-ignoring" if ignored else "same"), note.strip()


def main():
    ap = argparse.ArgumentParser(usage=__doc__.split("\n\n")[1])
    ap.add_argument("cases")
    ap.add_argument("results")
    ap.add_argument("--ptxlint", default=os.path.join(HERE, "..", "..", "build", "bin", "ptxlint"))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--known", default=None)
    ap.add_argument("--quiet", action="store_true")
    ap.add_argument("--limit", type=int, default=4, help="differing results shown per buffer")
    ap.add_argument("--ignore-probe", default=None,
                    help="regex: differences in gen-hw-vectors probes whose text matches "
                         "are counted, not failures (the .approx functions, say)")
    ap.add_argument("--ignore-probe-file", default=None,
                    help="file of probe texts (one per line, '#' comments) to ignore likewise")
    args = ap.parse_args()
    known = set()
    if args.known:
        for line in open(args.known):
            line = line.split("#")[0].strip()
            if line:
                known.add(line)
    pats = [args.ignore_probe] if args.ignore_probe else []
    if args.ignore_probe_file:
        for line in open(args.ignore_probe_file):
            line = line.rstrip("\n")
            if line and not line.startswith("#"):
                pats.append("^" + re.escape(line) + "( |$)")
    ignore = re.compile("|".join("(?:%s)" % p for p in pats)) if pats else None
    names = sorted(n for n in os.listdir(args.cases)
                   if os.path.isfile(os.path.join(args.cases, n, "case.json")))
    counts = {}
    bad = 0

    def job(n):
        try:
            return n, replay(os.path.join(args.cases, n), os.path.join(args.results, n),
                             os.path.abspath(args.ptxlint), args.limit,
                             ignore)
        except (OSError, ValueError, KeyError) as e:
            return n, ("OUTCOME", "replay error: %s" % e)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as ex:
        for n, (verdict, msg) in ex.map(job, names):
            if verdict in ("DIFFER", "OUTCOME") and n in known:
                verdict = "known"
            counts[verdict] = counts.get(verdict, 0) + 1
            if verdict in ("DIFFER", "OUTCOME"):
                bad += 1
            if verdict in ("DIFFER", "OUTCOME") or not args.quiet:
                print("%-10s %s %s" % (verdict, n, msg), flush=True)
    print("gpu-replay: %d cases: %s" % (len(names), ", ".join(
        "%s %d" % kv for kv in sorted(counts.items()))))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
