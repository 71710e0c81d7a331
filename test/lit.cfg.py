# lit configuration for ptxlint's tests (lexer/, parser/, sema/, driver/,
# corpus/). Tests needing nvcc, ptxas, llc or a GPU declare REQUIRES: and
# are reported as UNSUPPORTED (visibly skipped) where the tool is missing.
import os
import shutil

import lit.formats

config.name = "ptxlint"
# bash, so RUN lines can check exact exit codes with `; test $? -eq N`.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".ptx", ".test", ".ll"]
config.excludes = ["Inputs", "unit", "cuda", "llvm", "lit.cfg.py", "CMakeLists.txt"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.ptxlint_obj_root, "test")

config.substitutions.append(("%ptxlint", config.ptxlint_bin))
config.substitutions.append(("%python", config.python))
config.substitutions.append(("%srcroot", config.ptxlint_src_root))
config.substitutions.append(("FileCheck", config.filecheck))
config.substitutions.append(("%not", config.not_tool))

# Keep the environment the tests see small and predictable.
config.environment["LC_ALL"] = "C"
for var in ("PATH", "HOME", "TMPDIR", "CUDA_HOME", "PTXLINT_CORPUS"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

if shutil.which("nvcc"):
    config.available_features.add("nvcc")
if shutil.which("ptxas"):
    config.available_features.add("ptxas")
if config.llc and os.path.exists(config.llc):
    config.available_features.add("llc")
    config.substitutions.append(("%llc", config.llc))
# Built with Z3 (analyses/smt): tests of solver-backed findings.
if getattr(config, "have_z3", "OFF") in ("ON", "1", "TRUE"):
    config.available_features.add("z3")
if shutil.which("nvidia-smi") and os.path.exists("/dev/nvidia0"):
    config.available_features.add("gpu")
