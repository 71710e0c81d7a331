# lit configuration for ptxlint's tests (lexer/, parser/, sema/, driver/,
# corpus/). Tests needing nvcc, ptxas, llc or a GPU declare REQUIRES: and
# are reported as UNSUPPORTED (visibly skipped) where the tool is missing.
import os
import re
import shutil

import lit.formats

config.name = "ptxlint"
# bash, so RUN lines can check exact exit codes with `; test $? -eq N`.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ptx", ".test", ".ll"]
config.excludes = ["Inputs", "unit", "cuda", "llvm", "lit.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.ptxlint_obj_root, "test")

# --param ptxlint=PATH runs the tests with another binary or a wrapper
# (utils/exec/gpu-capture.py records every `ptxlint run` for a GPU).
config.ptxlint_bin = lit_config.params.get("ptxlint", config.ptxlint_bin)
for var in ("PTXLINT_REAL", "PTXLINT_CAPTURE_DIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
config.substitutions.append(("%ptxlint", config.ptxlint_bin))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("%srcroot", config.ptxlint_src_root))
config.substitutions.append(("FileCheck", config.filecheck))
config.substitutions.append(("%not", config.not_tool))

# Keep the environment the tests see small and predictable.
config.environment["LC_ALL"] = "C"
for var in ("PATH", "HOME", "TMPDIR", "CUDA_HOME", "PTXLINT_CORPUS", "PTXLINT_THREADS",
            "PTXLINT_SPLIT_MIN_BYTES"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

# Without leak checks the command line leaves its last tree to the exit
# (lib/driver/Lint.cpp).
if not re.search(r"address|leak", getattr(config, "sanitize", "")):
    config.available_features.add("tree-left-to-exit")

if shutil.which("nvcc"):
    config.available_features.add("nvcc")
    # The executor's host differential test (exec/host-diff.test) also needs a
    # host compiler that can build CUDA's half/bfloat headers. Probe it once and
    # say why when it cannot, so the test is reported unsupported, not failed.
    if shutil.which("g++"):
        import subprocess, sys, tempfile
        with tempfile.TemporaryDirectory(prefix="ptxlint-probe-") as work:
            probe = subprocess.run(
                [sys.executable,
                 os.path.join(config.ptxlint_src_root, "utils", "exec", "host-diff.py"),
                 "--probe-host", "--seed", "424242", "--work", work],
                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        if probe.returncode == 0:
            config.available_features.add("host-cuda")
        else:
            lit_config.note("exec/host-diff.test is unsupported here: " +
                            probe.stdout.strip()[-1500:])
# exec/warp-diff.test: its host reference is plain C++ (no CUDA headers).
if shutil.which("g++"):
    config.available_features.add("host-cxx")
if shutil.which("ptxas"):
    config.available_features.add("ptxas")
# clang's CUDA front end, for check-labeled.py --compiler clang
# (labeled/check-labeled-clang.test).
# clang 14 must be able to build a kernel against this toolkit (its headers,
# libdevice, its version): probe it once and say why when it cannot.
if shutil.which("clang++-14") and shutil.which("nvcc"):
    import subprocess, sys
    probe = subprocess.run(
        [sys.executable,
         os.path.join(config.ptxlint_src_root, "utils", "labeled", "check-labeled.py"),
         "--compiler", "clang", "--clang", "clang++-14", "--probe"],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if probe.returncode == 0:
        config.available_features.add("clang-cuda")
    else:
        lit_config.note("labeled/check-labeled-clang.test is unsupported here: " +
                        probe.stdout.strip()[-1500:])
if config.llc and os.path.exists(config.llc):
    config.available_features.add("llc")
    config.substitutions.append(("%llc", config.llc))
# Built with Z3 (analyses/smt): tests of solver-backed findings.
if getattr(config, "have_z3", "OFF") in ("ON", "1", "TRUE"):
    config.available_features.add("z3")
if shutil.which("nvidia-smi") and os.path.exists("/dev/nvidia0"):
    config.available_features.add("gpu")
