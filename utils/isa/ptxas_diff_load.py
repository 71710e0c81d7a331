"""Loading ptxas-diff.py (its file name is not a module name) for the
mutation-driven fuzzers that reuse its mutants without ptxas
(utils/exec/exec-fuzz.py, utils/fuzz/analysis-mutants.py)."""
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))


def load_ptxas_diff():
    """The ptxas-diff.py module."""
    if HERE not in sys.path:
        sys.path.insert(0, HERE)
    spec = importlib.util.spec_from_file_location("ptxas_diff", os.path.join(HERE, "ptxas-diff.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


class ValidOnly:
    """Stands in for ptxas: every original is usable (ptxlint decides)."""
    ptxas_version = "none (ptxlint validates)"

    def ptxas_verdict(self, data, arch, flags, path):
        return "accept", 0, ""
