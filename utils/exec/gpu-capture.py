#!/usr/bin/env python3
"""Stands in for ptxlint and records every `ptxlint run` it is given as a
case a GPU can replay (utils/exec/gpu-record.py), then runs the real ptxlint
with the same arguments, so the caller sees no difference.

Any harness that takes a ptxlint path (host-diff.py, warp-diff.py, lit with
`--param ptxlint=...`) can so collect the kernels and inputs it runs:

    PTXLINT_REAL=build/bin/ptxlint PTXLINT_CAPTURE_DIR=/tmp/cases \\
        utils/exec/host-diff.py --ptxlint utils/exec/gpu-capture.py ...

Each case is a directory under PTXLINT_CAPTURE_DIR holding the PTX
(kernel.ptx), the input buffers (inN.bin) and case.json: kernel, grid,
block, cluster, cooperative, dynamic shared memory, the argument specs with
paths made relative to the case, the run options that change results
(--schedule, --seed, --tensor-core, --max-steps), where the caller ran
it from, and ptxlint's exit status. Cases are deduplicated by content
(the same kernel and inputs run twice are one case). Runs that read the PTX
from stdin, --check-support and --trace runs are passed through unrecorded.
"""
import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("gpucompare", os.path.join(HERE, "gpu-compare.py"))
gpucompare = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(gpucompare)

RESULT_OPTIONS = ("--schedule", "--seed", "--tensor-core", "--max-steps")


def real_ptxlint():
    real = os.environ.get("PTXLINT_REAL")
    if not real:
        here = os.path.dirname(os.path.abspath(__file__))
        real = os.path.join(here, "..", "..", "build", "bin", "ptxlint")
    return real


def parse_run(argv):
    """The case of `ptxlint run ARGV`, or None when it is not one a GPU
    replays. Options may be written --opt=value or --opt value."""
    case = {"grid": "1", "block": "1", "cluster": None, "cooperative": False,
            "dynamic_smem": 0, "args": [], "options": {}}
    ptx = None
    i = 0
    while i < len(argv):
        a = argv[i]
        name, eq, val = a.partition("=")
        takes = name in ("--kernel", "--grid", "--block", "--cluster", "--arg",
                         "--dynamic-smem", "--format") + RESULT_OPTIONS
        if takes and not eq:
            if i + 1 >= len(argv):
                return None
            val = argv[i + 1]
            i += 1
        i += 1
        if name in ("--check-support", "--trace"):
            return None
        if name == "--kernel":
            case["kernel"] = val
        elif name in ("--grid", "--block", "--cluster"):
            case[name[2:]] = val
        elif name == "--arg":
            case["args"].append(val)
        elif name == "--dynamic-smem":
            case["dynamic_smem"] = int(val, 0)
        elif name == "--cooperative":
            case["cooperative"] = True
        elif name in RESULT_OPTIONS:
            case["options"][name[2:]] = val
        elif name.startswith("-") and name != "-":
            continue  # -w, --format: do not change results
        elif ptx is None:
            ptx = a
    if ptx is None or ptx == "-" or "kernel" not in case or not os.path.isfile(ptx):
        return None
    return ptx, case


class _Skip(Exception):
    """An input file that is gone: the case cannot be recorded."""


def record(capdir, ptx, case, status):
    """Writes the case into a directory named by the hash of its content."""
    files = {"kernel.ptx": open(ptx, "rb").read()}
    count = {"in": 0, "out": 0}

    def take_input(path):
        if not os.path.isfile(path):
            raise _Skip(path)
        name = "in%d.bin" % count["in"]
        count["in"] += 1
        files[name] = open(path, "rb").read()
        return name

    def name_output(_path):
        name = "out%d.bin" % count["out"]
        count["out"] += 1
        return name

    try:
        specs = [gpucompare.map_spec_paths(spec, take_input, name_output)
                 for spec in case["args"]]
    except _Skip:
        return
    meta = dict(case, args=specs, ptxlint_status=status, source=os.getcwd())
    h = hashlib.sha1()
    for k in sorted(files):
        h.update(k.encode() + b"\0" + hashlib.sha1(files[k]).digest())
    h.update(json.dumps(dict(meta, ptxlint_status=None, source=None), sort_keys=True).encode())
    d = os.path.join(capdir, h.hexdigest()[:16])
    if os.path.isdir(d):
        return
    tmp = d + ".tmp%d" % os.getpid()
    os.makedirs(tmp)
    for k, v in files.items():
        with open(os.path.join(tmp, k), "wb") as f:
            f.write(v)
    with open(os.path.join(tmp, "case.json"), "w") as f:
        json.dump(meta, f, indent=1, sort_keys=True)
    try:
        os.rename(tmp, d)
    except OSError:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    argv = sys.argv[1:]
    res = subprocess.run([real_ptxlint()] + argv)
    capdir = os.environ.get("PTXLINT_CAPTURE_DIR")
    if capdir and argv and argv[0] == "run":
        parsed = parse_run(argv[1:])
        if parsed:
            os.makedirs(capdir, exist_ok=True)
            record(capdir, parsed[0], parsed[1], res.returncode)
    sys.exit(res.returncode)


if __name__ == "__main__":
    main()
