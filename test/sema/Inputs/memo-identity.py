#!/usr/bin/env python3
"""Runs ptxlint on every .ptx file under the given directories with and
without the instruction checker's memo (PTXLINT_NO_CHECK_MEMO=1) and reports
the files whose output (JSON diagnostics and exit code) differs. The test
suite's files hold most of ptxlint's diagnostics, so this is where a memo key
that leaves out something the checker reads would show."""
import os
import subprocess
import sys

ptxlint, dirs = sys.argv[1], sys.argv[2:]
files = sorted(os.path.join(r, f) for d in dirs for r, _, fs in os.walk(d)
               for f in fs if f.endswith(".ptx"))
env_off = dict(os.environ, PTXLINT_NO_CHECK_MEMO="1")
env_on = {k: v for k, v in os.environ.items() if k != "PTXLINT_NO_CHECK_MEMO"}
differ = 0
for f in files:
    outs = []
    for env in (env_off, env_on):
        p = subprocess.run([ptxlint, "--no-analyses", "--format=json", f], env=env,
                           capture_output=True, timeout=120)
        outs.append((p.returncode, p.stdout))
    if outs[0] != outs[1]:
        differ += 1
        print("differs:", f)
print("memo-identity: %d files, %d differ" % (len(files), differ))
