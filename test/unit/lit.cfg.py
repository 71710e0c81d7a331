# Runs the GoogleTest unit binaries (names ending in "Tests") under lit.
import os
import lit.formats

config.name = "ptxlint-unit"
config.test_format = lit.formats.GoogleTest(".", "Tests")
config.test_source_root = os.path.join(config.ptxlint_obj_root, "test", "unit")
config.test_exec_root = config.test_source_root
