"""Helpers shared by the benchmark scripts in utils/bench/."""
import os
import subprocess
import time


def run_timed(cmd):
    """Runs cmd with its output discarded; returns (seconds, peak_rss_bytes, returncode)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - start
    return elapsed, usage.ru_maxrss * 1024, os.waitstatus_to_exitcode(status)


def ptx_files(paths):
    """The given files, and every .ptx file under the given directories."""
    for a in paths:
        if os.path.isdir(a):
            for root, _, names in os.walk(a):
                for n in sorted(names):
                    if n.endswith(".ptx"):
                        yield os.path.join(root, n)
        else:
            yield a
