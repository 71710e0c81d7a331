#!/usr/bin/env python3
"""Check the ISA table's PTX ISA / target requirements on the cuda::ptx wrappers.

Every libcu++ cuda::ptx wrapper says which PTX ISA version and target its
form needs ("// PTX ISA 80, SM_90").  This checker uses those annotations,
and ptxas, as oracles for the requirements in the ISA table
(sema/isa/*.isa):

  utils/corpus/gen-ptx-wrappers.py -o W.cu --markers W.json
  nvcc -ptx -std=c++17 -arch=sm_100a W.cu -o W.sm_100a.ptx    (sm_100a emits every wrapper)
  utils/corpus/check-ptx-wrapper-reqs.py --ptxas --ptxlint build/bin/ptxlint \
      [--retarget SM ...] [--reversion X.Y[:SM] ...] W.json W.sm_100a.ptx

`--markers` puts an inline-asm comment `// @wrapper N` before each call, so
the inline-asm lines that follow it in the PTX belong to wrapper N.  The
checker rewrites the file's `.version` / `.target`, runs ptxlint (and
ptxas), and records which wrappers get a `ptx-version-required` /
`target-required` error (ptxas: an error on one of their lines):

  * at the annotated version and one version below it (file's own target);
  * at the annotated generic target (SM_90) and the one below it (sm_89),
    or at each annotated arch-specific target (SM_100a) and its plain
    target (sm_100), with .version 9.0;
  * at every --retarget / --reversion configuration (ptxlint vs ptxas only).

It prints two lists:

  annotation differs           ptxlint's verdict is not what the annotation
                               implies (with whether ptxas agrees with
                               ptxlint); libcu++'s annotations are sometimes
                               off, so this is for reading, not failing
  PTXLINT AND PTXAS DISAGREE   a false error or a missed error of the table

and exits 1 when the second list is not empty.  ptxas 13.0 knows no target
below sm_75, and below .version 7.4 it skips instruction checks once the
.version is too old for the .target, so such configurations are compared
with the annotation only.
"""

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile

VERSIONS = ["5.0", "6.0", "6.1", "6.2", "6.3", "6.4", "6.5", "7.0", "7.1", "7.2", "7.3", "7.4", "7.5",
            "7.6", "7.7", "7.8", "8.0", "8.1", "8.2", "8.3", "8.4", "8.5", "8.6", "8.7", "8.8", "9.0"]
GENERIC = [50, 52, 53, 60, 61, 62, 70, 72, 75, 80, 86, 87, 89, 90, 100, 103, 110, 120, 121]
LINE = re.compile(r"^[^:]+:(\d+):\d+: error: .*\[(ptx-version-required|target-required)\]")
PTXAS = re.compile(r"^ptxas [^,]+, line (\d+); error\s*: (.*)")


def ver_tuple(s):
    a, b = s.split(".")
    return (int(a), int(b))


def owners(lines):
    """Map line number -> wrapper id for the inline-asm lines after each marker."""
    owner, cur, inasm = {}, None, False
    for i, ln in enumerate(lines, 1):
        s = ln.strip()
        m = re.match(r"// @wrapper (\d+)", s)
        if m:
            cur = int(m.group(1))
        elif s == "// begin inline asm":
            inasm = True
        elif s == "// end inline asm":
            inasm = False
        elif inasm and cur is not None and s and not s.startswith("//"):
            owner[i] = cur
    return owner


def run_config(ptxlint, lines, owner, version, target, use_ptxas, tmpdir):
    """Return (ptxlint_failing_wrappers, ptxas_failing_wrappers or None, sample lines)."""
    low = []
    for ln in lines:
        if ln.startswith(".version "):
            ln = ".version " + version
        elif ln.startswith(".target "):
            ln = ".target " + target
        low.append(ln)
    path = os.path.join(tmpdir, "w.%s.%s.ptx" % (version, target))
    with open(path, "w") as fh:
        fh.write("\n".join(low) + "\n")
    r = subprocess.run([ptxlint, "--no-analyses", "--format=gnu", path], capture_output=True, text=True)
    lint = {}
    for out in (r.stdout + r.stderr).split("\n"):
        m = LINE.match(out)
        if m and int(m.group(1)) in owner:
            lint.setdefault(owner[int(m.group(1))], out.split(": error: ", 1)[1])
    pt = None
    if use_ptxas:
        pt = {}
        r = subprocess.run(["ptxas", "-arch=" + target, path, "-o", os.devnull], capture_output=True, text=True)
        text = r.stdout + r.stderr
        # A target ptxas does not know (sm_72): no verdict.  A .version too
        # old for the .target ("PTX .version 8.5 does not support .target
        # sm_100a"): ptxas 13.0 still checks every instruction's requirements
        # from .version 7.4 on (per-wrapper verdicts equal ptxlint's there),
        # but skips some below (mbarrier.init at 6.5 / sm_100a passes), so
        # its silence means nothing there.
        if "is not defined for option" in text:
            return lint, None
        if "does not support .target" in text and ver_tuple(version) < (7, 4):
            return lint, None
        for out in text.split("\n"):
            m = PTXAS.match(out)
            if m and int(m.group(1)) in owner and ("requires" in m.group(2) or "not supported" in m.group(2)):
                pt.setdefault(owner[int(m.group(1))], m.group(2))
    return lint, pt


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ptxlint", required=True)
    ap.add_argument("--ptxas", action="store_true",
                    help="also ask ptxas; a ptxlint/ptxas disagreement is an error (exit 1)")
    ap.add_argument("--retarget", action="append", default=[], metavar="SM",
                    help="also assemble each file with .target SM (and ptxas -arch=SM) and "
                         "compare ptxlint's and ptxas's verdicts per wrapper (repeatable; needs --ptxas)")
    ap.add_argument("--reversion", action="append", default=[], metavar="X.Y",
                    help="likewise with .version X.Y and the file's own target, or SM when written "
                         "X.Y:SM (repeatable)")
    ap.add_argument("markers")
    ap.add_argument("ptx", nargs="+", help="PTX of the --markers .cu (sm_100a has every wrapper)")
    a = ap.parse_args()
    markers = json.load(open(a.markers))
    annot, disagree = {}, {}
    tmpdir = tempfile.mkdtemp(prefix="wrapper-reqs.")

    def record(w, ver, tgt, expect, lint, pt):
        got = w in lint
        where = ".version %s .target %s" % (ver, tgt)
        mk = markers[w]
        if pt is not None and got != (w in pt):
            key = (mk["header"], mk["ptx"][0][0], where, "ptxlint %s, ptxas %s" % (
                "fails" if got else "accepts", "fails" if w in pt else "accepts"))
            disagree.setdefault(key, lint.get(w) or pt.get(w))
        elif expect is not None and got != expect:
            key = (mk["header"], mk["ptx"][0][0], where, "annotation says %s, ptxlint %s%s" % (
                "fail" if expect else "ok", "fails" if got else "accepts",
                "" if pt is None else (", ptxas too" if got == (w in pt) else "")))
            annot.setdefault(key, lint.get(w) or "")

    checked = set()
    for p in a.ptx:
        lines = open(p).read().split("\n")
        owner = owners(lines)
        tgt0 = next(l.split()[1] for l in lines if l.startswith(".target "))
        ids = set(owner.values()) - checked
        checked |= ids
        # The version, target and ptxas checks below ask for some (.version,
        # .target) pairs more than once (a wrapper's version and the one
        # below another's, a retarget that is also an annotation's target):
        # each pair is linted and assembled once, 32 runs instead of 47 for
        # the suite's file.
        configs_done = {}

        def run_once(ptxlint, lines, owner, ver, tgt, use_ptxas, tmpdir):
            key = (ver, tgt, use_ptxas)
            if key not in configs_done:
                configs_done[key] = run_config(ptxlint, lines, owner, ver, tgt, use_ptxas, tmpdir)
            return configs_done[key]
        # Version: each wrapper must be clean at its annotated version and fail one below.
        byver = {}
        for w in ids:
            v = "%d.%d" % divmod(markers[w]["ptx"][0][1], 10)
            if v in VERSIONS:
                i = VERSIONS.index(v)
                byver.setdefault((v, False), set()).add(w)
                if i:
                    byver.setdefault((VERSIONS[i - 1], True), set()).add(w)
        for (ver, expect), ws in sorted(byver.items()):
            lint, pt = run_once(a.ptxlint, lines, owner, ver, tgt0, a.ptxas, tmpdir)
            for w in ws:
                record(w, ver, tgt0, expect, lint, pt)
        # Target: generic SM_N must pass at sm_N and fail one below; arch-specific
        # SM_Xa must pass at sm_Xa and fail at plain sm_X.
        bytgt = {}
        for w in ids:
            sms = [re.sub(r"\s.*", "", x.lower()) for x in markers[w]["ptx"][0][2]]
            gen = [int(x[3:]) for x in sms if re.match(r"sm_\d+$", x)]
            spec = [x for x in sms if re.match(r"sm_\d+a$", x) and x != "sm_101a"]
            if gen and min(gen) in GENERIC:
                g = min(gen)
                bytgt.setdefault(("sm_%d" % g, False), set()).add(w)
                i = GENERIC.index(g)
                if i:
                    bytgt.setdefault(("sm_%d" % GENERIC[i - 1], True), set()).add(w)
            elif spec:
                for x in spec:
                    bytgt.setdefault((x, False), set()).add(w)
                    bytgt.setdefault((x[:-1], True), set()).add(w)
        for (t, expect), ws in sorted(bytgt.items()):
            lint, pt = run_once(a.ptxlint, lines, owner, "9.0", t, a.ptxas, tmpdir)
            for w in ws:
                record(w, "9.0", t, expect, lint, pt)
        # Retarget / reversion: ptxlint against ptxas only.
        if a.ptxas:
            configs = [("9.0", t) for t in a.retarget]
            configs += [(v.split(":")[0], v.split(":")[1] if ":" in v else tgt0) for v in a.reversion]
            for ver, t in configs:
                lint, pt = run_once(a.ptxlint, lines, owner, ver, t, True, tmpdir)
                for w in set(owner.values()):
                    record(w, ver, t, None, lint, pt)
    for title, d in (("annotation differs", annot), ("PTXLINT AND PTXAS DISAGREE", disagree)):
        for (h, ptx, where, what), msg in sorted(d.items()):
            print("%s: %s: %s: %s\n    %s\n    %s" % (title, h, where, what, ptx, msg))
    print("check-ptx-wrapper-reqs: %d wrapper calls checked; %d annotation mismatches; "
          "%d ptxlint/ptxas disagreements" % (len(checked), len(annot), len(disagree)))
    return 1 if disagree else 0


if __name__ == "__main__":
    sys.exit(main())
