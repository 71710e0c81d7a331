#!/usr/bin/env python3
"""Runs ptxlint on every .ptx file under the given directories with and
without the instruction checker's memo (PTXLINT_NO_CHECK_MEMO=1) and reports
the files whose output (JSON diagnostics and exit code) differs. The test
suite's files hold most of ptxlint's diagnostics, so this is where a memo key
that leaves out something the checker reads would show.

The files go to ptxlint in batches (one process checks many modules; the memo
belongs to one module's checker, so a batch checks each file as a run of its
own would): the JSON of a batch lists every file's diagnostics with its file
name, so two equal batch outputs mean equal diagnostics, file by file. A batch
whose outputs or exit codes differ, or that fails as a whole (a crash, a
timeout), is rerun file by file to name the files that differ. Running
ptxlint once per file spent most of this test's time starting processes."""
import os
import subprocess
import sys

BATCH = 64

ptxlint, dirs = sys.argv[1], sys.argv[2:]
files = sorted(os.path.join(r, f) for d in dirs for r, _, fs in os.walk(d)
               for f in fs if f.endswith(".ptx"))
env_off = dict(os.environ, PTXLINT_NO_CHECK_MEMO="1")
env_on = {k: v for k, v in os.environ.items() if k != "PTXLINT_NO_CHECK_MEMO"}


def run(paths, env):
    try:
        p = subprocess.run([ptxlint, "--no-analyses", "--format=json"] + paths, env=env,
                           capture_output=True, timeout=120 * len(paths))
    except subprocess.TimeoutExpired:
        return None
    return p.returncode, p.stdout


def outputs(paths):
    return [run(paths, env) for env in (env_off, env_on)]


differ = 0
for i in range(0, len(files), BATCH):
    batch = files[i:i + BATCH]
    outs = outputs(batch)
    # Exit codes 0 and 1 are a batch that ran to its end (1: some file has
    # errors); anything else (a crash, a usage error, a timeout) says nothing
    # about the other files, so the batch is checked file by file.
    if outs[0] == outs[1] and outs[0] is not None and outs[0][0] in (0, 1):
        continue
    for f in batch:
        one = outputs([f])
        if one[0] is None or one[0] != one[1]:
            differ += 1
            print("differs:" if one[0] is not None else "differs: (timed out)", f)
print("memo-identity: %d files, %d differ" % (len(files), differ))
